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

/**
 * The painted trail markings of the national system, written as the club writes them in a
 * program line: the colour's letter (K kék, P piros, S sárga, Z zöld) and the shape's sign,
 * none for the stripe (`K`), `+` kereszt, `▲` háromszög, `■` négyzet, `●` kör, `Ω` barlang,
 * `L` rom, `↺` körséta; `T` is the nature trail's sign (tanösvény), which has no colour.
 */
export const MARKING_COLOURS = ['K', 'P', 'S', 'Z'] as const;
export type MarkingColour = (typeof MARKING_COLOURS)[number];
export const MARKING_SHAPES = ['', '+', '▲', '■', '●', 'Ω', 'L', '↺'] as const;
export type MarkingShape = (typeof MARKING_SHAPES)[number];
export const NATURE_TRAIL_MARKING = 'T';
export const TRAIL_MARKINGS = [
  ...MARKING_COLOURS.flatMap((colour) => MARKING_SHAPES.map((shape) => `${colour}${shape}` as const)),
  NATURE_TRAIL_MARKING,
] as const;
export type TrailMarking = (typeof TRAIL_MARKINGS)[number];
