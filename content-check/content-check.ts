/**
 * Checks every content file a volunteer may edit (trip documents, the bundled
 * event list, club settings, page table) and returns one Hungarian line per
 * problem: the file, the field path, what was wrong, what was expected and
 * what was found. Pure: file texts in, lines out; `tools/trips-check.ts`
 * reads the files and prints the lines, the tests call it directly. This
 * module reads each file and runs the rules; zod-messages.ts words zod's
 * issues, content-rules.ts holds the rules across fields and files.
 */
import { ClubSettingsSchema } from '../schema/club.ts';
import { StoredEventListSchema, type StoredEvent } from '../schema/event.ts';
import { PagesSchema } from '../schema/pages.ts';
import { TripSchema, type Trip } from '../schema/trip.ts';
import {
  CONTENT_PATHS,
  type ContentReport,
  type ContentSources,
  SEASON_NAME,
  TRIP_FILE_NAME,
} from './content-paths.ts';
import { checkClubLook } from './club-rules.ts';
import { checkEvents, checkPages, checkTripRules, checkTripSeason } from './content-rules.ts';
import { parseFile } from './parse-file.ts';
import { checkTracks, TRACK_FILE_NAME } from './track-rules.ts';
import { Findings, formatFound, formatPath, valueAt, type Path } from './report-lines.ts';
import { helpKey, knownTripFields, TRIP_FIELD_HELP } from './trip-json-schema.ts';
import { leftToFill, TEMPLATE_MARK, TRIP_SCHEMA_REF } from './trip-template.ts';

export * from './content-paths.ts';

const tripHelp = (path: Path) => TRIP_FIELD_HELP[helpKey(path)];

/** What a field the template filled in still says, and that it is to be rewritten. */
function templateLeft(raw: unknown, path: Path): string {
  const value = valueAt(raw, path);
  return typeof value === 'string' && value.includes(TEMPLATE_MARK)
    ? `még a minta szövege áll itt (${TEMPLATE_MARK}); írja át`
    : `még a trips:new mintaértéke áll itt (${formatFound(value)}); írja be a valódit`;
}

