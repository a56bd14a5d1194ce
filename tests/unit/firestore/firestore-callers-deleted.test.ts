/**
 * Every caller's name, number and note has a way out: after a season of the page's own
 * writes (lists taken, a trip called off, a trip with a list removed, calls taken with no
 * signal for a trip whose list was never written and for one that never existed), the
 * nightly step run 31 days on leaves none of them in any document, every document
 * enumerated with the Admin SDK (listDocuments, which also names a parent with no document),
 * and keeps the anonymous totals of each list that had calls.
 */
import { setLogLevel } from 'firebase/firestore';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvent } from '../../../organisers/events/event-reads.ts';
import { removeEvent, saveStatus } from '../../../organisers/events/event-saves.ts';
import { recordOf, withStatus } from '../../../organisers/events/event-model.ts';
import {
  changeCall,
  setCapacity,
  takeCall,
  takePendingCall,
} from '../../../organisers/trip-list/trip-list-writes.ts';
import { tickReached } from '../../../organisers/trip-list/trip-morning-writes.ts';
import type { StoredEvent } from '../../../schema/event.ts';
import type { Call } from '../../../schema/trip-list.ts';
import { openAdminFirestore } from '../../../tools/admin-project.ts';
import { closeTripLists } from '../../../tools/trip-list-closing.ts';
import { clearFirestore, firestoreEmulator, writeDocuments } from '../../support/firestore-emulator.ts';
import { organiserClients } from '../../support/organiser-clients.ts';
import { EVENTS_COLLECTION, TRIP_TOTALS_COLLECTION } from '../../../schema/collections.ts';

const PROJECT = 'demo-callers-deleted';
const ANNA = 'kovacs.anna@example.hu';
const SLOW = 120_000;
const DAY = 24 * 3600_000;
const SEASON = JSON.parse(readFileSync('src/content/events/2025.json', 'utf8')) as StoredEvent[];
const idOf = (event: StoredEvent) => `2025-${event.id}`;
const [LISTED, REMOVED, NO_LIST] = SEASON.map(idOf);
const CALLED_OFF = idOf(SEASON.at(-1)!);
const NEVER_EXISTED = '2025-99';

const caller = (n: number): Call => ({
  name: `Hívó ${n}`,
  phone: `+3630${String(1_000_000 + n)}`,
  seats: 1,
  boarding: 'benzinkut',
  deposit: n % 2 ? { amount: 5_000, method: 'cash' } : null,
  note: `vegetáriánus ${n}`,
});
const PERSONAL = /Hívó|\+3630|3630100|vegetáriánus/;

/** Every document of every collection and sub-collection, parents with no document included. */
async function everyDocument(
  collections: () => Promise<{ listDocuments(): Promise<DocumentReference[]> }[]>,
): Promise<DocumentReference[]> {
  const found: DocumentReference[] = [];
  for (const collection of await collections())
    for (const document of await collection.listDocuments())
      found.push(document, ...(await everyDocument(() => document.listCollections())));
  return found;
}

describe("every caller's data is deleted in time, wherever it was written", { timeout: SLOW }, () => {
  const clients = organiserClients(PROJECT);
  let admin: Firestore;

  beforeAll(async () => {
    setLogLevel('silent');
    process.env.FIRESTORE_EMULATOR_HOST = firestoreEmulator().host;
    admin = await openAdminFirestore(PROJECT);
    await clearFirestore(firestoreEmulator().origin, PROJECT);
    await writeDocuments(
      firestoreEmulator().origin,
      PROJECT,
      EVENTS_COLLECTION,
      SEASON.map((event) => ({ id: idOf(event), data: { ...event } })),
    );
    await writeDocuments(firestoreEmulator().origin, PROJECT, 'organisers', [{ id: ANNA, data: {} }]);
  }, SLOW);
  afterAll(async () => {
    await clients.close();
    await admin?.terminate();
    delete process.env.FIRESTORE_EMULATOR_HOST;
  });

  it('leaves no name, number or note 31 days on, and keeps the anonymous totals', async () => {
    const anna = clients.club(ANNA);
    const taken = async (eventId: string, n: number) => {
      const call = await takeCall(anna, eventId, caller(n), ANNA);
      if (!call.taken) throw new Error(`call ${n} not taken`);
      return call.id;
    };
    // A list with a cancellation and a call never placed.
    expect(await setCapacity(anna, LISTED!, 40)).toMatchObject({ ok: true });
    const cancelled = await taken(LISTED!, 1);
    await taken(LISTED!, 2);
    expect(await changeCall(anna, LISTED!, cancelled, 'cancel', ANNA)).toMatchObject({ ok: true });
    await takePendingCall(anna, LISTED!, caller(3), ANNA).sent;
    // The season's last trip called off, its caller told.
    const reached = await taken(CALLED_OFF, 4);
    const last = (await readEvent(anna, CALLED_OFF))!;
    await saveStatus(
      anna,
      last,
      withStatus(recordOf(last), { choice: 'cancelled', note: 'Viharjelzés miatt.', decisionBy: '' }),
      ANNA,
    );
    await tickReached(anna, CALLED_OFF, reached, true, ANNA);
    // A trip with a list, removed.
    await taken(REMOVED!, 5);
    await removeEvent(anna, (await readEvent(anna, REMOVED!))!, ANNA);
    // Calls taken with no signal for a trip whose list nobody opened online, and for a trip
    // that never existed: no summary is ever written above them.
    await takePendingCall(anna, NO_LIST!, caller(6), ANNA).sent;
    await takePendingCall(anna, NEVER_EXISTED, caller(7), ANNA).sent;

    const personal = async () => {
      const holding: string[] = [];
      for (const document of await everyDocument(() => admin.listCollections())) {
        const data = (await document.get()).data();
        if (data && PERSONAL.test(JSON.stringify(data))) holding.push(document.path);
      }
      return holding.sort();
    };
    expect((await personal()).length).toBe(7);

    // 29 days on the season's lists are long past their trips, the removed one's too (its day
    // read from its removal's history entry); the one with no trip at all is not.
    const now = Date.now();
    expect((await closeTripLists(admin, new Date(now + 29 * DAY))).sort()).toEqual(
      [LISTED, CALLED_OFF, NO_LIST, REMOVED].sort(),
    );
    expect(await personal()).toEqual([
      `tripLists/${NEVER_EXISTED}/pending/${(await admin.collection(`tripLists/${NEVER_EXISTED}/pending`).get()).docs[0]!.id}`,
    ]);
    expect(await closeTripLists(admin, new Date(now + 31 * DAY))).toEqual([NEVER_EXISTED]);
    expect(await personal()).toEqual([]);

    // The treasurer's totals of each list that had calls; none for calls never placed.
    const totals = await admin.collection(TRIP_TOTALS_COLLECTION).get();
    expect(totals.docs.map((document) => document.id).sort()).toEqual([LISTED, CALLED_OFF, REMOVED].sort());
    expect(totals.docs.find((document) => document.id === LISTED)?.data()).toMatchObject({
      calls: 2,
      cancelled: 1,
      seats: 1,
      deposits: { count: 1, total: 5_000 },
    });
    // The public counts stay, naming nobody.
    expect((await admin.collection(EVENTS_COLLECTION).doc(LISTED!).get()).get('seats')).toEqual({
      capacity: 40,
      taken: 1,
      waiting: 0,
    });
  });
});
