/**
 * Where the club's records live in Firestore: the names firestore.rules match and every
 * reader and writer uses.
 */

/** The document of an event of a season: the season and the id (`2026-7`), as firestore.rules demand of new ones. */
export const seasonDocumentId = (season: number, id: number): string => `${season}-${id}`;

/** The collection the club keeps its events in, every season in the one collection. */
export const EVENTS_COLLECTION = 'event';
/** Organisers-only: one entry per change, never changed or deleted by a client. */
export const HISTORY_COLLECTION = 'eventHistory';
/** The public change marker: `meta/changes`. */
export const MARKER_COLLECTION = 'meta';
export const MARKER_DOCUMENT = 'changes';
export const TRIP_LIST_COLLECTION = 'tripLists';
export const CALLS_COLLECTION = 'calls';
/**
 * Calls taken with no signal (*függőben*): each written at once under an id made on the
 * phone, always accepted, and placed on the list, in the order the server received them,
 * by the first organisers' page online: the call takes the pending entry's id.
 *
 *   tripLists/<event document id>/pending/<call id>
 */
export const PENDING_COLLECTION = 'pending';
/**
 * The trip morning: the fee the list's head-count reached when the first party boarded,
 * fixed then for the whole coach, so a late cancellation does not move everyone's amount.
 * Written once, by the first organiser to tick anyone; never changed.
 *
 *   tripLists/<event document id>/morning/fee   { headCount, fixedBy, fixedAt }
 *
 * The ticks themselves are on the calls: `boarded` (how many of the party's seats boarded,
 * with `boardedBy`, `boardedAt`) and, for a trip called off, `reached` (the caller was told,
 * with `reachedBy`, `reachedAt`). Neither moves the summary, the public counts or the marker.
 */
export const MORNING_COLLECTION = 'morning';
export const MORNING_FEE_DOCUMENT = 'fee';
export const TRIP_TOTALS_COLLECTION = 'tripTotals';
/** The organisers' list: a document per address allowed to write, read only by the rules. */
export const ORGANISERS_COLLECTION = 'organisers';
