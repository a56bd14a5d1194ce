/**
 * firestore.rules in Google's Firestore emulator (started once for the unit
 * project by tests/support/firestore-emulator-setup.ts), with
 * @firebase/rules-unit-testing: anyone may read single events and list them
 * with a limit up to the site's own, and the change marker; only a listed
 * organiser with a verified address may write, only events (with their history
 * entry and the marker: tests/unit/organisers/firestore-changes.test.ts), only documents
 * of the event schema's shape, stamped with the server's time and no address.
 */
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  increment,
  writeBatch,
  deleteField,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { setLogLevel } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EVENT_TEXT_LIMITS } from '../../../schema/changes.ts';
import { EVENT_QUERY_LIMIT } from '../../../src/data/firestore-events.ts';
import { firestoreEmulator } from '../../support/firestore-emulator.ts';
import {
  EVENTS_COLLECTION,
  HISTORY_COLLECTION,
  MARKER_COLLECTION,
  MARKER_DOCUMENT,
} from '../../../schema/collections.ts';

type ClientDb = ReturnType<RulesTestContext['firestore']>;

const ORGANISER = 'Kovacs.Anna@example.hu';

// Each case is a few round trips to a Java process; on two busy cores one can take seconds.
const SLOW = 30_000;

describe('firestore.rules in the Firestore emulator', { timeout: SLOW }, () => {
  let env: RulesTestEnvironment;
  const event = {
    id: 7,
    date: '2025.04.05',
    name: 'Szádelői-völgy',
    picture: 'szadelo.svg',
    pdf: 'program7',
  };

  beforeAll(async () => {
    // Every refusal is expected here; the SDK would log each as an error of its own.
    setLogLevel('silent');
    const { port } = firestoreEmulator();
    env = await initializeTestEnvironment({
      // A project of its own in the run's shared emulator, with the rules loaded for it alone.
      projectId: 'demo-rules',
      firestore: { rules: readFileSync('firestore.rules', 'utf8'), host: '127.0.0.1', port },
    });
    // The emulator compiles the rules on the first request: seconds on a busy machine.
  }, 60_000);
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), EVENTS_COLLECTION, '7'), event);
      await setDoc(doc(context.firestore(), EVENTS_COLLECTION, '2025-7'), event);
      await setDoc(doc(context.firestore(), 'members', 'a'), { name: 'Minta Katalin' });
      await setDoc(doc(context.firestore(), EVENTS_COLLECTION, '7', 'notes', 'a'), { text: 'belső' });
      // The list holds addresses in lower case; the token keeps the address as typed.
      await setDoc(doc(context.firestore(), 'organisers', ORGANISER.toLowerCase()), {});
    });
  }, SLOW);
  afterAll(async () => {
    await env?.cleanup();
  });

  const visitor = () => env.unauthenticatedContext().firestore();
  const signedIn = (email: string, verified: boolean) =>
    env.authenticatedContext(`uid-${email}`, { email, email_verified: verified }).firestore();
  const organiser = () => signedIn(ORGANISER, true);

  // The three writes the organisers' page makes of every change (organisers/events/event-writes.ts),
  // written here with the client SDK directly, so that a case can change one thing in them.
  const newId = (db: ClientDb) => doc(collection(db, HISTORY_COLLECTION)).id;
  const markerOf = (lastChange: string, removals = 0) => ({
    visibleAt: serverTimestamp(),
    staticAt: serverTimestamp(),
    removals: increment(removals),
    lastChange,
  });

  /** A new event at `documentId`, as the page adds one; `fields` replace the event's. */
  async function create(db: ClientDb, documentId: string, fields: Record<string, unknown>, by = ORGANISER) {
    const changeId = newId(db);
    const document: Record<string, unknown> = {
      ...fields,
      updatedAt: serverTimestamp(),
      statusChange: changeId,
      detailsChange: changeId,
      lastChange: changeId,
    };
    for (const [field, value] of Object.entries(document)) if (value === undefined) delete document[field];
    const batch = writeBatch(db);
    batch.set(doc(db, EVENTS_COLLECTION, documentId), document);
    batch.set(doc(db, HISTORY_COLLECTION, changeId), {
      event: documentId,
      kind: 'create',
      base: null,
      by,
      at: serverTimestamp(),
      before: null,
      after: document,
    });
    batch.set(doc(db, MARKER_COLLECTION, MARKER_DOCUMENT), markerOf(changeId), { merge: true });
    await batch.commit();
  }

  /** A status set on a stored event (`7` and `2025-7` start with no change ids), as the page sets it. */
  async function setStatus(
    db: ClientDb,
    documentId: string,
    status: Record<string, unknown>,
    by = ORGANISER,
  ) {
    const changeId = newId(db);
    const before = (await getDoc(doc(visitor(), EVENTS_COLLECTION, documentId))).data() ?? {};
    const part = (from: Record<string, unknown>) =>
      Object.fromEntries(
        ['status', 'statusNote', 'decisionBy', 'newDate'].flatMap((field) =>
          from[field] === undefined ? [] : [[field, from[field]]],
        ),
      );
    const batch = writeBatch(db);
    batch.update(doc(db, EVENTS_COLLECTION, documentId), {
      status: status.status ?? deleteField(),
      statusNote: status.statusNote ?? deleteField(),
      decisionBy: status.decisionBy ?? deleteField(),
      newDate: status.newDate ?? deleteField(),
      statusChange: changeId,
      lastChange: changeId,
      updatedAt: serverTimestamp(),
    });
    batch.set(doc(db, HISTORY_COLLECTION, changeId), {
      event: documentId,
      kind: 'status',
      base: typeof before.statusChange === 'string' ? before.statusChange : null,
      by,
      at: serverTimestamp(),
      before: part(before),
      after: part(status),
    });
    batch.set(doc(db, MARKER_COLLECTION, MARKER_DOCUMENT), markerOf(changeId), { merge: true });
    await batch.commit();
  }

  it('anyone reads one event and the change marker without signing in', async () => {
    await assertSucceeds(getDoc(doc(visitor(), EVENTS_COLLECTION, '7')));
    await assertSucceeds(getDoc(doc(visitor(), MARKER_COLLECTION, MARKER_DOCUMENT)));
  });

  it("lists events with the site's limit or less, as the site asks", async () => {
    await assertSucceeds(getDocs(query(collection(visitor(), EVENTS_COLLECTION), limit(EVENT_QUERY_LIMIT))));
    await assertSucceeds(getDocs(query(collection(visitor(), EVENTS_COLLECTION), limit(1))));
  });

  it('lists the whole collection a page at a time in document order, as npm run events:check does', async () => {
    const events = collection(visitor(), EVENTS_COLLECTION);
    await assertSucceeds(getDocs(query(events, orderBy(documentId()), limit(EVENT_QUERY_LIMIT))));
    await assertSucceeds(
      getDocs(query(events, orderBy(documentId()), startAfter('7'), limit(EVENT_QUERY_LIMIT))),
    );
  });

  it('tells anyone whether an event was saved after a time, one document at most', async () => {
    // A minute back: the emulator's clock and this one need not agree to the second.
    const before = Timestamp.fromMillis(Date.now() - 60_000);
    await assertSucceeds(setStatus(organiser(), '2025-7', { status: 'full' }));
    const savedAfter = (time: Timestamp) =>
      getDocs(query(collection(visitor(), EVENTS_COLLECTION), where('updatedAt', '>', time), limit(1)));
    const saved = await assertSucceeds(savedAfter(before));
    expect(saved.docs.map((document) => document.id)).toEqual(['2025-7']);
    const updatedAt = saved.docs[0]!.get('updatedAt') as Timestamp;
    expect((await assertSucceeds(savedAfter(updatedAt))).empty).toBe(true);
  });

  it('refuses a list without a limit or with a larger one (every document read is billed)', async () => {
    await assertFails(getDocs(collection(visitor(), EVENTS_COLLECTION)));
    await assertFails(getDocs(query(collection(visitor(), EVENTS_COLLECTION), limit(EVENT_QUERY_LIMIT + 1))));
  });

  describe('a listed organiser with a verified address', () => {
    it('marks a trip cancelled with a reason, and undoes it', async () => {
      await assertSucceeds(
        setStatus(organiser(), '2025-7', { status: 'cancelled', statusNote: 'Viharjelzés miatt.' }),
      );
      await assertSucceeds(setStatus(organiser(), '2025-7', {}));
      const saved = await getDoc(doc(visitor(), EVENTS_COLLECTION, '2025-7'));
      expect(saved.get('status')).toBeUndefined();
      expect(saved.get('updatedBy')).toBeUndefined();
    });

    it('sets every status the schema knows, a weather decision time, and writes an older id', async () => {
      for (const status of ['full', 'cancelled', 'postponed', 'tentative']) {
        await assertSucceeds(setStatus(organiser(), '2025-7', { status }));
      }
      await assertSucceeds(
        setStatus(organiser(), '7', { status: 'tentative', decisionBy: '2025.04.04 18:00' }),
      );
      await assertSucceeds(
        setStatus(organiser(), '2025-7', {
          status: 'postponed',
          statusNote: 'Hó miatt.',
          newDate: '2025.05.10',
        }),
      );
    });

    it('adds an event under its season id', async () => {
      await assertSucceeds(
        create(organiser(), '2026-12', { ...event, id: 12, date: '2026.10.03', pdf: 'program12' }),
      );
    });

    it('is refused a document the event schema refuses', async () => {
      const eight = { ...event, id: 8, pdf: 'program8' };
      const wrong: Record<string, Record<string, unknown>> = {
        'a date in another form': { date: '2025-04-05' },
        'a date as a timestamp': { date: Timestamp.fromDate(new Date('2025-04-05T08:00:00Z')) },
        'month 13': { date: '2025.13.05' },
        'an unknown status': { status: 'elmarad' },
        'an extra field': { places: 40 },
        "a list's counts, written without the list": { seats: { capacity: 40, taken: 0, waiting: 0 } },
        'an address, as older pages stamped': { updatedBy: ORGANISER },
        'the reader-only document id field': { firestoreId: '2025-8' },
        'an id as text': { id: '8' },
        'a fractional id': { id: 8.5 },
        'id 0': { id: 0 },
        'a blank name': { name: '   ' },
        'a name over its bound': { name: 'n'.repeat(EVENT_TEXT_LIMITS.name + 1) },
        'a blank reason': { status: 'cancelled', statusNote: ' ' },
        'a reason over its bound': {
          status: 'cancelled',
          statusNote: 'o'.repeat(EVENT_TEXT_LIMITS.statusNote + 1),
        },
        'a picture name over its bound': { picture: `${'p'.repeat(EVENT_TEXT_LIMITS.picture)}.svg` },
        'a trip key over its bound': { pdf: `program${'1'.repeat(EVENT_TEXT_LIMITS.pdf)}` },
        'a phone number in the name': { name: 'Szádelő, jelentkezés: 06 30 123 4567' },
        'an e-mail address in the name': { name: 'Szádelő (kovacs.anna@example.hu)' },
        'a phone number in the reason': { status: 'cancelled', statusNote: 'Kérdés: +36 30 123 4567' },
        'an e-mail address in the reason': { status: 'cancelled', statusNote: 'Írj: info@klub.hu' },
        'a picture path': { picture: '../titok.svg' },
        'a key that is not programN': { pdf: 'javascript:alert(1)' },
        'a decision time without the clock': { status: 'tentative', decisionBy: '2025.04.04' },
        'no name': { name: undefined },
        'a new date in another form': { status: 'postponed', newDate: '2025-05-10' },
        'a new date before the trip': { status: 'postponed', newDate: '2025.04.01' },
        'a new date without a postponement': { status: 'full', newDate: '2025.05.10' },
        'a new date without a status': { newDate: '2025.05.10' },
      };
      for (const [what, fields] of Object.entries(wrong)) {
        await expect(
          assertFails(create(organiser(), '2025-8', { ...eight, ...fields })),
          what,
        ).resolves.toBeDefined();
      }
      // The same write with nothing wrong in it is taken: each refusal above was its field's.
      await assertSucceeds(create(organiser(), '2025-8', eight));
    });

    it('takes public texts with dates, times, prices, head counts and road numbers, each at its bound', async () => {
      const note = 'Indulás 2025.06.21 06:30, 12 000–15 000 Ft, 36 fő, a 8-as úton, 850-1200 m között.';
      await assertSucceeds(
        create(organiser(), '2025-8', {
          ...event,
          id: 8,
          name: `${note} `.repeat(3).slice(0, EVENT_TEXT_LIMITS.name),
          picture: `${'p'.repeat(EVENT_TEXT_LIMITS.picture - 4)}.svg`,
          pdf: `program${'8'.repeat(EVENT_TEXT_LIMITS.pdf - 'program'.length)}`,
          status: 'cancelled',
          statusNote: `${note} `.repeat(4).slice(0, EVENT_TEXT_LIMITS.statusNote),
        }),
      );
    });

    it('is refused a write without the server time', async () => {
      const ref = doc(organiser(), EVENTS_COLLECTION, '2025-7');
      await assertFails(updateDoc(ref, { status: 'full' }));
      await assertFails(
        updateDoc(ref, { status: 'full', updatedAt: Timestamp.fromDate(new Date('2025-04-01T00:00:00Z')) }),
      );
    });

    it('is refused a document id that is not its own season and id, and a new document under an older id', async () => {
      await assertFails(create(organiser(), '2026-7', event));
      await assertFails(create(organiser(), '2025-9', event));
      await assertFails(create(organiser(), 'uj-tura', event));
      await assertFails(create(organiser(), '8', { ...event, id: 8 }));
    });

    it('is refused other collections, the organisers list and the marker alone', async () => {
      const db = organiser();
      await assertFails(setDoc(doc(db, 'members', 'b'), { name: 'Minta Péter' }));
      await assertFails(setDoc(doc(db, 'organisers', 'uj@example.hu'), {}));
      await assertFails(getDoc(doc(db, 'organisers', ORGANISER.toLowerCase())));
      await assertFails(setDoc(doc(db, MARKER_COLLECTION, MARKER_DOCUMENT), markerOf(newId(db))));
    });
  });

  // Each writer names itself in the history entry (or the organiser, having no address), so
  // the only reason left to refuse it is who it is.
  const refusedWriters: [string, () => ClientDb, string][] = [
    ['an anonymous client', visitor, ORGANISER],
    [
      'a signed-in address that is not listed',
      () => signedIn('idegen@example.hu', true),
      'idegen@example.hu',
    ],
    [
      "a listed organiser's address, unverified (a password account anyone could open)",
      () => signedIn(ORGANISER, false),
      ORGANISER,
    ],
    [
      'a signed-in account without an address',
      () => env.authenticatedContext('telefonos').firestore(),
      ORGANISER,
    ],
  ];
  for (const [who, db, address] of refusedWriters) {
    it(`refuses every write from ${who}`, async () => {
      await assertFails(setStatus(db(), '2025-7', { status: 'cancelled', statusNote: 'Teszt.' }, address));
      await assertFails(create(db(), '2025-8', { ...event, id: 8 }, address));
      await assertFails(setDoc(doc(db(), EVENTS_COLLECTION, '7'), { name: 'Más' }, { merge: true }));
      await assertFails(updateDoc(doc(db(), EVENTS_COLLECTION, '7'), { name: 'Más' }));
      await assertFails(deleteDoc(doc(db(), EVENTS_COLLECTION, '7')));
      await assertFails(setDoc(doc(db(), MARKER_COLLECTION, MARKER_DOCUMENT), markerOf(newId(db()))));
    });
  }

  it('keeps every other collection closed, to reading and writing, the organisers list included', async () => {
    for (const db of [visitor(), signedIn('idegen@example.hu', true), organiser()]) {
      await assertFails(getDoc(doc(db, 'members', 'a')));
      await assertFails(getDocs(query(collection(db, 'members'), limit(1))));
      await assertFails(setDoc(doc(db, 'members', 'b'), { name: 'Más' }));
      await assertFails(deleteDoc(doc(db, 'members', 'a')));
      // Below an event too: reading or writing `event` opens nothing nested in it.
      await assertFails(getDoc(doc(db, EVENTS_COLLECTION, '7', 'notes', 'a')));
      await assertFails(setDoc(doc(db, EVENTS_COLLECTION, '7', 'notes', 'a'), { text: 'x' }));
      await assertFails(getDoc(doc(db, 'organisers', ORGANISER.toLowerCase())));
      await assertFails(getDocs(query(collection(db, 'organisers'), limit(1))));
    }
  });
});
