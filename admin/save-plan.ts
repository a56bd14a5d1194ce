/**
 * What saving an entry of the editor writes, and whether the content check
 * lets it: the same check as `npm run trips:check` (content-check/), run on
 * the repository's content with the entry's file as it would be written, and
 * its Hungarian lines for that file. The preview shows them while the
 * volunteer types; the save is refused while there are any (admin/main.tsx).
 *
 * A new trip that is a copy of an existing one (Decap's "Másolat" on a trip
 * page, saved without a new key or date) would land on its original. It is
 * saved instead as `trips:new -- <season>/<key> --from <old season>/<key>`
 * writes it: onto the latest season whose program has that key's event and
 * no trip file yet, dates moved to it, a draft.
 */
import { eventDateToIso } from '../schema/dates.ts';
import type { TripInput } from '../schema/trip.ts';
import { checkContent, CONTENT_PATHS, type ContentSources } from '../content-check/content-check.ts';
import type { Issue, Path } from '../content-check/report-lines.ts';
import { copyTripOntoEvent } from '../content-check/trip-copy.ts';
import { FORM_SOURCES, inSchemaOrder } from './fields.ts';
import { jsonText } from './json-text.ts';
import { withArticle, withCapitalArticle } from '../src/lib/hungarian-article.ts';

/** The editor's collections (Decap's `name`s), one per kind of content file. */
export const COLLECTIONS = { trips: 'turak', events: 'esemenyek', club: 'klub' } as const;

/**
 * The season folder of a new file, added to what Decap saves so that its path
 * template (`{{evad}}/{{slug}}`) can name it; the editor's formats never write it.
 */
export const SEASON_KEY = 'evad';

export interface EntryToSave {
  collection: string;
  data: Record<string, unknown>;
  /** The file of an existing entry; none for a new one. */
  path: string | null;
  newRecord: boolean;
  /** GPX tracks uploaded for its routes and saved with it, beside the trip document (admin/track-uploads.ts). */
  tracks?: Array<{ name: string; text: string }>;
}

/** A trip copied onto a later season's event, for the preview to say what the copy did. */
export interface SeasonCopy {
  /** The season of the trip copied, and the one the copy goes to. */
  fromSeason: number;
  toSeason: number;
  /** The event the copy's dates were moved onto, as its list has it. */
  event: { date: string; name: string };
  /** Last year's values to check, each by its field. */
  check: Array<{ path: Path; value: string }>;
  /** The routes whose tracks stayed behind, each by its field: to be uploaded again. */
  tracks: Path[];
}

export interface SavePlan {
  /** Where the entry goes, relative to the project root; null when the editor cannot tell. */
  file: string | null;
  /** Decap's data to save: the file's document, and for a new entry its season folder. */
  data: Record<string, unknown>;
  /** The file's text. */
  text: string;
  /** Set when a new trip is last year's copied onto this year's event. */
  copy: SeasonCopy | null;
  /** Why the editor itself cannot save it (not a content rule); null when it can. */
  refusal: string | null;
  /** The content check's lines about this file: each one refuses the save. */
  problems: string[];
  /** The same findings with their parts, for the editor to word them (admin/field-issues.ts). */
  issues: Issue[];
  /** Its reminders (a draft's fields left to fill): they do not. */
  notes: string[];
  /** The same reminders with their parts, for the editor to word them as it does the findings. */
  noteIssues: Issue[];
}

/**
 * The document without what a form leaves behind when a field is emptied: an
 * empty text, an unset number, a group with nothing in it. An optional field
 * left empty is then absent, as in a file written by hand.
 */
