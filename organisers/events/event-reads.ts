/**
 * What the organisers' page reads of the club's events: as the site checks them,
 * each kept with its document exactly as read, which its next change names as its base.
 */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type FirestoreError,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import type { StoredEvent } from '../../schema/event.ts';
import { EVENT_QUERY_LIMIT } from '../../src/data/firestore-events.ts';
import { parseStoredEvents } from '../../src/data/parse-events.ts';
import type { Club } from '../app/club-firebase.ts';
import type { HeldDocument } from './change-batch.ts';
import type { SeasonDocument } from './season-documents.ts';
import { EVENTS_COLLECTION } from '../../schema/collections.ts';

/**
 * An event as the page holds it: checked as the site checks it and kept as stored (the key
 * as `pdf`), with its document exactly as read, which its next change names as its base.
 */
export type PageEvent = StoredEvent & HeldDocument & { firestoreId: string };

function pageEvents(docs: readonly QueryDocumentSnapshot[]): PageEvent[] {
  const stored = new Map(docs.map((document) => [document.id, document.data()]));
  return parseStoredEvents(docs.map((document) => ({ docId: document.id, data: document.data() }))).flatMap(
    (event) => {
      const documentId = event.firestoreId;
      const data = documentId === undefined ? undefined : stored.get(documentId);
      return documentId === undefined || !data
        ? []
        : [{ ...event, firestoreId: documentId, documentId, stored: data }];
    },
  );
}

/** The coming events as the page holds them now, and how far the server has them. */
export interface ComingRead {
  events: PageEvent[];
  /** The events with a change made on this phone that the server does not have yet. */
  pending: ReadonlySet<string>;
  /** The phone's own copy, the server out of reach (no signal); false once the server answered. */
  fromCache: boolean;
}

/**
 * The events from `fromDate` (`yyyy.MM.dd`) on, followed live: every change (another
 * organiser's, or this phone's own before the server has it) reaches `onRead`. With no signal
 * it reads the phone's copy (club-firebase.ts), even after a reload.
 */
export function watchComingEvents(
  club: Club,
  fromDate: string,
  onRead: (read: ComingRead) => void,
  onError: (error: FirestoreError) => void,
): Unsubscribe {
  const coming = query(
    collection(club.db, EVENTS_COLLECTION),
    where('date', '>=', fromDate),
    orderBy('date'),
    limit(EVENT_QUERY_LIMIT),
  );
  return onSnapshot(
    coming,
    { includeMetadataChanges: true },
    (snapshot) =>
      onRead({
        events: pageEvents(snapshot.docs),
        pending: new Set(
          snapshot.docs.filter((document) => document.metadata.hasPendingWrites).map(({ id }) => id),
        ),
        fromCache: snapshot.metadata.fromCache,
      }),
    onError,
  );
}

/** One event as stored now, or null when it is gone. */
export async function readEvent(club: Club, documentId: string): Promise<PageEvent | null> {
  const snapshot = await getDoc(doc(club.db, EVENTS_COLLECTION, documentId));
  return snapshot.exists() ? (pageEvents([snapshot])[0] ?? null) : null;
}

export interface SeasonRead {
  /** The season's events that pass the event schema, as the site checks them; as stored. */
  events: PageEvent[];
  /** Every document dated in the season, valid or not: what holds an id there. */
  documents: SeasonDocument[];
}

/** The documents dated in `season` (one range query on the text date, as the site reads a season). */
export async function readSeason(club: Club, season: number): Promise<SeasonRead> {
  const snapshot = await getDocs(
    query(
      collection(club.db, EVENTS_COLLECTION),
      where('date', '>=', `${season}.01.01`),
      where('date', '<=', `${season}.12.31`),
      orderBy('date'),
      limit(EVENT_QUERY_LIMIT),
    ),
  );
  return {
    events: pageEvents(snapshot.docs),
    documents: snapshot.docs.map((document) => ({
      documentId: document.id,
      id: document.get('id') as unknown,
    })),
  };
}
