import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { keepTrail } from './components/shared/came-from.ts';
import { NotFoundView } from './components/shared/not-found-view.tsx';
import { PendingView } from './components/shared/pending-view.tsx';
import { homeRoute, indexRoute } from './routes/home.tsx';
import { privacyRoute } from './routes/privacy-routes.tsx';
import { RootError, rootRoute } from './routes/root.tsx';
import { seasonTripRoute, tripRoute } from './routes/trip-routes.tsx';
import { withStartingEvents } from './data/events.ts';
import { currentDay } from './data/today.ts';
import { seasonProgramRoute, yearlyProgramRoute } from './routes/yearly-program-routes.tsx';

const routeTree = rootRoute.addChildren([
  indexRoute,
  homeRoute,
  yearlyProgramRoute,
  seasonProgramRoute,
  tripRoute,
  seasonTripRoute,
  privacyRoute,
]);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: 2, refetchOnWindowFocus: false } },
  });
}

/**
 * The query cache a prerendered copy was made from, as the build dehydrated it
 * (src/prerender/render.tsx), with the recent events the build read (withStartingEvents),
 * into the browser's: only a build on Firestore has either, so the bundled build leaves the
 * code out with the branch. What the page started from stays for the tab's life: a screen
 * asking for it again later (the home page after a trip page) shows it at once, as it
 * showed it at first, while the live read runs.
 */
export function takeOverReads(queryClient: QueryClient, state: DehydratedState | undefined) {
  if (!import.meta.env.VITE_FIREBASE_PROJECT_ID) return;
  const handOff = withStartingEvents(state);
  if (handOff) hydrate(queryClient, handOff, { defaultOptions: { queries: { gcTime: Infinity } } });
}

/**
 * Path addresses with a trailing slash (`/2025/program7/`): each is a page of
 * its own on the server, which crawlers and link previews can read. The hash
 * addresses the club shared before lead to them (hashToPath in
 * src/prerender/pick.ts).
 */
export function createAppRouter({
  queryClient = createQueryClient(),
  history = createBrowserHistory(),
  prerendering = false,
  today = null,
}: {
  queryClient?: QueryClient;
  history?: RouterHistory;
  /**
   * True when the build renders a screen in Node (src/prerender/render.tsx): the router then
   * renders as it does in the browser, so the browser can hydrate the copy, and leaves the
   * browser's scrolling and address alone.
   */
  prerendering?: boolean;
  /** The day to render as of (`YYYY-MM-DD`); null for the clock's today. */
  today?: string | null;
} = {}) {
  // The vissza button goes back to the screen before; the build's render has no history to keep.
  if (!prerendering) keepTrail(history);
  return createRouter({
    routeTree,
    history,
    trailingSlash: 'always',
    ...(prerendering ? { isServer: false, origin: 'http://localhost' } : {}),
    context: { queryClient, today: () => today ?? currentDay() },
    defaultNotFoundComponent: NotFoundView,
    defaultErrorComponent: RootError,
    defaultPendingComponent: PendingView,
    defaultPendingMs: 300,
    scrollRestoration: prerendering ? false : leaveTheVisitorsScroll(history),
  });
}

/**
 * Scroll restoration (the top of each new screen, the old place on the back
 * button) that leaves the first screen where the visitor already has it. The
 * prerendered copy can be read and scrolled before the app takes it over, and
 * the router would otherwise put it back to the top then, under the visitor's
 * thumb, even as they tap a link further down.
 */
function leaveTheVisitorsScroll(history: RouterHistory) {
  const firstPath = history.location.pathname;
  let first = true;
  return ({ location }: { location: { pathname: string } }) => {
    const keep = first && location.pathname === firstPath && (window.scrollX !== 0 || window.scrollY !== 0);
    first = false;
    return !keep;
  };
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
