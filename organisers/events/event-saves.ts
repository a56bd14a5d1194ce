/**
 * What the organisers' page writes, through the Firestore rules (firestore.rules), which
 * decide who may write and what: each change of a part, an added or removed event and a
 * season's copy, with its history entry. A refusal is explained: another organiser's
 * change came first (ChangedMeanwhile), or the rules said no.
 */
import { doc, getDoc } from 'firebase/firestore';
import { EVENT_PARTS, LAST_CHANGE_FIELD, type EventPart } from '../../schema/changes.ts';
import type { Club } from '../app/club-firebase.ts';
import { readEvent, type PageEvent } from './event-reads.ts';
import { partOf, storedChange } from './change-batch.ts';
import { writeCreation, writeCreations, writePart, writeRemoval } from './event-writes.ts';
import { seasonDocumentId } from '../../schema/collections.ts';
import type { CopiedEvent } from './season-documents.ts';
import { recordOf, type EventRecord } from './event-model.ts';
import { EVENTS_COLLECTION } from '../../schema/collections.ts';

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

/**
 * Writes one part of `record` (its status, or its details) on top of the change of that part
 * the page read; another organiser's change of that part meanwhile is explained
 * (ChangedMeanwhile), of the other part kept.
 */
export async function savePart(
  club: Club,
  event: PageEvent,
  part: EventPart,
  record: EventRecord,
  by: string,
  changeId?: string,
): Promise<PageEvent> {
  try {
    const { stored } = await writePart(club.db, event, part, record, by, changeId);
    return afterChange(event, part, record, stored);
  } catch (error) {
    return explainRefusal(club, event, EVENT_PARTS[part].changeField, error);
  }
}

/**
 * The status part of `record`: the status, its reason, the decision time, the new date. `changeId`:
 * the change's id when the page keeps it beside the change while it waits (waiting-changes.ts).
 */
export const saveStatus = (
  club: Club,
  event: PageEvent,
  record: EventRecord,
  by: string,
  changeId?: string,
) => savePart(club, event, 'status', record, by, changeId);

/** The details part of `record`: date, name, picture, key. */
export const saveDetails = (club: Club, event: PageEvent, record: EventRecord, by: string) =>
  savePart(club, event, 'details', record, by);

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
 * emulator does not enforce it, so tests/unit/firestore/firestore-lookups.test.ts counts the rules'
 * look-ups without assuming any is shared (8 an event, its creation and its entry; 3 for the
 * marker) and holds this number to the most that fits.
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
