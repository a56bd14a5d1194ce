import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ClubEvent } from '../../schema/event.ts';
import { App } from '../../src/app.tsx';
import { eventsQueryOptions } from '../../src/data/events.ts';
import { createAppRouter } from '../../src/router.tsx';

/**
 * Renders the whole app at `path`, through the same `App` the browser and the build render
 * (its offline note included), with a fresh QueryClient (no retries) and memory history.
 * `events`: the event list the screens find already read (e.g. a season more than the bundle has);
 * `queries`: other reads they find done (say a trip key's events, as a prerendered page carries them).
 * For one component that only needs the router for its links, tests/support/render-in-router.tsx.
 */
export function renderApp(
  path: string,
  { events, queries = [] }: { events?: ClubEvent[]; queries?: Array<{ key: QueryKey; data: unknown }> } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (events) queryClient.setQueryData(eventsQueryOptions().queryKey, events);
  for (const query of queries) queryClient.setQueryData(query.key, query.data);
  const router = createAppRouter({
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const view = render(<App queryClient={queryClient} router={router} />);
  return { ...view, router, queryClient };
}
