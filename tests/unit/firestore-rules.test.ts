/**
 * firestore.rules against the Firestore emulator, with @firebase/rules-unit-testing:
 * anyone may read single events and list them with a limit up to the site's
 * own, nothing more, and no browser may write. The emulator (Java, from the
 * Firebase CLI) cannot be downloaded on every machine: without
 * FIRESTORE_EMULATOR_HOST the tests skip and their title says how to run them.
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
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { EVENT_QUERY_LIMIT, EVENTS_COLLECTION } from '../../src/data/firestore-events';

const emulator = process.env.FIRESTORE_EMULATOR_HOST;
const HOW_TO_RUN =
  'skipped: no Firestore emulator (FIRESTORE_EMULATOR_HOST is not set); run: npx firebase-tools emulators:exec --only firestore --project demo-club "npx vitest run --project unit tests/unit/firestore-rules.test.ts"';

if (!emulator) console.info(`firestore.rules tests ${HOW_TO_RUN}`);

describe.skipIf(!emulator)(emulator ? 'firestore.rules in the Firestore emulator' : HOW_TO_RUN, () => {
  let env: RulesTestEnvironment;
  const event = {
    id: 7,
    date: '2025.04.05',
    name: 'Szádelői-völgy',
    picture: 'szadelo.svg',
    pdf: 'program7',
  };

  beforeAll(async () => {
    const [host, port] = emulator!.split(':');
    env = await initializeTestEnvironment({
      projectId: 'demo-club',
      firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
    });
  });
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), EVENTS_COLLECTION, '7'), event);
      await setDoc(doc(context.firestore(), 'members', 'a'), { name: 'Minta Katalin' });
    });
  });
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
      await assertFails(updateDoc(doc(db, EVENTS_COLLECTION, '7'), { name: 'Más' }));
      await assertFails(deleteDoc(doc(db, EVENTS_COLLECTION, '7')));
    }
  });

  it('refuses reading any other collection', async () => {
    await assertFails(getDoc(doc(visitor(), 'members', 'a')));
    await assertFails(getDocs(query(collection(visitor(), 'members'), limit(1))));
  });
});
