/**
 * The trip's list (schema/trip-list.ts) written by the organisers' page's own functions
 * (organisers/trip-list/trip-list-writes.ts) with its own Firestore client against the emulator under
 * firestore.rules: two organisers' phones taking calls at once for one coach, the rules
 * refusing what would break the count, and nobody but a listed organiser reading a caller.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { callOf, EMPTY } from '../../../organisers/trip-list/call-form.tsx';
import { readPhoneNumber } from '../../../organisers/trip-list/phone-number.ts';
import { callersToPhone, changedWords } from '../../../organisers/trip-list/freed-seats.ts';
import { placementOf } from '../../../organisers/trip-list/trip-list-plan.ts';
import {
  changeCall,
  placePending,
  queueCalls,
  setCapacity,
  takeCall,
  takePendingCall,
} from '../../../organisers/trip-list/trip-list-writes.ts';
import { readTripList } from '../../../organisers/trip-list/trip-list-reads.ts';
import {
  fixMorningFee,
  tickBoarded,
  tickReached,
} from '../../../organisers/trip-list/trip-morning-writes.ts';
import { clubEventOf } from '../../../src/data/club-event.ts';
import { parseStoredEvents } from '../../../src/data/parse-events.ts';
import { seatsLeft } from '../../../src/lib/trip-status.ts';
import { EMPTY_SUMMARY, type Call } from '../../../schema/trip-list.ts';
import { listMarkerChange } from '../../../schema/changes.ts';
import { tripUnderRules } from '../../support/trip-under-rules.ts';
import { moveMarker, movePublicSide, moveSeats } from '../../support/trip-list-hand-writes.ts';
import {
  CALLS_COLLECTION,
  EVENTS_COLLECTION,
  MARKER_COLLECTION,
  MARKER_DOCUMENT,
  MORNING_COLLECTION,
  MORNING_FEE_DOCUMENT,
  PENDING_COLLECTION,
  TRIP_LIST_COLLECTION,
} from '../../../schema/collections.ts';

const PROJECT = 'demo-trip-list';
const ANNA = 'kovacs.anna@example.hu';
const BELA = 'szabo.bela@example.hu';
const TRIP = '2026-3';
const SLOW = 120_000;

const caller = (n: number, seats = 1): Call => ({
  name: `Hívó ${n}`,
  phone: `+3630${String(1_000_000 + n).padStart(7, '0')}`,
  seats,
  boarding: n % 2 ? 'benzinkut' : 'parkolo',
  deposit: n % 3 ? { amount: 5000 * seats, method: 'cash' } : null,
  note: '',
});

describe('placing a call from the summary', () => {
  const summary = (capacity: number | null, taken: number, waiting: string[] = []) => ({
    ...EMPTY_SUMMARY,
    capacity,
    taken,
    waiting,
  });
  it('gives a seat while the whole party fits and nobody waits, else the waiting list', () => {
    const place = { state: 'place', placedSeats: 0 };
    const waiting = { state: 'waiting', placedSeats: 0 };
    expect(placementOf(summary(null, 80), 4)).toEqual(place);
    expect(placementOf(summary(50, 46), 4)).toEqual(place);
    expect(placementOf(summary(50, 50), 1)).toEqual(waiting);
    // First come, first served: a party that fits does not pass one that waits, nor does a split one.
    expect(placementOf(summary(50, 48, ['x']), 1)).toEqual(waiting);
    expect(placementOf(summary(50, 48, ['x']), 4, 'split')).toEqual(waiting);
  });
  it('asks the organiser about a party larger than the seats left: split, one caller with the seats left placed, or waiting whole', () => {
    expect(placementOf(summary(50, 47), 4)).toEqual({ state: 'too-large', left: 3 });
    expect(placementOf(summary(50, 47), 4, 'wait')).toEqual({ state: 'waiting', placedSeats: 0 });
    expect(placementOf(summary(50, 47), 4, 'split')).toEqual({ state: 'waiting', placedSeats: 3 });
  });

  it('says what a change did: the seats it freed or took, and whom to phone next', () => {
    const peter = { name: 'Szabó Péter', seats: 2 };
    // Whoever waits first is phoned (the list marks them), whether the list is at hand or not.
    for (const calls of [[], [{ id: 'w', name: 'Kiss Vera', seats: 1 }]])
      expect(
        changedWords(
          { ...peter, state: 'place' },
          'cancel',
          { state: 'cancelled', summary: summary(50, 40, ['w']) },
          calls,
        ),
      ).toBe(
        'Szabó Péter: lemondta. 2 hely felszabadult. A várólistán a soron következőt hívd fel (lent jelölve).',
      );
    expect(
      changedWords({ ...peter, state: 'place' }, 'cancel', { state: 'cancelled', summary: summary(50, 40) }),
    ).toBe('Szabó Péter: lemondta. 2 hely felszabadult. Még 10 szabad hely.');
    expect(
      changedWords({ ...peter, state: 'waiting' }, 'cancel', {
        state: 'cancelled',
        summary: summary(null, 40),
      }),
    ).toBe('Szabó Péter: lemondta.');
    expect(
      changedWords({ ...peter, state: 'waiting' }, 'move-up', { state: 'place', summary: summary(50, 42) }),
    ).toBe('Szabó Péter: helyet kapott (2 fő).');
    expect(
      changedWords({ ...peter, state: 'cancelled' }, 'restore', { state: 'place', summary: summary(50, 42) }),
    ).toBe('Szabó Péter: visszavéve, újra helyet kapott (2 fő).');
    expect(
      changedWords({ ...peter, state: 'declined' }, 'restore', {
        state: 'waiting',
        summary: summary(50, 50, ['a', 'b']),
      }),
    ).toBe('Szabó Péter: visszavéve a várólista végére (2.).');
    expect(
      changedWords({ ...peter, state: 'waiting' }, 'decline', {
        state: 'declined',
        summary: summary(50, 50),
      }),
    ).toBe('Szabó Péter: nem kéri a helyet, lekerült a várólistáról.');
  });
});

describe('a caller’s number', () => {
  it('is stored in one form however it is typed, and shown as Hungarians write it', () => {
    for (const typed of [
      '06 30 123 4567',
      '06-30/123-4567',
      '+36 30 123 4567',
      '0036301234567',
      '30 123 4567',
    ])
      expect(readPhoneNumber(typed), typed).toEqual({
        ok: true,
        phone: '+36301234567',
        shown: '06 30 123 4567',
      });
    expect(readPhoneNumber('06 1 234 5678')).toEqual({
      ok: true,
      phone: '+3612345678',
      shown: '(06 1) 234 5678',
    });
    expect(readPhoneNumber('+44 20 7946 0958')).toMatchObject({ ok: true, phone: '+442079460958' });
  });
  it('is refused, naming the field and showing the form, when it cannot be called', () => {
    expect(readPhoneNumber('')).toEqual({ ok: false, problem: 'telefonszám: nem lehet üres' });
    expect(readPhoneNumber('06 30 123 456')).toEqual({
      ok: false,
      problem: 'telefonszám: „06 30 123 456” nem hívható szám; pl. 06 30 123 4567 vagy +36 1 234 5678',
    });
  });
});

describe('a call as the organiser types it', () => {
  it('is the stored call, trimmed, the number in its one form and the deposit in forints', () => {
    expect(
      callOf({
        ...EMPTY,
        name: ' Kovács Éva ',
        phone: '06 30 123 4567',
        seats: '2',
        deposit: '10 000',
        note: ' ',
      }),
    ).toEqual({
      ok: true,
      call: {
        name: 'Kovács Éva',
        phone: '+36301234567',
        seats: 2,
        boarding: 'benzinkut',
        deposit: { amount: 10000, method: 'cash' },
        note: '',
      },
    });
  });
  it('is refused with every bad field named at once', () => {
    expect(callOf({ ...EMPTY, phone: '123', seats: '0', deposit: '600000' })).toEqual({
      ok: false,
      problems: [
        'név: nem lehet üres',
        'telefonszám: „123” nem hívható szám; pl. 06 30 123 4567 vagy +36 1 234 5678',
        'helyek: egész szám 1 és 10 között',
        'előleg: egész forint 500000 Ft-ig, vagy hagyd üresen, ha nem fizetett',
      ],
    });
  });
});

describe("the trip's list under the rules", { timeout: SLOW }, () => {
  const { clients, rules } = tripUnderRules(
    PROJECT,
    {
      id: TRIP,
      data: { id: 3, date: '2026.03.21', name: 'Pilis: a Dobogókő', picture: 'pilis.svg', pdf: 'program3' },
    },
    [ANNA, BELA],
  );

  /** The list as stored, read with the rules off. */
  async function stored() {
    let summary: Record<string, unknown> | undefined;
    const calls = new Map<string, Record<string, unknown>>();
    await rules().withSecurityRulesDisabled(async (context) => {
      summary = (await context.firestore().doc(`${TRIP_LIST_COLLECTION}/${TRIP}`).get()).data();
      const snapshot = await context
        .firestore()
        .collection(`${TRIP_LIST_COLLECTION}/${TRIP}/${CALLS_COLLECTION}`)
        .get();
      for (const document of snapshot.docs) calls.set(document.id, document.data());
    });
    return { summary, calls };
  }

  it('two organisers take 52 calls for a 50-seat coach at once: 50 seats taken, 2 waiting, nobody lost or counted twice', async () => {
    const anna = clients.club(ANNA);
    const bela = clients.club(BELA);
    expect(await setCapacity(anna, TRIP, 50)).toMatchObject({ ok: true });
    // Each phone sends its own calls one at a time, as the page does; the two phones race.
    const annas = queueCalls();
    const belas = queueCalls();
    const results = await Promise.all(
      Array.from({ length: 52 }, (_, n) =>
        n % 2
          ? belas(() => takeCall(bela, TRIP, caller(n), BELA))
          : annas(() => takeCall(anna, TRIP, caller(n), ANNA)),
      ),
    );
    const { summary, calls } = await stored();
    expect(calls.size).toBe(52);
    expect(new Set([...calls.values()].map((call) => call.phone)).size).toBe(52);
    const placed = [...calls.values()].filter((call) => call.state === 'place');
    expect(placed.reduce((sum, call) => sum + (call.seats as number), 0)).toBe(50);
    expect(summary).toMatchObject({ capacity: 50, taken: 50 });
    // Visitors read the counts on the trip's event: full, two waiting, never who.
    expect((await publicSide()).event).toMatchObject({
      seats: { capacity: 50, taken: 50, waiting: 2 },
      seatsChange: summary!.change,
    });
    const waiting = [...calls.entries()].filter(([, call]) => call.state === 'waiting').map(([id]) => id);
    expect(waiting).toHaveLength(2);
    expect([...(summary!.waiting as string[])].sort()).toEqual(waiting.sort());
    // Each call says where it went, as stored.
    for (const result of results) {
      if (!result.taken) throw new Error('a one-seat call was not taken');
      expect(calls.get(result.id)?.state).toBe(result.state);
    }
    // Who took each call, for the organisers; the list reads back in the order the calls were taken.
    const list = await readTripList(bela, TRIP);
    expect(list.calls.map((call) => call.takenBy).sort()).toEqual(
      [...Array<string>(26).fill(ANNA), ...Array<string>(26).fill(BELA)].sort(),
    );
    expect(list.summary.waiting).toEqual(summary!.waiting);
    expect(list.calls.slice(-2).map((call) => call.state)).toEqual(['waiting', 'waiting']);
  });

  it('a party larger than the seats left is not written until the organiser chooses; split, or waiting whole', async () => {
    const anna = clients.club(ANNA);
    await setCapacity(anna, TRIP, 10);
    await takeCall(anna, TRIP, caller(1, 8), ANNA);
    expect(await takeCall(anna, TRIP, caller(2, 4), ANNA)).toEqual({ taken: false, left: 2 });
    expect((await stored()).calls.size).toBe(1);
    // Split: one caller, two seats now and two waiting, first on the waiting list.
    const split = await takeCall(anna, TRIP, caller(2, 4), ANNA, 'split');
    if (!split.taken) throw new Error('the split party was not taken');
    expect(split).toMatchObject({ state: 'waiting', placedSeats: 2 });
    const { summary, calls } = await stored();
    expect(calls.size).toBe(2);
    expect(calls.get(split.id)).toMatchObject({ seats: 4, placedSeats: 2, state: 'waiting' });
    expect(summary).toMatchObject({ taken: 10, capacity: 10, waiting: [split.id] });
    // Visitors read one caller waiting, the seats full.
    expect((await publicSide()).event).toMatchObject({ seats: { capacity: 10, taken: 10, waiting: 1 } });
    // Fewer seats than are taken is refused, saying why.
    expect(await setCapacity(anna, TRIP, 8)).toEqual({
      ok: false,
      problem: 'férőhely: már 10 hely foglalt, ennél kevesebb nem lehet',
    });
  });

  it('refuses a bad call naming the field, before anything is sent', async () => {
    const anna = clients.club(ANNA);
    await expect(takeCall(anna, TRIP, { ...caller(1), seats: 11 }, ANNA)).rejects.toThrow(
      'helyek: legfeljebb 10',
    );
    await expect(takeCall(anna, TRIP, { ...caller(1), name: '  ' }, ANNA)).rejects.toThrow(
      'név: nem lehet üres',
    );
    await expect(takeCall(anna, TRIP, { ...caller(1), phone: '06301234567' }, ANNA)).rejects.toThrow(
      'telefonszám: +36… alakban',
    );
    expect((await stored()).calls.size).toBe(0);
  });

  /** A batch as a page would send it, but written by hand: what the rules must refuse. */
  interface HandBatch {
    seats?: number;
    state?: string;
    taken?: number;
    waiting?: string[];
    base?: string | null;
    capacity?: number | null;
    withSummary?: boolean;
    withCall?: boolean;
    /** The public event's counts: as the summary says (the default), none, or these. */
    counts?: 'summary' | 'none' | { capacity: number | null; taken: number; waiting: number };
    withMarker?: boolean;
    by?: string;
  }
  async function handBatch(db: Firestore, written: HandBatch = {}) {
    const { seats = 1, state = 'place', waiting = [], base = null, capacity = null, by = ANNA } = written;
    const {
      taken = seats,
      withSummary = true,
      withCall = true,
      counts = 'summary',
      withMarker = true,
    } = written;
    const id = doc(collection(db, TRIP_LIST_COLLECTION)).id;
    const change = doc(collection(db, TRIP_LIST_COLLECTION)).id;
    const batch = writeBatch(db);
    if (withCall)
      batch.set(doc(db, TRIP_LIST_COLLECTION, TRIP, CALLS_COLLECTION, id), {
        ...caller(1, seats),
        state,
        takenBy: by,
        takenAt: serverTimestamp(),
        change,
      });
    if (withSummary)
      batch.set(doc(db, TRIP_LIST_COLLECTION, TRIP), {
        capacity,
        taken,
        waiting,
        change,
        base,
        lastCall: id,
        updatedAt: serverTimestamp(),
      });
    if (counts !== 'none')
      moveSeats(
        batch,
        db,
        TRIP,
        counts === 'summary' ? { capacity, taken, waiting: waiting.length } : counts,
        change,
      );
    if (withMarker) moveMarker(batch, db, TRIP, change);
    return batch.commit();
  }

  /** The trip's public event, and the marker, as stored. */
  async function publicSide() {
    let event: Record<string, unknown> | undefined;
    let marker: Record<string, unknown> | undefined;
    await rules().withSecurityRulesDisabled(async (context) => {
      event = (await context.firestore().doc(`${EVENTS_COLLECTION}/${TRIP}`).get()).data();
      marker = (await context.firestore().doc(`${MARKER_COLLECTION}/${MARKER_DOCUMENT}`).get()).data();
    });
    return { event, marker };
  }

  it('refuses, changing nothing, a call without its summary, a summary based on an old one, a count that does not add up, and past the capacity', async () => {
    const anna = clients.club(ANNA);
    const denied = { code: 'permission-denied' };
    await expect(handBatch(anna.db, { withSummary: false })).rejects.toMatchObject(denied);
    await expect(handBatch(anna.db, { withCall: false })).rejects.toMatchObject(denied);
    await expect(handBatch(anna.db, { seats: 2, taken: 1 })).rejects.toMatchObject(denied);
    await expect(handBatch(anna.db, { seats: 2, state: 'waiting', taken: 0 })).rejects.toMatchObject(denied);
    await expect(handBatch(anna.db, { by: BELA })).rejects.toMatchObject(denied);
    // Visitors' counts move only with the summary, exactly to its counts, and with the marker.
    await expect(handBatch(anna.db, { counts: 'none' })).rejects.toMatchObject(denied);
    await expect(
      handBatch(anna.db, { counts: { capacity: null, taken: 2, waiting: 0 } }),
    ).rejects.toMatchObject(denied);
    await expect(handBatch(anna.db, { withMarker: false })).rejects.toMatchObject(denied);
    await expect(
      handBatch(anna.db, {
        withCall: false,
        withSummary: false,
        counts: { capacity: 50, taken: 0, waiting: 0 },
      }),
    ).rejects.toMatchObject(denied);
    await expect(
      handBatch(anna.db, { withCall: false, withSummary: false, counts: 'none' }),
    ).rejects.toMatchObject(denied);
    expect(await stored()).toEqual({ summary: undefined, calls: new Map() });
    expect((await publicSide()).event).not.toHaveProperty('seats');

    await handBatch(anna.db, { seats: 2 });
    const first = (await stored()).summary!;
    // Based on no summary (as if read before the first call): refused, the first call stands.
    await expect(handBatch(anna.db, { seats: 2, taken: 4 })).rejects.toMatchObject(denied);
    await expect(handBatch(anna.db, { seats: 2, taken: 4, base: 'x'.repeat(20) })).rejects.toMatchObject(
      denied,
    );
    await handBatch(anna.db, { seats: 2, taken: 4, base: first.change as string });
    expect((await stored()).summary).toMatchObject({ taken: 4, base: first.change });

    // Past the coach's seats, once the organisers have set them.
    const seats = await setCapacity(anna, TRIP, 5);
    if (!seats.ok) throw new Error(seats.problem);
    await expect(
      handBatch(anna.db, { seats: 2, taken: 6, capacity: 5, base: seats.summary.change }),
    ).rejects.toMatchObject(denied);
    const { summary, calls } = await stored();
    expect(summary).toMatchObject({ taken: 4, capacity: 5, change: seats.summary.change });
    expect(calls.size).toBe(2);
    // What visitors read: the counts and the summary's change, the marker naming it.
    const { event, marker } = await publicSide();
    expect(event).toMatchObject({
      seats: { capacity: 5, taken: 4, waiting: 0 },
      seatsChange: seats.summary.change,
    });
    expect(marker).toMatchObject({ lastChange: listMarkerChange(TRIP, seats.summary.change!), removals: 0 });
  });

  it('a cancellation frees seats for the waiting list in order: whom to phone, declining, moving up, a bigger coach; visitors see full until nobody waits', async () => {
    const anna = clients.club(ANNA);
    const bela = clients.club(BELA);
    expect(await setCapacity(anna, TRIP, 3)).toMatchObject({ ok: true });
    const ids: string[] = [];
    for (const [n, seats] of [
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [5, 2],
    ] as const) {
      const taken = await takeCall(n % 2 ? anna : bela, TRIP, caller(n, seats), n % 2 ? ANNA : BELA);
      if (!taken.taken) throw new Error('a call was not taken');
      ids.push(taken.id);
    }
    const [first, second, , fourth, fifth] = ids as [string, string, string, string, string];
    const list = () => readTripList(anna, TRIP);
    const toPhone = async () => {
      const { summary, calls } = await list();
      return callersToPhone(summary, calls);
    };
    const seen = async () =>
      clubEventOf(parseStoredEvents([{ docId: TRIP, data: (await publicSide()).event }])[0]!);
    expect((await list()).summary).toMatchObject({ taken: 3, waiting: [fourth, fifth] });
    expect(await toPhone()).toEqual([]);

    // The first caller cancels: the first waiting one is to be phoned; visitors still read full.
    expect(await changeCall(anna, TRIP, first, 'cancel', ANNA)).toMatchObject({
      ok: true,
      state: 'cancelled',
    });
    expect((await list()).summary).toMatchObject({ taken: 2, waiting: [fourth, fifth] });
    expect(await toPhone()).toEqual([fourth]);
    expect(await seen()).toMatchObject({ status: 'full', seats: { capacity: 3, taken: 2, waiting: 2 } });
    // Cancelled once is cancelled: the other organiser's second tap changes nothing.
    expect(await changeCall(bela, TRIP, first, 'cancel', BELA)).toMatchObject({ ok: false });

    // The fourth declines; the party of two behind does not fit the one seat: nobody to phone.
    expect(await changeCall(bela, TRIP, fourth, 'decline', BELA)).toMatchObject({
      ok: true,
      state: 'declined',
    });
    expect(await toPhone()).toEqual([]);
    expect(await changeCall(bela, TRIP, fifth, 'move-up', BELA)).toEqual({
      ok: false,
      problem: 'helyek: csak 1 szabad hely van, a társaság 2 fős',
    });

    // A bigger coach: the party of two fits, is phoned and moves up; the coach is full.
    expect(await setCapacity(anna, TRIP, 4)).toMatchObject({ ok: true });
    expect(await toPhone()).toEqual([fifth]);
    expect(await changeCall(anna, TRIP, fifth, 'move-up', ANNA)).toMatchObject({ ok: true, state: 'place' });
    expect(await seen()).toMatchObject({ status: 'full', seats: { capacity: 4, taken: 4, waiting: 0 } });

    // With nobody waiting, a cancellation is a seat for the next caller: visitors read it.
    expect(await changeCall(bela, TRIP, second, 'cancel', BELA)).toMatchObject({ ok: true });
    const visitors = await seen();
    expect(visitors.status).toBeUndefined();
    expect(seatsLeft(visitors)).toBe(1);

    // Everyone is still on the list, as the organisers recorded them, and who recorded it.
    const { calls, summary } = await list();
    expect(calls.map((call) => call.state)).toEqual(['cancelled', 'cancelled', 'place', 'declined', 'place']);
    expect(summary).toMatchObject({ capacity: 4, taken: 3, waiting: [] });
    const { calls: storedCalls } = await stored();
    expect(storedCalls.get(second)).toMatchObject({ changedBy: BELA, state: 'cancelled' });
  });

  it('a cancellation or a refusal recorded by mistake is taken back: the seats again while free, else the end of the waiting list', async () => {
    const anna = clients.club(ANNA);
    expect(await setCapacity(anna, TRIP, 2)).toMatchObject({ ok: true });
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      const taken = await takeCall(anna, TRIP, caller(n), ANNA);
      if (!taken.taken) throw new Error('a call was not taken');
      ids.push(taken.id);
    }
    const [first, second, third, fourth] = ids as [string, string, string, string];
    // The first cancelled by mistake, and at once taken back: the seat is still free.
    await changeCall(anna, TRIP, first, 'cancel', ANNA);
    expect(await changeCall(anna, TRIP, first, 'restore', ANNA)).toMatchObject({ ok: true, state: 'place' });
    expect((await readTripList(anna, TRIP)).summary).toMatchObject({ taken: 2, waiting: [third, fourth] });
    // The third declines by mistake: taken back, at the end of the waiting list.
    await changeCall(anna, TRIP, third, 'decline', ANNA);
    expect(await changeCall(anna, TRIP, third, 'restore', ANNA)).toMatchObject({
      ok: true,
      state: 'waiting',
    });
    expect((await readTripList(anna, TRIP)).summary).toMatchObject({ taken: 2, waiting: [fourth, third] });
    // The second cancels; the fourth moves up into the seat; taken back, the second waits last.
    await changeCall(anna, TRIP, second, 'cancel', ANNA);
    await changeCall(anna, TRIP, fourth, 'move-up', ANNA);
    expect(await changeCall(anna, TRIP, second, 'restore', ANNA)).toMatchObject({
      ok: true,
      state: 'waiting',
    });
    const { summary, calls } = await readTripList(anna, TRIP);
    expect(summary).toMatchObject({ taken: 2, waiting: [third, second] });
    expect(calls.map((call) => call.state)).toEqual(['place', 'waiting', 'waiting', 'place']);
    // A call that was never cancelled has nothing to take back.
    expect(await changeCall(anna, TRIP, first, 'restore', ANNA)).toMatchObject({ ok: false });
  });

  it('refuses, changing nothing, a caller moved without the summary, or with counts that do not follow', async () => {
    const anna = clients.club(ANNA);
    expect(await setCapacity(anna, TRIP, 1)).toMatchObject({ ok: true });
    const placed = await takeCall(anna, TRIP, caller(1), ANNA);
    if (!placed.taken) throw new Error('the call was not taken');
    const before = await stored();
    const denied = { code: 'permission-denied' };
    const change = doc(collection(anna.db, TRIP_LIST_COLLECTION)).id;
    const callRef = doc(anna.db, TRIP_LIST_COLLECTION, TRIP, CALLS_COLLECTION, placed.id);
    const moved = { state: 'cancelled', change, changedBy: ANNA, changedAt: serverTimestamp() };
    // The call alone.
    await expect(updateDoc(callRef, moved)).rejects.toMatchObject(denied);
    // With a summary that keeps the seat taken, or with the name changed too.
    const summaryOf = (taken: number) => ({
      capacity: 1,
      taken,
      waiting: [],
      change,
      base: placed.summary.change,
      lastCall: placed.id,
      updatedAt: serverTimestamp(),
    });
    const batchOf = (call: Record<string, unknown>, taken: number) => {
      const batch = writeBatch(anna.db);
      batch.update(callRef, call);
      batch.set(doc(anna.db, TRIP_LIST_COLLECTION, TRIP), summaryOf(taken));
      movePublicSide(batch, anna.db, TRIP, { capacity: 1, taken, waiting: 0 }, change);
      return batch.commit();
    };
    await expect(batchOf(moved, 1)).rejects.toMatchObject(denied);
    await expect(batchOf({ ...moved, name: 'Más Név' }, 0)).rejects.toMatchObject(denied);
    expect(await stored()).toEqual(before);
    // The same batch with the seat freed is taken: each refusal above was its own fault.
    await batchOf(moved, 0);
    expect((await stored()).summary).toMatchObject({ taken: 0, change });
  });

  it('calls taken with no signal are placed once each, in the order the server received them, by whichever page is online', async () => {
    const anna = clients.club(ANNA);
    const bela = clients.club(BELA);
    expect(await setCapacity(bela, TRIP, 2)).toMatchObject({ ok: true });
    // Taken on Anna's phone with no signal; the server receives them in this order.
    const first = takePendingCall(anna, TRIP, caller(1, 1), ANNA);
    await first.sent;
    const second = takePendingCall(anna, TRIP, caller(2, 2), ANNA);
    await second.sent;
    const { pending } = await readTripList(bela, TRIP);
    expect(pending.map((call) => [call.id, call.name, call.onServer])).toEqual([
      [first.id, 'Hívó 1', true],
      [second.id, 'Hívó 2', true],
    ]);
    // Both phones come online and place them at once, each in order.
    const annas = queueCalls();
    const belas = queueCalls();
    const placed = await Promise.all(
      [anna, bela].flatMap((club, n) =>
        pending.map((call) => (n ? belas : annas)(() => placePending(club, TRIP, call.id))),
      ),
    );
    expect(placed.filter((result) => result !== null)).toHaveLength(2);
    const list = await readTripList(anna, TRIP);
    expect(list.pending).toEqual([]);
    // The first has the seat; the party of two, larger than the one seat left, waits whole.
    expect(list.calls.map((call) => [call.id, call.state, call.seats, call.takenBy])).toEqual([
      [first.id, 'place', 1, ANNA],
      [second.id, 'waiting', 2, ANNA],
    ]);
    expect(list.summary).toMatchObject({ taken: 1, waiting: [second.id] });
    expect((await publicSide()).event).toMatchObject({ seats: { capacity: 2, taken: 1, waiting: 1 } });
  });

  it('refuses a pending call in another organiser’s name, and its removal without placing it', async () => {
    const anna = clients.club(ANNA);
    const denied = { code: 'permission-denied' };
    await expect(takePendingCall(anna, TRIP, caller(1), BELA).sent).rejects.toMatchObject(denied);
    const taken = takePendingCall(anna, TRIP, caller(2), ANNA);
    await taken.sent;
    await expect(
      deleteDoc(doc(anna.db, TRIP_LIST_COLLECTION, TRIP, PENDING_COLLECTION, taken.id)),
    ).rejects.toMatchObject(denied);
    expect((await readTripList(anna, TRIP)).pending.map((call) => call.id)).toEqual([taken.id]);
  });

  it('the trip morning: each organiser ticks who boarded and who was told, and the fee is fixed once; nothing else moves with a tick', async () => {
    const anna = clients.club(ANNA);
    const bela = clients.club(BELA);
    const party = await takeCall(anna, TRIP, caller(1, 3), ANNA);
    if (!party.taken) throw new Error('not taken');
    const before = await stored();
    const marker = (await getDoc(doc(anna.db, MARKER_COLLECTION, MARKER_DOCUMENT))).data();
    const event = (await getDoc(doc(anna.db, EVENTS_COLLECTION, TRIP))).data();

    await tickBoarded(anna, TRIP, party.id, 2, ANNA);
    await tickReached(bela, TRIP, party.id, true, BELA);
    await fixMorningFee(bela, TRIP, 1, BELA);
    const call = (await stored()).calls.get(party.id)!;
    expect(call).toMatchObject({ boarded: 2, boardedBy: ANNA, reached: true, reachedBy: BELA });
    // The summary, the public event and the marker as they were: visitors read nothing of it.
    expect((await stored()).summary).toEqual(before.summary);
    expect((await getDoc(doc(anna.db, MARKER_COLLECTION, MARKER_DOCUMENT))).data()).toEqual(marker);
    expect((await getDoc(doc(anna.db, EVENTS_COLLECTION, TRIP))).data()).toEqual(event);

    const denied = { code: 'permission-denied' };
    const callRef = (db: Firestore) => doc(db, TRIP_LIST_COLLECTION, TRIP, CALLS_COLLECTION, party.id);
    // More than the party's seats, a share of a seat, in another's name, or with a seat moved along.
    await expect(tickBoarded(anna, TRIP, party.id, 4, ANNA)).rejects.toMatchObject(denied);
    await expect(tickBoarded(anna, TRIP, party.id, 1.5, ANNA)).rejects.toMatchObject(denied);
    await expect(tickBoarded(anna, TRIP, party.id, 1, BELA)).rejects.toMatchObject(denied);
    await expect(
      updateDoc(callRef(anna.db), { boarded: 1, boardedBy: ANNA, boardedAt: serverTimestamp(), seats: 1 }),
    ).rejects.toMatchObject(denied);
    await expect(
      updateDoc(callRef(anna.db), { reached: 'igen', reachedBy: ANNA, reachedAt: serverTimestamp() }),
    ).rejects.toMatchObject(denied);
    // The fee's head-count, once fixed, stays: another's later first tick does not move it.
    await expect(fixMorningFee(anna, TRIP, 3, ANNA)).rejects.toMatchObject(denied);
    expect(
      (
        await getDoc(doc(anna.db, TRIP_LIST_COLLECTION, TRIP, MORNING_COLLECTION, MORNING_FEE_DOCUMENT))
      ).data(),
    ).toMatchObject({ headCount: 1, fixedBy: BELA });
    // Nobody else ticks anyone.
    for (const db of [clients.visitor(), clients.club('idegen@example.hu').db])
      await expect(
        updateDoc(callRef(db), { boarded: 1, boardedBy: 'idegen@example.hu', boardedAt: serverTimestamp() }),
      ).rejects.toMatchObject(denied);
    expect((await stored()).calls.get(party.id)).toMatchObject({ boarded: 2, reached: true, seats: 3 });
  });

  it('nobody but a listed organiser with a verified address reads or writes a caller', async () => {
    const anna = clients.club(ANNA);
    const taken = await takeCall(anna, TRIP, caller(1), ANNA);
    if (!taken.taken) throw new Error('not taken');
    const readers: [string, Firestore][] = [
      ['anonymous', clients.visitor()],
      ['a signed-in stranger', clients.club('idegen@example.hu').db],
      ["an unverified account under an organiser's address", clients.club(BELA, false).db],
    ];
    for (const [who, db] of readers) {
      await expect(getDoc(doc(db, TRIP_LIST_COLLECTION, TRIP)), who).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(
        getDoc(doc(db, TRIP_LIST_COLLECTION, TRIP, CALLS_COLLECTION, taken.id)),
        who,
      ).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(
        getDocs(collection(db, TRIP_LIST_COLLECTION, TRIP, CALLS_COLLECTION)),
        who,
      ).rejects.toMatchObject({
        code: 'permission-denied',
      });
      await expect(handBatch(db, { base: taken.summary.change, taken: 2 }), who).rejects.toMatchObject({
        code: 'permission-denied',
      });
    }
    expect((await stored()).calls.size).toBe(1);
    expect((await getDoc(doc(clients.club(BELA).db, TRIP_LIST_COLLECTION, TRIP))).data()).toMatchObject({
      taken: 1,
    });
  });
});
