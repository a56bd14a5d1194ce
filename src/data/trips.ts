import type { ClubEvent } from '../../schema/event';
import type { Pages } from '../../schema/pages';
import type { Trip } from '../../schema/trip';
import { choosePage, seasonOf, tripFitsEvent, type TripAddress } from '../lib/seasons';
import pagesJson from '../content/pages.json';

/**
 * Trip documents, `trips/<season>/<key>.json`, each in a chunk of its own:
 * this module is itself loaded only by the trip route, so adding a trip or a
 * season does not grow the home page. Each document was parsed with TripSchema
 * at build time (build/vite-validated-trips.ts), so what arrives here is a
 * Trip with its defaults applied.
 */
const tripFiles = import.meta.glob<{ default: Trip }>('/trips/*/program*.json');

/** Checked by the test suite and trips:check, like the other content files. */
const pages: Pages = pagesJson;

const tripPath = (season: number, key: string) => `/trips/${season}/${key}.json`;

export type TripPageContent =
  | { kind: 'trip'; key: string; season: number; event: ClubEvent | null; trip: Trip }
  | { kind: 'placeholder'; key: string; event: ClubEvent | null };

/** The key whose page an address shows: an alias (`program2`) shows its target's. */
export function pageKey(key: string): string {
  return pages.aliases[key] ?? key;
}

/** Every trip document as season and key (aliases excluded). */
export function tripDocuments(): Array<{ season: number; key: string }> {
  return Object.keys(tripFiles).flatMap((path) => {
    const match = /^\/trips\/(\d{4})\/(program\d+)\.json$/.exec(path);
    return match ? [{ season: Number(match[1]), key: match[2]! }] : [];
  });
}

export function hasTripDocument(season: number, key: string): boolean {
  return tripPath(season, key) in tripFiles;
}

export async function loadTripDocument(season: number, key: string): Promise<Trip> {
  return (await tripFiles[tripPath(season, key)]!()).default;
}

/**
 * What a trip address shows, from the events of its key: a season's trip
 * document, a placeholder with its event, or null for an address the club
 * never published (src/lib/seasons.ts has the rules).
 */
export async function loadTripPage(
  address: TripAddress,
  events: readonly ClubEvent[],
  today: string,
): Promise<TripPageContent | null> {
  const choice = choosePage(address, { events, pages, hasTrip: hasTripDocument, today });
  if (!choice) return null;
  if (choice.kind === 'placeholder') return choice;
  const trip = await loadTripDocument(choice.season, choice.key);
  if (!tripFitsEvent(trip, choice.event))
    return { kind: 'placeholder', key: choice.key, event: choice.event };
  return { kind: 'trip', key: choice.key, season: choice.season, event: choice.event, trip };
}

/**
 * The trip document of a permanent address when the events cannot be read
 * (no network and nothing saved): the season's own document, as the build
 * checked it against that season's program.
 */
export async function loadTripWithoutEvents(address: TripAddress): Promise<TripPageContent | null> {
  if (address.season === undefined) return null;
  const key = pages.aliases[address.key] ?? address.key;
  if (!hasTripDocument(address.season, key)) return null;
  return {
    kind: 'trip',
    key,
    season: address.season,
    event: null,
    trip: await loadTripDocument(address.season, key),
  };
}

/** The trip document of one event (its season's, starting on its day), or null: the calendar buttons' trip times. */
export async function tripForEvent(event: ClubEvent): Promise<Trip | null> {
  const season = seasonOf(event.date);
  const key = pageKey(event.pdf);
  if (season === null || !hasTripDocument(season, key)) return null;
  const trip = await loadTripDocument(season, key);
  return tripFitsEvent(trip, event) ? trip : null;
}
