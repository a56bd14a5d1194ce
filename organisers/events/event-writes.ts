/**
 * Every write the organisers' page makes, each as one batch of three (change-batch.ts):
 * a part of an event changed, an event created or restored, an event removed, a season's
 * events created together.
 */
import {
  deleteField,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore';
import { EVENT_PARTS, removalEntryId, type EventPart } from '../../schema/changes.ts';
import {
  addEntry,
  bumpMarker,
  commitChange,
  eventRef,
  newChangeId,
  partOf,
  storedChange,
  type HeldDocument,
  type WrittenChange,
} from './change-batch.ts';
import type { EventRecord } from './event-model.ts';

/**
 * Writes one part of an event (its status, or its details) from `record`, based on the
 * change of that part the page read. Only that part's fields are written, so another
 * organiser's change of the other part meanwhile stays.
 */
export async function writePart(
  db: Firestore,
  held: HeldDocument,
  part: EventPart,
  record: EventRecord,
  by: string,
  changeId = newChangeId(db),
): Promise<WrittenChange> {
  const { changeField, fields } = EVENT_PARTS[part];
  const written = partOf(part, record);
  const update: Record<string, unknown> = {
    [changeField]: changeId,
    lastChange: changeId,
    updatedAt: serverTimestamp(),
    // The address older versions of the page stamped on public documents goes with any change.
    updatedBy: deleteField(),
  };
  for (const field of fields) update[field] = written[field] ?? deleteField();
  const batch = writeBatch(db);
  batch.update(eventRef(db, held.documentId), update);
  addEntry(batch, db, changeId, {
    event: held.documentId,
    kind: part,
    base: storedChange(held.stored, changeField),
    by,
    before: partOf(part, held.stored),
    after: written,
  });
  bumpMarker(batch, db, changeId, 0);
  await commitChange(batch, db, changeId);
  const stored: DocumentData = { ...held.stored, ...written, [changeField]: changeId, lastChange: changeId };
  for (const field of fields) if (written[field] === undefined) delete stored[field];
  delete stored.updatedBy;
  return { changeId, stored };
}

/** The whole document a new (or restored) event is written as, both parts at one change. */
function newDocument(record: EventRecord, changeId: string) {
  return {
    ...partOf('details', record),
    ...partOf('status', record),
    updatedAt: serverTimestamp(),
    statusChange: changeId,
    detailsChange: changeId,
    lastChange: changeId,
  };
}

/** One new event in a batch: the rules take it only where no document is. */
export function addCreation(
  batch: WriteBatch,
  db: Firestore,
  documentId: string,
  record: EventRecord,
  by: string,
  kind: 'create' | 'restore',
  changeId = newChangeId(db),
  restoring: string | null = null,
): string {
  const document = newDocument(record, changeId);
  batch.set(eventRef(db, documentId), document);
  addEntry(batch, db, changeId, {
    event: documentId,
    kind,
    base: restoring,
    by,
    before: null,
    after: document,
  });
  return changeId;
}

/**
 * A new event at `documentId`, or a removed one back (`restore`, naming the removal's
 * entry it undoes, so the list of removed events knows it is back).
 */
export async function writeCreation(
  db: Firestore,
  documentId: string,
  record: EventRecord,
  by: string,
  kind: 'create' | 'restore' = 'create',
  restoring: string | null = null,
): Promise<string> {
  const batch = writeBatch(db);
  const changeId = addCreation(batch, db, documentId, record, by, kind, newChangeId(db), restoring);
  bumpMarker(batch, db, changeId, kind === 'restore' ? 1 : 0);
  await commitChange(batch, db, changeId);
  return changeId;
}

/**
 * Removes an event, keeping it whole in its history entry, named after the last change
 * the page read: a removal based on an older reading is refused.
 */
export async function writeRemoval(db: Firestore, held: HeldDocument, by: string): Promise<string> {
  const lastChange = storedChange(held.stored, 'lastChange');
  const entryId = removalEntryId(held.documentId, lastChange);
  const batch = writeBatch(db);
  batch.delete(eventRef(db, held.documentId));
  addEntry(batch, db, entryId, {
    event: held.documentId,
    kind: 'remove',
    base: lastChange,
    by,
    before: held.stored,
    after: null,
  });
  bumpMarker(batch, db, entryId, 1);
  await commitChange(batch, db, entryId);
  return entryId;
}

/** Several new events in one batch, each with its own entry, the marker moved once. */
export async function writeCreations(
  db: Firestore,
  events: readonly { documentId: string; record: EventRecord }[],
  by: string,
): Promise<void> {
  const batch = writeBatch(db);
  let last = '';
  for (const { documentId, record } of events)
    last = addCreation(batch, db, documentId, record, by, 'create');
  bumpMarker(batch, db, last, 0);
  await commitChange(batch, db, last);
}
