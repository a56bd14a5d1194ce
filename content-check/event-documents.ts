/**
 * The documents of the Firestore collection `event` against what the site
 * does with them, for `npm run events:check`. A volunteer types an event in
 * the Firebase console, where nothing checks it: a date picked as a timestamp,
 * an id typed as text or a status written in Hungarian makes the trip vanish
 * from the site, or shows a cancelled trip as going ahead, with at most a
 * warning in a visitor's browser console. This names each such document in
 * the house format (`event/2026-7: date: … (várt: …, kapott: …)`).
 *
 * Pure: documents in, with their values as the Firebase SDK gives them (a
 * timestamp is a `Timestamp`), lines out. The site's own event schema decides
 * what it keeps, exactly as the reader does (src/data/parse-events.ts); the
 * rules the bundled lists get (content-check/content-rules.ts) decide whether
 * a kept event's page is right.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { Bytes, DocumentReference, GeoPoint, Timestamp } from 'firebase/firestore/lite';
import { z } from 'zod';
import { CHANGE_FIELDS, EVENT_TEXT_LIMITS } from '../schema/changes.ts';
import { TRIP_STATUSES, type TripStatus } from '../schema/choices.ts';
import { isRealIsoDate } from '../schema/dates.ts';
import { StoredEventSchema, type StoredEvent } from '../schema/event.ts';
import { holdsContact, PUBLIC_TEXT_FIELDS } from '../schema/public-text.ts';
import { onlyStatusIsBad, STATUS_FIELDS, withWriteTimeAsText } from '../src/lib/stored-events.ts';
import { CLUB_TIME_ZONE } from '../src/lib/dates.ts';
import { seasonOf } from '../src/lib/seasons.ts';
import { statusLabel } from '../src/lib/trip-status.ts';
import { seasonDocumentId } from '../schema/collections.ts';
import { closestName } from './closest-name.ts';
import type { EventPageContext } from './content-paths.ts';
import { checkEventPage } from './content-rules.ts';
import { Findings, formatFound, oneOf } from './report-lines.ts';
import { DEFAULT_MESSAGE, describeIssue } from './zod-messages.ts';
import { withArticle } from '../src/lib/hungarian-article.ts';

/** One document of the collection: its id and its fields as the SDK reads them. */
export interface EventDocument {
  id: string;
  data: Record<string, unknown>;
}

export interface EventDocumentsReport {
  /** One line per problem, grouped by document in the order given. */
  problems: string[];
  /** The documents the lines name (`event/2026-7`), in the same order. */
  documentsWithProblems: string[];
  documentCount: number;
  /** Documents the site shows, some perhaps without their mistyped status. */
  shownCount: number;
}

/** How a problem document is named: its path in the Firebase console. */
function documentPath(collection: string, id: string): string {
  return `${collection}/${id}`;
}

/**
 * The fields the site reads, and the change ids every write of the organisers'
 * page and the maintainers' tools leaves (schema/changes.ts); `firestoreId` is
 * what the reader adds, never typed in the console.
 */
const KNOWN_FIELDS = [
  ...Object.keys(StoredEventSchema.shape).filter((field) => field !== 'firestoreId'),
  ...CHANGE_FIELDS,
];

/**
 * Fields that hold personal data, which a public document must not: `updatedBy`, the
 * address older versions of the organisers' page stamped on each write. Their values are
 * never printed: the report goes to the run's public summary.
 */
const PERSONAL_FIELDS = ['updatedBy'];

const LEFT_OUT = 'a túra nem jelenik meg a honlapon';
const AS_PLANNED =
  'a honlap figyelmen kívül hagyja, és a túrát úgy mutatja, mintha a terv szerint megtartanák';
const DATE_FORM = 'szöveg (string) ÉÉÉÉ.HH.NN alakban';

