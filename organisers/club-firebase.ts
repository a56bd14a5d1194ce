/**
 * The organisers' page's connection to the club's Firebase project: the same
 * VITE_FIREBASE_* variables as the site (src/data/firebase-config.ts), plus an
 * Auth emulator for development and tests. Writes go through the Firestore
 * rules (firestore.rules), which decide who may write and what; this module
 * only says what happened, in Hungarian.
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
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore/lite';
import type { StoredEvent } from '../schema/event.ts';
import { parseEmulatorHost, firebaseConfigFromEnv } from '../src/data/firebase-config.ts';
import { EVENT_QUERY_LIMIT, EVENTS_COLLECTION } from '../src/data/firestore-events.ts';
import { parseStoredEvents } from '../src/data/parse-events.ts';
import { seasonDocumentId, type CopiedEvent, type SeasonDocument } from './season-plan.ts';
import type { EventRecord } from './status-plan.ts';

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
  const db = getFirestore(app);
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

/** Signs in with the link the page was opened with, then takes the link's code out of the address bar. */
export async function completeSignIn(club: Club, address: string, href: string): Promise<User> {
  const { user } = await signInWithEmailLink(club.auth, address, href);
  localStorage.removeItem(PENDING_ADDRESS);
  history.replaceState(null, '', pageAddress());
  return user;
}

export const signOutOrganiser = (club: Club) => signOut(club.auth);

/**
 * The records from `fromDate` (`yyyy.MM.dd`) on, checked as the site checks them and kept as
 * stored (the key as `pdf`): the page writes them back as they are.
 */
export async function readComingEvents(club: Club, fromDate: string): Promise<StoredEvent[]> {
  const snapshot = await getDocs(
    query(
      collection(club.db, EVENTS_COLLECTION),
      where('date', '>=', fromDate),
      orderBy('date'),
      limit(EVENT_QUERY_LIMIT),
    ),
  );
  return parseStoredEvents(snapshot.docs.map((document) => ({ docId: document.id, data: document.data() })));
}

/** A record as the rules require it written: with the server's time and the organiser's address. */
const stamped = (record: EventRecord, by: string) => ({
  ...record,
  updatedAt: serverTimestamp(),
  updatedBy: by,
});

/** Writes the whole record, stamped. */
export async function saveEvent(
  club: Club,
  documentId: string,
  record: EventRecord,
  by: string,
): Promise<void> {
  await setDoc(doc(club.db, EVENTS_COLLECTION, documentId), stamped(record, by));
}

export interface SeasonRead {
  /** The season's records that pass the event schema, as the site checks them; as stored. */
  events: StoredEvent[];
  /** Every document dated in the season, valid or not: what holds an id there. */
  documents: SeasonDocument[];
}

/** The documents dated in `season` (one range query on the text date, as the site reads a season). */
export async function readSeason(club: Club, season: number): Promise<SeasonRead> {
  const snapshot = await getDocs(
    query(
      collection(club.db, EVENTS_COLLECTION),
      where('date', '>=', `${season}.01.01`),
      where('date', '<=', `${season}.12.31`),
      orderBy('date'),
      limit(EVENT_QUERY_LIMIT),
    ),
  );
  return {
    events: parseStoredEvents(
      snapshot.docs.map((document) => ({ docId: document.id, data: document.data() })),
    ),
    documents: snapshot.docs.map((document) => ({
      documentId: document.id,
      id: document.get('id') as unknown,
    })),
  };
}

/**
 * Adds an event as `<season>-<id>`, only if that document does not exist: the
 * transaction's write holds only while the document is still missing, so two
 * organisers adding at once never overwrite each other. Returns the document id.
 */
export async function addEvent(club: Club, season: number, record: EventRecord, by: string): Promise<string> {
  const documentId = seasonDocumentId(season, record.id);
  const ref = doc(club.db, EVENTS_COLLECTION, documentId);
  await runTransaction(club.db, async (transaction) => {
    if ((await transaction.get(ref)).exists()) {
      throw Object.assign(new Error(`${documentId} exists`), { code: 'already-exists' });
    }
    transaction.set(ref, stamped(record, by));
  });
  return documentId;
}

export async function removeEvent(club: Club, documentId: string): Promise<void> {
  await deleteDoc(doc(club.db, EVENTS_COLLECTION, documentId));
}

/**
 * Writes a season's copy in one transaction: the rules accept every document or none is
 * written, and an event another organiser added to that season meanwhile is never overwritten
 * (the transaction reads each document first and writes nothing if one exists).
 */
export async function copySeason(club: Club, events: readonly CopiedEvent[], by: string): Promise<void> {
  const refs = events.map(({ documentId }) => doc(club.db, EVENTS_COLLECTION, documentId));
  await runTransaction(club.db, async (transaction) => {
    const existing = await Promise.all(refs.map((ref) => transaction.get(ref)));
    const taken = existing.find((snapshot) => snapshot.exists());
    if (taken) throw Object.assign(new Error(`${taken.id} exists`), { code: 'already-exists' });
    events.forEach(({ record }, index) => transaction.set(refs[index]!, stamped(record, by)));
  });
}

/** A failed request in words an organiser can act on; nothing was written in any of these cases. */
export function failureText(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'permission-denied':
      return 'A szerver nem engedte a mentést: ez a cím nincs a szervezők között, vagy nincs megerősítve. Semmi nem változott.';
    case 'unavailable':
    case 'deadline-exceeded':
    case 'auth/network-request-failed':
      return 'Nincs kapcsolat a szerverrel. Semmi nem változott; próbáld újra, ha jobb a térerő.';
    case 'already-exists':
      return 'Ezt a sorszámot közben valaki más foglalta el. Semmi nem változott; töltsd be újra az évadot, és próbáld újra.';
    case 'auth/invalid-email':
      return 'Ez nem érvényes e-mail-cím.';
    case 'auth/invalid-action-code':
    case 'auth/expired-action-code':
      return 'Ez a belépési link már nem érvényes. Kérj újat.';
    default:
      return 'Nem sikerült. Semmi nem változott; próbáld újra.';
  }
}
