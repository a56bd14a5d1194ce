/**
 * Checks every content file a volunteer may edit (trip documents, the bundled
 * event list, club settings, page table) and returns one Hungarian line per
 * problem: the file, the field path, what was wrong, what was expected and
 * what was found. Pure: file texts in, lines out; `tools/trips-check.ts`
 * reads the files and prints the lines, the tests call it directly.
 */
import type { z } from 'zod';
import { eventDateToIso } from '../../schema/dates';
import { ClubSettingsSchema } from '../../schema/club';
import { EventListSchema, type ClubEvent } from '../../schema/event';
import { readJson } from './json-syntax';
import { PagesSchema, type Pages } from '../../schema/pages';
import { TripSchema, type Trip } from '../../schema/trip';
import { helpKey, knownTripFields, TRIP_FIELD_HELP } from './trip-json-schema';
import { TEMPLATE_MARK, TRIP_SCHEMA_REF } from './trip-template';

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
  pages: SourceFile;
  /** File names in public/pictures. */
  pictures: readonly string[];
}

export interface ContentReport {
  /** Errors: any of them fails the check. */
  problems: string[];
  /** Reminders that do not fail it (template text left in a new trip, a missing `$schema`). */
  notes: string[];
  tripCount: number;
  eventCount: number;
}

type Path = ReadonlyArray<PropertyKey>;

export function formatPath(path: Path): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else text += text === '' ? String(segment) : `.${String(segment)}`;
  }
  return text;
}

/** A value as the volunteer wrote it, short enough for one line. */
export function formatFound(value: unknown): string {
  if (value === undefined) return 'semmi (a mező hiányzik)';
  if (typeof value === 'string') {
    const quoted = JSON.stringify(value);
    return quoted.length > 60 ? `${quoted.slice(0, 56)}…"` : quoted;
  }
  if (Array.isArray(value)) return `lista (${value.length} elem)`;
  if (value !== null && typeof value === 'object') return 'objektum { … }';
  return String(value);
}

function oneOf(values: ReadonlyArray<unknown>): string {
  const texts = values.map((value) => (typeof value === 'string' ? `"${value}"` : String(value)));
  if (texts.length <= 1) return texts.join('');
  return `${texts.slice(0, -1).join(', ')} vagy ${texts.at(-1)}`;
}

function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The known name a typo most likely meant, if any is close. */
export function closestName(name: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
}

/** Collects lines in the house format: `file: path: what (várt: …, kapott: …)`. */
class Findings {
  private readonly lines: { file: string; kind: 'problem' | 'note'; text: string }[] = [];

  private static line(file: string, where: string, message: string, expected?: string, found?: string) {
    const details = [
      expected === undefined ? null : `várt: ${expected}`,
      found === undefined ? null : `kapott: ${found}`,
    ].filter(Boolean);
    const tail = details.length > 0 ? ` (${details.join(', ')})` : '';
    return `${file}: ${where === '' ? '' : `${where}: `}${message}${tail}`;
  }

  problem(file: string, path: Path | string, message: string, expected?: string, found?: string) {
    const where = typeof path === 'string' ? path : formatPath(path);
    this.lines.push({ file, kind: 'problem', text: Findings.line(file, where, message, expected, found) });
  }

  note(file: string, path: Path, message: string) {
    this.lines.push({ file, kind: 'note', text: Findings.line(file, formatPath(path), message) });
  }

