/**
 * The organisers' reads of the history (organisers only, firestore.rules) and
 * the two ways back: a part as it was before a change, and a removed event.
 * Each way back is itself a change, recorded like any other.
 */
import { collection, getDocs, limit, query, Timestamp, where } from 'firebase/firestore';
import { type ChangeKind } from '../../schema/changes.ts';
import { type PageEvent, readEvent } from '../events/event-reads.ts';
import { saveDetails, saveStatus } from '../events/event-saves.ts';
import { type Club } from '../app/club-firebase.ts';
import { writeCreation } from '../events/event-writes.ts';
import { withPartBefore, type HistoryEntry } from './history-plan.ts';
import { seasonDocumentId } from '../../schema/collections.ts';
import { recordOf, type EventRecord } from '../events/event-model.ts';
import { HISTORY_COLLECTION } from '../../schema/collections.ts';

/** More than a season's changes of one trip; the nightly housekeeping keeps 13 months. */
const HISTORY_READ_LIMIT = 100;

const KINDS: readonly ChangeKind[] = ['status', 'details', 'create', 'restore', 'remove'];

function entryOf(entryId: string, data: Record<string, unknown>): HistoryEntry | null {
  const { event, kind, base, at, by, before, after } = data;
  if (typeof event !== 'string' || !KINDS.includes(kind as ChangeKind) || !(at instanceof Timestamp))
    return null;
  const map = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  return {
    entryId,
    event,
    kind: kind as ChangeKind,
    base: typeof base === 'string' ? base : null,
    at: at.toDate().toISOString(),
    by: typeof by === 'string' ? by : '',
    before: map(before),
    after: map(after),
  };
}

async function readEntries(club: Club, ...constraints: Parameters<typeof where>[]): Promise<HistoryEntry[]> {
  const snapshot = await getDocs(
    query(
      collection(club.db, HISTORY_COLLECTION),
      ...constraints.map((args) => where(...args)),
      limit(HISTORY_READ_LIMIT),
    ),
  );
  return snapshot.docs.flatMap((document) => entryOf(document.id, document.data()) ?? []);
}

/** One event's changes (any order: the page sorts them). */
export const readEventHistory = (club: Club, documentId: string) =>
  readEntries(club, ['event', '==', documentId]);

/** Removals and restores, from which the page lists what is still to bring back. */
export const readRemovals = (club: Club) => readEntries(club, ['kind', 'in', ['remove', 'restore']]);

/** One part of `event` back as it was before `entry`'s change: a new change, based on the current one. */
export function restorePart(
  club: Club,
  event: PageEvent,
  entry: HistoryEntry & { kind: 'status' | 'details' },
  by: string,
) {
  const record = withPartBefore(recordOf(event), entry);
  return entry.kind === 'status' ? saveStatus(club, event, record, by) : saveDetails(club, event, record, by);
}

/** A restore whose document has meanwhile been taken by another event. */
export class IdTaken extends Error {
  readonly code = 'id-taken';
  constructor(readonly documentId: string) {
    super(`${documentId} is taken`);
  }
}

/**
 * A removed event back under its own document (or, when that is taken, under `newId`
 * of its season), with everything it had: id, date, name, picture, key, status, reason,
 * decision time.
 */
export async function restoreRemoved(
  club: Club,
  removal: HistoryEntry & { record: EventRecord },
  by: string,
  newId?: number,
): Promise<PageEvent> {
  const season = Number(removal.record.date.slice(0, 4));
  const record = newId === undefined ? removal.record : { ...removal.record, id: newId };
  const documentId = newId === undefined ? removal.event : seasonDocumentId(season, newId);
  if (await readEvent(club, documentId)) throw new IdTaken(documentId);
  await writeCreation(club.db, documentId, record, by, 'restore', removal.entryId);
  const restored = await readEvent(club, documentId);
  if (!restored) throw new IdTaken(documentId);
  return restored;
}
