/**
 * The trip's list as the organisers' page writes it (schema/trip-list.ts). A call is one
 * transaction: the summary read from the server, the call placed by what it says, then the
 * call under an id made on the phone and the summary moved to a new change id naming the one
 * it was read at. When another organiser's call lands in between, Firestore runs it again
 * with what is stored now; the rules refuse any write based on an older summary, so a place is
 * never promised twice, however the write got there. Each page sends its calls one at a time
 * (queueCalls), so its own never race each other. Its reads are trip-list-reads.ts; the
 * transaction every write goes through is list-transaction.ts.
 */
import { deleteField, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import {
  CallSchema,
  type Call,
  type CallChange,
  type CallState,
  type TripListSummary,
} from '../../schema/trip-list.ts';
import type { Club } from '../app/club-firebase.ts';
import { newChangeId } from '../events/change-batch.ts';
import { checkWaitingRoom, withSummary, writeSummary, type CallTaken } from './list-transaction.ts';
import {
  placementOf,
  withCall,
  withCallChange,
  withCapacity,
  type CallMoved,
  type LargePartyChoice,
} from './trip-list-plan.ts';
import { callsOf, pendingOf } from './trip-list-reads.ts';

/**
 * Takes a call: a seat, or the waiting list. `choice` says what to do with a party larger
 * than the seats left (split: one call, the seats left placed and the rest waiting); without
 * it such a call is not written and the answer says so.
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
    const { state, placedSeats } = placement;
    const next = withCall(summary, { id: callRef.id, seats: call.seats, state, placedSeats }, change);
    transaction.set(callRef, {
      ...call,
      state,
      ...(placedSeats > 0 ? { placedSeats } : {}),
      takenBy: by,
      takenAt: serverTimestamp(),
      change,
    });
    writeSummary(transaction, club.db, eventId, next);
    return { taken: true, id: callRef.id, state, placedSeats, summary: next };
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
    return { taken: true, id: pendingId, state: placement.state, placedSeats: 0, summary: next };
  });
}

/**
 * Records what became of a caller: cancelled (*lemondta*), moved up from the waiting list
 * into freed seats, declined them (*nem kéri*), or, first on the waiting list, given the
 * seats free while the rest of the party waits on (split). Placed, like a call, from the summary and
 * the call as the server holds them now; refused in Hungarian (`problem`) when the call has
 * moved on meanwhile (another organiser recorded it) or the party no longer fits.
 */
export function changeCall(
  club: Club,
  eventId: string,
  callId: string,
  what: CallChange,
  by: string,
): Promise<CallMoved | { ok: false; problem: string }> {
  const callRef = doc(callsOf(club.db, eventId), callId);
  return withSummary(club, eventId, async (summary, transaction) => {
    const stored = (await transaction.get(callRef)).data();
    if (!stored) return { ok: false, problem: 'ez a jelentkező nincs a listán' };
    const state = stored.state as CallState;
    const placedSeats = typeof stored.placedSeats === 'number' ? stored.placedSeats : 0;
    const call = { id: callId, seats: Number(stored.seats), state, placedSeats };
    const change = newChangeId(club.db);
    const next = withCallChange(summary, call, what, change);
    if (!next.ok) return next;
    transaction.update(callRef, {
      state: next.state,
      // A split party's placed part, while it waits; gone once it is one party again or cancelled.
      placedSeats: next.placedSeats > 0 ? next.placedSeats : deleteField(),
      change,
      changedBy: by,
      changedAt: serverTimestamp(),
    });
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