  /** Lines grouped by file, in the order given (the order of discovery within a file). */
  sorted(kind: 'problem' | 'note', fileOrder: readonly string[]): string[] {
    const rank = (file: string) => {
      const index = fileOrder.indexOf(file);
      return index === -1 ? fileOrder.length : index;
    };
    return this.lines
      .filter((line) => line.kind === kind)
      .map((line, index) => ({ ...line, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map((line) => line.text);
  }
}

/** Marks zod's own (English) messages, so that the schemas' Hungarian ones can be told apart. */
const DEFAULT_MESSAGE = '\u0000default';

function typeName(expected: string): string {
  switch (expected) {
    case 'string':
      return 'szöveg idézőjelek között';
    case 'number':
      return 'szám idézőjelek nélkül, pl. 12 vagy 12.5';
    case 'int':
      return 'egész szám idézőjelek nélkül, pl. 3000';
    case 'boolean':
      return 'true vagy false (idézőjelek nélkül)';
    case 'array':
      return 'lista: [ … ]';
    case 'object':
      return 'objektum: { … }';
    default:
      return expected;
  }
}

function stripPeriod(text: string): string {
  return text.replace(/\.$/, '');
}

interface Described {
  path: Path;
  message: string;
  expected?: string;
  found?: string;
}

/** One zod issue as lines a volunteer can act on (an unknown-fields issue gives one line per field). */
function describeIssue(
  issue: z.core.$ZodIssue,
  input: unknown,
  help: ((path: Path) => string | undefined) | undefined,
  knownFields: ((path: Path) => string[] | null) | undefined,
): Described[] {
  const custom = issue.message === DEFAULT_MESSAGE ? undefined : issue.message;
  const value = valueAt(input, issue.path);
  const found = formatFound(value);
  switch (issue.code) {
    case 'invalid_type': {
      if (value === undefined) {
        const hint = help?.(issue.path);
        return [
          {
            path: issue.path,
            message: custom ?? 'hiányzik ez a kötelező mező',
            expected: hint ? stripPeriod(hint) : typeName(issue.expected),
            found: 'semmi',
          },
        ];
      }
      if (issue.expected === 'int' && typeof value === 'number') {
        return [
          { path: issue.path, message: custom ?? 'egész számot kell írni', expected: typeName('int'), found },
        ];
      }
      const wrote = typeof value === 'string' ? ' (szöveg)' : '';
      return [
        {
          path: issue.path,
          message: custom ?? 'rossz típus',
          expected: typeName(issue.expected),
          found: found + wrote,
        },
      ];
    }
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      const inclusive = issue.inclusive !== false;
      const exact = 'exact' in issue && issue.exact === true;
      let expected: string;
      let message: string;
      if (issue.origin === 'string') {
        expected =
          small && limit === 1 ? 'nem üres szöveg' : `${small ? 'legalább' : 'legfeljebb'} ${limit} karakter`;
        message = small && limit === 1 ? 'nem lehet üres' : small ? 'túl rövid szöveg' : 'túl hosszú szöveg';
      } else if (issue.origin === 'array' || issue.origin === 'set') {
        expected = `${exact ? 'pontosan' : small ? 'legalább' : 'legfeljebb'} ${limit} elem`;
        message = small ? 'túl kevés elem' : 'túl sok elem';
      } else {
        expected = inclusive
          ? `${small ? 'legalább' : 'legfeljebb'} ${limit}`
          : `${small ? 'nagyobb' : 'kisebb'}, mint ${limit}`;
        message = small ? 'túl kicsi szám' : 'túl nagy szám';
      }
      return [{ path: issue.path, message: custom ?? message, expected, found }];
    }
    case 'invalid_format':
      return [
        {
          path: issue.path,
          message: 'hibás formátum',
          expected:
            custom ??
            ('pattern' in issue && issue.pattern
              ? `a ${issue.pattern} mintának megfelelő szöveg`
              : issue.format),
          found,
        },
      ];
    case 'invalid_value':
      return [
        {
          path: issue.path,
          message: custom ?? 'nem megengedett érték',
          expected: oneOf(issue.values),
          found,
        },
      ];
    case 'unrecognized_keys': {
      const known = knownFields?.(issue.path) ?? null;
      return issue.keys.map((key) => {
        const suggestion = known ? closestName(key, known) : undefined;
        return {
          path: [...issue.path, key],
          message: suggestion ? `ismeretlen mező – talán "${suggestion}"?` : 'ismeretlen mező',
          expected: known ? `ezek egyike: ${known.join(', ')}` : undefined,
          found: `"${key}"`,
        };
      });
    }
    case 'invalid_key': {
      const inner = issue.issues[0]?.message;
      return [
        {
          path: issue.path,
          message: 'hibás kulcs',
          expected: inner && inner !== DEFAULT_MESSAGE ? inner : undefined,
          found: formatFound(issue.path.at(-1)),
        },
      ];
    }
    case 'custom':
      // The schemas' refinements phrase what is expected ("létező naptári nap").
      return [{ path: issue.path, message: 'hibás érték', expected: custom, found }];
    default:
      return [{ path: issue.path, message: custom ?? 'hibás érték', found }];
  }
}

/** Reads one file against a schema; every problem goes to `findings`; the data only when all is well. */
function parseFile<S extends z.ZodType>(
  source: SourceFile,
  schema: S,
  findings: Findings,
  options: { help?: (path: Path) => string | undefined; knownFields?: (path: Path) => string[] | null } = {},
): { data: z.output<S>; raw: unknown } | undefined {
  const read = readJson(source.text);
  if (!read.ok) {
    const { line, column, message, expected, found } = read.problem;
    findings.problem(
      source.file,
      `${line}. sor, ${column}. oszlop`,
      `hibás JSON: ${message}`,
      expected,
      found,
    );
    return undefined;
  }
  for (const duplicate of read.duplicateKeys) {
    findings.problem(
      source.file,
      `${duplicate.line}. sor, ${duplicate.column}. oszlop`,
      duplicate.message,
      duplicate.expected,
      duplicate.found,
    );
  }
  const result = schema.safeParse(read.value, { error: () => DEFAULT_MESSAGE });
  if (!result.success) {
    // One line per field: a date that is both malformed and unreal is one mistake, not two.
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      for (const described of describeIssue(issue, read.value, options.help, options.knownFields)) {
        const where = formatPath(described.path);
        if (seen.has(where)) continue;
        seen.add(where);
        findings.problem(
          source.file,
          where === '' ? '(a fájl egésze)' : where,
          described.message,
          described.expected,
          described.found,
        );
      }
    }
    return undefined;
  }
  return read.duplicateKeys.length > 0 ? undefined : { data: result.data, raw: read.value };
}

const tripHelp = (path: Path) => TRIP_FIELD_HELP[helpKey(path)];

/** Every string in a document with its path, for finding left-over template text. */
function* stringsIn(value: unknown, path: PropertyKey[] = []): Generator<[PropertyKey[], string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringsIn(item, [...path, index]);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, [...path, key]);
  }
}

