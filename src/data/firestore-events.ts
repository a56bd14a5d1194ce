import { getApps, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  Timestamp,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import type { ClubEvent } from '../../schema/event.ts';
import { budapestDay } from '../lib/dates.ts';
import { PREVIOUS_SEASON_TAIL, recentFirstSeason, seasonOf } from '../lib/seasons.ts';
import { parseEventRecords } from './parse-events.ts';
import { parseEmulatorHost, type FirebaseWebConfig } from './firebase-config.ts';
import type { SeasonProgram } from './season-program.ts';
import type { ChangeMarker } from './change-marker.ts';
import { gatedByMarker } from './change-gate.ts';
import { readChangeMarker } from './marker-read.ts';
import { READ_TIMEOUT_MS, withTimeout } from './read-timeout.ts';
import { EVENTS_COLLECTION } from '../../schema/collections.ts';
import { withCapitalArticle } from '../lib/hungarian-article.ts';

export { READ_TIMEOUT_MS, ReadTimeoutError, withTimeout } from './read-timeout.ts';

/**
 * The most documents one read may return. firestore.rules allows `list` on
 * `event` only with a limit at most this (Firestore bills per document read,
 * so nobody can make the club pay for an unbounded query); a season has about
 * thirty events. Keep the number in firestore.rules equal (a unit test compares them).
 */
export const EVENT_QUERY_LIMIT = 200;

let appCount = 0;

/**
 * Which documents of `event` one read asks for. Every read is bounded: the
 * collection grows by a season a year for ever, and Firestore bills each
 * document read.
 */
export interface EventsRange {
  /** Only events of this trip key (`program3`), every season. */
  key?: string;
  /** Dates from this one on (`yyyy.MM.dd` compares as text in date order). */
  from?: string;
  /** Dates before this one. */
  before?: string;
  /** Newest first (with `limit`, the latest events before `before`). */
  newestFirst?: boolean;
  /** Only events an organiser wrote after this time (ISO): `updatedAt` is the server's time of the write. */
  updatedAfter?: string;
  limit?: number;
}

/** The one place a query on `event` is built. */
export function eventsQuery(db: Firestore, range: EventsRange): Query {
  const constraints: QueryConstraint[] = [];
  // The documents keep the key under its stored name (schema/event.ts).
  if (range.key !== undefined) constraints.push(where('pdf', '==', range.key));
  if (range.from !== undefined) constraints.push(where('date', '>=', range.from));
  if (range.before !== undefined) constraints.push(where('date', '<', range.before));
  if (range.newestFirst) constraints.push(orderBy('date', 'desc'));
  if (range.updatedAfter !== undefined)
    constraints.push(where('updatedAt', '>', timestampOf(range.updatedAfter)));
  // Always a limit: the rules refuse a list query without one.
  constraints.push(limit(Math.min(range.limit ?? EVENT_QUERY_LIMIT, EVENT_QUERY_LIMIT)));
  return query(collection(db, EVENTS_COLLECTION), ...constraints);
}

const firstDay = (season: number) => `${season}.01.01`;

/**
 * Reads of the `event` collection, without any sign-in: the repo's
 * firestore.rules make that collection publicly readable and nothing else.
 * Each document is checked against the event schema; a bad one is left out
 * with a console warning naming its id. Failures (HTTP errors, denied access,
 * no network) reject, so the screens show their error instead of an empty program.
 */
export function createFirestoreEventsReader(config: FirebaseWebConfig) {
  let db: Firestore | undefined;
  async function readDocuments(range: EventsRange) {
    db ??= openFirestore(config);
    const snapshot = await withTimeout(getDocs(eventsQuery(db, range)), READ_TIMEOUT_MS);
    const events = parseEventRecords(snapshot.docs.map((doc) => ({ docId: doc.id, data: doc.data() })));
    return { events, size: snapshot.size };
  }
  async function read(range: EventsRange): Promise<ClubEvent[]> {
    const { events, size } = await readDocuments(range);
    if (range.limit === undefined && size >= EVENT_QUERY_LIMIT) {
      console.warn(
        `${withCapitalArticle(`"${EVENTS_COLLECTION}"`)} gyűjteményből csak az első ${EVENT_QUERY_LIMIT} dokumentum olvasható be (EVENT_QUERY_LIMIT); a többi nem látszik.`,
      );
    }
    if (events.length === 0 && size > 0) throw new NoValidEventsError(size);
    return events;
  }
  async function latestSeasonBefore(date: string): Promise<number | null> {
    const [latest] = await read({ before: date, newestFirst: true, limit: 1 });
    return latest ? seasonOf(latest.date) : null;
  }
  return {
    /**
     * What the home page and the current season's program show (recentOf): the events from
     * this year on and, in the same round trip, the last few before it; when nothing is
     * dated this year or later, the latest season there is, whole.
     */
    async recent(today: string): Promise<ClubEvent[]> {
      const from = firstDay(recentFirstSeason(today));
      const [current, tail] = await Promise.all([
        read({ from }),
        // A broken document among last year's last trips costs their carousel card, not the page.
        readDocuments({ before: from, newestFirst: true, limit: PREVIOUS_SEASON_TAIL }),
      ]);
      if (current.length > 0) return [...current, ...tail.events];
      // Nothing this year: the tail says which season is the latest, unless none of it is an event.
      if (tail.events.length === 0 && tail.size > 0) throw new NoValidEventsError(tail.size);
      const latest = tail.events[0] ? seasonOf(tail.events[0].date) : null;
      return latest === null ? [] : read({ from: firstDay(latest), before: from });
    },
    /** One season's events, and the nearest seasons before and after it (one document each). */
    async season(season: number): Promise<SeasonProgram> {
      const [events, previous, next] = await Promise.all([
        read({ from: firstDay(season), before: firstDay(season + 1) }),
        latestSeasonBefore(firstDay(season)),
        read({ from: firstDay(season + 1), limit: 1 }).then(([first]) =>
          first ? seasonOf(first.date) : null,
        ),
      ]);
      return { season, events, previous, next };
    },
    /** Every season's events of one trip key: about one document a year. */
    forKey(key: string): Promise<ClubEvent[]> {
      return read({ key });
    },
    /** The change marker (src/data/marker-read.ts): one document read, however the collection grows. */
    marker: (): Promise<ChangeMarker> => readChangeMarker(config),
    /**
     * The events an organiser wrote after `time`, every season; null when they cannot be merged
     * into a list read before (a document the schema refuses, or more than one read returns).
     */
    async changedAfter(time: string): Promise<ClubEvent[] | null> {
      const { events, size } = await readDocuments({ updatedAfter: time });
      return size < EVENT_QUERY_LIMIT && events.length === size ? events : null;
    },
  };
}

export type FirestoreEventsReader = ReturnType<typeof createFirestoreEventsReader>;

/**
 * The site's reads: each first reads the change marker, and reads events only when it moved
 * since that screen's events were read (src/data/change-gate.ts).
 */
export function createLiveEventsReader(config: FirebaseWebConfig) {
  return gatedByMarker(createFirestoreEventsReader(config));
}

export type LiveEventsReader = ReturnType<typeof createLiveEventsReader>;

/** The home page's read (`recent`), as of `today` (the clock in Budapest unless given). */
export function createFirestoreEventsFetcher(
  config: FirebaseWebConfig,
  today: () => string = () => budapestDay(new Date()),
): () => Promise<ClubEvent[]> {
  const reader = createFirestoreEventsReader(config);
  return () => reader.recent(today());
}

/** A time as Firestore's REST API writes it (`2026-03-06T23:00:00.123456Z`), to the nanosecond. */
function timestampOf(time: string): Timestamp {
  const [whole = time, fraction = ''] = time.replace(/Z$/, '').split('.');
  return new Timestamp(Date.parse(`${whole}Z`) / 1000, Number(fraction.padEnd(9, '0').slice(0, 9)));
}

/**
 * Documents were there but none passed the schema: shown as a failed load, not as
 * "no trip announced", which would mislead visitors. The code makes it final for retries.
 */
export class NoValidEventsError extends Error {
  readonly code = 'failed-precondition';
  constructor(documentCount: number) {
    super(
      `None of the ${documentCount} documents of "${EVENTS_COLLECTION}" is a valid event (see the warnings above).`,
    );
    this.name = 'NoValidEventsError';
  }
}

/** A Firestore of its own for one reader (the site's, or `npm run events:check`), on the emulator when configured. */
export function openFirestore(config: FirebaseWebConfig): Firestore {
  // Parsed before anything is created, so a bad emulator address fails the load with a clear message.
  const emulator = config.emulatorHost ? parseEmulatorHost(config.emulatorHost) : null;
  // An app of its own per reader: tests and a second configuration never share SDK state. The
  // name is one no app has yet: a process that loads this module twice (the e2e tests' one
  // worker, the development server's hot reload) starts the count again, while Firebase still
  // holds the apps the first copy made.
  const taken = new Set(getApps().map((existing) => existing.name));
  let name = `club-events-${++appCount}`;
  while (taken.has(name)) name = `club-events-${++appCount}`;
  const app = initializeApp(
    { projectId: config.projectId, ...(config.apiKey ? { apiKey: config.apiKey } : {}) },
    name,
  );
  const db = getFirestore(app);
  if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
  return db;
}
