import type { ClubEvent, StoredEvent } from '../../schema/event.ts';
import { eventForAddress, neighbourSeasons, recentFirstSeason, recentOf } from '../lib/seasons.ts';
import { clubEventOf } from './club-event.ts';
import type { SeasonProgram } from './season-program.ts';

/**
 * The bundled program, one file per season (`src/content/events/<year>.json`),
 * each in a chunk of its own: adding a season is adding a file, and the home
 * page loads only the seasons it shows, so its first view does not grow with
 * the archive. The files are checked by trips:check and the test suite, not
 * at run time, so no schema code ships; each record becomes the site's event
 * (clubEventOf) as its season loads.
 */
const seasonFiles = import.meta.glob<StoredEvent[]>('/src/content/events/*.json', { import: 'default' });

const seasonFile = (season: number) => `/src/content/events/${season}.json`;

/** The bundled seasons, ascending. */
export function bundledSeasons(): number[] {
  return Object.keys(seasonFiles)
    .map((path) => Number(/\/(\d{4})\.json$/.exec(path)?.[1]))
    .filter((season) => Number.isInteger(season))
    .sort((a, b) => a - b);
}

async function loadSeasons(seasons: readonly number[]): Promise<ClubEvent[]> {
  const lists = await Promise.all(seasons.map((season) => seasonFiles[seasonFile(season)]!()));
  return lists.flat().map(clubEventOf);
}

/** Every bundled season's events: the build's prerendering needs them all. */
export function allBundledEvents(): Promise<ClubEvent[]> {
  return loadSeasons(bundledSeasons());
}

/**
 * What the home page and the current program need (recentOf): this year on and the last
 * trips before it, or the latest season. Loads the seasons from this year on and the one
 * before them, the only one the last trips or the latest season can come from.
 */
export async function recentBundledEvents(today: string): Promise<ClubEvent[]> {
  const seasons = bundledSeasons();
  const first = recentFirstSeason(today);
  const before = seasons.findLast((season) => season < first);
  const loaded = seasons.filter((season) => season >= first || season === before);
  return recentOf(await loadSeasons(loaded), today);
}

export async function bundledSeasonProgram(season: number): Promise<SeasonProgram> {
  const seasons = bundledSeasons();
  const events = seasons.includes(season) ? await loadSeasons([season]) : [];
  return { season, events, ...neighbourSeasons(seasons, season) };
}

/**
 * The events of one trip key the address rules need: the season asked for
 * (and the next), or, newest season first, until the seasons left can hold neither the next
 * trip of the key nor a later one than already found.
 */
export async function bundledEventsForKey(key: string, today: string, season?: number): Promise<ClubEvent[]> {
  if (season !== undefined) {
    // With the next season's, if bundled: a past trip's page links to the same trip next year.
    const seasons = bundledSeasons().filter((candidate) => candidate === season || candidate === season + 1);
    return (await loadSeasons(seasons)).filter((event) => event.key === key);
  }
  const found: ClubEvent[] = [];
  for (const candidate of bundledSeasons().reverse()) {
    if (candidate < Number(today.slice(0, 4)) && eventForAddress(found, { key }, today)) break;
    found.push(...(await loadSeasons([candidate])).filter((event) => event.key === key));
  }
  return found;
}
