/**
 * `virtual:trip-index`: for each trip key, the difficulty levels of its route
 * variants and whether it lasts more than a day. The yearly program filters
 * and summarises by these, and this way gets a few hundred bytes worked out
 * at build time instead of every trip document.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TripSchema, type Trip } from '../schema/trip.ts';
import { DIFFICULTY_LEVELS, difficultySlug, routeDifficulty } from '../src/lib/difficulty.ts';
import type { TripIndex } from '../src/lib/program-filters.ts';
import { lastsSeveralDays } from '../src/lib/trip-days.ts';

export const TRIP_INDEX_ID = 'virtual:trip-index';

export function tripIndexEntry(trip: Trip): TripIndex[string] {
  const levels = new Set(trip.days.flatMap((day) => day.routes.map((route) => routeDifficulty(route).level)));
  return {
    difficulties: DIFFICULTY_LEVELS.filter((level) => levels.has(level)).map(
      (level) => difficultySlug[level],
    ),
    multiDay: lastsSeveralDays(trip),
  };
}

/** The index of the trip files under `root/trips`, aliases (src/content/pages.json) included; also the files read. */
export function buildTripIndex(root: string): { index: TripIndex; files: string[] } {
  const dir = join(root, 'trips');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /(^|\/)program\d+\.json$/.test(name))
    .map((name) => join(dir, name));
  const index: TripIndex = {};
  for (const file of files) {
    // A bad file stops the build through the trip transform with its own message; here it is only skipped.
    const result = TripSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (result.success) index[result.data.key] = tripIndexEntry(result.data);
  }
  const pagesFile = join(root, 'src/content/pages.json');
  // Checked by trips:check; read as it is here so the config does not load more schema code.
  const pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as { aliases?: Record<string, string> };
  for (const [alias, target] of Object.entries(pages.aliases ?? {})) {
    const entry = index[target];
    if (entry) index[alias] = entry;
  }
  return { index, files: [...files, pagesFile] };
}