/** The types the Firebase console offers, as it names them, with a Hungarian word a volunteer knows. */
const TYPE_NAMES = {
  string: 'szöveg (string)',
  number: 'szám (number)',
  boolean: 'logikai érték (boolean)',
  timestamp: 'időbélyeg (timestamp)',
  null: 'null',
  geopoint: 'földrajzi pont (geopoint)',
  reference: 'hivatkozás (reference)',
  bytes: 'bájtsor (bytes)',
  array: 'tömb (array)',
  map: 'térkép (map)',
} as const;

type FirestoreType = keyof typeof TYPE_NAMES;

function typeOf(value: unknown): FirestoreType {
  if (value === null) return 'null';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (value instanceof Timestamp) return 'timestamp';
  if (value instanceof GeoPoint) return 'geopoint';
  if (value instanceof DocumentReference) return 'reference';
  if (value instanceof Bytes) return 'bytes';
  if (Array.isArray(value)) return 'array';
  return 'map';
}

/** A timestamp as the club's calendar reads it: the day and time in Budapest. */
function budapestTime(timestamp: Timestamp): TZDate {
  return new TZDate(timestamp.toMillis(), CLUB_TIME_ZONE);
}

/** A value as the console shows it: its type, and the value where one line can hold it. */
function describeValue(value: unknown): string {
  const type = typeOf(value);
  const name = TYPE_NAMES[type];
  switch (type) {
    case 'string':
    case 'number':
    case 'boolean':
      return `${name}: ${formatFound(value)}`;
    case 'timestamp':
      return `${name}: ${format(budapestTime(value as Timestamp), 'yyyy.MM.dd HH:mm')} (budapesti idő)`;
    case 'array':
      return `${name}, ${(value as unknown[]).length} elemmel`;
    default:
      return name;
  }
}

/**
 * The `yyyy.MM.dd` text a date typed another way most likely meant: a
 * timestamp's day in Budapest, `20260307`, `2026.3.7`, `2026-03-07`, `2026. 03. 07.`.
 */
function intendedDate(value: unknown): string | null {
  if (value instanceof Timestamp) return format(budapestTime(value), 'yyyy.MM.dd');
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  if (typeof text !== 'string') return null;
  const match =
    /^\s*(\d{4})\s*[.\-/]\s*(\d{1,2})\s*[.\-/]\s*(\d{1,2})\s*\.?\s*$/.exec(text) ??
    /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [match[1]!, match[2]!.padStart(2, '0'), match[3]!.padStart(2, '0')];
  return isRealIsoDate(`${year}-${month}-${day}`) ? `${year}.${month}.${day}` : null;
}

function expectedDate(value: unknown): string {
  const intended = intendedDate(value);
  return intended ? `${DATE_FORM}: "${intended}"` : `${DATE_FORM}, pl. "2026.03.07"`;
}

function expectedId(value: unknown): string {
  const number = typeof value === 'string' && /^\s*[1-9]\d*\s*$/.test(value) ? Number(value) : null;
  return number === null ? `pozitív egész ${TYPE_NAMES.number}, pl. 7` : `${TYPE_NAMES.number}: ${number}`;
}

/** The allowed statuses with the word the site shows for each, and the one a mistyped value most likely meant. */
function expectedStatus(value: unknown): string {
  const allowed = `${oneOf(TRIP_STATUSES)} (a honlapon: ${TRIP_STATUSES.map((status) => statusLabel[status]).join(', ')}), vagy a mező törlése (= a terv szerint)`;
  if (typeof value !== 'string') return allowed;
  const words = new Map<string, TripStatus>(
    TRIP_STATUSES.flatMap((status) => [
      [status, status],
      [statusLabel[status], status],
    ]),
  );
  const guess = closestName(value, [...words.keys()]);
  return guess ? `${allowed}; a legközelebbi: "${words.get(guess)}"` : allowed;
}

interface Line {
  field: string;
  message: string;
  expected?: string;
  found?: string;
}

