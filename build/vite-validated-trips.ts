import type { Plugin } from 'vite';
import { TripSchema } from '../schema/trip.ts';
import { buildTripIndex, TRIP_INDEX_ID } from './trip-index.ts';

/**
 * Trip documents are checked against TripSchema when they are built, not in
 * the visitor's browser: the build (and the dev server) stops on a bad file
 * with its path and the field at fault, and what ships is the parsed document
 * with defaults applied. This keeps zod (about 25 kB gzip and its start-up
 * work on a slow phone) off the trip pages; trips:check gives the full report.
 */
export function validatedTrips(): Plugin {
  return {
    name: 'club:validated-trips',
    // Before Vite's JSON plugin, so this sees the file's text.
    enforce: 'pre',
    // The yearly program's summary of every trip: difficulty levels and length.
    resolveId(id) {
      return id === TRIP_INDEX_ID ? `\0${TRIP_INDEX_ID}` : null;
    },
    load(id) {
      if (id !== `\0${TRIP_INDEX_ID}`) return null;
      const { index, files } = buildTripIndex(this.environment?.config.root ?? process.cwd());
      files.forEach((file) => this.addWatchFile(file));
      return `export default ${JSON.stringify(index)};`;
    },
    transform(code, id) {
      const file = /\/trips\/(\d{4}\/program\d+)\.json$/.exec(id.split('?')[0] ?? '');
      if (!file) return null;
      const result = TripSchema.safeParse(JSON.parse(code));
      if (!result.success) {
        const problems = result.error.issues
          .map((issue) => `  ${issue.path.join('.') || '(egész)'}: ${issue.message}`)
          .join('\n');
        this.error(`trips/${file[1]}.json nem felel meg a sémának (npm run trips:check):\n${problems}`);
      }
      return { code: JSON.stringify(result.data), map: null };
    },
  };
}
