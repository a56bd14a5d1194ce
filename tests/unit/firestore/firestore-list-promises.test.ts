/**
 * The trip's list under the rules, written around the page in raw batches: its summary and
 * the public counts move together under a change id the summary has not held; a call taken
 * with no signal is placed only as the caller it holds, by any organiser, in the name of the
 * one who took it; the waiting order has a bound. Each refused batch differs from the page's
 * own (organisers/trip-list/trip-list-writes.ts), which is taken, by the one thing it breaks.
 */
import { doc, getDoc, serverTimestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { newChangeId } from '../../../organisers/events/change-batch.ts';
import {
  readSummary,
  readTripList,
  summaryOf,
  summaryRef,
} from '../../../organisers/trip-list/trip-list-reads.ts';
import { failureText } from '../../../organisers/app/failure-text.ts';
import { withCall, withCallChange } from '../../../organisers/trip-list/trip-list-plan.ts';
import { WaitingListFull } from '../../../organisers/trip-list/list-transaction.ts';
import {
  placePending,
  setCapacity,
  takeCall,
  takePendingCall,
} from '../../../organisers/trip-list/trip-list-writes.ts';
import { MOST_WAITING, type Call } from '../../../schema/trip-list.ts';
import { firestoreEmulator, writeDocuments } from '../../support/firestore-emulator.ts';
import { tripUnderRules } from '../../support/trip-under-rules.ts';
import { movePublicSide } from '../../support/trip-list-hand-writes.ts';
import {
  CALLS_COLLECTION,
  EVENTS_COLLECTION,
  PENDING_COLLECTION,
  TRIP_LIST_COLLECTION,
} from '../../../schema/collections.ts';

const PROJECT = 'demo-list-promises';
const ANNA = 'kovacs.anna@example.hu';
const BELA = 'szabo.bela@example.hu';
const TRIP = '2025-7';
const SLOW = 60_000;
const denied = { code: 'permission-denied' };
const caller = (n: number, seats = 1): Call => ({
  name: `Hívó ${n}`,
  phone: `+3630123${String(n).padStart(4, '0')}`,
  seats,
  boarding: 'benzinkut',
  deposit: null,
  note: '',
});

describe("the trip's list keeps its promises whoever writes", { timeout: SLOW }, () => {
  const { clients } = tripUnderRules(
    PROJECT,
    {
      id: TRIP,
      data: { id: 7, date: '2025.04.05', name: 'Szádelő', picture: 'szadelo.svg', pdf: 'program7' },
    },
    [ANNA, BELA],
  );

  /**
   * A new call as the page writes one (takeCall), by hand: the call, the summary, the public
   * counts and the marker. `change` replaces the new change id; `call` the call's fields;
   * `pendingId` places that pending call (deleting it) under its id.
   */
  async function rawCall(
    db: Firestore,
    by: string,
    {
      change = newChangeId(db),
      call = caller(90),
      pendingId,
      counts = true,
    }: { change?: string; call?: Call; pendingId?: string; counts?: boolean },
  ) {
    const summary = summaryOf((await getDoc(summaryRef(db, TRIP))).data());
    const callRef = pendingId
      ? doc(db, TRIP_LIST_COLLECTION, TRIP, CALLS_COLLECTION, pendingId)
      : doc(db, TRIP_LIST_COLLECTION, TRIP, CALLS_COLLECTION, newChangeId(db));
    const full = summary.capacity !== null && summary.taken + call.seats > summary.capacity;
    const state = full ? 'waiting' : 'place';
    const next = withCall(summary, { id: callRef.id, seats: call.seats, state }, change);
    const batch = writeBatch(db);
    batch.set(callRef, { ...call, state, takenBy: by, takenAt: serverTimestamp(), change });
    if (pendingId) batch.delete(doc(db, TRIP_LIST_COLLECTION, TRIP, PENDING_COLLECTION, pendingId));
    batch.set(summaryRef(db, TRIP), { ...next, updatedAt: serverTimestamp() });
    if (counts)
      movePublicSide(
        batch,
        db,
        TRIP,
        { capacity: next.capacity, taken: next.taken, waiting: next.waiting.length },
        change,
      );
    return batch.commit();
  }
  const seats = async () =>
    (await getDoc(doc(clients.visitor(), EVENTS_COLLECTION, TRIP))).get('seats') as unknown;

  it("refuses a call written under the summary's stored change id; takes it under a new one", async () => {
    const anna = clients.club(ANNA);
    expect(await setCapacity(anna, TRIP, 1)).toMatchObject({ ok: true });
    await takeCall(anna, TRIP, caller(1), ANNA);
    const stored = await readSummary(anna, TRIP);
    // A caller added to the waiting order while the summary, its counts and the marker keep their change.
    for (const counts of [false, true])
      await expect(rawCall(anna.db, ANNA, { change: stored.change!, counts })).rejects.toMatchObject(denied);
    expect(await readSummary(anna, TRIP)).toEqual(stored);
    expect(await seats()).toEqual({ capacity: 1, taken: 1, waiting: 0 });
    await rawCall(anna.db, ANNA, {});
    expect(await seats()).toEqual({ capacity: 1, taken: 1, waiting: 1 });
  });

  it('places a pending call only as the caller it holds, in the name of who took it', async () => {
    const anna = clients.club(ANNA);
    const bela = clients.club(BELA);
    const pending = takePendingCall(bela, TRIP, caller(1), BELA);
    await pending.sent;
    // Another caller, or the same one in Anna's name as if she took it now: refused.
    for (const [call, by] of [
      [caller(2), BELA],
      [caller(1), ANNA],
    ] as const)
      await expect(rawCall(anna.db, by, { call, pendingId: pending.id })).rejects.toMatchObject(denied);
    expect((await readTripList(anna, TRIP)).pending.map((call) => call.name)).toEqual(['Hívó 1']);
    // The page places it as it is: Anna places it, recorded as taken by Béla.
    expect(await placePending(anna, TRIP, pending.id)).toMatchObject({ taken: true, id: pending.id });
    const list = await readTripList(anna, TRIP);
    expect(list.pending).toEqual([]);
    expect(list.calls.map((call) => [call.id, call.name, call.takenBy])).toEqual([
      [pending.id, 'Hívó 1', BELA],
    ]);
  });

  it(`keeps the waiting order within ${MOST_WAITING} callers`, async () => {
    const waiting = Array.from(
      { length: MOST_WAITING - 1 },
      (_, n) => `waiting${String(n).padStart(12, '0')}`,
    );
    const change = 'w'.repeat(20);
    const { origin } = firestoreEmulator();
    await writeDocuments(origin, PROJECT, TRIP_LIST_COLLECTION, [
      { id: TRIP, data: { capacity: 1, taken: 1, waiting, change, base: null, lastCall: waiting.at(-1)! } },
    ]);
    const anna = clients.club(ANNA);
    await rawCall(anna.db, ANNA, {});
    expect(await seats()).toEqual({ capacity: 1, taken: 1, waiting: MOST_WAITING });
    await expect(rawCall(anna.db, ANNA, {})).rejects.toMatchObject(denied);
    const full = await readSummary(anna, TRIP);
    expect(full.waiting).toHaveLength(MOST_WAITING);
    // The page says so before sending, and takes nobody back onto it.
    const refused: unknown = await takeCall(anna, TRIP, caller(91), ANNA).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WaitingListFull);
    expect(failureText(refused)).toBe(
      `A hívás nem került a listára: a várólista megtelt (legfeljebb ${MOST_WAITING} hívó): többen már nem férnek fel, mondd meg a hívónak, hogy most nincs hely.`,
    );
    expect(
      withCallChange(full, { id: 'x'.repeat(20), seats: 1, state: 'declined' }, 'restore', change),
    ).toEqual({
      ok: false,
      problem: `a várólista megtelt (legfeljebb ${MOST_WAITING} hívó): többen már nem férnek fel, mondd meg a hívónak, hogy most nincs hely`,
    });
  });
});
