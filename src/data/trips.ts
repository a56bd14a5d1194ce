import { queryOptions } from '@tanstack/react-query';
import type { ClubEvent } from '../../schema/event.ts';
import type { Pages } from '../../schema/pages.ts';
import type { Trip } from '../../schema/trip.ts';
import { seasonOf, type TripAddress } from '../lib/seasons.ts';
import { choosePage, tripFitsEvent, type ChosenPage } from '../lib/page-choice.ts';
import { tripDocumentPath, tripOfPath } from '../lib/trip-paths.ts';
import pagesJson from '../content/pages.json';

/**
 * Trip documents, `trips/<season>/<key>.json`, each in a chunk of its own:
 * this module is itself loaded only by the trip route, so adding a trip or a
 * season does not grow the home page. Each document was parsed with TripSchema
 * at build time (vite-plugins/vite-validated-trips.ts), so what arrives here is a
 * Trip with its defaults applied.
 */
const tripFiles = import.meta.glob<{ default: Trip }>('/trips/*/program*.json');

/** Checked by the test suite and trips:check, like the other content files. */
const pages: Pages = pagesJson;

export type TripPageContent =
  | { kind: 'trip'; key: string; season: number; event: ClubEvent | null; trip: Trip }
  | { kind: 'placeholder'; key: string; event: ClubEvent | null };

/** The key whose page an address shows: an alias (`program2`) shows its target's. */
export function pageKey(key: string): string {
  return pages.aliases[key] ?? key;
}

/** Every trip document as season and key (aliases excluded). */
export function tripDocuments(): Array<{ season: number; key: string }> {
  return Object.keys(tripFiles).flatMap((path) => tripOfPath(path) ?? []);
}

export function hasTripDocument(season: number, key: string): boolean {
  return tripDocumentPath(season, key) in tripFiles;
}

export async function loadTripDocument(season: number, key: string): Promise<Trip> {
  return (await tripFiles[tripDocumentPath(season, key)]!()).default;
}

/**
 * The trip document a page shows, as a query: the trip screen reads what its route's loader
 * read. A page without one (a placeholder, or an address no longer found) reads null, at once:
 * the screen reads this query on every render, whatever it shows. The documents are part of the
 * build and never change while it is up; a chunk that does not arrive is for the chunk recovery
 * to answer, not for another attempt. Like the event reads, it runs when the browser reports
 * itself offline: the service worker has the chunk.
 */
export function tripDocumentQueryOptions(choice: TripPageChoice | null) {
  const document = choice?.kind === 'trip' ? choice : null;
  return queryOptions({
    queryKey: document ? ['trip', document.season, document.key] : ['trip', 'none'],
    queryFn: () => (document ? loadTripDocument(document.season, document.key) : Promise.resolve(null)),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    networkMode: 'always',
  });
}

/** What a trip address shows, before its trip document is read: the rules' choice, or a season's document alone. */
export type TripPageChoice =
  NonNullable<ChosenPage<ClubEvent>> | { kind: 'trip'; key: string; season: number; event: null };

/**
 * What a trip address shows, from the events of its key (src/lib/seasons.ts
 * has the rules): a season's trip document, a placeholder with its event, or
 * null for an address the club never published. Without events (none could be
 * read, nothing saved), a permanent address still shows its season's own
 * document, as the build checked it against that season's program.
 */
export function tripPageChoice(
  address: TripAddress,
  events: readonly ClubEvent[] | null,
  today: string,
): TripPageChoice | null {
  if (events) return choosePage(address, { events, pages, hasTrip: hasTripDocument, today });
  const key = pageKey(address.key);
  if (address.season === undefined || !hasTripDocument(address.season, key)) return null;
  return { kind: 'trip', key, season: address.season, event: null };
}

/** The page of a choice, with its trip document (read for a 'trip' choice): one that does not start on its event's day shows the placeholder. */
export function tripPageContent(choice: TripPageChoice, trip: Trip | null): TripPageContent {
  if (choice.kind === 'placeholder' || !trip || (choice.event && !tripFitsEvent(trip, choice.event)))
    return { kind: 'placeholder', key: choice.key, event: choice.event };
  return { ...choice, trip };
}

/** The trip document of one event (its season's, starting on its day), or null: the calendar buttons' trip times. */
export async function tripForEvent(event: ClubEvent): Promise<Trip | null> {
  const season = seasonOf(event.date);
  const key = pageKey(event.key);
  if (season === null || !hasTripDocument(season, key)) return null;
  const trip = await loadTripDocument(season, key);
  return tripFitsEvent(trip, event) ? trip : null;
}
