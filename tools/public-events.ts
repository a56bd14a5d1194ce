/**
 * The whole `event` collection read as a visitor's browser can read it: no
 * sign-in, the Firebase web SDK, within firestore.rules (list queries of at
 * most EVENT_QUERY_LIMIT documents), so in pages in document order, with no
 * filter on `date`: a date typed as a timestamp is invisible to the site's own
 * range queries, never to this one. For `events:check` and `events:export`.
 */
import {
  collection,
  documentId,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import type { FirebaseWebConfig } from '../src/data/firebase-config.ts';
import { errorCode } from '../src/data/read-failure.ts';
import { EVENT_QUERY_LIMIT, openFirestore, withTimeout } from '../src/data/firestore-events.ts';
import { EVENTS_COLLECTION } from '../schema/collections.ts';

/** Each page of the read waits this long, as the build's own read does. */
export const READ_TIMEOUT_MS = 20_000;

/** One document of the collection: its id and its fields as the SDK reads them. */
export interface EventDocument {
  id: string;
  data: Record<string, unknown>;
}

/** Every document, a page of EVENT_QUERY_LIMIT at a time: the rules refuse a list without a limit. */
export async function readAllEvents(config: FirebaseWebConfig): Promise<EventDocument[]> {
  const db = openFirestore(config);
  const documents: EventDocument[] = [];
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await withTimeout(
      getDocs(
        query(
          collection(db, EVENTS_COLLECTION),
          orderBy(documentId()),
          ...(last ? [startAfter(last)] : []),
          limit(EVENT_QUERY_LIMIT),
        ),
      ),
      READ_TIMEOUT_MS,
    );
    documents.push(...page.docs.map((doc) => ({ id: doc.id, data: doc.data() })));
    if (page.size < EVENT_QUERY_LIMIT) return documents;
    last = page.docs.at(-1);
  }
}

/** Why the read failed, in words a maintainer can act on. */
export function readFailure(error: unknown): string {
  switch (errorCode(error)) {
    case 'permission-denied':
      return 'a biztonsági szabályok (firestore.rules) nem engedik olvasni, vagy a VITE_FIREBASE_API_KEY nem ehhez a projekthez tartozik';
    case 'deadline-exceeded':
      return `nem jött válasz ${READ_TIMEOUT_MS / 1000} másodpercen belül`;
    case 'unavailable':
      return 'a Firestore nem érhető el (nincs hálózat?)';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}
