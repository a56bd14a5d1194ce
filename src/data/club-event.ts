import type { ClubEvent, StoredEvent } from '../../schema/event.ts';

/**
 * The event the site works with, from the record the club keeps: the trip's key, stored as
 * `pdf` (the name organisers and the Firebase console know), becomes `key`. Each reader does
 * this once: the bundled lists' (src/data/bundled-events.ts and, for the build,
 * vite-plugins/feed-contents.ts) and Firestore's (src/data/parse-events.ts). No schema code
 * here: the bundled build's chunks ship none.
 */
export function clubEventOf({ pdf, ...fields }: StoredEvent): ClubEvent {
  return { ...fields, key: pdf };
}
