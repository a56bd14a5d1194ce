/**
 * Where the club's records live in Firestore: the names firestore.rules match and every
 * reader and writer uses.
 */

/** The document of an event of a season: the season and the id (`2026-7`), as firestore.rules demand of new ones. */
export const seasonDocumentId = (season: number, id: number): string => `${season}-${id}`;
