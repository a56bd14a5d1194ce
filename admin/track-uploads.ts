/**
 * A route's GPX track uploaded in the editor (admin/track-widget.tsx): the file is named after
 * its route, not after the volunteer's file (`program3-hosszu.gpx`, `program12-2-nap-rovid.gpx`
 * on a trip of several days), staged with the entry and saved beside the trip document with it
 * (Decap's draft media, the field's own empty media folder). Until then its text is kept here, so
 * the content check in the preview and at the save reads it as if it were on disk.
 */
import type { RouteLevel } from '../schema/trip.ts';

/** The level of a route in a file name: short, medium or long in Hungarian, without accents. */
const LEVEL_WORDS: Record<RouteLevel, string> = { short: 'rovid', medium: 'kozepes', long: 'hosszu' };

/** The track file of the route at `level` on day `dayIndex` (from 0) of the trip `key` of `dayCount` days. */
export function trackFileName(key: string, dayIndex: number, dayCount: number, level: RouteLevel): string {
  const day = dayCount > 1 ? `-${dayIndex + 1}-nap` : '';
  return `${key}${day}-${LEVEL_WORDS[level]}.gpx`;
}

/** A route of a trip as the editor's form holds it. */
interface FormRoute {
  level?: unknown;
  track?: unknown;
  distanceKm?: unknown;
}

/** Where a route is in the trip's form: its day, the trip's days, and its level if it has one. */
export interface RoutePlace {
  dayIndex: number;
  dayCount: number;
  level: RouteLevel | null;
  /** The route's distance as the form holds it, when it is a number. */
  distanceKm: number | null;
}

/** The route whose track field holds `track` (a value only one route holds), or null. */
export function routeHolding(data: { days?: unknown }, track: string): RoutePlace | null {
  const days = Array.isArray(data.days) ? (data.days as Array<{ routes?: unknown }>) : [];
  for (const [dayIndex, day] of days.entries()) {
    const routes = Array.isArray(day?.routes) ? (day.routes as FormRoute[]) : [];
    const route = routes.find((candidate) => candidate?.track === track);
    if (route) {
      const level = route.level;
      return {
        dayIndex,
        dayCount: days.length,
        level: level === 'short' || level === 'medium' || level === 'long' ? level : null,
        distanceKm: typeof route.distanceKm === 'number' ? route.distanceKm : null,
      };
    }
  }
  return null;
}

/** Every track file name the trip's routes hold but `except`'s. */
export function tracksNamed(data: { days?: unknown }, except: string): Set<string> {
  const days = Array.isArray(data.days) ? (data.days as Array<{ routes?: unknown }>) : [];
  return new Set(
    days
      .flatMap((day) => (Array.isArray(day?.routes) ? (day.routes as FormRoute[]) : []))
      .map((route) => route?.track)
      .filter((track): track is string => typeof track === 'string' && track !== except),
  );
}

/** `name`, or with `-2`, `-3` … before `.gpx` when another route of the trip already holds it. */
export function freeName(name: string, taken: ReadonlySet<string>): string {
  let candidate = name;
  for (let number = 2; taken.has(candidate); number++) candidate = name.replace(/\.gpx$/, `-${number}.gpx`);
  return candidate;
}

/** The texts of the tracks uploaded and not yet saved, by file name. */
const staged = new Map<string, string>();

export function stageTrack(name: string, text: string): void {
  staged.set(name, text);
}

/** The staged tracks among `names` (the entry's own draft files), as name and text. */
export function stagedTracks(names: Iterable<string>): Array<{ name: string; text: string }> {
  return [...names].flatMap((name) => {
    const text = staged.get(name);
    return text === undefined ? [] : [{ name, text }];
  });
}

/** A file Decap keeps with an entry: one uploaded with it, or one of its pull request's. */
export interface EntryMediaFile {
  name?: string;
  draft?: boolean;
  file?: Blob;
}

/** The files Decap keeps with `entry` (an Immutable.js map), as plain objects. */
export function entryMediaFiles(entry: { get(key: string): unknown }): EntryMediaFile[] {
  const files = (entry.get('mediaFiles') as { toJS(): unknown } | undefined)?.toJS();
  return Array.isArray(files) ? (files as EntryMediaFile[]) : [];
}

/**
 * Stages the tracks an entry holds as files of its own and not yet in the repository: those of
 * a pull request opened again, which Decap loads with the entry. Their texts are read once.
 */
export async function stageEntryTracks(files: readonly EntryMediaFile[]): Promise<void> {
  await Promise.all(
    files.map(async ({ name, draft, file }) => {
      if (draft && name?.endsWith('.gpx') && file instanceof Blob && !staged.has(name))
        staged.set(name, await file.text());
    }),
  );
}

/**
 * Files being replaced by an upload of the same name. Decap deletes a file of that name from the
 * repository at once when one is uploaded again, before anything is saved; the new file takes its
 * place when the entry is saved, so the old one is left where it is until then.
 */
const replacing = new Set<string>();

export function replaceOnSave(name: string): void {
  replacing.add(name);
}

interface DeletingBackend {
  deleteFiles(paths: string[], message: string): Promise<unknown>;
}

/** `backend` that leaves alone a file an upload is to replace at the save, and deletes the rest as asked. */
export function keepingReplacedFiles<Backend extends DeletingBackend>(backend: Backend): Backend {
  const deleteFiles = backend.deleteFiles.bind(backend);
  backend.deleteFiles = (paths, message) => {
    const rest = paths.filter((path) => !replacing.delete(path.split('/').at(-1)!));
    return rest.length > 0 ? deleteFiles(rest, message) : Promise.resolve();
  };
  return backend;
}
