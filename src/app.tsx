import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { OfflineNote } from './components/shared/app-status.tsx';
import type { AppRouter } from './router.tsx';

/**
 * The whole page, as the browser renders it (src/main.tsx) and as the build
 * prerenders it (src/prerender/render.tsx): one tree, so the browser can take
 * the prerendered copy over (hydrate) without rebuilding it.
 */
export function App({ queryClient, router }: { queryClient: QueryClient; router: AppRouter }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        {/* After the page, kept in sight at the bottom of the screen (app-status.css). */}
        <OfflineNote />
      </QueryClientProvider>
    </StrictMode>
  );
}