interface TripContext {
  pictures: ReadonlySet<string>;
  pointIds: readonly string[] | null;
}

function pictureProblem(
  findings: Findings,
  file: string,
  path: Path,
  picture: string,
  pictures: ReadonlySet<string>,
) {
  if (pictures.has(picture)) return;
  const suggestion = closestName(picture, [...pictures]);
  findings.problem(
    file,
    path,
    'nincs ilyen kép a public/pictures mappában',
    suggestion ? `létező képfájl, talán "${suggestion}"` : 'a public/pictures mappában lévő fájl neve',
    formatFound(picture),
  );
}

/** The rules a schema cannot express: they relate fields to each other and to other files. */
function checkTripRules(file: string, fileKey: string, trip: Trip, context: TripContext, findings: Findings) {
  if (trip.key !== fileKey) {
    findings.problem(
      file,
      ['key'],
      'a kulcs nem egyezik a fájl nevével',
      `"${fileKey}"`,
      formatFound(trip.key),
    );
  }

  const lastDay = trip.endDate ?? trip.startDate;
  if (trip.endDate !== undefined && trip.endDate === trip.startDate) {
    findings.problem(
      file,
      ['endDate'],
      'egynapos túránál ne adja meg az endDate mezőt',
      `${trip.startDate} utáni nap, vagy a mező törlése`,
      trip.endDate,
    );
  } else if (trip.endDate !== undefined && trip.endDate < trip.startDate) {
    findings.problem(
      file,
      ['endDate'],
      'a túra vége nem lehet a kezdete előtt',
      `${trip.startDate} utáni nap`,
      trip.endDate,
    );
  }
  const multiDay = lastDay > trip.startDate;
  // With the range itself wrong, days and times cannot be judged against it: one line is enough.
  const rangeKnown = trip.endDate === undefined || multiDay;

  for (const [index, day] of trip.days.entries()) {
    if (!rangeKnown || day.date === undefined || (day.date >= trip.startDate && day.date <= lastDay))
      continue;
    findings.problem(
      file,
      ['days', index, 'date'],
      'a programnap a túra napjain kívül esik',
      multiDay ? `${trip.startDate} és ${lastDay} között` : trip.startDate,
      day.date,
    );
  }

  // A multi-day trip returns on its last day, so the clock times are not comparable.
  if (rangeKnown && !multiDay) {
    const latest = trip.departures
      .map((departure) => departure.time)
      .sort()
      .at(-1);
    if (latest !== undefined && trip.returnTime <= latest) {
      findings.problem(
        file,
        ['returnTime'],
        'a hazaérkezés nem lehet az indulás előtt',
        `${latest} utáni időpont`,
        trip.returnTime,
      );
    }
  }

  const seenPoints = new Set<string>();
  for (const [index, departure] of trip.departures.entries()) {
    if (context.pointIds && !context.pointIds.includes(departure.point)) {
      findings.problem(
        file,
        ['departures', index, 'point'],
        `nincs ilyen indulási hely a ${CONTENT_PATHS.club} fájlban`,
        oneOf(context.pointIds),
        formatFound(departure.point),
      );
    } else if (seenPoints.has(departure.point)) {
      findings.problem(
        file,
        ['departures', index, 'point'],
        'ez az indulási hely kétszer szerepel',
        'minden hely egyszer',
        formatFound(departure.point),
      );
    }
    seenPoints.add(departure.point);
  }

  const { tiers, deposit } = trip.fee;
  if (deposit !== undefined) {
    const cheapest = Math.min(...tiers.map((tier) => tier.price));
    if (deposit >= cheapest) {
      findings.problem(
        file,
        ['fee', 'deposit'],
        'az előleg legyen kevesebb minden árnál',
        `kevesebb, mint ${cheapest}`,
        String(deposit),
      );
    }
  }
  if (tiers.length > 1) {
    for (const [index, tier] of tiers.entries()) {
      if (tier.groupSize === undefined) {
        findings.problem(
          file,
          ['fee', 'tiers', index, 'groupSize'],
          'több ár esetén mindegyikhez meg kell adni a létszámot',
          'létszám (fő), pl. 40',
          'semmi',
        );
        continue;
      }
      const previous = tiers[index - 1];
      if (index === 0 || previous?.groupSize === undefined) continue;
      if (tier.groupSize <= previous.groupSize) {
        findings.problem(
          file,
          ['fee', 'tiers', index, 'groupSize'],
          'a létszámsávok növekvő sorrendben kövessék egymást',
          `több, mint ${previous.groupSize}`,
          String(tier.groupSize),
        );
      } else if (tier.price > previous.price) {
        findings.problem(
          file,
          ['fee', 'tiers', index, 'price'],
          'a nagyobb csoport ára nem lehet magasabb',
          `legfeljebb ${previous.price}`,
          String(tier.price),
        );
      }
    }
  }

  pictureProblem(findings, file, ['picture'], trip.picture, context.pictures);
}

