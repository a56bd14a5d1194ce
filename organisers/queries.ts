/**
 * The organisers' page reads through TanStack Query, as the site does: one cache for the page,
 * each read named by a key, the board's live read kept in it as a stream of Firestore's answers.
 * Firestore keeps its own copy on the phone and its own queue of writes, so neither reads nor
 * writes wait for the browser to say it is online: a change made with no signal must reach
 * Firestore's queue at once, to be kept across a reload.
 */
import {
  experimental_streamedQuery as streamedQuery,
  QueryClient,
  queryOptions,
} from '@tanstack/react-query';
import type { Club } from './club-firebase.ts';
import { readSeason, watchComingEvents, type ComingRead } from './event-reads.ts';
import { readEventHistory, readRemovals } from './history.ts';
import { newestFirst } from './history-plan.ts';

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

/**
 * Firestore's answers to a live query as an async stream, stopped when the query is given up
 * (the board left). An error ends the stream: the board says so and offers to read again.
 */
async function* liveAnswers(
  watch: (onRead: (read: ComingRead) => void, onError: (error: Error) => void) => () => void,
  signal: AbortSignal,
): AsyncGenerator<ComingRead> {
  const waiting: ComingRead[] = [];
  const ended: { by: Error | null } = { by: null };
  let wake: (() => void) | null = null;
  const stop = watch(
    (read) => {
      waiting.push(read);
      wake?.();
    },
    (error) => {
      ended.by = error;
      wake?.();
    },
  );
  const stopped = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
  try {
    while (!signal.aborted) {
      const next = waiting.shift();
      if (next) {
        yield next;
        continue;
      }
      if (ended.by) throw ended.by;
      await Promise.race([new Promise<void>((resolve) => (wake = resolve)), stopped]);
      wake = null;
    }
  } finally {
    stop();
  }
}

/** The coming events from `fromDate` (`yyyy.MM.dd`) on, followed live: each answer replaces the last. */
export const comingEventsQuery = (club: Club, fromDate: string) =>
  queryOptions({
    queryKey: ['organisers', 'coming', fromDate],
    queryFn: streamedQuery({
      streamFn: ({ signal }) =>
        liveAnswers((onRead, onError) => watchComingEvents(club, fromDate, onRead, onError), signal),
      reducer: (_last: ComingRead | null, read: ComingRead) => read,
      initialValue: null,
      // A read started again keeps the last answer on screen until the next one comes.
      refetchMode: 'append',
    }),
    // The board opened again starts its live read again.
    refetchOnMount: 'always',
  });

export const seasonKey = (season: number) => ['organisers', 'season', season] as const;

/** One season's documents, as the season form shows and checks them: read again each time it is picked. */
export const seasonQuery = (club: Club, season: number) =>
  queryOptions({ queryKey: seasonKey(season), queryFn: () => readSeason(club, season), staleTime: 0 });

export const eventHistoryKey = (documentId: string) => ['organisers', 'history', documentId] as const;

/** A trip's changes, newest first. */
export const eventHistoryQuery = (club: Club, documentId: string) =>
  queryOptions({
    queryKey: eventHistoryKey(documentId),
    queryFn: async () => newestFirst(await readEventHistory(club, documentId)),
    // Opened again, read again: a save since has added an entry.
    staleTime: 0,
  });

export const removalsKey = ['organisers', 'removals'] as const;

/** Every removal and restore in the history, for the removed events still to restore. */
export const removalsQuery = (club: Club) =>
  queryOptions({ queryKey: removalsKey, queryFn: () => readRemovals(club), staleTime: 0 });
