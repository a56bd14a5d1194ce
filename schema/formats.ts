/**
 * The text formats more than one schema checks, with the Hungarian message a
 * volunteer sees. No zod here: the event schema (zod/mini, what the browser
 * loads) and the others (zod) build their checks from the same patterns.
 */

/** A picture file under public/pictures, named in lower-case kebab-case. */
export const PICTURE_FILE = {
  pattern: /^[a-z0-9-]+\.(svg|webp|png|jpg)$/,
  message: 'képfájl neve kisbetűkkel, pl. magas-tatra.svg',
};

/** The route key of a trip page: `program` followed by a number. */
export const TRIP_KEY = {
  pattern: /^program[1-9]\d*$/,
  message: 'programkulcs, pl. program7',
};
