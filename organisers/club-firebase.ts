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
  doc,
  getDoc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { EVENT_PARTS, LAST_CHANGE_FIELD, type EventPart } from '../schema/changes.ts';
import type { StoredEvent } from '../schema/event.ts';
import { parseEmulatorHost, firebaseConfigFromEnv } from '../src/data/firebase-config.ts';
import { EVENT_QUERY_LIMIT, EVENTS_COLLECTION } from '../src/data/firestore-events.ts';
import { parseStoredEvents } from '../src/data/parse-events.ts';
import { seasonDocumentId, type CopiedEvent, type SeasonDocument } from './season-plan.ts';
import {
  partOf,
  storedChange,
  writeCreation,
  writeCreations,
  writePart,
  writeRemoval,
  type HeldDocument,
} from './event-writes.ts';
import { recordOf, type EventRecord } from './status-plan.ts';

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
 * An event as the page holds it: checked as the site checks it and kept as stored (the key
 * as `pdf`), with its document exactly as read, which its next change names as its base.
 */
export type PageEvent = StoredEvent & HeldDocument & { firestoreId: string };

function pageEvents(docs: readonly QueryDocumentSnapshot[]): PageEvent[] {
  const stored = new Map(docs.map((document) => [document.id, document.data()]));
  return parseStoredEvents(docs.map((document) => ({ docId: document.id, data: document.data() }))).flatMap(
    (event) => {
      const documentId = event.firestoreId;
      const data = documentId === undefined ? undefined : stored.get(documentId);
      return documentId === undefined || !data
        ? []
        : [{ ...event, firestoreId: documentId, documentId, stored: data }];
    },
  );
}

/** The events from `fromDate` (`yyyy.MM.dd`) on. */
export async function readComingEvents(club: Club, fromDate: string): Promise<PageEvent[]> {
  const snapshot = await getDocs(
    query(
      collection(club.db, EVENTS_COLLECTION),
      where('date', '>=', fromDate),
      orderBy('date'),
      limit(EVENT_QUERY_LIMIT),
    ),
  );
  return pageEvents(snapshot.docs);
}

/** One event as stored now, or null when it is gone. */
export async function readEvent(club: Club, documentId: string): Promise<PageEvent | null> {
  const snapshot = await getDoc(doc(club.db, EVENTS_COLLECTION, documentId));
  return snapshot.exists() ? (pageEvents([snapshot])[0] ?? null) : null;
}

/** A refused write, explained: another organiser's change came first, or the event is gone. */
export class ChangedMeanwhile extends Error {
  readonly code = 'changed-meanwhile';
  constructor(readonly current: PageEvent | null) {
    super(current ? `${current.documentId} changed meanwhile` : 'removed meanwhile');
  }
}

/**
 * After a refusal, reads the event again: if the part's change id is no longer the one the
 * write was based on (or the event is gone), the refusal was a stale write, said as such.
 */
async function explainRefusal(club: Club, event: PageEvent, field: string, error: unknown): Promise<never> {
  if ((error as { code?: unknown } | null)?.code === 'permission-denied') {
    const current = await readEvent(club, event.documentId).catch(() => undefined);
    if (
      current === null ||
      (current && storedChange(current.stored, field) !== storedChange(event.stored, field))
    ) {
      throw new ChangedMeanwhile(current);
    }
  }
  throw error;
}

/**
 * The event after a written change of `part`, as the page holds it from then on: that part
 * as written (a field the change cleared is gone), the other as it was.
 */
function afterChange(
  event: PageEvent,
  part: EventPart,
  record: EventRecord,
  stored: PageEvent['stored'],
): PageEvent {
  const kept: Record<string, unknown> = { ...recordOf(event) };
  for (const field of EVENT_PARTS[part].fields) delete kept[field];
  return {
    ...(kept as EventRecord),
    ...(partOf(part, record) as Partial<EventRecord>),
    firestoreId: event.firestoreId,
    documentId: event.documentId,
    stored,
  };
}

/** Writes the status part of `record` (the status, its reason, the decision time). */
export async function saveStatus(
  club: Club,
  event: PageEvent,
  record: EventRecord,
  by: string,
): Promise<PageEvent> {
  try {
    const { stored } = await writePart(club.db, event, 'status', record, by);
    return afterChange(event, 'status', record, stored);
  } catch (error) {
    return explainRefusal(club, event, EVENT_PARTS.status.changeField, error);
  }
}

