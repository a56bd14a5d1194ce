/**
 * The one way the trip's list is written (trip-list-writes.ts uses it for every call and
 * change): a transaction on the summary as the server holds it, run again when another
 * organiser's write lands first, and the summary written with its public counts and the
 * change marker, which the rules take only together.
 */
import {
  deleteField,
  doc,
  increment,
  runTransaction,
  serverTimestamp,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import { SEATS_CHANGE_FIELD, SEATS_FIELD, listMarkerChange } from '../../schema/changes.ts';
import { MARKER_COLLECTION, MARKER_DOCUMENT } from '../../schema/collections.ts';
import { MOST_WAITING, type CallState, type TripListSummary } from '../../schema/trip-list.ts';
import type { Club } from '../app/club-firebase.ts';
import { eventRef } from '../events/change-batch.ts';
import { summaryOf, summaryRef } from './trip-list-reads.ts';

export type CallTaken =
  /** `placedSeats`: of a party split, its seats on the coach (0 for any other). */
  | { taken: true; id: string; state: CallState; placedSeats: number; summary: TripListSummary }
  /** The party is larger than the `left` seats: the organiser splits it or lets it wait. */
  | { taken: false; left: number };

/**
 * How often a call is placed anew after another organiser's came first: two phones taking
 * calls side by side for a whole coach meet a few times, not a dozen.
 */
const MOST_ATTEMPTS = 12;

/**
 * The waiting order is full (MOST_WAITING): the rules refuse a longer one, so the call is not
 * written; failure-text.ts says so to the organiser.
 */
export class WaitingListFull extends Error {
  readonly code = 'waiting-full';
  readonly most = MOST_WAITING;
  constructor() {
    super(`the waiting order holds ${MOST_WAITING} callers`);
  }
}

/** Throws WaitingListFull before a placement that would lengthen a full waiting order. */
export function checkWaitingRoom(summary: TripListSummary, state: CallState) {
  if (state === 'waiting' && summary.waiting.length >= MOST_WAITING) throw new WaitingListFull();
}

const isRefused = (error: unknown) => (error as { code?: unknown } | null)?.code === 'permission-denied';

/**
 * Runs `write` in a transaction that reads the summary from the server first. When another
 * organiser's write lands between the read and the commit, Firestore runs it again; and when
 * the rules refuse the commit because it was placed from a summary that has moved meanwhile
 * (the server may refuse before that write can be read), so does this, after a short wait
 * that lets the other write settle. A refused read is thrown at once: the organiser may not
 * read the list, so nothing is to be placed again. What is written is checked on the phone
 * first (CallSchema, the plan), so a refusal of a summary read a moment ago is another
 * organiser's write, not this one's data.
 */
export async function withSummary<T>(
  club: Club,
  eventId: string,
  write: (summary: TripListSummary, transaction: Transaction) => T | Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    let read = false;
    try {
      return await runTransaction(
        club.db,
        async (transaction) => {
          const summary = summaryOf((await transaction.get(summaryRef(club.db, eventId))).data());
          read = true;
          return write(summary, transaction);
        },
        { maxAttempts: MOST_ATTEMPTS },
      );
    } catch (error) {
      if (!read || !isRefused(error) || attempt >= MOST_ATTEMPTS) throw error;
      await new Promise((settled) => setTimeout(settled, 50 + Math.random() * 100 * attempt));
    }
  }
}

/**
 * The summary written as `next`, with what visitors see of it: its counts on the public
 * event (never a name) and the change marker moved, so an open page shows *megtelt* within
 * its minute. The rules take the three only together.
 */
export function writeSummary(
  transaction: Transaction,
  db: Firestore,
  eventId: string,
  next: TripListSummary,
) {
  transaction.set(summaryRef(db, eventId), { ...next, updatedAt: serverTimestamp() });
  transaction.update(eventRef(db, eventId), {
    [SEATS_FIELD]: { capacity: next.capacity, taken: next.taken, waiting: next.waiting.length },
    [SEATS_CHANGE_FIELD]: next.change,
    updatedAt: serverTimestamp(),
    // The address older versions of the page stamped on public documents goes with any change.
    updatedBy: deleteField(),
  });
  transaction.set(
    doc(db, MARKER_COLLECTION, MARKER_DOCUMENT),
    {
      visibleAt: serverTimestamp(),
      staticAt: serverTimestamp(),
      removals: increment(0),
      lastChange: listMarkerChange(eventId, next.change!),
    },
    { merge: true },
  );
}
