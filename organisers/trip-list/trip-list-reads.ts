/**
 * The trip's list as the organisers' page reads it (schema/trip-list.ts): the summary, the
 * calls in the order they were taken, and the calls taken with no signal, read from the
 * server or followed live while the list is open. Its writes are trip-list-writes.ts.
 */
import {
  collection,
  doc,
  getDocFromServer,
  getDocsFromServer,
  onSnapshot,
  type DocumentData,
  type FirestoreError,
  type QueryDocumentSnapshot,
  type Firestore,
} from 'firebase/firestore';
import {
  CallSchema,
  EMPTY_SUMMARY,
  type Call,
  type CallState,
  type TripListSummary,
} from '../../schema/trip-list.ts';
import type { Club } from '../app/club-firebase.ts';
import { CALLS_COLLECTION, PENDING_COLLECTION, TRIP_LIST_COLLECTION } from '../../schema/collections.ts';

export const summaryRef = (db: Firestore, eventId: string) => doc(db, TRIP_LIST_COLLECTION, eventId);
export const callsOf = (db: Firestore, eventId: string) =>
  collection(db, TRIP_LIST_COLLECTION, eventId, CALLS_COLLECTION);
export const pendingOf = (db: Firestore, eventId: string) =>
  collection(db, TRIP_LIST_COLLECTION, eventId, PENDING_COLLECTION);

/** A call as stored, with its id and where it stands. */
export interface ListedCall extends Call {
  id: string;
  state: CallState;
  /** Of a party split (SplitSchema), its seats on the coach while the rest waits; else 0. */
  placedSeats: number;
  takenBy: string;
  /** How many of its seats boarded on the trip morning (0 before its tick). */
  boarded: number;
  /** For a trip called off: the caller was told. */
  reached: boolean;
}

export function summaryOf(data: DocumentData | undefined): TripListSummary {
  if (!data) return EMPTY_SUMMARY;
  return {
    capacity: typeof data.capacity === 'number' ? data.capacity : null,
    taken: typeof data.taken === 'number' ? data.taken : 0,
    waiting: Array.isArray(data.waiting)
      ? data.waiting.filter((id): id is string => typeof id === 'string')
      : [],
    change: typeof data.change === 'string' ? data.change : null,
    base: typeof data.base === 'string' ? data.base : null,
    lastCall: typeof data.lastCall === 'string' ? data.lastCall : null,
  };
}

/** The summary as the server holds it now: a place is never promised from an old copy. */
export async function readSummary(club: Club, eventId: string): Promise<TripListSummary> {
  return summaryOf((await getDocFromServer(summaryRef(club.db, eventId))).data());
}

function listedCalls(documents: QueryDocumentSnapshot[]): ListedCall[] {
  return documents
    .map((document) => ({ id: document.id, data: document.data() }))
    .sort((a, b) => takenAt(a.data) - takenAt(b.data))
    .map(({ id, data }) => ({
      ...CallSchema.parse(data),
      id,
      state: data.state as CallState,
      placedSeats: data.state === 'waiting' && typeof data.placedSeats === 'number' ? data.placedSeats : 0,
      takenBy: String(data.takenBy),
      boarded: typeof data.boarded === 'number' ? data.boarded : 0,
      reached: data.reached === true,
    }));
}

/** A call taken with no signal, waiting to be placed. */
export interface PendingCall extends Call {
  id: string;
  takenBy: string;
  /** Whether the server holds it: only then can any page place it, in the server's order. */
  onServer: boolean;
}

export interface TripList {
  summary: TripListSummary;
  calls: ListedCall[];
  /** Calls taken with no signal, oldest first by the server's time (the phone's own last). */
  pending: PendingCall[];
}

function pendingCalls(documents: QueryDocumentSnapshot[]): PendingCall[] {
  return (
    documents
      .map((document) => ({
        ...CallSchema.parse(document.data()),
        id: document.id,
        takenBy: String(document.get('takenBy')),
        onServer: !document.metadata.hasPendingWrites,
        // The server's time once it has the call; until then, after every call it has.
        at: takenAt(document.data({ serverTimestamps: 'none' })) || Number.MAX_SAFE_INTEGER,
        typedAt: Number(document.get('typedAt')) || 0,
      }))
      // Those still on the phone, and any the server received at one instant, as typed.
      .sort((a, b) => a.at - b.at || a.typedAt - b.typedAt)
      .map(({ at: _at, typedAt: _typedAt, ...call }) => call)
  );
}

/** The trip's list: its summary and every call, in the order they were taken. */
export async function readTripList(club: Club, eventId: string): Promise<TripList> {
  const [summary, snapshot, pending] = await Promise.all([
    readSummary(club, eventId),
    getDocsFromServer(callsOf(club.db, eventId)),
    getDocsFromServer(pendingOf(club.db, eventId)),
  ]);
  return { summary, calls: listedCalls(snapshot.docs), pending: pendingCalls(pending.docs) };
}

/**
 * The trip's list followed live while it is open: another organiser's call shows within
 * seconds on both phones. Returns the function that stops following it.
 */
export function watchTripList(
  club: Club,
  eventId: string,
  onList: (list: TripList) => void,
  onError: (error: FirestoreError) => void,
): () => void {
  let summary: TripListSummary | null = null;
  let calls: ListedCall[] | null = null;
  let pending: PendingCall[] | null = null;
  const show = () => {
    if (summary && calls && pending) onList({ summary, calls, pending });
  };
  const stops = [
    onSnapshot(
      summaryRef(club.db, eventId),
      (snapshot) => {
        summary = summaryOf(snapshot.data());
        show();
      },
      onError,
    ),
    onSnapshot(
      callsOf(club.db, eventId),
      (snapshot) => {
        calls = listedCalls(snapshot.docs);
        show();
      },
      onError,
    ),
    // With the metadata: a call taken with no signal shows at once, and is placed once the
    // server holds it.
    onSnapshot(
      pendingOf(club.db, eventId),
      { includeMetadataChanges: true },
      (snapshot) => {
        pending = pendingCalls(snapshot.docs);
        show();
      },
      onError,
    ),
  ];
  return () => stops.forEach((stop) => stop());
}

const takenAt = (data: DocumentData) =>
  (data.takenAt as { toMillis?: () => number } | undefined)?.toMillis?.() ?? 0;