/** The line for one field the schema refused, worded for the console's fields and types. */
function fieldLine(issue: z.core.$ZodIssue, data: Record<string, unknown>, consequence: string): Line {
  const field = String(issue.path[0]);
  const value = data[field];
  const found = value === undefined ? formatFound(value) : describeValue(value);
  if (field === 'date') {
    if (value === undefined)
      return { field, message: `hiányzik a dátum: ${consequence}`, expected: expectedDate(value), found };
    if (typeof value !== 'string') {
      return {
        field,
        message: `a dátum nem szöveg, így a honlap dátum szerinti lekérdezései sosem adják vissza: ${consequence}`,
        expected: expectedDate(value),
        found,
      };
    }
    if (/^\d{4}\.\d{2}\.\d{2}$/.test(value)) {
      return { field, message: `nincs ilyen nap: ${consequence}`, expected: 'létező naptári nap', found };
    }
    return {
      field,
      message: `a dátum nem ÉÉÉÉ.HH.NN alakú: ${consequence}`,
      expected: expectedDate(value),
      found,
    };
  }
  if (field === 'id') {
    const what =
      value === undefined
        ? 'hiányzik az azonosító'
        : typeof value === 'number'
          ? 'az azonosító nem pozitív egész szám'
          : 'az azonosító nem szám';
    return { field, message: `${what}: ${consequence}`, expected: expectedId(value), found };
  }
  if (field === 'status' && typeof value === 'string') {
    return { field, message: `ismeretlen állapot: ${consequence}`, expected: expectedStatus(value), found };
  }
  if (issue.code === 'invalid_type') {
    const expected =
      issue.expected in TYPE_NAMES ? TYPE_NAMES[issue.expected as FirestoreType] : issue.expected;
    const what = value === undefined ? 'hiányzik ez a mező' : 'rossz típus';
    return { field, message: `${what}: ${consequence}`, expected, found };
  }
  // Text of the right type but the wrong content (an empty name, `program7.pdf`): the content check's wording.
  const [described] = describeIssue(issue, data, undefined, undefined);
  return {
    field,
    message: `${described?.message ?? 'hibás érték'}: ${consequence}`,
    expected: described?.expected,
    found: described?.found ?? found,
  };
}

/** What the site does with one document: the event it shows (null: none) and why, field by field. */
function readAsTheSite(document: EventDocument): { event: StoredEvent | null; lines: Line[] } {
  const parse = (data: Record<string, unknown>) =>
    z.safeParse(
      StoredEventSchema,
      { ...withWriteTimeAsText(data), firestoreId: document.id },
      { error: () => DEFAULT_MESSAGE },
    );
  const result = parse(document.data);
  if (result.success) return { event: result.data, lines: [] };
  const issues = result.error.issues;
  let event: StoredEvent | null = null;
  // As the reader does: wrong status fields alone do not hide the trip, they are dropped.
  if (onlyStatusIsBad(issues)) {
    const rest = { ...document.data };
    for (const field of STATUS_FIELDS) delete rest[field];
    const planned = parse(rest);
    if (planned.success) event = planned.data;
  }
  const lines: Line[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const field = String(issue.path[0]);
    // One line per field: a date that is both malformed and unreal is one mistake.
    if (seen.has(field)) continue;
    seen.add(field);
    lines.push(fieldLine(issue, document.data, event ? AS_PLANNED : LEFT_OUT));
  }
  return { event, lines };
}

/** Findings that also keep which documents they name. */
class DocumentFindings extends Findings {
  readonly named = new Set<string>();
  override problem(...[file, ...rest]: Parameters<Findings['problem']>) {
    this.named.add(file);
    super.problem(file, ...rest);
  }
}

