/**
 * The whole chain the organisers' page relies on, with the real SDK against the
 * real emulators (Auth from firebase-tools, Firestore from its jar): a sign-in
 * by e-mail link gives a verified address, and the rules let that organiser's
 * own token write an event; a password account's address is unverified and
 * refused even when it is a listed organiser's; an address nobody listed is
 * refused; nothing is written by either.
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  getAuth,
  isSignInWithEmailLink,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  signOut,
  type Auth,
} from 'firebase/auth';
// The organisers' page's own client and writes (firebase/firestore).
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore';
import { readEvent } from '../../../organisers/events/event-reads.ts';
import { saveStatus } from '../../../organisers/events/event-saves.ts';
import { recordOf } from '../../../organisers/events/event-model.ts';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { START_TIMEOUT_MS, type AuthEmulator } from '../../../tools/emulators/auth-emulator.ts';
import { authEmulatorFor } from '../../support/auth-emulator.ts';
import { firestoreEmulator, writeDocuments } from '../../support/firestore-emulator.ts';
import { EVENTS_COLLECTION } from '../../../schema/collections.ts';

const SLOW = 60_000;
const PROJECT = 'demo-organiser-sign-in';
const ORGANISER = 'kovacs.anna@example.hu';
const PAGE = 'http://127.0.0.1/szervezo/';
const event = { id: 7, date: '2025.04.05', name: 'Szádelői-völgy', picture: 'szadelo.svg', pdf: 'program7' };

describe('signing in by e-mail link, then writing under the rules', { timeout: SLOW }, () => {
  let auth: AuthEmulator;
  let rules: RulesTestEnvironment;
  let app: FirebaseApp;
  let client: { auth: Auth; db: Firestore };
  const firestore = () => firestoreEmulator();

  beforeAll(async () => {
    // The refusals below are expected; the SDK would log each as an error.
    setLogLevel('silent');
    auth = await authEmulatorFor(PROJECT);
    // Loads the rules for this project alone in the run's shared emulator.
    rules = await initializeTestEnvironment({
      projectId: PROJECT,
      firestore: {
        rules: readFileSync('firestore.rules', 'utf8'),
        host: '127.0.0.1',
        port: firestore().port,
      },
    });
  }, START_TIMEOUT_MS + SLOW);
  afterAll(async () => {
    await rules?.cleanup();
    await auth?.stop();
  }, SLOW);
  beforeEach(async () => {
    await auth.clear();
    await rules.clearFirestore();
    await writeDocuments(firestore().origin, PROJECT, EVENTS_COLLECTION, [{ id: '2025-7', data: event }]);
    await writeDocuments(firestore().origin, PROJECT, 'organisers', [{ id: ORGANISER, data: {} }]);
    app = initializeApp({ projectId: PROJECT, apiKey: 'fake-api-key' }, `sign-in-${Date.now()}`);
    const clientAuth = getAuth(app);
    connectAuthEmulator(clientAuth, auth.origin, { disableWarnings: true });
    const db = getFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', firestore().port);
    client = { auth: clientAuth, db };
  }, SLOW);
  afterEach(async () => {
    if (app) await deleteApp(app);
  });

  async function signInByLink(email: string) {
    await sendSignInLinkToEmail(client.auth, email, { url: PAGE, handleCodeInApp: true });
    const link = (await auth.signInLinks(email)).at(-1);
    expect(link, `no sign-in link for ${email}`).toBeDefined();
    expect(isSignInWithEmailLink(client.auth, link!.oobLink)).toBe(true);
    return signInWithEmailLink(client.auth, email, link!.oobLink);
  }

  /** The trip cancelled as the page saves it, in its signed-in client. */
  const cancel = async (by: string) => {
    const held = (await readEvent(client, '2025-7'))!;
    return saveStatus(
      client,
      held,
      { ...recordOf(held), status: 'cancelled', statusNote: 'Viharjelzés miatt.' },
      by,
    );
  };

  const savedStatus = async () => {
    const saved = await getDoc(doc(client.db, EVENTS_COLLECTION, '2025-7'));
    return saved.get('status') as unknown;
  };

  it("a listed organiser's e-mail link gives a verified address, and the rules let it write", async () => {
    const { user } = await signInByLink(ORGANISER);
    expect(user.email).toBe(ORGANISER);
    expect(user.emailVerified).toBe(true);
    await cancel(ORGANISER);
    expect(await savedStatus()).toBe('cancelled');
  });

  it('an address nobody listed signs in, and is refused', async () => {
    await signInByLink('idegen@example.hu');
    await expect(cancel('idegen@example.hu')).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await savedStatus()).toBeUndefined();
  });

  it("a password account under a listed organiser's address is unverified, and refused", async () => {
    const { user } = await createUserWithEmailAndPassword(client.auth, ORGANISER, 'jelszo-123456');
    expect(user.emailVerified).toBe(false);
    await expect(cancel(ORGANISER)).rejects.toMatchObject({ code: 'permission-denied' });
    await signOut(client.auth);
    await expect(cancel(ORGANISER)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await savedStatus()).toBeUndefined();
  });

  it('a call the API does not describe is refused, naming the field, and sends no link', async () => {
    // The emulator compiles each call's validator when it first comes (auth-emulator-lazy-schemas.cjs).
    const answer = await fetch(
      `${auth.origin}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requestType: 'EMAIL_SIGNIN', email: [ORGANISER], continueUrl: PAGE }),
      },
    );
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
      'Invalid JSON payload received. /email must be string',
    );
    expect(await auth.signInLinks()).toEqual([]);
  });
});