export function withoutEmpty(value: unknown): unknown {
  if (value === '' || value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(withoutEmpty).filter((item) => item !== undefined);
  if (typeof value === 'object') {
    const kept = Object.entries(value).flatMap(([key, item]) => {
      const cleaned = withoutEmpty(item);
      return cleaned === undefined ? [] : [[key, cleaned] as const];
    });
    return kept.length === 0 ? undefined : Object.fromEntries(kept);
  }
  return value;
}

/** The schema each collection's files follow: a trip, a list of events, the club settings. */
const FILE_SCHEMAS = {
  [COLLECTIONS.trips]: FORM_SOURCES.trip.schema,
  [COLLECTIONS.events]: { type: 'array', items: FORM_SOURCES.event.schema },
  [COLLECTIONS.club]: FORM_SOURCES.club.schema,
};

/**
 * The document an entry's data stands for, as its file holds it: without the
 * season key and emptied fields, each object's fields in the schema's order;
 * for an event list, the list itself.
 */
export function fileDocument(collection: string, data: Record<string, unknown>): unknown {
  const rest = { ...data };
  delete rest[SEASON_KEY];
  const content = collection === COLLECTIONS.events ? (rest.events ?? []) : rest;
  const cleaned = withoutEmpty(content) ?? (collection === COLLECTIONS.events ? [] : {});
  return inSchemaOrder(cleaned, FILE_SCHEMAS[collection as keyof typeof FILE_SCHEMAS]);
}

const tripFile = (season: string | number, key: string) => `${CONTENT_PATHS.trips}/${season}/${key}.json`;
const eventsFile = (season: string | number) => `${CONTENT_PATHS.events}/${season}.json`;

/** The events of each season's list in the snapshot that reads as a list. */
type ListedEvent = { pdf?: unknown; date?: unknown; name?: unknown };

function seasonEvents(snapshot: ContentSources): Map<number, ListedEvent[]> {
  const seasons = new Map<number, ListedEvent[]>();
  for (const source of snapshot.events) {
    const season = /\/(\d{4})\.json$/.exec(source.file)?.[1];
    try {
      const events: unknown = JSON.parse(source.text);
      if (season && Array.isArray(events)) seasons.set(Number(season), events as ListedEvent[]);
    } catch {
      // A list that does not read is reported by the check, in its own file.
    }
  }
  return seasons;
}

function planTrip(
  entry: EntryToSave,
  snapshot: ContentSources,
): Omit<SavePlan, 'text' | 'problems' | 'issues' | 'notes' | 'noteIssues'> {
  let document = fileDocument(COLLECTIONS.trips, entry.data) as Record<string, unknown>;
  if (!entry.newRecord) return { file: entry.path, data: document, copy: null, refusal: null };
  const key = typeof document.key === 'string' ? document.key : '';
  const season = typeof document.startDate === 'string' ? document.startDate.slice(0, 4) : '';
  const original = tripFile(season, key);
  const existing = new Set(snapshot.trips.map((source) => source.file));
  if (!existing.has(original)) {
    return { file: original, data: { ...document, [SEASON_KEY]: season }, copy: null, refusal: null };
  }
  const target = [...seasonEvents(snapshot)]
    .filter(([year]) => year > Number(season) && !existing.has(tripFile(year, key)))
    .map(([year, events]) => ({ year, event: events.find((event) => event.pdf === key) }))
    .filter((candidate) => typeof candidate.event?.date === 'string')
    .sort((a, b) => b.year - a.year)[0];
  const eventDay = target ? eventDateToIso(target.event!.date as string) : null;
  if (!target || !eventDay) {
    return {
      file: null,
      data: document,
      copy: null,
      refusal: `Ez ${withArticle(`${season}.`)} évi ${key} túra másolata, és a helyére kerülne. Egy későbbi évad programjában sincs olyan ${key} esemény, amelynek még nincs túrája: előbb vegye fel az eseményt az Eseménylisták között, vagy írjon a másolatba más kulcsot (Az oldal kulcsa) vagy dátumot.`,
    };
  }
  const copy = copyTripOntoEvent(document as unknown as TripInput, key, eventDay);
  // The editor saves one file: last year's tracks stay where they are, to be uploaded again.
  document = withoutTracks(copy.document);
  const file = tripFile(target.year, key);
  const event = target.event!;
  return {
    file,
    data: { ...document, [SEASON_KEY]: String(target.year) },
    copy: {
      fromSeason: Number(season),
      toSeason: target.year,
      event: { date: event.date as string, name: typeof event.name === 'string' ? event.name : '' },
      check: copy.checkFields,
      tracks: copy.tracks.map((track) => track.path),
    },
    refusal: null,
  };
}

/** `trip` with no route naming a track. */
function withoutTracks(trip: TripInput): Record<string, unknown> {
  return {
    ...trip,
    days: trip.days.map((day) => ({
      ...day,
      routes: day.routes?.map((route) => {
        const rest = { ...route };
        delete rest.track;
        return rest;
      }),
    })),
  };
}

function planEvents(
  entry: EntryToSave,
  snapshot: ContentSources,
): Omit<SavePlan, 'text' | 'problems' | 'issues' | 'notes' | 'noteIssues'> {
  const events = fileDocument(COLLECTIONS.events, entry.data) as unknown[];
  const data = { events };
  if (!entry.newRecord) return { file: entry.path, data, copy: null, refusal: null };
  const first = events[0] as { date?: unknown } | undefined;
  const season = typeof first?.date === 'string' ? /^(\d{4})\./.exec(first.date)?.[1] : undefined;
  if (!season) {
    return {
      file: null,
      data,
      copy: null,
      refusal:
        'Az új lista évadát az első esemény dátumából tudom: írjon be legalább egy eseményt, a dátumát ÉÉÉÉ.HH.NN alakban.',
    };
  }
  if (snapshot.events.some((source) => source.file === eventsFile(season))) {
    return {
      file: null,
      data,
      copy: null,
      refusal: `${withCapitalArticle(`${season}.`)} évadnak már van eseménylistája (az Eseménylisták között: ${season}. évi program): azt szerkessze, ne újat.`,
    };
  }
  return { file: eventsFile(season), data: { ...data, [SEASON_KEY]: season }, copy: null, refusal: null };
}

/** The snapshot with `file` holding `text` (added when it is new). */
function withFile(snapshot: ContentSources, file: string, text: string): ContentSources {
  const replace = (sources: ContentSources['trips']) => [
    ...sources.filter((source) => source.file !== file),
    { file, text },
  ];
  if (file.startsWith(`${CONTENT_PATHS.trips}/`)) return { ...snapshot, trips: replace(snapshot.trips) };
  if (file.startsWith(`${CONTENT_PATHS.events}/`)) return { ...snapshot, events: replace(snapshot.events) };
  if (file === CONTENT_PATHS.club) return { ...snapshot, club: { file, text } };
  return snapshot;
}

/** What saving `entry` would write, checked against the rest of the content in `snapshot`. */
export function planSave(entry: EntryToSave, snapshot: ContentSources): SavePlan {
  const planned =
    entry.collection === COLLECTIONS.trips
      ? planTrip(entry, snapshot)
      : entry.collection === COLLECTIONS.events
        ? planEvents(entry, snapshot)
        : {
            file: CONTENT_PATHS.club,
            data: fileDocument(COLLECTIONS.club, entry.data) as Record<string, unknown>,
            copy: null,
            refusal: null,
          };
  const text = jsonText(fileDocument(entry.collection, planned.data));
  if (planned.file === null) return { ...planned, text, problems: [], issues: [], notes: [], noteIssues: [] };
  // The tracks uploaded with it are checked where they will be: beside the trip document.
  const folder = planned.file.slice(0, planned.file.lastIndexOf('/') + 1);
  const tracks = entry.collection === COLLECTIONS.trips ? (entry.tracks ?? []) : [];
  const sources = tracks.reduce(
    (withTracks, track) => withFile(withTracks, `${folder}${track.name}`, track.text),
    withFile(snapshot, planned.file, text),
  );
  const report = checkContent(sources);
  const ownFiles = [planned.file, ...tracks.map((track) => `${folder}${track.name}`)];
  const own = (line: string) => ownFiles.some((file) => line.startsWith(`${file}: `));
  return {
    ...planned,
    text,
    problems: report.problems.filter(own),
    issues: report.issues.filter((issue) => ownFiles.includes(issue.file)),
    notes: report.notes.filter(own),
    noteIssues: report.noteIssues.filter((issue) => ownFiles.includes(issue.file)),
  };
}
