/*
 * Where the visitor came from on this site, for the `vissza` button: each
 * entry of the tab's history the app has shown, by its place in that history
 * (the router numbers them), so the button can go back to the screen before
 * this one (the program as it was filtered, the home page) as the browser's
 * own back button would, scroll position included. An entry the app has not
 * shown (another site, or this site before a reload) is outside: then the
 * button leads home.
 */
import type { HistoryLocation, RouterHistory } from '@tanstack/react-router';

type Trail = Map<number, { pathname: string; href: string }>;

const trails = new WeakMap<RouterHistory, Trail>();

/** Starts noting the addresses `history` shows, from its present one on. */
export function keepTrail(history: RouterHistory): void {
  const trail: Trail = new Map();
  trails.set(history, trail);
  const note = ({ state, pathname, href }: HistoryLocation) =>
    void trail.set(state.__TSR_index, { pathname, href });
  note(history.location);
  history.subscribe(({ location }) => note(location));
}

/**
 * The last screen before `here` in this tab's history, as far back as the app
 * has seen it: its address and how many steps back it is. A change of the same
 * screen's filters is no other screen, so the program's own `vissza` skips
 * them. Null when the visitor came from outside.
 */
export function cameFrom(
  history: RouterHistory,
  here: Pick<HistoryLocation, 'pathname' | 'state'>,
): { href: string; steps: number } | null {
  const trail = trails.get(history);
  const index = here.state.__TSR_index;
  if (!trail || typeof index !== 'number') return null;
  for (let before = index - 1; before >= 0; before--) {
    const entry = trail.get(before);
    if (!entry) return null;
    if (entry.pathname !== here.pathname) return { href: entry.href, steps: before - index };
  }
  return null;
}
