/**
 * The content check's rules for route tracks: each GPX file in a season's folder belongs to a
 * route that names it, each route's track exists beside its trip and is a GPX track, and the
 * track's length matches the route's distance (within 10%; a climb more than 25% off is only
 * noted, as a recorded track's climb depends on the device).
 */
import type { Trip } from '../schema/trip.ts';
import { formatNumber } from '../src/lib/numbers.ts';
import type { TrackFacts } from '../src/lib/track.ts';
import type { SourceFile } from './content-paths.ts';
import { readTrack, type TrackResult } from './gpx-track.ts';
import { type Findings, formatFound } from './report-lines.ts';

export const TRACK_FILE_NAME = /\.gpx$/i;
export const LENGTH_TOLERANCE = 0.1;
export const CLIMB_TOLERANCE = 0.25;

/** One reading per GPX text: the check and every environment of a build read the same file. */
const readings = new Map<string, TrackResult>();
export function trackOf(file: string, text: string): TrackResult {
  const key = `${file}\n${text}`;
  let result = readings.get(key);
  if (!result) {
    if (readings.size > 200) readings.clear();
    result = readTrack(file, text);
    readings.set(key, result);
  }
  return result;
}

/** How far `measured` is from `stated`, as a share of it. */
const off = (measured: number, stated: number): number =>
  stated === 0 ? (measured > 0 ? Infinity : 0) : Math.abs(measured - stated) / stated;

/**
 * Checks the tracks of `trips` (`<season>/<key>` → file and trip) against the GPX files of the
 * seasons' folders (`tracks`, by path), and each GPX file that no route names (unless a trip of
 * its folder could not be read: that one's own problem comes first).
 */
export function checkTracks(
  trips: ReadonlyMap<string, { file: string; trip: Trip }>,
  tracks: readonly SourceFile[],
  /** Folders with a trip file that does not parse, which may name any of the folder's tracks. */
  unparsedFolders: ReadonlySet<string>,
  findings: Findings,
): Map<string, TrackFacts> {
  const byPath = new Map(tracks.map((source) => [source.file, source]));
  const named = new Set<string>();
  const read = new Map<string, TrackFacts>();
  for (const { file, trip } of trips.values()) {
    const folder = file.slice(0, file.lastIndexOf('/') + 1);
    trip.days.forEach((day, dayIndex) =>
      day.routes.forEach((route, routeIndex) => {
        if (!route.track) return;
        const path = ['days', dayIndex, 'routes', routeIndex, 'track'];
        const source = byPath.get(`${folder}${route.track}`);
        named.add(`${folder}${route.track}`);
        if (!source) {
          findings.problem(
            file,
            path,
            'nincs ilyen GPX fájl a túrafájl mellett',
            `${folder}${route.track}`,
            formatFound(route.track),
          );
          return;
        }
        const result = trackOf(route.track, source.text);
        if (!result.ok) return;
        read.set(source.file, result.facts);
        const { lengthKm, climbM } = result.facts;
        if (off(lengthKm, route.distanceKm) > LENGTH_TOLERANCE)
          findings.problem(
            file,
            path,
            `a nyomvonal hossza több mint ${LENGTH_TOLERANCE * 100}%-kal eltér az útvonal távjától (distanceKm): javítsa a távot vagy a nyomvonalat`,
            `${formatNumber(route.distanceKm)} km ± ${LENGTH_TOLERANCE * 100}%`,
            `${formatNumber(lengthKm)} km (${route.track})`,
          );
        if (off(climbM, route.elevationGainM) > CLIMB_TOLERANCE)
          findings.note(
            file,
            path,
            `a nyomvonal szintemelkedése ${climbM} m, a megadott ${route.elevationGainM} m: több mint ${CLIMB_TOLERANCE * 100}% az eltérés, nézze meg, melyik a jó`,
          );
      }),
    );
  }
  for (const source of tracks) {
    const result = trackOf(source.file.split('/').at(-1)!, source.text);
    if (!result.ok) findings.problem(source.file, '', result.problem, result.expected);
    else if (
      !named.has(source.file) &&
      !unparsedFolders.has(source.file.slice(0, source.file.lastIndexOf('/') + 1))
    )
      findings.problem(
        source.file,
        '',
        'egyik útvonal sem hivatkozik erre a nyomvonalra: írja a fájl nevét az útvonal "track" mezőjébe, vagy törölje a fájlt',
        `"track": "${source.file.split('/').at(-1)}" egy útvonalnál`,
        'semmi',
      );
  }
  return read;
}
