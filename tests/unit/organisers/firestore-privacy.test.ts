/**
 * What a visitor can read after a day of the organisers' page's writes: every
 * collection and sub-collection there is, enumerated with the Admin SDK
 * (listCollections, recursively), each document read as an anonymous visitor,
 * a signed-in stranger and an unverified account under an organiser's address.
 * Whatever they may read holds no address, no uid and no name of a person.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, type DocumentReference } from 'firebase-admin/firestore';
import { doc, getDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addEvent,
  copySeason,
  removeEvent,
  saveDetails,
  saveStatus,
} from '../../../organisers/events/event-saves.ts';
import { readEvent } from '../../../organisers/events/event-reads.ts';
import { planSeasonCopy } from '../../../organisers/season/season-plan.ts';
import { recordOf, withStatus } from '../../../organisers/events/event-model.ts';
import { setCapacity, takeCall, takePendingCall } from '../../../organisers/trip-list/trip-list-writes.ts';
import type { StoredEvent } from '../../../schema/event.ts';
import { firestoreEmulator, writeDocuments, rulesTestEnvironment } from '../../support/firestore-emulator.ts';
import { organiserClients } from '../../support/organiser-clients.ts';
import { EVENTS_COLLECTION } from '../../../schema/collections.ts';

const PROJECT = 'demo-privacy';
const ANNA = 'kovacs.anna@example.hu';
const BELA = 'szabo.bela@example.hu';
const SLOW = 120_000;
const PROGRAM_2025 = JSON.parse(readFileSync('src/content/events/2025.json', 'utf8')) as StoredEvent[];

/** Every document under `parent` (or the root), in every collection and sub-collection. */
async function everyDocument(
  collections: () => Promise<{ listDocuments(): Promise<DocumentReference[]> }[]>,
): Promise<DocumentReference[]> {
  const found: DocumentReference[] = [];
  for (const collection of await collections()) {
    for (const document of await collection.listDocuments()) {
      found.push(document, ...(await everyDocument(() => document.listCollections())));
    }
  }
  return found;
}

describe('what anyone but an organiser can read', { timeout: SLOW }, () => {
  let rules: RulesTestEnvironment;
  let admin: App;
  const clients = organiserClients(PROJECT);

  beforeAll(async () => {
    setLogLevel('silent');
    rules = await rulesTestEnvironment(PROJECT);
    await rules.clearFirestore();
    const { origin } = firestoreEmulator();
    await writeDocuments(
      origin,
      PROJECT,
      EVENTS_COLLECTION,
      PROGRAM_2025.map((event) => ({ id: `2025-${event.id}`, data: { ...event } })),
    );
    await writeDocuments(origin, PROJECT, 'organisers', [
      { id: ANNA, data: {} },
      { id: BELA, data: {} },
    ]);
    process.env.FIRESTORE_EMULATOR_HOST = firestoreEmulator().host;
    admin = initializeApp({ projectId: PROJECT }, 'privacy');
  }, SLOW);
  afterAll(async () => {
    await clients.close();
    if (admin) await deleteApp(admin);
    delete process.env.FIRESTORE_EMULATOR_HOST;
    await rules?.cleanup();
  });

  it('after a day of cancel, undo, edit, add, remove and a season copy, nothing personal is readable', async () => {
    const anna = clients.club(ANNA);
    const bela = clients.club(BELA);
    // The day's work, through the page's own writes.
    const trip = (await readEvent(anna, '2025-7'))!;
    const cancelled = await saveStatus(
      anna,
      trip,
      withStatus(recordOf(trip), { choice: 'cancelled', note: 'Viharjelzés miatt.', decisionBy: '' }),
      ANNA,
    );
    const undone = await saveStatus(anna, cancelled, recordOf(trip), ANNA);
    await saveDetails(bela, undone, { ...recordOf(undone), name: 'Szádelői-völgy és Szalamandra-ház' }, BELA);
    const added = await addEvent(
      bela,
      2025,
      { id: 30, date: '2025.12.27', name: 'Év végi séta', picture: 'bukk.svg', pdf: 'program30' },
      BELA,
    );
    await removeEvent(anna, added, ANNA);
    const plan = planSeasonCopy(PROGRAM_2025, 2025, 2026, []);
    if (!plan.ready) throw new Error(plan.reason);
    await copySeason(anna, plan.events, ANNA);
    // Calls taken for a trip: names and numbers, one party on the waiting list.
    await setCapacity(bela, '2025-7', 3);
    for (const [name, phone, seats] of [
      ['Kovács Éva', '+36301234567', 2],
      ['Szabó Péter', '+36209876543', 1],
      ['Nagy Ilona', '+3612345678', 2],
    ] as const)
      await takeCall(
        bela,
        '2025-7',
        { name, phone, seats, boarding: 'benzinkut', deposit: null, note: '' },
        BELA,
      );
    // One taken with no signal, not placed yet.
    await takePendingCall(
      bela,
      '2025-7',
      { name: 'Tóth Anna', phone: '+36705551234', seats: 1, boarding: 'benzinkut', deposit: null, note: '' },
      BELA,
    ).sent;

    const documents = await everyDocument(() => getAdminFirestore(admin).listCollections());
    const collections = new Set(documents.map((document) => document.parent.path));
    // What the day wrote: the events, their history, the marker, the organisers' list, and a
    // trip's list with its calls, placed and pending.
    expect([...collections].sort()).toEqual([
      'event',
      'eventHistory',
      'meta',
      'organisers',
      'tripLists',
      'tripLists/2025-7/calls',
      'tripLists/2025-7/pending',
    ]);
    // The history does hold who: it is there for the organisers.
    const history = await getAdminFirestore(admin).collection('eventHistory').get();
    expect(history.docs.map((entry) => entry.get('by') as string)).toContain(BELA);

    const readers: [string, Firestore][] = [
      ['anonymous', clients.visitor()],
      ['a signed-in stranger', clients.club('idegen@example.hu').db],
      ["an unverified account under an organiser's address", clients.club(ANNA, false).db],
    ];
    const personal = /@|uid-|Kovács|Szabó|kovacs|szabo|Ilona|Éva|Péter|\+36|3012345/i;
    let readable = 0;
    for (const [who, db] of readers) {
      for (const document of documents) {
        const read = await getDoc(doc(db, document.path)).then(
          (snapshot) => snapshot.data(),
          () => null,
        );
        if (read === null) continue;
        readable += 1;
        expect(JSON.stringify(read), `${who} reads ${document.path}`).not.toMatch(personal);
      }
    }
    // The public documents were read: the events of two seasons and the marker, by each reader.
    expect(readable).toBe(3 * documents.filter((d) => /^(event|meta)\//.test(d.path)).length);
  });
});
