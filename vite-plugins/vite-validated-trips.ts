import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { issueText } from '../schema/issues.ts';
import { TripSchema } from '../schema/trip.ts';
import { tripOfPath } from '../src/lib/trip-paths.ts';
import { contentText } from '../content-check/content-files.ts';
import { trackOf } from '../content-check/track-rules.ts';
import type { Trip } from '../schema/trip.ts';
import type { TrackDrawing } from '../src/lib/track.ts';
import { drawTrack } from '../content-check/track-drawing.ts';
import { tripFiles } from './build-content.ts';
import { buildTripIndex, buildTripPlaces, TRIP_INDEX_ID, TRIP_PLACES_ID } from './trip-index.ts';
import { withArticle } from '../src/lib/hungarian-article.ts';

/** The one line of src/data/trips.ts that lists the trip documents, as Vite's glob import reads it. */
export const TRIP_GLOB = `import.meta.glob<{ default: Trip }>('/trips/*/program*.json')`;

/**
 * Trip documents marked `"draft": true` under `root/trips`, as the glob names
 * them (`/trips/2025/program11.json`). A file that does not parse is not
 * named: the content check stops the build on it first.
 */
export function draftTrips(root: string): string[] {
  return tripFiles(root)
    .filter(({ trip }) => trip?.draft === true)
    .map(({ path }) => path);
}

/**
 * A production build publishes no draft: the glob of src/data/trips.ts is
 * given one exclusion per draft, so the draft has no chunk, no prerendered
 * copy and no route, and its event shows the placeholder as before the file
 * existed. The development server and a `--mode preview` build keep drafts
 * (TripPage marks them).
 */
export function withoutDrafts(code: string, drafts: readonly string[]): string {
  if (drafts.length === 0) return code;
  if (!code.includes(TRIP_GLOB))
    throw new Error(`src/data/trips.ts: ${TRIP_GLOB} not found; drafts could not be left out of the build`);
  const patterns = ['/trips/*/program*.json', ...drafts.map((draft) => `!${draft}`)];
  return code.replace(TRIP_GLOB, `import.meta.glob<{ default: Trip }>(${JSON.stringify(patterns)})`);
}

/**
 * The recorded track a download address names (`/2025/program3-hosszu.gpx`), read from that
 * season's trip folder, as the build offers it beside the trip page; null for anything else: no
 * such file, a sample (never offered: it is no route to follow), a file the content check refuses.
 */
export function recordedTrackAt(root: string, address: string): string | null {
  const match = /^\/(\d{4})\/([\w-]+\.gpx)$/.exec(address);
  if (!match) return null;
  const path = join(root, 'trips', match[1]!, match[2]!);
  if (!existsSync(path)) return null;
  const text = contentText(path);
  const result = trackOf(match[2]!, text);
  return result.ok && !result.facts.sample ? text : null;
}

/**
 * Trip documents are checked against TripSchema when they are built, not in
 * the visitor's browser: the build (and the dev server) stops on a bad file
 * with its path and the field at fault, and what ships is the parsed document
 * with defaults applied. This keeps zod (about 25 kB gzip and its start-up
 * work on a slow phone) off the trip pages; trips:check gives the full report.
 */
export function validatedTrips(): Plugin {
  let leaveDraftsOut = false;
  let root = process.cwd();
  /** The recorded tracks of the trips built, by the path they are served at (`2025/program3-hosszu.gpx`). */
  const downloads = new Map<string, string>();
  return {
    name: 'club:validated-trips',
    // Before Vite's JSON plugin, so this sees the file's text (and its glob plugin, src/data/trips.ts's).
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      leaveDraftsOut = config.command === 'build' && config.mode === 'production';
    },
    // The yearly program's summary of every trip (difficulty levels and length), and the forecast's
    // place and days of each (the home card's).
    resolveId(id) {
      return id === TRIP_INDEX_ID || id === TRIP_PLACES_ID ? `\0${id}` : null;
    },
    load(id) {
      const build = { [`\0${TRIP_INDEX_ID}`]: buildTripIndex, [`\0${TRIP_PLACES_ID}`]: buildTripPlaces }[id];
      if (!build) return null;
      const { index, files } = build(root, { withDrafts: !leaveDraftsOut });
      files.forEach((file) => this.addWatchFile(file));
      return `export default ${JSON.stringify(index)};`;
    },
    transform(code, id) {
      if (leaveDraftsOut && id.split('?')[0]?.endsWith('/src/data/trips.ts'))
        return { code: withoutDrafts(code, draftTrips(root)), map: null };
      const file = `/${relative(root, id.split('?')[0] ?? '').replaceAll('\\', '/')}`;
      if (!tripOfPath(file)) return null;
      const result = TripSchema.safeParse(JSON.parse(code));
      if (!result.success) {
        const problems = result.error.issues.map((issue) => `  ${issueText(issue)}`).join('\n');
        this.error(`${file.slice(1)} nem felel meg a sémának (npm run trips:check):\n${problems}`);
      }
      const trip = withTracks(this, result.data, dirname(id.split('?')[0]!), file.slice(1));
      return { code: JSON.stringify(trip), map: null };
    },
    // The development server offers the same downloads, read from the trip's folder when asked
    // (the trip may not have been loaded yet), with the host's type.
    configureServer(server) {
      const { base } = server.config;
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const path = new URL(request.url ?? '/', 'http://localhost').pathname;
        const text = path.startsWith(base) ? recordedTrackAt(root, path.slice(base.length - 1)) : null;
        if (text === null) return next();
        response.setHeader('Content-Type', 'application/gpx+xml');
        response.end(request.method === 'HEAD' ? undefined : text);
      });
    },
    generateBundle() {
      // A recorded track is offered for download beside its trip page: /2025/program3-hosszu.gpx.
      // A sample is never offered (it is no route to follow), and the other environments ship no files.
      if (this.environment.name !== 'client') return;
      for (const [fileName, source] of downloads) this.emitFile({ type: 'asset', fileName, source });
    },
  };

  /** The trip with each route's track read from its GPX file and drawn (`trackDrawing`) for the trip page. */
  function withTracks(
    context: { addWatchFile(file: string): void; error(message: string): never },
    trip: Trip,
    folder: string,
    file: string,
  ): Trip {
    for (const day of trip.days)
      for (const route of day.routes as Array<
        Trip['days'][number]['routes'][number] & { trackDrawing?: TrackDrawing }
      >) {
        if (!route.track) continue;
        const path = join(folder, route.track);
        if (!existsSync(path))
          context.error(
            `${file}: ${withArticle(route.track)} nyomvonal nincs a túrafájl mellett (npm run trips:check)`,
          );
        context.addWatchFile(path);
        const text = contentText(path);
        const result = trackOf(route.track, text);
        if (!result.ok) context.error(`${relative(root, path)}: ${result.problem} (npm run trips:check)`);
        route.trackDrawing = drawTrack(result.facts);
        if (!result.facts.sample) downloads.set(relative(root, path).replace(/^trips\//, ''), text);
      }
    return trip;
  }
}
