import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { club } from '../data/club';
import { ErrorView } from '../components/error-view';
import { SiteLayout } from '../components/layout';
import { NotFoundView } from '../components/not-found-view';

export interface RouterContext {
  queryClient: QueryClient;
}

/** After an in-app navigation, move focus to the new screen so screen readers follow. */
function useFocusOnNavigation() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('tartalom')?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pathname]);
}

function RootLayout() {
  useFocusOnNavigation();
  return (
    <SiteLayout club={club}>
      <Outlet />
    </SiteLayout>
  );
}

function RootError() {
  const router = useRouter();
  return <ErrorView onRetry={() => void router.invalidate()} />;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundView,
  errorComponent: RootError,
});
