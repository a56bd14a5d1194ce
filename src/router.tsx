import { QueryClient } from '@tanstack/react-query';
import { createHashHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundView } from './components/not-found-view';
import { PendingView } from './components/pending-view';
import { homeRoute, indexRoute } from './routes/home';
import { RootError, rootRoute } from './routes/root';
import { seasonTripRoute, tripRoute } from './routes/trip-routes';
import { budapestDay } from './lib/dates';
import { seasonProgramRoute, yearlyProgramRoute } from './routes/yearly-program-routes';

const routeTree = rootRoute.addChildren([
  indexRoute,
  homeRoute,
  yearlyProgramRoute,
  seasonProgramRoute,
  tripRoute,
  seasonTripRoute,
]);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: 2, refetchOnWindowFocus: false } },
  });
}

/** Hash addresses (`#/program7`) keep every link the club has already shared working. */
export function createAppRouter({
  queryClient = createQueryClient(),
  history = createHashHistory(),
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
  return createRouter({
    routeTree,
    history,
    ...(prerendering ? { isServer: false, origin: 'http://localhost' } : {}),
    context: { queryClient, today: () => today ?? budapestDay(new Date()) },
    defaultNotFoundComponent: NotFoundView,
    defaultErrorComponent: RootError,
    defaultPendingComponent: PendingView,
    defaultPendingMs: 300,
    scrollRestoration: !prerendering,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
