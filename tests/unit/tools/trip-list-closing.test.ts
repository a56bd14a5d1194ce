/**
 * The nightly step's deletion of a trip's list, against the emulator: a list taken with the
 * page's own functions is kept until 30 days after its trip, then deleted whole,
 * its anonymous totals kept for the treasurer, readable by organisers only. The Admin SDK runs
 * in this process, as the housekeeping command runs it (its command line: events-tools.test.ts).
 */
import { doc, getDoc, setLogLevel } from 'firebase/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readEvent } from '../../../organisers/events/event-reads.ts';
import { removeEvent } from '../../../organisers/events/event-saves.ts';
import { readTripList } from '../../../organisers/trip-list/trip-list-reads.ts';
import {
  changeCall,
  setCapacity,
  takeCall,
  takePendingCall,
} from '../../../organisers/trip-list/trip-list-writes.ts';
import { fixMorningFee, tickBoarded } from '../../../organisers/trip-list/trip-morning-writes.ts';
import { type Call } from '../../../schema/trip-list.ts';
import { openAdminFirestore } from '../../../tools/admin-project.ts';
import { closeTripLists } from '../../../tools/trip-list-closing.ts';
import { clearFirestore, firestoreEmulator, writeDocuments } from '../../support/firestore-emulator.ts';
import { organiserClients } from '../../support/organiser-clients.ts';
import {
  CALLS_COLLECTION,
  EVENTS_COLLECTION,
  TRIP_LIST_COLLECTION,
  TRIP_TOTALS_COLLECTION,
} from '../../../schema/collections.ts';

const PROJECT = 'demo-trip-list-closing';
const ANNA = 'kovacs.anna@example.hu';
const TRIP = '2026-3';
const REMOVED = '2026-9';
const SLOW = 60_000;

const caller = (n: number, seats: number, deposit: Call['deposit']): Call => ({
  name: `Hívó ${n}`,
  phone: `+3630${String(1_000_000 + n).padStart(7, '0')}`,
  seats,
  boarding: 'benzinkut',
  deposit,
  note: 'vegetáriánus',
});

