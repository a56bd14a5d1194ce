/**
 * Which prerendered copy of a screen fits this visit. Shared by the inline
 * start-up script (boot.ts) and the build (build/vite-prerender.ts); kept
 * free of imports so the inline script stays small.
 */

/** What the build writes into index.html for boot.ts. */
export interface PrerenderedScreens {
  /** The app's entry script, loaded once the prerendered screen is on screen (or there is none). */
  app: string;
  /** Chunks the app will import at once (the Firestore reader), preloaded together with it. */
  preload: string[];
  /** The site's base path; prerendered copies are made for the page at exactly this address. */
  base: string;
  /** Folder of the prerendered copies (`<name>.html`), ending in `/`. */
  dir: string;
  /**
   * Route path (the part after `#`) → copies, as `[first day, name]` sorted by
   * day: the copy to show is the last one whose first day is today or before.
   * A screen that does not depend on the date has one copy from day "". An
   * empty name means no copy from that day on.
   */
  screens: Record<string, Array<[string, string]>>;
}

/** Comment the build starts every prerendered copy with, so an HTML error page is never shown as one. */
export const PRERENDERED_MARK = '<!--prerendered-->';

/** The route path of a hash address (`#/program1` → `/program1`, no hash → `/`). */
export function routePath(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0]!;
  return path === '' ? '/' : path;
}

/**
 * The name of the copy to show at `location` on `today` (`YYYY-MM-DD`, in
 * Budapest), or null when there is none: an unknown address, a search part
 * (before or after the `#`), or a page not at the site's address (its links
 * would differ).
 */
export function pickScreen(
  config: PrerenderedScreens,
  location: { pathname: string; search: string; hash: string },
  today: string,
): string | null {
  if (location.pathname !== config.base || location.search !== '') return null;
  // A search part in the address (`#/evesprogram?honap=4`) is a filtered screen; the copies are not.
  if (location.hash.includes('?')) return null;
  const path = routePath(location.hash);
  // Own keys only: `#constructor` or `#__proto__` must not find Object.prototype's members.
  if (!Object.prototype.hasOwnProperty.call(config.screens, path)) return null;
  const copies = config.screens[path]!;
  let name: string | null = null;
  for (const [from, candidate] of copies) if (from <= today) name = candidate;
  // An empty name: from that day on the build left the screen to the browser.
  return name || null;
}

/** One query's data a copy was rendered from (its key as TanStack Query has it). */
export interface CopyQuery {
  key: unknown[];
  data: unknown;
}

/** A prerendered copy: the screen's tab title and description, and its HTML for `<div id="root">`. */
export interface PrerenderedCopy {
  title: string;
  description: string;
  /**
   * The data the screen was rendered from that the app would otherwise read
   * before it can take the copy over (a trip page's events): with it, the app
   * attaches to the copy at once and reads the live data afterwards.
   */
  queries: CopyQuery[];
  html: string;
}

/** A copy's file: the mark, the title, description and data as JSON on the first line, then the HTML. */
export function formatCopy(copy: PrerenderedCopy): string {
  const head = { title: copy.title, description: copy.description, queries: copy.queries };
  return `${PRERENDERED_MARK}${JSON.stringify(head)}\n${copy.html}`;
}

/** Reads a copy's file; null for anything else (an error page, the site's index.html). */
export function parseCopy(text: string): PrerenderedCopy | null {
  if (!text.startsWith(PRERENDERED_MARK)) return null;
  const newline = text.indexOf('\n');
  if (newline === -1) return null;
  try {
    const head = JSON.parse(text.slice(PRERENDERED_MARK.length, newline)) as Partial<PrerenderedCopy> | null;
    if (typeof head?.title !== 'string' || typeof head.description !== 'string') return null;
    const queries = Array.isArray(head.queries) ? head.queries : [];
    return { title: head.title, description: head.description, queries, html: text.slice(newline + 1) };
  } catch {
    return null;
  }
}
