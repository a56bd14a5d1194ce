/*
 * The fixed choices a content file may make, as plain lists: the schemas
 * accept exactly these, and the browser code names and ranks them
 * (src/lib/difficulty.ts, src/lib/trip-status.ts) without loading zod.
 */

/** A route variant's difficulty, worked out from its distance and climb. */
export const DIFFICULTY_LEVELS = ['easy', 'moderate', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTY_LEVELS)[number];

/**
 * What the club says about a trip beyond its date (absent = on as planned);
 * `tentative`: it depends on the weather, decided by the event's `decisionBy`.
 */
export const TRIP_STATUSES = ['full', 'cancelled', 'postponed', 'tentative'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];
