import { QueryClient } from '@tanstack/react-query';
import { createHashHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFoundView } from './components/not-found-view';
import { PendingView } from './components/pending-view';
import { homeRoute, indexRoute } from './routes/home';
import { RootError, rootRoute } from './routes/root';
import { tripRoute } from './routes/trip';
import { yearlyProgramRoute } from './routes/yearly-program';

const routeTree = rootRoute.addChildren([indexRoute, homeRoute, yearlyProgramRoute, tripRoute]);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: 2, refetchOnWindowFocus: false } },
  });
}

/** Hash addresses (`#/program7`) keep every link the club has already shared working. */
export function createAppRouter({
  queryClient = createQueryClient(),
  history = createHashHistory(),
}: { queryClient?: QueryClient; history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultNotFoundComponent: NotFoundView,
    defaultErrorComponent: RootError,
    defaultPendingComponent: PendingView,
    defaultPendingMs: 300,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