/** Checks all content; an empty `problems` list means the site can be built and published. */
export function checkContent(sources: ContentSources): ContentReport {
  const findings = new Findings();
  const pictures = new Set(sources.pictures);

  const club = parseFile(sources.club, ClubSettingsSchema, findings);
  const pages = parseFile(sources.pages, PagesSchema, findings)?.data;
  const eventFiles = [...sources.events].sort((a, b) => a.file.localeCompare(b.file));
  /** Each season's bundled events, by year. */
  const seasonEvents = new Map<number, { file: string; events: ClubEvent[] }>();
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
    const events = parseFile(source, EventListSchema, findings)?.data;
    if (events) seasonEvents.set(Number(season[1]), { file: source.file, events });
  }

  const tripFiles = [...sources.trips].sort((a, b) => a.file.localeCompare(b.file, 'en', { numeric: true }));
  /** Keys with a trip file the build will pick up, valid or not, in any season. */
  const tripKeys = new Set<string>();
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
    if (!parsed) continue;
    trips.set(`${season}/${fileKey}`, { file: source.file, trip: parsed.data });
    checkTripRules(
      source.file,
      fileKey,
      parsed.data,
      { pictures, pointIds: club ? club.data.departurePoints.map((point) => point.id) : null },
      findings,
    );
    checkTripSeason(source.file, season, fileKey, parsed.data, seasonEvents.get(season), pages, findings);
    const raw = parsed.raw as Record<string, unknown>;
    if (raw.$schema !== TRIP_SCHEMA_REF) {
      findings.note(
        source.file,
        ['$schema'],
        `írja a fájl elejére: "$schema": "${TRIP_SCHEMA_REF}", így a szerkesztő kiegészíti és aláhúzza a mezőket`,
      );
    }
    for (const [path, text] of stringsIn(raw)) {
      if (text.includes(TEMPLATE_MARK)) {
        findings.note(source.file, path, `még a minta szövege áll itt (${TEMPLATE_MARK}); írja át`);
      }
    }
  }

  if (pages) checkPages(sources.pages.file, pages, tripKeys, findings);
  for (const [season, { file, events }] of seasonEvents) {
    checkEvents(file, season, events, { pages, trips, pictures }, findings);
  }

  // Trips first: they are what volunteers edit most.
  const fileOrder = [
    ...tripFiles.map((source) => source.file),
    ...eventFiles.map((source) => source.file),
    sources.pages.file,
    sources.club.file,
  ];
  return {
    problems: findings.sorted('problem', fileOrder),
    notes: findings.sorted('note', fileOrder),
    tripCount: tripFiles.length,
    eventCount: [...seasonEvents.values()].reduce((sum, season) => sum + season.events.length, 0),
  };
}

