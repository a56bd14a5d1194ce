import { hashKey, queryOptions, type DehydratedState } from '@tanstack/react-query';
import buildSnapshot, { snapshotMarker } from 'virtual:events-snapshot';
import type { ClubEvent } from '../../schema/event.ts';
import { currentDay } from './today.ts';
import { nextTask } from '../lib/next-task.ts';
import { bundledEventsForKey, bundledSeasonProgram, recentBundledEvents } from './bundled-events.ts';
import { firebaseConfigFromEnv, type FirebaseEnv } from './firebase-config.ts';
import { keyCoveredBy } from './change-marker.ts';
import type { LiveEventsReader } from './firestore-events.ts';
import { rememberingLastList } from '../offline/last-events.ts';
import { shouldRetryEvents } from './read-failure.ts';
import type { SeasonProgram } from './season-program.ts';

export type { SeasonProgram } from './season-program.ts';

/** Every season's bundled events (the development server's demonstration day is chosen from them). */
export { allBundledEvents } from './bundled-events.ts';

/**
 * Reads Firestore through a chunk of its own (Firebase SDK, zod), loaded on the
 * first read; the start-up script preloads that chunk with the app
 * (vite-plugins/vite-prerender.ts), so it downloads in parallel with it instead of after it.
 */
function lazyFirestoreReader(env: FirebaseEnv): () => Promise<LiveEventsReader> {
  let reader: Promise<LiveEventsReader> | undefined;
  return () =>
    (reader ??= import('./firestore-events.ts').then(
      async (module) => {
        // The chunk's modules (Firebase, zod) have just run in one task; opening Firestore and
        // sending the query take the next one.
        await nextTask();
        const config = firebaseConfigFromEnv(env);
        // A blank project id is a configuration mistake: show it, do not quietly fall back.
        if (!config) throw new Error('VITE_FIREBASE_PROJECT_ID is blank');
        return module.createLiveEventsReader(config);
      },
      (error: unknown) => {
        // Forget a chunk that failed to download, so the retry button can fetch it again.
        reader = undefined;
        throw error;
      },
    ));
}

/** True when the events are the list shipped with the site (no Firebase project configured). */
export const eventsAreBundled = !import.meta.env.VITE_FIREBASE_PROJECT_ID;

/** The events' three reads: the recent ones, one season's, one trip key's. */
interface EventSource {
  recent: () => Promise<ClubEvent[]>;
  season: (season: number) => Promise<SeasonProgram>;
  forKey: (key: string, season?: number) => Promise<ClubEvent[]>;
}

function firestoreSource(env: FirebaseEnv): EventSource {
  const reader = lazyFirestoreReader(env);
  // The list the build saw, with the marker it was read with: unchanged since, it is not read again.
  const built = buildSnapshot && snapshotMarker ? { events: buildSnapshot, ...snapshotMarker } : null;
  // Offline reading: the last recent list read is kept and shown when the connection fails;
  // before any was read, the list the build saw.
  const recent = rememberingLastList(
    async (saved) => (await reader()).recent(currentDay(), [built, saved]),
    buildSnapshot,
  );
  return {
    recent,
    season: async (season) => (await reader()).season(season),
    forKey: async (key, season) => {
      try {
        return await (await reader()).forKey(key, keyCoveredBy(built, key, season));
      } catch (error) {
        // Offline, the saved recent list still knows the current season's trips (and only then
        // does the recent read succeed where this one failed).
        const saved = await recent().catch(() => {
          throw error;
        });
        return saved.filter((event) => event.key === key);
      }
    },
  };
}

const bundledSource: EventSource = {
  recent: () => recentBundledEvents(currentDay()),
  season: bundledSeasonProgram,
  forKey: (key, season) => bundledEventsForKey(key, currentDay(), season),
};

/**
 * Where events come from; decided once, here, so nothing else needs to know.
 * The condition reads `import.meta.env` directly so that the build sees a constant
 * and keeps one source only: without a project id no Firebase code is built in,
 * with one the bundled list is left out.
 */
const source: EventSource = import.meta.env.VITE_FIREBASE_PROJECT_ID
  ? firestoreSource(import.meta.env)
  : bundledSource;

/**
 * The list the screens show before the app has read anything: in a build
 * configured for Firestore, the recent events the build read
 * (vite-plugins/vite-events-snapshot.ts), which the prerendered home page and
 * program were made from. Null in the bundled build (its list is the data
 * itself) and when the build could not read one.
 */
export const startingEvents: ClubEvent[] | null = import.meta.env.VITE_FIREBASE_PROJECT_ID
  ? buildSnapshot
  : null;

/**
 * How often a page left open on screen reads its events again where they are live (Firestore):
 * a trip called off at dawn reaches a hiker who opened the page the night before within this.
 */
export const LIVE_REFRESH_MS = 60 * 1000;

const readOptions = {
  // The program changes a few times a season; a visitor moving between screens need not reload it.
  staleTime: 5 * 60 * 1000,
  // Only while the page is on screen (a tab in the background reads nothing), and never in the
  // bundled build, whose lists are the code itself. Each read is the screen's own bounded query.
  refetchInterval: import.meta.env.VITE_FIREBASE_PROJECT_ID ? LIVE_REFRESH_MS : false,
  retry: shouldRetryEvents,
  // The route's loader starts the read; a screen mounting after it failed shows the failure and
  // its retry button rather than reading again by itself (Firestore bills every read).
  refetchOnMount: (query: { state: { status: string } }) => query.state.status !== 'error',
  // Run and fail even when the browser reports itself offline: a paused query would
  // show placeholders for ever, and the bundled list needs no network at all.
  networkMode: 'always',
} as const;

export function eventsQueryOptions() {
  return queryOptions({
    ...readOptions,
    // The events the home page and the current season's program show (this year on, and last year's last trips).
    queryKey: ['events'],
    queryFn: source.recent,
  });
}

/**
 * The start-up's one hand-off (src/router.tsx takeOverReads) with the build's list in it: the
 * recent events enter the query cache only this way, once, beside the reads the page's copy
 * carries. Shown at once (and matching the prerendered copy), then read again at once: dated 0,
 * the list is always stale, so the live one replaces it as soon as Firestore answers.
 */
export function withStartingEvents(state: DehydratedState | undefined): DehydratedState | undefined {
  const { queryKey } = eventsQueryOptions();
  const queryHash = hashKey(queryKey);
  if (!startingEvents || state?.queries.some((query) => query.queryHash === queryHash)) return state;
  const events: DehydratedState['queries'][number] = {
    queryKey,
    queryHash,
    dehydratedAt: 0,
    state: {
      data: startingEvents,
      dataUpdateCount: 1,
      dataUpdatedAt: 0,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success',
      fetchStatus: 'idle',
    },
  };
  return { mutations: state?.mutations ?? [], queries: [...(state?.queries ?? []), events] };
}

/** One season's program, for `/evesprogram/<year>/`: read when its page is opened. */
export function seasonProgramQueryOptions(season: number) {
  return queryOptions({
    ...readOptions,
    queryKey: ['events', 'season', season],
    queryFn: () => source.season(season),
  });
}

/** The events of one trip key (all seasons, or one), for a trip page's address. */
export function keyEventsQueryOptions(key: string, season?: number) {
  return queryOptions({
    ...readOptions,
    queryKey: ['events', 'key', key, season ?? null],
    queryFn: () => source.forKey(key, season),
  });
}
