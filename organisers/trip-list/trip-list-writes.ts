/**
 * The trip's list as the organisers' page writes it (schema/trip-list.ts). A call is one
 * transaction: the summary read from the server, the call placed by what it says, then the
 * call under an id made on the phone and the summary moved to a new change id naming the one
 * it was read at. When another organiser's call lands in between, Firestore runs it again
 * with what is stored now; the rules refuse any write based on an older summary, so a place is
 * never promised twice, however the write got there. Each page sends its calls one at a time
 * (queueCalls), so its own never race each other. Its reads are trip-list-reads.ts.
 */
import {
  deleteField,
  doc,
  increment,
  runTransaction,
  serverTimestamp,
  setDoc,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import {
  CallSchema,
  MOST_WAITING,
  type Call,
  type CallChange,
  type CallState,
  type TripListSummary,
} from '../../schema/trip-list.ts';
import { SEATS_CHANGE_FIELD, SEATS_FIELD, listMarkerChange } from '../../schema/changes.ts';
import type { Club } from '../app/club-firebase.ts';
import { eventRef, newChangeId } from '../events/change-batch.ts';
import {
  placementOf,
  withCall,
  withCallChange,
  withCapacity,
  type LargePartyChoice,
} from './trip-list-plan.ts';
import { callsOf, pendingOf, summaryOf, summaryRef } from './trip-list-reads.ts';
import { MARKER_COLLECTION, MARKER_DOCUMENT } from '../../schema/collections.ts';

export type CallTaken =
  | { taken: true; id: string; state: CallState; summary: TripListSummary }
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
  constructor() {
    super(`the waiting order holds ${MOST_WAITING} callers`);
  }
}

/** Throws WaitingListFull before a placement that would lengthen a full waiting order. */
function checkWaitingRoom(summary: TripListSummary, state: CallState) {
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
async function withSummary<T>(
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
function writeSummary(transaction: Transaction, db: Firestore, eventId: string, next: TripListSummary) {
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

/**
 * Takes a call: a seat, or the waiting list. `choice` says what to do with a party larger
 * than the seats left; without it such a call is not written and the answer says so.
 * Needs the signal: a place is promised only from what the server holds.
 */
export async function takeCall(
  club: Club,
  eventId: string,
  typed: Call,
  by: string,
  choice?: LargePartyChoice,
): Promise<CallTaken> {
  const call = CallSchema.parse(typed);
  const callRef = doc(callsOf(club.db, eventId));
  return await withSummary(club, eventId, (summary, transaction): CallTaken => {
    const placement = placementOf(summary, call.seats, choice);
    if (placement.state === 'too-large') return { taken: false, left: placement.left };
    checkWaitingRoom(summary, placement.state);
    const change = newChangeId(club.db);
    const next = withCall(summary, { id: callRef.id, seats: call.seats, state: placement.state }, change);
    transaction.set(callRef, {
      ...call,
      state: placement.state,
      takenBy: by,
      takenAt: serverTimestamp(),
      change,
    });
    writeSummary(transaction, club.db, eventId, next);
    return { taken: true, id: callRef.id, state: placement.state, summary: next };
  });
}

/**
 * Takes a call with no signal (*függőben*): written at once into Firestore's queue on the
 * phone, under an id made there, and sent when the signal returns; no place is promised
 * until a page online places it (placePending). Returns its id; `sent` settles once the
 * server has it (or refused it: the rules check it as they check any call).
 */
export function takePendingCall(
  club: Club,
  eventId: string,
  typed: Call,
  by: string,
): { id: string; sent: Promise<void> } {
  const call = CallSchema.parse(typed);
  const ref = doc(pendingOf(club.db, eventId));
  // `typedAt`, the phone's clock: the order of the calls it holds before the server has them.
  const sent = setDoc(ref, { ...call, takenBy: by, takenAt: serverTimestamp(), typedAt: Date.now() });
  return { id: ref.id, sent };
}

/**
 * Places a call taken with no signal, as takeCall places any call, under its own id and with
 * who took it and when the server received it; a party larger than the seats left waits whole
 * (nobody was there to ask it to split). Null when another page placed it first.
 */
export async function placePending(
  club: Club,
  eventId: string,
  pendingId: string,
): Promise<CallTaken | null> {
  const pendingRef = doc(pendingOf(club.db, eventId), pendingId);
  const callRef = doc(callsOf(club.db, eventId), pendingId);
  return await withSummary(club, eventId, async (summary, transaction): Promise<CallTaken | null> => {
    const stored = (await transaction.get(pendingRef)).data();
    if (!stored) return null;
    const call = CallSchema.parse(stored);
    const placement = placementOf(summary, call.seats, 'wait');
    if (placement.state === 'too-large') return { taken: false, left: placement.left };
    checkWaitingRoom(summary, placement.state);
    const change = newChangeId(club.db);
    const next = withCall(summary, { id: pendingId, seats: call.seats, state: placement.state }, change);
    transaction.set(callRef, {
      ...call,
      state: placement.state,
      takenBy: stored.takenBy as string,
      takenAt: stored.takenAt as unknown,
      change,
    });
    transaction.delete(pendingRef);
    writeSummary(transaction, club.db, eventId, next);
    return { taken: true, id: pendingId, state: placement.state, summary: next };
  });
}

/**
 * Records what became of a caller: cancelled (*lemondta*), moved up from the waiting list
 * into freed seats, or declined them (*nem kéri*). Placed, like a call, from the summary and
 * the call as the server holds them now; refused in Hungarian (`problem`) when the call has
 * moved on meanwhile (another organiser recorded it) or the party no longer fits.
 */
export function changeCall(
  club: Club,
  eventId: string,
  callId: string,
  what: CallChange,
  by: string,
): Promise<{ ok: true; state: CallState; summary: TripListSummary } | { ok: false; problem: string }> {
  const callRef = doc(callsOf(club.db, eventId), callId);
  return withSummary(club, eventId, async (summary, transaction) => {
    const stored = (await transaction.get(callRef)).data();
    if (!stored) return { ok: false, problem: 'ez a jelentkező nincs a listán' };
    const call = { id: callId, seats: Number(stored.seats), state: stored.state as CallState };
    const change = newChangeId(club.db);
    const next = withCallChange(summary, call, what, change);
    if (!next.ok) return next;
    transaction.update(callRef, { state: next.state, change, changedBy: by, changedAt: serverTimestamp() });
    writeSummary(transaction, club.db, eventId, next.summary);
    return next;
  });
}

/** Sets the coach's seats; refuses fewer than are taken, in Hungarian (`problem`). */
export function setCapacity(
  club: Club,
  eventId: string,
  capacity: number | null,
): Promise<{ ok: true; summary: TripListSummary } | { ok: false; problem: string }> {
  return withSummary(club, eventId, (summary, transaction) => {
    const next = withCapacity(summary, capacity, newChangeId(club.db));
    if (next.ok) writeSummary(transaction, club.db, eventId, next.summary);
    return next;
  });
}

/**
 * A page's calls, one at a time in the order the organiser took them: each is placed with
 * what the one before it left, and two of one phone never race each other.
 */
export function queueCalls() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(send: () => Promise<T>): Promise<T> => {
    const next = last.then(send, send);
    last = next.catch(() => undefined);
    return next;
  };
}
