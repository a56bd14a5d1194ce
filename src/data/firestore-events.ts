import { initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  getDocs,
  getFirestore,
  type Firestore,
} from 'firebase/firestore/lite';
import type { ClubEvent } from '../../schema/event.ts';
import { parseEmulatorHost, type FirebaseWebConfig } from './firebase-config.ts';
import { parseEventRecords } from './parse-events.ts';

/** The collection the club keeps its events in (spec §7). */
export const EVENTS_COLLECTION = 'event';

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
    const snapshot = await getDocs(collection(db, EVENTS_COLLECTION));
    const events = parseEventRecords(snapshot.docs.map((doc) => ({ docId: doc.id, data: doc.data() })));
    if (events.length === 0 && !snapshot.empty) throw new NoValidEventsError(snapshot.size);
    return events;
  };
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
