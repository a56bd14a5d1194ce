/**
 * `virtual:trip-index`: for each season's trip file (`trips/2025/program3.json`
 * as `2025/program3`), the difficulty levels of its route variants, whether it
 * lasts more than a day, and its first day. The yearly program filters and
 * summarises by these, and this way gets a few hundred bytes worked out at
 * build time instead of every trip document. Keys are reused year after year,
 * so the season is part of the index key: a 2026 event of `program3` never
 * gets the facts of 2025's trip.
 */
import type { Trip } from '../schema/trip.ts';
import { DIFFICULTY_LEVELS, difficultySlug, routeDifficulty } from '../src/lib/difficulty.ts';
import { seasonKey } from '../src/lib/season-key.ts';
import type { TripIndex } from '../src/lib/program-filters.ts';
import { lastsSeveralDays } from '../src/lib/trip-days.ts';
import { tripPlaceFacts, type TripPlaces } from '../src/lib/trip-places.ts';
import type { TripMornings } from '../src/lib/trip-mornings.ts';
import { clubFile, pagesFile, readClub, readPages, tripFiles } from './build-content.ts';

export const TRIP_INDEX_ID = 'virtual:trip-index';

export function tripIndexEntry(trip: Trip): TripIndex[string] {
  const levels = new Set(trip.days.flatMap((day) => day.routes.map((route) => routeDifficulty(route).level)));
  return {
    difficulties: DIFFICULTY_LEVELS.filter((level) => levels.has(level)).map(
      (level) => difficultySlug[level],
    ),
    multiDay: lastsSeveralDays(trip),
    startDate: trip.startDate,
  };
}

/**
 * An index of the trip files `root/trips/<season>/programN.json`: `entry` of
 * each, under `<season>/<key>`, and under `<season>/<alias>` for each alias of
 * src/content/pages.json in every season that has its target; also the files
 * read. Drafts are left out when `withDrafts` is false, as a production build
 * leaves them out. A file `entry` answers null for is left out too.
 */
function indexTrips<Entry>(
  root: string,
  entry: (trip: Trip) => Entry | null,
  { withDrafts = true }: { withDrafts?: boolean } = {},
): { index: Record<string, Entry>; files: string[] } {
  // The season is the folder's, as for the trip page (src/data/trips.ts); trips:check holds
  // each file's startDate to it.
  const trips = tripFiles(root);
  const index: Record<string, Entry> = {};
  for (const { season, key, trip } of trips) {
    // A bad file stops the build through the trip transform with its own message; here it is only skipped.
    // A draft a build leaves out is no page of its season: its event is a placeholder.
    if (!trip || (!withDrafts && trip.draft)) continue;
    const facts = entry(trip);
    if (facts !== null) index[seasonKey(season, key)] = facts;
  }
  const seasons = new Set(trips.map((trip) => trip.season));
  for (const [alias, target] of Object.entries(readPages(root).aliases)) {
    for (const season of seasons) {
      const facts = index[seasonKey(season, target)];
      if (facts) index[seasonKey(season, alias)] = facts;
    }
  }
  return { index, files: [...trips.map((trip) => trip.file), pagesFile(root)] };
}

/** The yearly program's index: each trip's difficulty levels, length and first day. */
export function buildTripIndex(
  root: string,
  options: { withDrafts?: boolean } = {},
): { index: TripIndex; files: string[] } {
  return indexTrips(root, tripIndexEntry, options);
}

/**
 * `virtual:trip-places`: where each trip's forecast is asked for, its first
 * and last day, for the home card of a trip within the week. The card has only
 * the event; without this it would load the trip document for four numbers.
 * Imported by the forecast's own chunk alone, so no first view carries it.
 */
export const TRIP_PLACES_ID = 'virtual:trip-places';

export function buildTripPlaces(
  root: string,
  options: { withDrafts?: boolean } = {},
): { index: TripPlaces; files: string[] } {
  const club = readClub(root);
  const { index, files } = indexTrips(root, (trip) => tripPlaceFacts(trip, club), options);
  return { index, files: [...files, clubFile(root)] };
}

/**
 * `virtual:trip-mornings`: what the organisers' page needs of each trip's page for the coach
 * list on the trip morning, its first day (whether the page belongs to the event), where and
 * when the coach calls, and the fee tiers; a few dozen bytes a trip, where the documents
 * themselves would add two kilobytes each to the page's offline copy every season.
 */
export const TRIP_MORNINGS_ID = 'virtual:trip-mornings';

export function buildTripMornings(
  root: string,
  options: { withDrafts?: boolean } = {},
): { index: TripMornings; files: string[] } {
  return indexTrips(
    root,
    (trip) => ({ startDate: trip.startDate, departures: trip.departures, tiers: trip.fee.tiers }),
    options,
  );
}