/** Writes the details part of `record` (date, name, picture, key). */
export async function saveDetails(
  club: Club,
  event: PageEvent,
  record: EventRecord,
  by: string,
): Promise<PageEvent> {
  try {
    const { stored } = await writePart(club.db, event, 'details', record, by);
    return afterChange(event, 'details', record, stored);
  } catch (error) {
    return explainRefusal(club, event, EVENT_PARTS.details.changeField, error);
  }
}

export interface SeasonRead {
  /** The season's events that pass the event schema, as the site checks them; as stored. */
  events: PageEvent[];
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
    events: pageEvents(snapshot.docs),
    documents: snapshot.docs.map((document) => ({
      documentId: document.id,
      id: document.get('id') as unknown,
    })),
  };
}

/**
 * Adds an event as `<season>-<id>`. The rules take a new event only where no document is, so
 * two organisers adding the same id at once get one event; the other is told. Returns the
 * event as the page holds it.
 */
export async function addEvent(
  club: Club,
  season: number,
  record: EventRecord,
  by: string,
): Promise<PageEvent> {
  const documentId = seasonDocumentId(season, record.id);
  try {
    await writeCreation(club.db, documentId, record, by);
  } catch (error) {
    const taken = await getDoc(doc(club.db, EVENTS_COLLECTION, documentId)).then(
      (snapshot) => snapshot.exists(),
      () => false,
    );
    if (taken) throw Object.assign(new Error(`${documentId} exists`), { code: 'already-exists' });
    throw error;
  }
  const added = await readEvent(club, documentId);
  if (!added) throw new ChangedMeanwhile(null);
  return added;
}

/**
 * Removes an event; its history entry keeps it whole, to be restored. The entry must hold
 * the document exactly as stored (the server's time included, which the page does not know
 * after its own write), so it is read once more first; a change made meanwhile by another
 * organiser stops the removal here, as the rules would.
 */
export async function removeEvent(club: Club, event: PageEvent, by: string): Promise<void> {
  const current = await readEvent(club, event.documentId);
  if (
    !current ||
    storedChange(current.stored, LAST_CHANGE_FIELD) !== storedChange(event.stored, LAST_CHANGE_FIELD)
  ) {
    throw new ChangedMeanwhile(current);
  }
  try {
    await writeRemoval(club.db, current, by);
  } catch (error) {
    await explainRefusal(club, current, LAST_CHANGE_FIELD, error);
  }
}

/**
 * How many events one batch of a season's copy writes, each with its history entry. Every
 * document a rule looks at counts against Firestore's 20 per batch (10 per write); the
 * emulator does not enforce it, so this counts the rules' look-ups without assuming any is
 * shared: 7 an event (its creation and its entry), 3 for the marker.
 */
export const COPY_CHUNK = 2;

/** A copy stopped part-way: the events written before the refused batch stay written. */
export class CopyStopped extends Error {
  readonly code = 'copy-stopped';
  constructor(
    readonly copied: readonly CopiedEvent[],
    readonly rest: readonly CopiedEvent[],
    readonly reason: unknown,
  ) {
    super(`copied ${copied.length}, ${rest.length} left`);
  }
}

/**
 * Writes a season's copy a few events a batch, each event with its own history entry. Each
 * new document is taken by the rules only where none is, so an event another organiser
 * added meanwhile is never overwritten: that batch is refused, and the error says which
 * events were copied before it and which are left to copy.
 */
export async function copySeason(
  club: Club,
  events: readonly CopiedEvent[],
  by: string,
  onProgress?: (copied: number) => void,
): Promise<void> {
  for (let start = 0; start < events.length; start += COPY_CHUNK) {
    try {
      await writeCreations(club.db, events.slice(start, start + COPY_CHUNK), by);
    } catch (error) {
      throw new CopyStopped(events.slice(0, start), events.slice(start), error);
    }
    onProgress?.(Math.min(start + COPY_CHUNK, events.length));
  }
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
    case 'changed-meanwhile':
      return 'Közben egy másik szervező módosította ezt a túrát, ezért a mentésed nem íródott be. A túra most a friss állapotát mutatja: nézd meg, és ha kell, mentsd újra.';
    case 'copy-stopped':
      return 'A másolás közben megakadt. Ami átmásolódott, az megmaradt; a többit újra felajánlom.';
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
