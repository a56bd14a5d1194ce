/**
 * How every write to the club's events is recorded: the parts of an event
 * that change independently, each with the id of its last change; the
 * history entry each change leaves (organisers only); and the one public
 * change marker. firestore.rules enforce the same shape: this file and the
 * rules are checked against each other (tests/unit/firestore/firestore-rules.test.ts).
 * Nothing here imports from src/: the tools, the organisers' page and the
 * site's reader share it.
 */

/**
 * The parts of an event that organisers change independently: a status set
 * on a trip morning and a name corrected in the season form never overwrite
 * each other. Each part's fields, and the field holding its last change id.
 */
export const EVENT_PARTS = {
  status: { fields: ['status', 'statusNote', 'decisionBy', 'newDate'], changeField: 'statusChange' },
  details: { fields: ['id', 'date', 'name', 'picture', 'pdf'], changeField: 'detailsChange' },
} as const;

export type EventPart = keyof typeof EVENT_PARTS;

/** The id of the event's latest change, whichever part it changed: a removal is named after it. */
export const LAST_CHANGE_FIELD = 'lastChange';

/**
 * The trip's list's public counts on its event (schema/trip-list.ts): seats taken of the
 * coach's and callers waiting, never who. Written only in the batch that moves the list's
 * summary, under the summary's change id; not a part organisers edit, so no history entry.
 */
export const SEATS_FIELD = 'seats';
export const SEATS_CHANGE_FIELD = 'seatsChange';

/** The fields the change model adds to an event document (public, nothing about who). */
export const CHANGE_FIELDS = [
  EVENT_PARTS.status.changeField,
  EVENT_PARTS.details.changeField,
  LAST_CHANGE_FIELD,
  SEATS_CHANGE_FIELD,
] as const;

/**
 * The marker's `lastChange` for a write of a trip's list: the event's document id and the
 * summary's new change id. A `/` never occurs in a history entry's id, nor in a document id.
 */
export const listMarkerChange = (documentId: string, change: string) => `${documentId}/${change}`;

/** A change id: Firestore's own automatic id form, made on the phone. */
export const CHANGE_ID = /^[A-Za-z0-9]{20}$/;

/** What a history entry records: a part's change, a new event, a removal or a restore. */
export type ChangeKind = EventPart | 'create' | 'remove' | 'restore';

/** A removal's entry id: unique for each life of a document, which the rules can demand. */
export const removalEntryId = (documentId: string, lastChange: string | null) =>
  `${documentId}-removed-${lastChange ?? 'none'}`;

/**
 * The longest texts a public event may hold, in characters: a trip's name, a reason of a
 * sentence or two, a picture's file name and a trip key. Every visitor downloads them (and
 * the build's snapshot and prerendered pages carry them), so a pasted e-mail thread or a
 * picture sent as text must not fit. The other texts visitors read have a fixed form (dates,
 * statuses, change ids). firestore.rules hold the same numbers (`isShortText`), the
 * organisers' page says so before saving (organisers/events/event-problems.ts) and `npm run
 * events:check` names a longer one typed in the Firebase console; a test holds the three
 * together (tests/unit/firestore/firestore-bounds.test.ts).
 */
export const EVENT_TEXT_LIMITS = {
  name: 80,
  statusNote: 280,
  picture: 40,
  pdf: 12,
} as const;

/**
 * The longest `lastChange` the public marker holds: a change id, a removal's entry id or a
 * trip's list's change (`<document id>/<change id>`), with room for an older document id.
 */
export const MARKER_LAST_CHANGE_LIMIT = 120;

/** History older than this many months is deleted by the nightly housekeeping. */
export const HISTORY_KEPT_MONTHS = 13;

/**
 * How many days after its trip a trip's list (schema/trip-list.ts: callers' names and
 * numbers) is kept: time for the deposits to be settled. The nightly step deletes it then
 * (tools/trip-list-closing.ts); the privacy notice and the list's page say so. Here, with no
 * schema code, so the privacy notice carries none.
 */
export const LIST_KEPT_DAYS = 30;