/** Checks all content; an empty `problems` list means the site can be built and published. */
export function checkContent(sources: ContentSources): ContentReport {
  const findings = new Findings();
  const pictures = new Set(sources.pictures);

  const club = parseFile(sources.club, ClubSettingsSchema, findings);
  if (club) checkClubLook(sources, club.data, findings);
  const pages = parseFile(sources.pages, PagesSchema, findings)?.data;
  const eventFiles = [...sources.events].sort((a, b) => a.file.localeCompare(b.file));
  /** Each season's bundled events, by year. */
  const seasonEvents = new Map<number, { file: string; events: StoredEvent[] }>();
  /** Seasons whose event list exists but has problems. */
  const unreadableSeasons = new Set<number>();
  for (const source of eventFiles) {
    const season = SEASON_NAME.exec(source.file.split('/').at(-1) ?? '');
    if (!season?.[2]) {
      findings.problem(
        source.file,
        '',
        'az eseménylisták fájlneve az évad éve',
        `pl. ${CONTENT_PATHS.events}/2026.json`,
        formatFound(source.file.split('/').at(-1)),
      );
      continue;
    }
    const events = parseFile(source, StoredEventListSchema, findings)?.data;
    if (events) seasonEvents.set(Number(season[1]), { file: source.file, events });
    else unreadableSeasons.add(Number(season[1]));
  }

  // A season's folder holds its trips' GPX tracks too, beside the trip documents.
  const trackFiles = sources.trips.filter((source) => TRACK_FILE_NAME.test(source.file));
  const tripFiles = sources.trips
    .filter((source) => !TRACK_FILE_NAME.test(source.file))
    .sort((a, b) => a.file.localeCompare(b.file, 'en', { numeric: true }));
  /** Keys with a trip file the build will pick up, valid or not, in any season. */
  const tripKeys = new Set<string>();
  const drafts: ContentReport['drafts'] = [];
  /** Season folders with a trip file that does not parse: the tracks it names are not known. */
  const unparsedFolders = new Set<string>();
  /** `<season>/<key>` → the parsed trip. */
  const trips = new Map<string, { file: string; trip: Trip }>();
  for (const source of tripFiles) {
    const parts = source.file.split('/');
    const name = parts.at(-1) ?? source.file;
    const folder = parts.length === 3 ? SEASON_NAME.exec(parts[1]!) : null;
    if (!folder || folder[2]) {
      findings.problem(
        source.file,
        '',
        'ez a fájl nem lesz túraoldal: a túrák fájljai az évad mappájába kerülnek (trips/<év>/programN.json)',
        'pl. trips/2026/program11.json',
        formatFound(source.file),
      );
      continue;
    }
    const season = Number(folder[1]);
    const fileKey = TRIP_FILE_NAME.exec(name)?.[1];
    if (fileKey === undefined) {
      findings.problem(
        source.file,
        '',
        'ez a fájl nem lesz túraoldal: a trips mappában csak programN.json nevű fájlok lehetnek (kisbetűvel, szóköz nélkül)',
        'pl. program11.json',
        formatFound(name),
      );
      continue;
    }
    tripKeys.add(fileKey);
    const parsed = parseFile(source, TripSchema, findings, {
      help: tripHelp,
      knownFields: knownTripFields,
    });
    if (!parsed) {
      unparsedFolders.add(source.file.slice(0, source.file.lastIndexOf('/') + 1));
      continue;
    }
    trips.set(`${season}/${fileKey}`, { file: source.file, trip: parsed.data });
    checkTripRules(
      source.file,
      fileKey,
      parsed.data,
      { pictures, pointIds: club ? club.data.departurePoints.map((point) => point.id) : null },
      findings,
    );
    const program = unreadableSeasons.has(season) ? 'unreadable' : seasonEvents.get(season);
    checkTripSeason(source.file, season, fileKey, parsed.data, program, pages, findings);
    const raw = parsed.raw as Record<string, unknown>;
    if (raw.$schema !== TRIP_SCHEMA_REF) {
      findings.note(
        source.file,
        ['$schema'],
        `írja a fájl elejére: "$schema": "${TRIP_SCHEMA_REF}", így a szerkesztő kiegészíti és aláhúzza a mezőket`,
      );
    }
    const unfinished = leftToFill(raw, parsed.data);
    if (parsed.data.draft) {
      drafts.push({ file: source.file, leftToFill: unfinished.map(formatPath) });
      for (const path of unfinished) findings.note(source.file, path, templateLeft(raw, path));
    } else {
      for (const path of unfinished) {
        findings.problem(
          source.file,
          path,
          `${templateLeft(raw, path)}, mielőtt az oldal kikerül a honlapra (ha még nem kész, írja vissza a "draft": true sort)`,
        );
      }
    }
  }

  checkTracks(trips, trackFiles, unparsedFolders, findings);
  if (pages) checkPages(sources.pages.file, pages, tripKeys, findings);
  for (const [season, { file, events }] of seasonEvents) {
    checkEvents(file, season, events, { pages, trips, pictures }, findings);
  }

  // Trips first: they are what volunteers edit most.
  const fileOrder = [
    ...tripFiles.map((source) => source.file),
    ...trackFiles.map((source) => source.file),
    ...eventFiles.map((source) => source.file),
    sources.pages.file,
    sources.club.file,
  ];
  return {
    problems: findings.sorted('problem', fileOrder),
    issues: findings.issues('problem', fileOrder),
    notes: findings.sorted('note', fileOrder),
    noteIssues: findings.issues('note', fileOrder),
    drafts,
    tripCount: tripFiles.length,
    eventCount: [...seasonEvents.values()].reduce((sum, season) => sum + season.events.length, 0),
    eventPages: { pages, trips, pictures },
  };
}