function checkPages(file: string, pages: Pages, tripKeys: ReadonlySet<string>, findings: Findings) {
  for (const [alias, target] of Object.entries(pages.aliases)) {
    if (!tripKeys.has(target)) {
      findings.problem(
        file,
        ['aliases', alias],
        'az átirányítás célja nem létezik',
        `egy meglévő trips/programN.json fájl kulcsa`,
        formatFound(target),
      );
    }
    if (tripKeys.has(alias)) {
      // The alias wins in the router, so the file would silently never show.
      findings.problem(
        file,
        ['aliases', alias],
        `ennek a címnek saját fájlja is van (trips/${alias}.json), de az átirányítás miatt nem jelenik meg`,
        'vagy az átirányítás, vagy a fájl',
        'mindkettő',
      );
    }
  }
  // A placeholder with a trip file is the normal drop-in case: the file wins, nothing to say.
}

/**
 * A trip file belongs to one event of its season: it starts in that season,
 * and the season's event list has its key. A file copied from last year and
 * not yet redated fails here, before a visitor sees last year's date.
 */
function checkTripSeason(
  file: string,
  season: number,
  key: string,
  trip: Trip,
  program: { file: string; events: ClubEvent[] } | undefined,
  pages: Pages | undefined,
  findings: Findings,
) {
  if (!trip.startDate.startsWith(`${season}-`)) {
    findings.problem(
      file,
      ['startDate'],
      `a túra nem a(z) ${season}. évadba esik, pedig a ${season} mappában van`,
      `${season}-…`,
      formatFound(trip.startDate),
    );
  }
  if (!program) {
    findings.note(
      file,
      [],
      `nincs ${CONTENT_PATHS.events}/${season}.json: a dátumot a Firestore-ban rögzített eseményhez vesse össze`,
    );
    return;
  }
  const events = program.events.filter((event) => (pages?.aliases[event.pdf] ?? event.pdf) === key);
  if (events.length === 0) {
    findings.problem(
      file,
      ['key'],
      `a(z) ${season}. évi programban (${program.file}) nincs ilyen túra, így ez az oldal nem jelenik meg`,
      `egy ${program.file} eseményének pdf mezője`,
      formatFound(key),
    );
    return;
  }
  const days = events.map((event) => eventDateToIso(event.date));
  if (!days.includes(trip.startDate)) {
    findings.problem(
      file,
      ['startDate'],
      `a túra napja eltér a(z) ${season}. évi program eseményétől (${program.file})`,
      days.map((day) => `"${day}"`).join(' vagy '),
      formatFound(trip.startDate),
    );
  }
}

function checkEvents(
  file: string,
  season: number,
  events: ClubEvent[],
  context: {
    pages: Pages | undefined;
    /** `<season>/<key>` → the parsed trip. */
    trips: ReadonlyMap<string, { file: string; trip: Trip }>;
    pictures: ReadonlySet<string>;
  },
  findings: Findings,
) {
  const firstIndexOfId = new Map<number, number>();
  for (const [index, event] of events.entries()) {
    const first = firstIndexOfId.get(event.id);
    if (first !== undefined) {
      findings.problem(
        file,
        [index, 'id'],
        `ez az azonosító már szerepel a(z) [${first}] eseménynél`,
        'egyedi szám',
        String(event.id),
      );
    } else {
      firstIndexOfId.set(event.id, index);
    }

    const eventDay = eventDateToIso(event.date);
    if (eventDay !== null && !eventDay.startsWith(`${season}-`)) {
      findings.problem(
        file,
        [index, 'date'],
        `ez a(z) ${season}. évad listája; ez az esemény más évre esik`,
        `${season}.…`,
        formatFound(event.date),
      );
    }
    // Every announced event's key has a page: its season's trip file, or the placeholder.
    const { pages } = context;
    if (pages) {
      const target = pages.aliases[event.pdf] ?? event.pdf;
      const trip = context.trips.get(`${season}/${target}`);
      if (trip && eventDay !== null && eventDay !== trip.trip.startDate) {
        findings.problem(
          file,
          [index, 'date'],
          `az esemény napja eltér a túra fájljában (${trip.file}) megadott startDate-től`,
          `"${trip.trip.startDate.replaceAll('-', '.')}"`,
          formatFound(event.date),
        );
      }
    }

    pictureProblem(findings, file, [index, 'picture'], event.picture, context.pictures);
  }
}
