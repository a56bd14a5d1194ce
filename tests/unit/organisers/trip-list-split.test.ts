/**
 * The freed seat, the organiser's choice (organisers/trip-list/freed-seats.ts, trip-list-plan.ts):
 * when the first waiting party is larger than the seats free, the page offers both ways, it
 * splits (the seats now, the rest still first) or waits, and the seats may go to the next party
 * that fits; a split party stays one caller. Written by the page's own functions against the
 * emulator under firestore.rules, which refuse every write that breaks the split's counts.
 */
import {
  collection,
  deleteField,
  doc,
  serverTimestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  changedWords,
  freedSeats,
  nextWords,
  waitsWords,
} from '../../../organisers/trip-list/freed-seats.ts';
import { changeCall, setCapacity, takeCall } from '../../../organisers/trip-list/trip-list-writes.ts';
import { readTripList } from '../../../organisers/trip-list/trip-list-reads.ts';
import { tickBoarded } from '../../../organisers/trip-list/trip-morning-writes.ts';
import { callersToTell, coachList, onCoach } from '../../../organisers/trip-list/trip-morning-plan.ts';
import { EMPTY_SUMMARY, type Call } from '../../../schema/trip-list.ts';
import { CALLS_COLLECTION, TRIP_LIST_COLLECTION } from '../../../schema/collections.ts';
import { tripUnderRules } from '../../support/trip-under-rules.ts';
import { movePublicSide } from '../../support/trip-list-hand-writes.ts';

const PROJECT = 'demo-trip-list-split';
const ANNA = 'kovacs.anna@example.hu';
const TRIP = '2026-4';
const SLOW = 120_000;

const summary = (capacity: number | null, taken: number, waiting: string[] = []) => ({
  ...EMPTY_SUMMARY,
  capacity,
  taken,
  waiting,
});
const nagy = { id: 'n', name: 'Nagy Ilona', seats: 3 };
const toth = { id: 't', name: 'Tóth Anna', seats: 2 };
const kiss = { id: 'k', name: 'Kiss Vera', seats: 4 };

describe('the seats freed for a first waiting party larger than them', () => {
  it('offers both ways: the first party splits or waits, or the next party that fits takes them', () => {
    expect(freedSeats(summary(10, 8, ['n', 'k', 't']), [nagy, kiss, toth])).toEqual({
      toPhone: [],
      larger: { id: 'n', left: 2 },
      instead: 't',
    });
    // Nobody behind fits: only the first way.
    expect(freedSeats(summary(10, 8, ['n', 'k']), [nagy, kiss])).toMatchObject({ instead: null });
    // A split party asks only for its rest: when that fits, it is simply phoned.
    expect(freedSeats(summary(10, 9, ['n', 't']), [{ ...nagy, placedSeats: 2 }, toth])).toEqual({
      toPhone: ['n'],
      larger: null,
      instead: null,
    });
    // No seat free, or the first fits: no choice to offer.
    expect(freedSeats(summary(10, 10, ['n', 't']), [nagy, toth])).toMatchObject({ larger: null });
    expect(freedSeats(summary(10, 7, ['n', 't']), [nagy, toth])).toMatchObject({
      toPhone: ['n'],
      larger: null,
    });
  });

  it('says exactly what is marked after each choice', () => {
    const peter = { name: 'Szabó Péter', seats: 2, state: 'place' as const };
    const calls = [nagy, kiss, toth];
    expect(
      changedWords(peter, 'cancel', { state: 'cancelled', summary: summary(10, 8, ['n', 'k', 't']) }, calls),
    ).toBe(
      'Szabó Péter: lemondta. 2 hely felszabadult. Az első a várólistán Nagy Ilona, 3 fő, nem fér el: hívd fel, kettéválnak-e (2 most, 1 vár tovább), vagy várnak. Ha várnak, a hely a következőé, aki elfér: Tóth Anna, 2 fő. Lent jelölve.',
    );
    expect(
      changedWords(
        { ...nagy, state: 'waiting' },
        'split',
        { state: 'waiting', placedSeats: 2, summary: summary(10, 10, ['n']) },
        calls,
      ),
    ).toBe('Nagy Ilona: 2 hely a buszon, 1 a várólista élén.');
    expect(
      changedWords(
        { ...toth, state: 'waiting' },
        'move-up',
        { state: 'place', passed: 'n', summary: summary(10, 10, ['n']) },
        calls,
      ),
    ).toBe('Tóth Anna feljebb lépett, helyet kapott (2 fő); Nagy Ilona (3 fő) vár tovább az első helyen.');
    expect(
      changedWords(
        { ...nagy, placedSeats: 2, state: 'waiting' },
        'move-up',
        { state: 'place', summary: summary(10, 10) },
        calls,
      ),
    ).toBe('Nagy Ilona: helyet kapott a többi 1 fő is, a társaság együtt a buszon (3 fő).');
    // A split party cancelling frees only its seats on the coach.
    expect(
      changedWords(
        { ...nagy, placedSeats: 2, state: 'waiting' },
        'cancel',
        { state: 'cancelled', summary: summary(10, 8) },
        calls,
      ),
    ).toBe('Nagy Ilona: lemondta. 2 hely felszabadult. Még 2 szabad hely.');
    expect(waitsWords(nagy, summary(10, 8, ['n', 'k', 't']), calls)).toBe(
      'Nagy Ilona (3 fő) vár tovább az első helyen; ez nem változtat semmin. A hely a következőé, aki elfér: Tóth Anna, 2 fő (lent jelölve).',
    );
    expect(nextWords(summary(10, 8, ['n', 'k']), [nagy, kiss])).not.toContain('Ha várnak');
  });

  it('counts a split party once: one message, its placed part on the coach list and in its amount', () => {
    const split = {
      ...nagy,
      phone: '+3612345678',
      boarding: 'parkolo',
      deposit: { amount: 9000 },
      boarded: 0,
      state: 'waiting',
      placedSeats: 2,
      reached: false,
    };
    const placed = { ...split, id: 'p', name: 'Szabó Péter', seats: 1, placedSeats: 0, state: 'place' };
    const waits = { ...split, id: 'w', name: 'Kiss Vera', placedSeats: 0 };
    expect(callersToTell([split, placed, waits]).map((call) => call.id)).toEqual(['n', 'p', 'w']);
    const coach = coachList(
      onCoach([split, placed, waits]),
      [{ point: 'parkolo', time: null, name: 'P' }],
      8000,
    );
    expect(coach.groups[0]!.parties.map((party) => [party.name, party.seats, party.due])).toEqual([
      ['Nagy Ilona', 2, 7000],
      ['Szabó Péter', 1, 0],
    ]);
    expect(coach.seats).toBe(3);
  });
});

