import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  limit,
  query,
  type Firestore,
} from 'firebase/firestore/lite';
import type { ClubEvent } from '../../schema/event.ts';
import { parseEmulatorHost, type FirebaseWebConfig } from './firebase-config.ts';
import { parseEventRecords } from './parse-events.ts';

/** The collection the club keeps its events in (spec §7). */
export const EVENTS_COLLECTION = 'event';

/**
 * The most documents one read may return. firestore.rules allows `list` on
 * `event` only with a limit at most this (Firestore bills per document read,
 * so nobody can make the club pay for an unbounded query); a season has about
 * thirty events. Keep the number in firestore.rules equal (a unit test compares them).
 */
export const EVENT_QUERY_LIMIT = 200;

/**
 * A read still unanswered after this long counts as failed: on a stalled
 * connection the screens then show the saved program instead of waiting for ever.
 */
export const READ_TIMEOUT_MS = 8000;

let appCount = 0;

/**
 * A reader of every document of `event`, without any sign-in: the repo's
 * firestore.rules make that collection publicly readable and nothing else.
 * Each document is checked against the event schema; a bad one is left out
 * with a console warning naming its id, the rest are returned sorted by id.
 * Failures (HTTP errors, denied access, no network) reject, so the screens
 * show their error state instead of an empty program.
 */
export function createFirestoreEventsFetcher(config: FirebaseWebConfig): () => Promise<ClubEvent[]> {
  let db: Firestore | undefined;
  return async () => {
    db ??= openFirestore(config);
    const snapshot = await withTimeout(
      getDocs(query(collection(db, EVENTS_COLLECTION), limit(EVENT_QUERY_LIMIT))),
      READ_TIMEOUT_MS,
    );
    if (snapshot.size >= EVENT_QUERY_LIMIT) {
      console.warn(
        `A(z) "${EVENTS_COLLECTION}" gyűjteményből csak az első ${EVENT_QUERY_LIMIT} dokumentum olvasható be (EVENT_QUERY_LIMIT); a többi nem látszik.`,
      );
    }
    const events = parseEventRecords(snapshot.docs.map((doc) => ({ docId: doc.id, data: doc.data() })));
    if (events.length === 0 && !snapshot.empty) throw new NoValidEventsError(snapshot.size);
    return events;
  };
}

/** A read that took too long; the code is the one Firestore uses for it, so it counts as temporary. */
export class ReadTimeoutError extends Error {
  readonly code = 'deadline-exceeded';
  constructor(ms: number) {
    super(`Firestore did not answer within ${ms / 1000} s.`);
    this.name = 'ReadTimeoutError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ReadTimeoutError(ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
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

function openFirestore(config: FirebaseWebConfig): Firestore {
  // Parsed before anything is created, so a bad emulator address fails the load with a clear message.
  const emulator = config.emulatorHost ? parseEmulatorHost(config.emulatorHost) : null;
  // An app of its own per reader: tests and a second configuration never share SDK state.
  const app = initializeApp(
    { projectId: config.projectId, ...(config.apiKey ? { apiKey: config.apiKey } : {}) },
    `club-events-${++appCount}`,
  );
  const db = getFirestore(app);
  if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
  return db;
}
