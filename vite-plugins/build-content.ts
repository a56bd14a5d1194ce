/**
 * The content files as the build's plugins read them, from the project at `root`: the trip
 * documents (parsed with TripSchema, defaults applied), the page table, the club's settings
 * and the bundled seasons' events. Whichever plugin, environment or build asks first reads a
 * file, the build's content check included (content-check/content-files.ts); every later
 * question gets what was read, until the file changes on disk (the development server's
 * edits): then that file alone is read again.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ClubSettings } from '../schema/club.ts';
import type { ClubEvent, StoredEvent } from '../schema/event.ts';
import type { PageTable } from '../src/lib/page-choice.ts';
import { TripSchema, type Trip } from '../schema/trip.ts';
import { clubEventOf } from '../src/data/club-event.ts';
import { tripOfPath } from '../src/lib/trip-paths.ts';
import { contentText } from '../content-check/content-files.ts';

/** A season's trip document: `trips/2025/program3.json` as season 2025, key `program3`. */
export interface TripFile {
  season: number;
  key: string;
  /** As Vite's glob import names it: `/trips/2025/program3.json`. */
  path: string;
  /** The file on disk. */
  file: string;
  /** The document with its defaults, or null when it does not fit the schema (the content check names why). */
  trip: Trip | null;
}

/** What each parser made of each file's text, by the file's path on disk: made again when the text changed. */
const parsed = new Map<string, { text: string; values: Map<(text: string) => unknown, unknown> }>();

/** `file`'s content as `parse` makes it, from the text read once (content-check/content-files.ts). */
function cached<T>(file: string, parse: (text: string) => T): T {
  const text = contentText(file);
  let known = parsed.get(file);
  if (known?.text !== text) {
    known = { text, values: new Map() };
    parsed.set(file, known);
  }
  if (!known.values.has(parse)) known.values.set(parse, parse(text));
  return known.values.get(parse) as T;
}

/** A trip file's document with its defaults, or null when it is not JSON or not a trip. */
function tripOf(text: string): Trip | null {
  try {
    const result = TripSchema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * Every trip document under `root/trips/<season>/programN.json`, drafts included, in the
 * order of their paths. A file that is not JSON or not a trip reads as `trip: null`: the
 * content check stops the build on it first, with its Hungarian report.
 */
export function tripFiles(root: string): TripFile[] {
  const dir = join(root, 'trips');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => `/trips/${name.replaceAll('\\', '/')}`)
    .sort()
    .flatMap((path) => {
      const found = tripOfPath(path);
      if (!found) return [];
      const file = join(root, path);
      return [{ ...found, path, file, trip: cached(file, tripOf) }];
    });
}

/** The trip documents a production build publishes: drafts left out, and those that do not parse. */
export const publishedTripFiles = (root: string) =>
  tripFiles(root).filter((file): file is TripFile & { trip: Trip } => file.trip !== null && !file.trip.draft);

const json = (text: string): unknown => JSON.parse(text);

/** src/content/pages.json, as trips:check has checked it. */
export const pagesFile = (root: string) => join(root, 'src/content/pages.json');
export const readPages = (root: string) => cached(pagesFile(root), json) as PageTable;

/** src/content/club.json, as trips:check has checked it. */
export const clubFile = (root: string) => join(root, 'src/content/club.json');
export const readClub = (root: string) => cached(clubFile(root), json) as ClubSettings;

/** Every bundled season's events (`src/content/events/<year>.json`), as trips:check has checked them and the app reads them. */
export function readBundledEvents(root: string): ClubEvent[] {
  const dir = join(root, 'src/content/events');
  return readdirSync(dir)
    .filter((name) => /^\d{4}\.json$/.test(name))
    .sort()
    .flatMap((name) => cached(join(dir, name), json) as StoredEvent[])
    .map(clubEventOf);
}