const caller = (n: number, seats: number): Call => ({
  name: `Hívó ${n}`,
  phone: `+3630${String(2_000_000 + n).padStart(7, '0')}`,
  seats,
  boarding: 'parkolo',
  deposit: null,
  note: '',
});

describe('a split party under the rules', { timeout: SLOW }, () => {
  const { clients } = tripUnderRules(
    PROJECT,
    {
      id: TRIP,
      data: { id: 4, date: '2026.04.18', name: 'Börzsöny', picture: 'pilis.svg', pdf: 'program4' },
    },
    [ANNA],
  );
  const denied = { code: 'permission-denied' };

  /** Takes the calls in order, each by the page's function; their ids. */
  async function take(club: ReturnType<typeof clients.club>, parties: Array<[number, number]>) {
    const ids: string[] = [];
    for (const [n, seats] of parties) {
      const taken = await takeCall(club, TRIP, caller(n, seats), ANNA, 'wait');
      if (!taken.taken) throw new Error('a call was not taken');
      ids.push(taken.id);
    }
    return ids;
  }

  /**
   * A change of one call written by hand with the summary as the page would write it, based on
   * the stored summary: what the rules must refuse when it breaks the counts.
   */
  async function handChange(
    db: Firestore,
    callId: string,
    call: Record<string, unknown>,
    counts: { taken: number; waiting: readonly string[] },
  ) {
    const { summary } = await readTripList(clients.club(ANNA), TRIP);
    const change = doc(collection(db, TRIP_LIST_COLLECTION)).id;
    const batch = writeBatch(db);
    batch.update(doc(db, TRIP_LIST_COLLECTION, TRIP, CALLS_COLLECTION, callId), {
      ...call,
      change,
      changedBy: ANNA,
      changedAt: serverTimestamp(),
    });
    batch.set(doc(db, TRIP_LIST_COLLECTION, TRIP), {
      capacity: summary.capacity,
      ...counts,
      change,
      base: summary.change,
      lastCall: callId,
      updatedAt: serverTimestamp(),
    });
    movePublicSide(
      batch,
      db,
      TRIP,
      { capacity: summary.capacity, taken: counts.taken, waiting: counts.waiting.length },
      change,
    );
    return batch.commit();
  }

  it('the first waiting party splits into the freed seats, stays one caller, and joins whole when more seats free up', async () => {
    const anna = clients.club(ANNA);
    await setCapacity(anna, TRIP, 5);
    const [first, second, third, fourth] = (await take(anna, [
      [1, 3],
      [2, 2],
      [3, 3],
      [4, 2],
    ])) as [string, string, string, string];
    // The party of two cancels: two seats for the first waiting party of three.
    await changeCall(anna, TRIP, second, 'cancel', ANNA);
    let list = await readTripList(anna, TRIP);
    expect(freedSeats(list.summary, list.calls)).toEqual({
      toPhone: [],
      larger: { id: third, left: 2 },
      instead: fourth,
    });
    // Only the first may split, and only into the seats free.
    expect(await changeCall(anna, TRIP, fourth, 'split', ANNA)).toMatchObject({ ok: false });
    expect(await changeCall(anna, TRIP, third, 'split', ANNA)).toMatchObject({
      ok: true,
      state: 'waiting',
      placedSeats: 2,
    });
    list = await readTripList(anna, TRIP);
    expect(list.summary).toMatchObject({ taken: 5, waiting: [third, fourth] });
    // One caller: one line, one message, counted once as waiting by visitors.
    expect(list.calls.filter((call) => call.name === 'Hívó 3')).toEqual([
      expect.objectContaining({ state: 'waiting', seats: 3, placedSeats: 2 }),
    ]);
    expect(callersToTell(list.calls.filter((call) => call.state !== 'cancelled'))).toHaveLength(3);
    // On the coach list with its two seats; no more ticked on board than those.
    expect(onCoach(list.calls).map((call) => [call.name, call.seats])).toEqual([
      ['Hívó 1', 3],
      ['Hívó 3', 2],
    ]);
    await expect(tickBoarded(anna, TRIP, third, 3, ANNA)).rejects.toMatchObject(denied);
    await tickBoarded(anna, TRIP, third, 2, ANNA);
    // The party of three on the coach cancels: the split party's rest fits and moves up whole.
    await changeCall(anna, TRIP, first, 'cancel', ANNA);
    list = await readTripList(anna, TRIP);
    expect(freedSeats(list.summary, list.calls).toPhone).toEqual([third, fourth]);
    expect(await changeCall(anna, TRIP, third, 'move-up', ANNA)).toMatchObject({ ok: true, state: 'place' });
    list = await readTripList(anna, TRIP);
    expect(list.summary).toMatchObject({ taken: 3, waiting: [fourth] });
    expect(list.calls.find((call) => call.id === third)).toMatchObject({ state: 'place', placedSeats: 0 });
  });

  it('the next party that fits may take the seats instead, the larger first one waiting on first; a split party cancelling frees its placed part', async () => {
    const anna = clients.club(ANNA);
    await setCapacity(anna, TRIP, 4);
    const [, second, third] = (await take(anna, [
      [1, 2],
      [2, 3],
      [3, 1],
    ])) as [string, string, string];
    // Two seats free: the party of three waits first; the party of one behind it takes one.
    expect(await changeCall(anna, TRIP, third, 'move-up', ANNA)).toMatchObject({
      ok: true,
      state: 'place',
      passed: second,
    });
    let list = await readTripList(anna, TRIP);
    expect(list.summary).toMatchObject({ taken: 3, waiting: [second] });
    // It cancels after all: the party of three splits into the two seats, then cancels: both free again.
    await changeCall(anna, TRIP, third, 'cancel', ANNA);
    await changeCall(anna, TRIP, second, 'split', ANNA);
    expect((await readTripList(anna, TRIP)).summary).toMatchObject({ taken: 4, waiting: [second] });
    expect(await changeCall(anna, TRIP, second, 'decline', ANNA)).toMatchObject({ ok: false });
    expect(await changeCall(anna, TRIP, second, 'cancel', ANNA)).toMatchObject({
      ok: true,
      state: 'cancelled',
    });
    list = await readTripList(anna, TRIP);
    expect(list.summary).toMatchObject({ taken: 2, waiting: [] });
    expect(list.calls.find((call) => call.id === second)).toMatchObject({
      state: 'cancelled',
      placedSeats: 0,
    });
  });

  it('a new call split at once is one caller; refused while someone waits before it', async () => {
    const anna = clients.club(ANNA);
    await setCapacity(anna, TRIP, 5);
    const [first] = await take(anna, [[1, 2]]);
    const split = await takeCall(anna, TRIP, caller(2, 4), ANNA, 'split');
    expect(split).toMatchObject({ taken: true, state: 'waiting', placedSeats: 3 });
    let list = await readTripList(anna, TRIP);
    expect(list.summary).toMatchObject({ taken: 5 });
    expect(list.calls).toHaveLength(2);
    // Two seats freed while the split party waits first: a new party of three waits whole behind it.
    await changeCall(anna, TRIP, first!, 'cancel', ANNA);
    expect(await takeCall(anna, TRIP, caller(3, 3), ANNA, 'split')).toMatchObject({
      state: 'waiting',
      placedSeats: 0,
    });
    list = await readTripList(anna, TRIP);
    expect(list.summary).toMatchObject({ taken: 3 });
    // Written by hand, split past the one waiting: refused.
    const { summary } = list;
    const db = anna.db;
    const id = doc(collection(db, TRIP_LIST_COLLECTION)).id;
    const change = doc(collection(db, TRIP_LIST_COLLECTION)).id;
    const batch = writeBatch(db);
    batch.set(doc(db, TRIP_LIST_COLLECTION, TRIP, CALLS_COLLECTION, id), {
      ...caller(4, 3),
      state: 'waiting',
      placedSeats: 2,
      takenBy: ANNA,
      takenAt: serverTimestamp(),
      change,
    });
    const waiting = [...summary.waiting, id];
    batch.set(doc(db, TRIP_LIST_COLLECTION, TRIP), {
      capacity: 5,
      taken: 5,
      waiting,
      change,
      base: summary.change,
      lastCall: id,
      updatedAt: serverTimestamp(),
    });
    movePublicSide(batch, db, TRIP, { capacity: 5, taken: 5, waiting: waiting.length }, change);
    await expect(batch.commit()).rejects.toMatchObject(denied);
    expect((await readTripList(anna, TRIP)).summary).toEqual(summary);
  });

  it('refuses every split that does not add up, and takes the one that does', async () => {
    const anna = clients.club(ANNA);
    await setCapacity(anna, TRIP, 4);
    const [first, , third] = (await take(anna, [
      [1, 2],
      [2, 2],
      [3, 3],
      [4, 2],
    ])) as [string, string, string, string];
    await changeCall(anna, TRIP, first, 'cancel', ANNA);
    // 2 taken of 4; waiting: the party of three, then the one of one.
    const { summary } = await readTripList(anna, TRIP);
    const waiting = summary.waiting;
    expect(summary).toMatchObject({ taken: 2 });
    const fourth = waiting[1]!;
    const split = { state: 'waiting', placedSeats: 2 };
    for (const [why, id, call, counts] of [
      ['taken not moved by the placed part', third, split, { taken: 3, waiting }],
      ['no seat placed', third, { state: 'waiting', placedSeats: 0 }, { taken: 2, waiting }],
      ['the split caller out of the waiting order', third, split, { taken: 4, waiting: [fourth] }],
      ['the waiting order turned', third, split, { taken: 4, waiting: [fourth, third] }],
      ['not the first waiting party', fourth, { state: 'waiting', placedSeats: 1 }, { taken: 3, waiting }],
      [
        'a cancellation taken back with a placed part',
        first,
        { state: 'waiting', placedSeats: 1 },
        { taken: 3, waiting: [...waiting, first] },
      ],
      ['a name changed with it', third, { ...split, name: 'Más Név' }, { taken: 4, waiting }],
    ] as const)
      await expect(handChange(anna.db, id, { ...call }, counts), why).rejects.toMatchObject(denied);
    expect((await readTripList(anna, TRIP)).summary).toEqual(summary);
    // The same split, adding up, is taken: each refusal above was its own fault.
    await handChange(anna.db, third, split, { taken: 4, waiting });
    // A bigger coach: the whole party placed as a split, its rest moved up counting the whole
    // party again, or cancelled keeping its seats, or declined: refused.
    await setCapacity(anna, TRIP, 10);
    const without = [fourth];
    for (const [why, call, counts] of [
      ['the whole party placed as a split', { state: 'waiting', placedSeats: 3 }, { taken: 5, waiting }],
      [
        'the placed part counted twice',
        { state: 'place', placedSeats: deleteField() },
        { taken: 7, waiting: without },
      ],
      ['the placed part kept on a placed party', { state: 'place' }, { taken: 5, waiting: without }],
      [
        'a cancellation keeping the seats',
        { state: 'cancelled', placedSeats: deleteField() },
        { taken: 4, waiting: without },
      ],
      [
        'a split party declined',
        { state: 'declined', placedSeats: deleteField() },
        { taken: 2, waiting: without },
      ],
    ] as const)
      await expect(handChange(anna.db, third, { ...call }, counts), why).rejects.toMatchObject(denied);
    await handChange(
      anna.db,
      third,
      { state: 'place', placedSeats: deleteField() },
      { taken: 5, waiting: without },
    );
    expect((await readTripList(anna, TRIP)).summary).toMatchObject({ taken: 5, waiting: [fourth] });
  });
});
