/**
 * firestore.rules in Google's Firestore emulator (started once for the unit
 * project by tests/support/firestore-emulator-setup.ts), with
 * @firebase/rules-unit-testing: anyone may read single events and list them
 * with a limit up to the site's own; only a listed organiser with a verified
 * address may write, only events, and only documents of the event schema's
 * shape, stamped with the server's time and their own address.
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
import { EVENT_QUERY_LIMIT, EVENTS_COLLECTION } from '../../src/data/firestore-events';
import { firestoreEmulator } from '../support/firestore-emulator';

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
  const stamped = (fields: Record<string, unknown>) => ({
    ...event,
    ...fields,
    updatedAt: serverTimestamp(),
    updatedBy: ORGANISER,
  });

  it('anyone reads one event without signing in', async () => {
    await assertSucceeds(getDoc(doc(visitor(), EVENTS_COLLECTION, '7')));
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

  it("tells anyone whether an event was saved after a time, one document at most, as the deploy's check asks", async () => {
    // A minute back: the emulator's clock and this one need not agree to the second.
    const before = Timestamp.fromMillis(Date.now() - 60_000);
    await assertSucceeds(setDoc(doc(organiser(), EVENTS_COLLECTION, '2025-7'), stamped({ status: 'full' })));
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
      const ref = doc(organiser(), EVENTS_COLLECTION, '2025-7');
      await assertSucceeds(setDoc(ref, stamped({ status: 'cancelled', statusNote: 'Viharjelzés miatt.' })));
      await assertSucceeds(
        updateDoc(ref, {
          status: deleteField(),
          statusNote: deleteField(),
          updatedAt: serverTimestamp(),
          updatedBy: ORGANISER,
        }),
      );
      const saved = await getDoc(doc(visitor(), EVENTS_COLLECTION, '2025-7'));
      expect(saved.get('status')).toBeUndefined();
      expect(saved.get('updatedBy')).toBe(ORGANISER);
    });

    it('sets every status the schema knows, a weather decision time, and writes an older id', async () => {
      for (const status of ['full', 'cancelled', 'postponed', 'tentative']) {
        await assertSucceeds(setDoc(doc(organiser(), EVENTS_COLLECTION, '2025-7'), stamped({ status })));
      }
      await assertSucceeds(
        setDoc(
          doc(organiser(), EVENTS_COLLECTION, '7'),
          stamped({ status: 'tentative', decisionBy: '2025.04.04 18:00' }),
        ),
      );
      await assertSucceeds(
        setDoc(
          doc(organiser(), EVENTS_COLLECTION, '2025-7'),
          stamped({ status: 'postponed', statusNote: 'Hó miatt.', newDate: '2025.05.10' }),
        ),
      );
    });

    it('adds an event under its season id and removes one', async () => {
      await assertSucceeds(
        setDoc(
          doc(organiser(), EVENTS_COLLECTION, '2026-12'),
          stamped({ id: 12, date: '2026.10.03', pdf: 'program12' }),
        ),
      );
      await assertSucceeds(deleteDoc(doc(organiser(), EVENTS_COLLECTION, '2025-7')));
    });

    it('is refused a document the event schema refuses', async () => {
      const ref = doc(organiser(), EVENTS_COLLECTION, '2025-7');
      const wrong: Record<string, Record<string, unknown>> = {
        'a date in another form': { date: '2025-04-05' },
        'a date as a timestamp': { date: Timestamp.fromDate(new Date('2025-04-05T08:00:00Z')) },
        'month 13': { date: '2025.13.05' },
        'an unknown status': { status: 'elmarad' },
        'an extra field': { seats: 40 },
        'the reader-only document id field': { firestoreId: '2025-7' },
        'an id as text': { id: '7' },
        'a fractional id': { id: 7.5 },
        'id 0': { id: 0 },
        'a blank name': { name: '   ' },
        'a blank reason': { status: 'cancelled', statusNote: ' ' },
        'a picture path': { picture: '../titok.svg' },
        'a key that is not programN': { pdf: 'javascript:alert(1)' },
        'a decision time without the clock': { status: 'tentative', decisionBy: '2025.04.04' },
        'a new date in another form': { status: 'postponed', newDate: '2025-05-10' },
        'a new date before the trip': { status: 'postponed', newDate: '2025.04.01' },
        'a new date without a postponement': { status: 'full', newDate: '2025.05.10' },
        'a new date without a status': { newDate: '2025.05.10' },
      };
      for (const [what, fields] of Object.entries(wrong)) {
        await expect(assertFails(setDoc(ref, stamped(fields))), what).resolves.toBeDefined();
      }
      const nameless: Record<string, unknown> = stamped({});
      delete nameless.name;
      await assertFails(setDoc(ref, nameless));
    });

    it('is refused a write not stamped with the server time and their own address', async () => {
      const ref = doc(organiser(), EVENTS_COLLECTION, '2025-7');
      await assertFails(
        setDoc(ref, { ...stamped({}), updatedAt: Timestamp.fromDate(new Date('2025-04-01T00:00:00Z')) }),
      );
      await assertFails(setDoc(ref, { ...stamped({}), updatedBy: 'masvalaki@example.hu' }));
      await assertFails(setDoc(ref, { ...event, updatedAt: serverTimestamp() }));
      await assertFails(updateDoc(ref, { status: 'full' }));
    });

    it('is refused a document id that is not its own season and id, and a new document under an older id', async () => {
      await assertFails(setDoc(doc(organiser(), EVENTS_COLLECTION, '2026-7'), stamped({})));
      await assertFails(setDoc(doc(organiser(), EVENTS_COLLECTION, '2025-8'), stamped({})));
      await assertFails(setDoc(doc(organiser(), EVENTS_COLLECTION, 'uj-tura'), stamped({})));
    });

    it('is refused other collections and the organisers list', async () => {
      const db = organiser();
      await assertFails(setDoc(doc(db, 'members', 'b'), { name: 'Minta Péter' }));
      await assertFails(setDoc(doc(db, 'organisers', 'uj@example.hu'), {}));
      await assertFails(getDoc(doc(db, 'organisers', ORGANISER.toLowerCase())));
    });
  });

  // Each writer stamps its own address (or the organiser's, having none), so
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
      const stampedAs = { ...stamped({ status: 'cancelled', statusNote: 'Teszt.' }), updatedBy: address };
      await assertFails(setDoc(doc(db(), EVENTS_COLLECTION, '2025-7'), stampedAs));
      await assertFails(setDoc(doc(db(), EVENTS_COLLECTION, '2025-8'), { ...stampedAs, id: 8 }));
      await assertFails(setDoc(doc(db(), EVENTS_COLLECTION, '7'), { name: 'Más' }, { merge: true }));
      await assertFails(updateDoc(doc(db(), EVENTS_COLLECTION, '7'), { name: 'Más' }));
      await assertFails(deleteDoc(doc(db(), EVENTS_COLLECTION, '7')));
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
