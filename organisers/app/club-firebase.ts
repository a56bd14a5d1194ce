/**
 * The organisers' page's connection to the club's Firebase project: the same
 * VITE_FIREBASE_* variables as the site (src/data/firebase-config.ts), plus an
 * Auth emulator for development and tests, and the sign-in by e-mail link.
 * What the page reads is in event-reads.ts, what it writes in event-saves.ts.
 */
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  initializeAuth,
  isSignInWithEmailLink,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  waitForPendingWrites,
  type Firestore,
} from 'firebase/firestore';
import { parseEmulatorHost, firebaseConfigFromEnv } from '../../src/data/firebase-config.ts';

/** Where the address a link was sent to waits until the link is opened on the same phone. */
const PENDING_ADDRESS = 'szervezo-cim';

export interface Club {
  auth: Auth;
  db: Firestore;
}

export function connectClub(env: ImportMetaEnv): Club | null {
  const config = firebaseConfigFromEnv(env);
  if (!config) return null;
  const app: FirebaseApp = initializeApp({
    projectId: config.projectId,
    apiKey: config.apiKey ?? 'nincs-kulcs',
  });
  // Local persistence only: the popup and redirect helpers are for other sign-in methods.
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  const authHost = env.VITE_AUTH_EMULATOR_HOST?.trim();
  if (authHost) connectAuthEmulator(auth, `http://${authHost}`, { disableWarnings: true });
  // The full SDK with its cache in the phone's storage, on this page only (the site reads with the
  // lite one): the trips read last show with no signal, even after a reload, and a change made
  // then waits on the phone, in Firestore's own queue, until the signal returns. Every tab of
  // the page shares the one cache.
  const db = initializeFirestore(app, {
    localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }),
  });
  if (config.emulatorHost) {
    const { host, port } = parseEmulatorHost(config.emulatorHost);
    connectFirestoreEmulator(db, host, port);
  }
  return { auth, db };
}

/** The page's own address without the link's query: where the sign-in link leads back. */
const pageAddress = () => `${location.origin}${location.pathname}`;

export async function sendSignInLink(club: Club, address: string): Promise<void> {
  await sendSignInLinkToEmail(club.auth, address, { url: pageAddress(), handleCodeInApp: true });
  localStorage.setItem(PENDING_ADDRESS, address);
}

/** The address the link was asked for on this phone, if any. */
export const pendingAddress = () => localStorage.getItem(PENDING_ADDRESS);

export const isSignInLink = (club: Club, href: string) => isSignInWithEmailLink(club.auth, href);

/** Firebase's refusal of a sign-in link used once already, or too old: only a new link helps. */
export function isUsedUpLink(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'auth/invalid-action-code' || code === 'auth/expired-action-code';
}

/**
 * Signs in with the link the page was opened with, then takes the link's code out of the address
 * bar; a used-up link's too, or a reload would ask for the address again only to refuse it.
 */
export async function completeSignIn(club: Club, address: string, href: string): Promise<User> {
  try {
    const { user } = await signInWithEmailLink(club.auth, address, href);
    localStorage.removeItem(PENDING_ADDRESS);
    history.replaceState(null, '', pageAddress());
    return user;
  } catch (error) {
    if (isUsedUpLink(error)) history.replaceState(null, '', pageAddress());
    throw error;
  }
}

/**
 * Whether this phone holds changes or calls the server has not had yet: signing out then
 * would lose them. Firestore says so only by settling a promise once they are all sent, so a
 * moment's wait tells: an empty queue settles at once.
 */
export async function hasUnsentWrites(club: Club): Promise<boolean> {
  const sent = waitForPendingWrites(club.db).then(
    () => false,
    () => false,
  );
  const waiting = new Promise<boolean>((settled) => setTimeout(() => settled(true), 400));
  return Promise.race([sent, waiting]);
}

/**
 * Signs out and takes the page's Firestore copy off the phone: callers' names and numbers
 * must not stay on a phone nobody is signed in on. Firestore's copy can be deleted only once
 * the page's connection is closed, so the page starts afresh afterwards (the caller reloads
 * it). False when another tab of the page still holds the copy open.
 */
export async function signOutOrganiser(club: Club): Promise<boolean> {
  await signOut(club.auth);
  await terminate(club.db);
  try {
    await clearIndexedDbPersistence(club.db);
    return true;
  } catch {
    return false;
  }
}