describe("the nightly step and a trip's list", { timeout: SLOW }, () => {
  const clients = organiserClients(PROJECT);
  let admin: Firestore;

  beforeAll(async () => {
    setLogLevel('silent');
    process.env.FIRESTORE_EMULATOR_HOST = firestoreEmulator().host;
    admin = await openAdminFirestore(PROJECT);
  });
  beforeEach(async () => {
    await clearFirestore(firestoreEmulator().origin, PROJECT);
    await writeDocuments(firestoreEmulator().origin, PROJECT, EVENTS_COLLECTION, [
      {
        id: TRIP,
        data: { id: 3, date: '2026.03.21', name: 'Pilis', picture: 'pilis.svg', pdf: 'program3' },
      },
      {
        id: REMOVED,
        data: { id: 9, date: '2026.03.28', name: 'Mátra', picture: 'matra.svg', pdf: 'program9' },
      },
    ]);
    await writeDocuments(firestoreEmulator().origin, PROJECT, 'organisers', [{ id: ANNA, data: {} }]);
  }, SLOW);
  afterEach(() => clients.close());
  afterAll(async () => {
    await admin?.terminate();
    delete process.env.FIRESTORE_EMULATOR_HOST;
  });

  it('keeps a list 30 days after its trip, then deletes it and keeps its totals, which name nobody', async () => {
    const anna = clients.club(ANNA);
    expect(await setCapacity(anna, TRIP, 4)).toMatchObject({ ok: true });
    const ids: string[] = [];
    for (const [n, seats, deposit] of [
      [1, 2, { amount: 10_000, method: 'cash' }],
      [2, 1, { amount: 5_000, method: 'transfer' }],
      [3, 1, null],
      [4, 2, { amount: 10_000, method: 'transfer' }],
    ] as const) {
      const taken = await takeCall(anna, TRIP, caller(n, seats, deposit), ANNA);
      if (!taken.taken) throw new Error('a call was not taken');
      ids.push(taken.id);
    }
    // The second cancels; the fourth, a party of two, waits for the one seat freed.
    expect(await changeCall(anna, TRIP, ids[1]!, 'cancel', ANNA)).toMatchObject({ ok: true });
    // The trip morning: the first party boards whole, the fee fixed at its tick; and a call taken
    // with no signal that no page placed.
    await fixMorningFee(anna, TRIP, 3, ANNA);
    await tickBoarded(anna, TRIP, ids[0]!, 2, ANNA);
    await takePendingCall(anna, TRIP, caller(5, 1, null), ANNA).sent;

    // 20 April (Budapest) is 30 days after 21 March: kept; the 21st, deleted.
    expect(await closeTripLists(admin, new Date('2026-04-20T21:59:00Z'))).toEqual([]);
    expect((await readTripList(anna, TRIP)).calls).toHaveLength(4);
    expect(await closeTripLists(admin, new Date('2026-04-20T22:01:00Z'))).toEqual([TRIP]);

    const summary = admin.collection(TRIP_LIST_COLLECTION).doc(TRIP);
    expect((await summary.get()).exists).toBe(false);
    expect((await summary.collection(CALLS_COLLECTION).get()).size).toBe(0);
    expect(await summary.listCollections()).toEqual([]);
    const totals = (await getDoc(doc(anna.db, TRIP_TOTALS_COLLECTION, TRIP))).data();
    expect(totals).toMatchObject({
      date: '2026.03.21',
      seats: 3,
      calls: 4,
      cancelled: 1,
      notPlaced: 1,
      deposits: { count: 3, total: 25_000, cash: 10_000, transfer: 15_000 },
      cancelledDeposits: 5_000,
      boarded: 2,
    });
    expect(JSON.stringify(totals)).not.toMatch(/Hívó|\+36|vegetáriánus|example\.hu/);
    // Organisers only, like the list; the public event keeps its counts, which name nobody.
    await expect(getDoc(doc(clients.visitor(), TRIP_TOTALS_COLLECTION, TRIP))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const event = (await admin.collection(EVENTS_COLLECTION).doc(TRIP).get()).data();
    expect(event?.seats).toEqual({ capacity: 4, taken: 3, waiting: 1 });
    // Run again the next night: nothing more to do, the totals as they were.
    expect(await closeTripLists(admin, new Date('2026-04-21T22:01:00Z'))).toEqual([]);
    expect((await getDoc(doc(anna.db, TRIP_TOTALS_COLLECTION, TRIP))).data()).toEqual(totals);
  });

  it('deletes the list of a trip removed on the page 30 days after its day, as the removal recorded it', async () => {
    const anna = clients.club(ANNA);
    await takeCall(anna, REMOVED, caller(1, 1, null), ANNA);
    await removeEvent(anna, (await readEvent(anna, REMOVED))!, ANNA);
    // The trip was on 28 March: kept through 27 April (Budapest), whenever its calls were taken.
    expect(await closeTripLists(admin, new Date('2026-04-27T21:59:00Z'))).toEqual([]);
    expect(await closeTripLists(admin, new Date('2026-04-27T22:01:00Z'))).toEqual([REMOVED]);
    expect((await admin.collection(TRIP_LIST_COLLECTION).doc(REMOVED).listCollections()).length).toBe(0);
  });

  it('deletes the list of a trip removed with no record 30 days after its last write; a postponed trip’s waits for its new day', async () => {
    const anna = clients.club(ANNA);
    await takeCall(anna, REMOVED, caller(1, 1, null), ANNA);
    await takeCall(anna, TRIP, caller(2, 1, null), ANNA);
    await admin.collection(EVENTS_COLLECTION).doc(REMOVED).delete();
    await admin
      .collection(EVENTS_COLLECTION)
      .doc(TRIP)
      .update({ status: 'postponed', newDate: '2026.05.09' });
    // The postponed trip's list stands until 30 days after 9 May; the removed one's is newer.
    expect(await closeTripLists(admin, new Date('2026-06-08T12:00:00Z'))).toEqual([]);
    expect(await closeTripLists(admin, new Date('2026-06-09T12:00:00Z'))).toEqual([TRIP]);
    const lastWrite = (await admin.collection(TRIP_LIST_COLLECTION).doc(REMOVED).get()).updateTime!.toDate();
    const later = (days: number) => new Date(lastWrite.getTime() + days * 24 * 3600_000);
    expect(await closeTripLists(admin, later(29))).toEqual([]);
    expect(await closeTripLists(admin, later(32))).toEqual([REMOVED]);
    expect((await admin.collection(TRIP_TOTALS_COLLECTION).doc(REMOVED).get()).data()).toMatchObject({
      date: null,
      calls: 1,
    });
  });
});