/** Checks every document of the collection; an empty `problems` list means the site shows each as typed. */
export function checkEventDocuments(
  collection: string,
  documents: readonly EventDocument[],
  context: EventPageContext,
): EventDocumentsReport {
  const findings = new DocumentFindings();
  const shown: Array<{ document: EventDocument; file: string; event: StoredEvent; season: number }> = [];
  for (const document of documents) {
    const file = documentPath(collection, document.id);
    const { event, lines } = readAsTheSite(document);
    for (const line of lines) findings.problem(file, [line.field], line.message, line.expected, line.found);
    for (const field of Object.keys(document.data).filter((name) => PERSONAL_FIELDS.includes(name))) {
      findings.problem(
        file,
        [field],
        'személyes adat (egy szervező e-mail-címe) egy nyilvános dokumentumban, amelyet bárki olvashat: futtassa az npm run events:migrate parancsot',
        'a mező törlése',
        TYPE_NAMES[typeOf(document.data[field])],
      );
    }
    // Longer than the organisers' page and the rules let through (a text typed in the console):
    // every visitor downloads it. The site still shows the event as typed. A field already
    // named above (a key in another form, say) is told once.
    for (const [field, most] of Object.entries(EVENT_TEXT_LIMITS)) {
      const text = document.data[field];
      if (typeof text !== 'string' || text.length <= most) continue;
      if (lines.some((line) => line.field === field)) continue;
      findings.problem(
        file,
        [field],
        `túl hosszú szöveg, ${text.length} karakter: minden látogató letölti; a szervezők oldala ennél hosszabbat nem ment`,
        `legfeljebb ${most} karakter`,
        formatFound(`${text.slice(0, 40)}…`),
      );
    }
    // A telephone number or an e-mail address in a text every visitor reads (typed in the
    // console: the page and the rules refuse it). Not printed: it is someone's.
    for (const field of PUBLIC_TEXT_FIELDS) {
      const text = document.data[field];
      if (typeof text !== 'string' || !holdsContact(text)) continue;
      findings.problem(
        file,
        [field],
        'telefonszám vagy e-mail-cím egy nyilvános szövegben, amelyet bárki olvashat: a jelentkezők és a szervezők elérhetősége a túra jelentkezési listájára való',
        'a szöveg elérhetőség nélkül',
        `${text.length} karakter`,
      );
    }
    for (const field of Object.keys(document.data).filter(
      (name) => !KNOWN_FIELDS.includes(name) && !PERSONAL_FIELDS.includes(name),
    )) {
      const suggestion = closestName(field, KNOWN_FIELDS);
      findings.problem(
        file,
        [field],
        `ismeretlen mező, a honlap nem olvassa${suggestion ? ` – talán "${suggestion}"?` : ''}`,
        `ezek egyike: ${KNOWN_FIELDS.join(', ')}`,
        `"${field}"`,
      );
    }
    if (!event) continue;
    const season = seasonOf(event.date)!;
    shown.push({ document, file, event, season });
    checkEventPage(file, [], season, event, context, findings);
  }

  // The document id seed:firestore gives an event: a document named otherwise gets a twin on the next seeding.
  const bySlot = new Map<string, typeof shown>();
  for (const item of shown) {
    const slot = seasonDocumentId(item.season, item.event.id);
    bySlot.set(slot, [...(bySlot.get(slot) ?? []), item]);
  }
  for (const [slot, group] of bySlot) {
    const [first, ...others] = [...group].sort(
      (a, b) => Number(b.document.id === slot) - Number(a.document.id === slot),
    );
    for (const other of others) {
      findings.problem(
        other.file,
        ['id'],
        `${withArticle(`${other.season}.`)} évadban ez az azonosító ${withArticle(first!.file)} dokumentumé is: a honlap mindkettőt mutatja`,
        'az évadon belül egyedi szám',
        String(other.event.id),
      );
    }
    for (const { document, file } of group) {
      if (document.id === slot) continue;
      findings.problem(
        file,
        '(dokumentumazonosító)',
        'a dokumentum neve nem <évad>-<id>: a seed:firestore ezt az eseményt másik dokumentumba írná, és a túra kétszer látszana',
        `"${slot}"`,
        formatFound(document.id),
      );
    }
  }

  const order = documents.map((document) => documentPath(collection, document.id));
  const problems = findings.sorted('problem', order);
  return {
    problems,
    documentsWithProblems: order.filter((file) => findings.named.has(file)),
    documentCount: documents.length,
    shownCount: shown.length,
  };
}
