/**
 * How the maintainers' Admin SDK tools (seed, migrate, restore) write events:
 * the way the organisers' page does (organisers/events/event-writes.ts), though the
 * Admin SDK is not bound by firestore.rules. Each event is written whole, with
 * a new updatedAt and one new change id for both parts; each change leaves its
 * history entry (`by` naming the tool, `before` the document as stored, or
 * null); the public change marker moves to the server's time, restores of
 * absent events counted as the page counts them. Batches hold at most 500
 * writes. (No tool removes events; the page's removals are organisers/events/event-writes.ts.)
 *
 * Each write is made only if the document is still as read (a precondition on
 * its update time, or "does not exist"): an organiser's save in between makes
 * the batch fail rather than be overwritten; run the tool again.
 */
import {
  FieldValue,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import { SEATS_CHANGE_FIELD, SEATS_FIELD, type ChangeKind } from '../schema/changes.ts';
import {
  EVENTS_COLLECTION,
  HISTORY_COLLECTION,
  MARKER_COLLECTION,
  MARKER_DOCUMENT,
} from '../schema/collections.ts';

/** One event as a tool wants it stored: its fields (change ids and updatedAt are added). */
export interface EventChange {
  documentId: string;
  fields: Record<string, unknown>;
}

/** What was written: each event's change, and how many batches it took. */
export interface WrittenChanges {
  changes: Array<{ documentId: string; kind: ChangeKind; entryId: string }>;
  batches: number;
}

/** Firestore's limit of writes in one batch. */
export const BATCH_WRITES = 500;
/** An event's write and its history entry: two writes each, and the marker once per batch. */
const CHANGES_PER_BATCH = Math.floor((BATCH_WRITES - 1) / 2);

/** The fields the change model keeps up to date on every event; a tool never takes them from its input. */
const MANAGED_FIELDS = ['updatedAt', 'updatedBy', 'statusChange', 'detailsChange', 'lastChange'];
/**
 * The trip's list's counts: written only with the list (organisers/trip-list/trip-list-writes.ts), so a
 * tool neither takes them from its input nor deletes them from a rewritten event.
 */
const LIST_FIELDS: readonly string[] = [SEATS_FIELD, SEATS_CHANGE_FIELD];

/** How a tool names its changes in the history: an event that was absent, and one rewritten. */
export interface ChangeKinds {
  /** `create` (the seed), or `restore` (events:restore: the marker counts it, as the page's restores) */
  absent: 'create' | 'restore';
  /** `restore` for events:restore, `details` for the seed and the migration */
  rewrite: ChangeKind;
}

const kindOf = (stored: DocumentSnapshot, kinds: ChangeKinds): ChangeKind =>
  stored.exists ? kinds.rewrite : kinds.absent;

/**
 * Writes `changes` (each event at most once) as `by` (the tool's command, e.g.
 * 'npm run events:restore'), its entries of `kinds`. An absent event put back as a
 * restore is counted in the marker's removals, as the page counts its restores.
 */
export async function writeEventChanges(
  db: Firestore,
  changes: readonly EventChange[],
  by: string,
  kinds: ChangeKinds = { absent: 'create', rewrite: 'details' },
): Promise<WrittenChanges> {
  const events = db.collection(EVENTS_COLLECTION);
  const history = db.collection(HISTORY_COLLECTION);
  const seen = new Set<string>();
  for (const change of changes) {
    if (seen.has(change.documentId)) throw new Error(`event/${change.documentId}: kétszer szerepel`);
    seen.add(change.documentId);
  }
  const written: WrittenChanges = { changes: [], batches: 0 };
  for (let start = 0; start < changes.length; start += CHANGES_PER_BATCH) {
    const chunk = changes.slice(start, start + CHANGES_PER_BATCH);
    const stored = await db.getAll(...chunk.map((change) => events.doc(change.documentId)));
    const batch = db.batch();
    let removals = 0;
    chunk.forEach((change, index) => {
      const snapshot = stored[index]!;
      const before: DocumentData | null = snapshot.exists ? (snapshot.data() ?? null) : null;
      const kind = kindOf(snapshot, kinds);
      const ref = events.doc(change.documentId);
      const changeId = history.doc().id;
      const document: Record<string, unknown> = { ...change.fields };
      for (const field of [...MANAGED_FIELDS, ...LIST_FIELDS]) delete document[field];
      Object.assign(document, {
        updatedAt: FieldValue.serverTimestamp(),
        statusChange: changeId,
        detailsChange: changeId,
        lastChange: changeId,
      });
      if (before) {
        // The whole document replaced, but only if it is still as read.
        const update: Record<string, unknown> = { ...document };
        for (const field of Object.keys(before))
          if (!(field in update) && !LIST_FIELDS.includes(field)) update[field] = FieldValue.delete();
        batch.update(ref, update, { lastUpdateTime: snapshot.updateTime! });
      } else {
        batch.create(ref, document);
      }
      batch.set(history.doc(changeId), {
        event: change.documentId,
        kind,
        base: before && typeof before.lastChange === 'string' ? before.lastChange : null,
        at: FieldValue.serverTimestamp(),
        by,
        before,
        after: document,
      });
      if (kind === 'restore' && !before) removals += 1;
      written.changes.push({ documentId: change.documentId, kind, entryId: changeId });
    });
    const lastChange = written.changes.at(-1)!.entryId;
    batch.set(
      db.collection(MARKER_COLLECTION).doc(MARKER_DOCUMENT),
      {
        visibleAt: FieldValue.serverTimestamp(),
        staticAt: FieldValue.serverTimestamp(),
        removals: FieldValue.increment(removals),
        lastChange,
      },
      { merge: true },
    );
    await batch.commit();
    written.batches += 1;
  }
  return written;
}
