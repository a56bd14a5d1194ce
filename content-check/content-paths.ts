/** Where the content lives, what the checker reads and what it reports. */
import type { Pages } from '../schema/pages.ts';
import type { Issue } from './report-lines.ts';
import type { Trip } from '../schema/trip.ts';

/** Where the content lives, relative to the project root. */
export const CONTENT_PATHS = {
  trips: 'trips',
  /** One file per season: `src/content/events/2025.json`. */
  events: 'src/content/events',
  club: 'src/content/club.json',
  pages: 'src/content/pages.json',
  pictures: 'public/pictures',
} as const;

/** Files in trips/ that are not trip documents. */
export const TRIPS_DIR_EXTRAS = new Set(['README.md']);

export const TRIP_FILE_NAME = /^(program[1-9]\d*)\.json$/;

/** A season's folder in trips/ and a season's event list: the year. */
export const SEASON_NAME = /^(\d{4})(\.json)?$/;

export interface SourceFile {
  /** Path relative to the project root, with forward slashes: `trips/2025/program5.json`. */
  file: string;
  text: string;
}

export interface ContentSources {
  /** Every file in trips/ and its season folders except README.md. */
  trips: SourceFile[];
  /** Every file in src/content/events/, one per season. */
  events: SourceFile[];
  club: SourceFile;
  /**
   * The club settings as they were before this change (the last commit's), when the caller knows
   * them: a changed calendar id is worth a word.
   */
  previousClub?: SourceFile;
  /** The names of the files beside the club settings (its logo), when the caller lists them. */
  clubFiles?: readonly string[];
  pages: SourceFile;
  /** File names in public/pictures. */
  pictures: readonly string[];
}

/** What an event's page depends on beyond the event itself: the page table, the trip files, the pictures. */
export interface EventPageContext {
  pages: Pages | undefined;
  /** `<season>/<key>` → the parsed trip. */
  trips: ReadonlyMap<string, { file: string; trip: Trip }>;
  pictures: ReadonlySet<string>;
}

export interface ContentReport {
  /** Errors: any of them fails the check. */
  problems: string[];
  /** The same errors, each with its parts: the editor words them for its form. */
  issues: Issue[];
  /** Reminders that do not fail it (template text left in a new trip, a missing `$schema`). */
  notes: string[];
  /** The same reminders, each with its parts: the editor words them for its form, as it does the errors. */
  noteIssues: Issue[];
  /** Trip pages still marked `"draft": true`, each with the fields the template filled that are left to fill. */
  drafts: Array<{ file: string; leftToFill: string[] }>;
  tripCount: number;
  eventCount: number;
  /** The pages events lead to, as read here: events kept outside the repository (Firestore) are checked against them. */
  eventPages: EventPageContext;
}
