/**
 * What every write of the organisers' page is made of: one batch of three, the event
 * (or its removal) under a new change id made on the phone, the history entry stored
 * under that id, and the public change marker (schema/changes.ts; firestore.rules
 * demand all three together). Batches, not transactions: a batch needs no read first,
 * so a write never depends on a read made earlier being still true; the rules compare
 * the change it was based on with the one stored, and refuse a stale write whenever it
 * arrives. The writes themselves are in event-writes.ts.
 */
import {
  collection,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { EVENT_PARTS, type ChangeKind, type EventPart } from '../../schema/changes.ts';
import {
  EVENTS_COLLECTION,
  HISTORY_COLLECTION,
  MARKER_COLLECTION,
  MARKER_DOCUMENT,
} from '../../schema/collections.ts';

/** An event as the page holds it: the document as stored, for the history's `before`. */
export interface HeldDocument {
  documentId: string;
  /** The fields exactly as read (timestamps as Firestore's), never trimmed or checked. */
  stored: DocumentData;
}

/** Firestore's automatic id form, made on the phone without a request. */
export const newChangeId = (db: Firestore) => doc(collection(db, HISTORY_COLLECTION)).id;

export const eventRef = (db: Firestore, documentId: string) => doc(db, EVENTS_COLLECTION, documentId);
export const entryRef = (db: Firestore, entryId: string) => doc(db, HISTORY_COLLECTION, entryId);

/** A part's fields of a record or a stored document: the ones present, nothing else. */
export function partOf(part: EventPart, fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of EVENT_PARTS[part].fields) {
    if (fields[field] !== undefined) picked[field] = fields[field];
  }
  return picked;
}

/** The part's stored change id: the base the next change of that part names. */
export const storedChange = (stored: DocumentData, field: string): string | null => {
  const value: unknown = stored[field];
  return typeof value === 'string' ? value : null;
};

export function addEntry(
  batch: WriteBatch,
  db: Firestore,
  entryId: string,
  entry: {
    event: string;
    kind: ChangeKind;
    base: string | null;
    by: string;
    before: unknown;
    after: unknown;
  },
) {
  batch.set(entryRef(db, entryId), { ...entry, at: serverTimestamp() });
}

/** The marker, moved to now; removals and restores counted without reading it first. */
export function bumpMarker(batch: WriteBatch, db: Firestore, lastChange: string, removals: 0 | 1) {
  batch.set(
    doc(db, MARKER_COLLECTION, MARKER_DOCUMENT),
    { visibleAt: serverTimestamp(), staticAt: serverTimestamp(), removals: increment(removals), lastChange },
    { merge: true },
  );
}

/**
 * Commits a change. A refusal of a batch whose history entry exists is a replay of a
 * change the server already took (a retry after an answer that never arrived): done.
 */
export async function commitChange(batch: WriteBatch, db: Firestore, entryId: string): Promise<void> {
  try {
    await batch.commit();
  } catch (error) {
    const taken = await getDoc(entryRef(db, entryId)).then(
      (entry) => entry.exists(),
      () => false,
    );
    if (!taken) throw error;
  }
}

/** What a written change leaves stored: the new ids, for the next change to name. */
export interface WrittenChange {
  changeId: string;
  stored: DocumentData;
}
