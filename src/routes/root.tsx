import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  Outlet,
  useRouter,
  useRouterState,
  type ErrorComponentProps,
} from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { isChunkLoadError } from '../offline/chunk-recovery.ts';
import { club } from '../data/club.ts';
import { ChunkLoadErrorView } from '../components/shared/app-status.tsx';
import { ErrorView } from '../components/shared/error-view.tsx';
import { SiteLayout } from '../components/shared/layout.tsx';
import { NotFoundView } from '../components/shared/not-found-view.tsx';

export interface RouterContext {
  queryClient: QueryClient;
  /** Today in Budapest (`YYYY-MM-DD`); the build renders screens as of given days. */
  today: () => string;
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

/** A screen that failed to load; also the router's default, so a screen's error keeps the header and phone numbers around it. */
export function RootError({ error }: ErrorComponentProps) {
  const router = useRouter();
  // A script chunk that did not arrive: retrying the route cannot help, reloading the page can.
  if (isChunkLoadError(error)) return <ChunkLoadErrorView />;
  return <ErrorView onRetry={() => void router.invalidate()} />;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundView,
  errorComponent: RootError,
});
