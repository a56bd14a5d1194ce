/**
 * Where a season's trip document lives, as Vite's glob import names it from the project's
 * root: `/trips/2025/program3.json`. The app's trip loader (src/data/trips.ts) and the
 * build's readers (vite-plugins/build-content.ts, vite-validated-trips.ts) share it.
 */
export const tripDocumentPath = (season: number, key: string) => `/trips/${season}/${key}.json`;

/** The season and key of a trip document's path; null for any other file. */
export function tripOfPath(path: string): { season: number; key: string } | null {
  const match = /^\/trips\/(\d{4})\/(program[1-9]\d*)\.json$/.exec(path);
  return match ? { season: Number(match[1]), key: match[2]! } : null;
}
