import type { Trip } from '../../schema/trip';
import type { Pages } from '../../schema/pages';
import pagesJson from '../content/pages.json';

/**
 * Trip documents, each in a chunk of its own: this module is itself loaded
 * only by the trip route, so adding a trip does not grow the home page. Each
 * document was parsed with TripSchema at build time (scripts/vite-validated-trips.ts),
 * so what arrives here is a Trip with its defaults applied.
 */
const tripFiles = import.meta.glob<{ default: Trip }>('/trips/program*.json');

/** Checked by the test suite and trips:check, like the other content files. */
const pages: Pages = pagesJson;

export type TripPageContent =
  { kind: 'trip'; key: string; trip: Trip } | { kind: 'placeholder'; key: string };

function tripLoader(key: string) {
  return tripFiles[`/trips/${key}.json`];
}

/** The trip keys that have a written program (aliases excluded). */
export function tripKeys(): string[] {
  return Object.keys(tripFiles).map((path) => path.replace(/^\/trips\/|\.json$/g, ''));
}

/**
 * What `#/<key>` shows: a trip document (an alias shows its target's), a
 * placeholder, or null for an address the club never published.
 */
export async function loadTripPage(key: string): Promise<TripPageContent | null> {
  const target = pages.aliases[key] ?? key;
  const load = tripLoader(target);
  if (load) {
    const module = await load();
    return { kind: 'trip', key, trip: module.default };
  }
  if (pages.placeholders.includes(key)) return { kind: 'placeholder', key };
  return null;
}
