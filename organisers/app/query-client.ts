/**
 * The organisers' page reads through TanStack Query, as the site does: one cache for the page,
 * each read named by a key, the board's live read kept in it as a stream of Firestore's answers.
 * Firestore keeps its own copy on the phone and its own queue of writes, so neither reads nor
 * writes wait for the browser to say it is online: a change made with no signal must reach
 * Firestore's queue at once, to be kept across a reload.
 */
import { QueryClient } from '@tanstack/react-query';

export function organisersQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        // A failed read says so at once, with its own retry button, as the site's screens do.
        retry: false,
        // What the page shows changes by its own writes (written into the cache) and by the
        // board's live read; nothing else makes a read go stale.
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
      },
      mutations: { networkMode: 'always' },
    },
  });
}
