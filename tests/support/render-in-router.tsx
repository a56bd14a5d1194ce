import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/**
 * Renders one component inside a minimal router (for its links, and for today's date, which
 * components read from the router) and a fresh query cache, once the router has loaded. Today is
 * 10 March 2025 (the bundled season under way) unless the test gives another day. A whole screen
 * at an address renders through the app itself: tests/support/render-app.tsx.
 */
export async function renderInRouter(node: ReactNode, { today = '2025-03-10' }: { today?: string } = {}) {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => node }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { today: () => today },
  });
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await router.load();
  return view;
}

export { shipped } from './shipped-trip.ts';
