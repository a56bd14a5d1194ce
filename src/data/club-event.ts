import type { ClubEvent, StoredEvent } from '../../schema/event.ts';

/**
 * The event the site works with, from the record the club keeps: the trip's key, stored as
 * `pdf` (the name organisers and the Firebase console know), becomes `key`. Each reader does
 * this once: the bundled lists' (src/data/bundled-events.ts and, for the build,
 * vite-plugins/feed-contents.ts) and Firestore's (src/data/parse-events.ts). No schema code
 * here: the bundled build's chunks ship none.
 */
export function clubEventOf({ pdf, ...fields }: StoredEvent): ClubEvent {
  const event: ClubEvent = { ...fields, key: pdf };
  // A coach whose seats are all taken makes the trip full wherever its status is read (cards,
  // calendars, feeds, structured data), unless the club has said more than that.
  if (event.status === undefined && isFull(event.seats)) event.status = 'full';
  return event;
}

/**
 * Every seat of a coach with a set number of seats taken, or callers waiting: a seat freed
 * then is the first waiting caller's, not a new caller's.
 */
export const isFull = (seats: StoredEvent['seats']): boolean =>
  seats !== undefined && seats.capacity !== null && (seats.taken >= seats.capacity || seats.waiting > 0);
