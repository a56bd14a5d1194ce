import { queryOptions } from '@tanstack/react-query';
import type { ClubEvent } from '../../schema/event';
import buildSnapshot from 'virtual:events-snapshot';
import bundledEvents from '../content/events.json';
import { firebaseConfigFromEnv, type FirebaseEnv } from './firebase-config';
import { rememberingLastList } from './last-events';

/**
 * The list shipped with the site, used when no Firebase project is configured.
 * It is validated by the test suite, not at run time, so the home page carries no schema code.
 */
export async function fetchBundledEvents(): Promise<ClubEvent[]> {
  const events: ClubEvent[] = bundledEvents;
  return [...events].sort((a, b) => a.id - b.id);
}

/**
 * Reads Firestore through a chunk of its own (Firebase SDK, zod), loaded on the
 * first read; vite.config.ts preloads that chunk from index.html, so it
 * downloads in parallel with the app instead of after it.
 */
function lazyFirestoreFetcher(env: FirebaseEnv): () => Promise<ClubEvent[]> {
  let reader: Promise<() => Promise<ClubEvent[]>> | undefined;
  return async () => {
    reader ??= import('./firestore-events').then(
      (module) => {
        const config = firebaseConfigFromEnv(env);
        // A blank project id is a configuration mistake: show it, do not quietly fall back.
        if (!config) throw new Error('VITE_FIREBASE_PROJECT_ID is blank');
        return module.createFirestoreEventsFetcher(config);
      },
      (error: unknown) => {
        // Forget a chunk that failed to download, so the retry button can fetch it again.
        reader = undefined;
        throw error;
      },
    );
    return (await reader)();
  };
}

/** True when the events are the list shipped with the site (no Firebase project configured). */
export const eventsAreBundled = !import.meta.env.VITE_FIREBASE_PROJECT_ID;

/**
 * Where events come from; decided once, here, so nothing else needs to know.
 * The condition reads `import.meta.env` directly so that the build sees a constant
 * and keeps one source only: without a project id no Firebase code is built in,
 * with one the bundled list is left out.
 */
export const fetchEvents: () => Promise<ClubEvent[]> = import.meta.env.VITE_FIREBASE_PROJECT_ID
  ? // Offline reading: the last list read is kept and shown when the connection fails;
    // before any was read, the list the build saw.
    rememberingLastList(lazyFirestoreFetcher(import.meta.env), buildSnapshot)
  : fetchBundledEvents;

/**
 * The list the screens show before the app has read anything: in a build
 * configured for Firestore, the list the build read (scripts/vite-events-snapshot.ts),
 * which the prerendered home page and program were made from. Null in the
 * bundled build (its list is the data itself) and when the build could not read one.
 */
export const startingEvents: ClubEvent[] | null = import.meta.env.VITE_FIREBASE_PROJECT_ID
  ? buildSnapshot
  : null;

/** Firestore error codes that another attempt cannot change: the rules, the project or the query are wrong. */
const PERMANENT_ERROR_CODES = new Set([
  'permission-denied',
  'unauthenticated',
  'not-found',
  'invalid-argument',
  'failed-precondition',
]);

/**
 * Two more attempts after a failure (a weak signal on the road often recovers),
 * none after an answer that will not change, so its error shows at once.
 */
export function shouldRetryEvents(failureCount: number, error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && PERMANENT_ERROR_CODES.has(code)) return false;
  return failureCount < 2;
}

export function eventsQueryOptions() {
  return queryOptions({
    queryKey: ['events'],
    queryFn: fetchEvents,
    // Shown at once (and matching the prerendered copy), then read again at once: dated 0, it is
    // always stale, so the live list replaces it as soon as Firestore answers.
    ...(startingEvents ? { initialData: startingEvents, initialDataUpdatedAt: 0 } : {}),
    // The program changes a few times a season; a visitor moving between screens need not reload it.
    staleTime: 5 * 60 * 1000,
    retry: shouldRetryEvents,
    // The route's loader starts the read; a screen mounting after it failed shows the failure and
    // its retry button rather than reading again by itself (Firestore bills every read).
    refetchOnMount: (query) => query.state.status !== 'error',
    // Run and fail even when the browser reports itself offline: a paused query would
    // show placeholders for ever, and the bundled list needs no network at all.
    networkMode: 'always',
  });
}
