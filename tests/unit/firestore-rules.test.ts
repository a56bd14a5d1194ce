/**
 * firestore.rules in Google's Firestore emulator (started once for the unit
 * project by tests/support/firestore-emulator-setup.ts), with
 * @firebase/rules-unit-testing: anyone may read single events and list them
 * with a limit up to the site's own, nothing more, and no browser may write.
 */
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  startAfter,
  updateDoc,
} from 'firebase/firestore';
import { setLogLevel } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { EVENT_QUERY_LIMIT, EVENTS_COLLECTION } from '../../src/data/firestore-events';
import { firestoreEmulator } from '../support/firestore-emulator';

// The emulator's first requests take seconds on a busy machine (its JIT warming up).
describe('firestore.rules in the Firestore emulator', { timeout: 30_000 }, () => {
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
      await setDoc(doc(context.firestore(), 'members', 'a'), { name: 'Minta Katalin' });
      await setDoc(doc(context.firestore(), EVENTS_COLLECTION, '7', 'notes', 'a'), { text: 'belső' });
    });
  }, 30_000);
  afterAll(async () => {
    await env?.cleanup();
  });

  const visitor = () => env.unauthenticatedContext().firestore();

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

  it('refuses a list without a limit or with a larger one (every document read is billed)', async () => {
    await assertFails(getDocs(collection(visitor(), EVENTS_COLLECTION)));
    await assertFails(getDocs(query(collection(visitor(), EVENTS_COLLECTION), limit(EVENT_QUERY_LIMIT + 1))));
  });

  it('refuses every write, signed in or not', async () => {
    for (const db of [visitor(), env.authenticatedContext('someone').firestore()]) {
      await assertFails(setDoc(doc(db, EVENTS_COLLECTION, '8'), event));
      // set on a document that exists is an update, not a create: refused as well.
      await assertFails(setDoc(doc(db, EVENTS_COLLECTION, '7'), { ...event, name: 'Más' }));
      await assertFails(setDoc(doc(db, EVENTS_COLLECTION, '7'), { name: 'Más' }, { merge: true }));
      await assertFails(updateDoc(doc(db, EVENTS_COLLECTION, '7'), { name: 'Más' }));
      await assertFails(deleteDoc(doc(db, EVENTS_COLLECTION, '7')));
    }
  });

  it('keeps every other collection closed, to reading and writing, signed in or not', async () => {
    for (const db of [visitor(), env.authenticatedContext('someone').firestore()]) {
      await assertFails(getDoc(doc(db, 'members', 'a')));
      await assertFails(getDocs(query(collection(db, 'members'), limit(1))));
      await assertFails(setDoc(doc(db, 'members', 'b'), { name: 'Más' }));
      await assertFails(deleteDoc(doc(db, 'members', 'a')));
      // Below an event too: reading `event` opens nothing nested in it.
      await assertFails(getDoc(doc(db, EVENTS_COLLECTION, '7', 'notes', 'a')));
      await assertFails(setDoc(doc(db, EVENTS_COLLECTION, '7', 'notes', 'a'), { text: 'x' }));
    }
  });
});
