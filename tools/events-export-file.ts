/**
 * The file `npm run events:export` writes and `npm run events:restore` reads:
 * every document of the public `event` collection, by document id, with the
 * fields visitors read, as JSON. Firestore's own types that JSON has not
 * (a timestamp, a geopoint, bytes, a reference) are written as a one-key
 * object (`{"$timestamp": "2025-03-14T23:00:00.000Z"}`), so a restore puts back
 * exactly what was typed, a date picked as a timestamp too.
 *
 * Nothing personal: `updatedBy`, the address older versions of the
 * organisers' page stamped, is never written, and a file holding it is
 * refused. The nightly run keeps these files as the run's artifacts, which a
 * public repository's visitors can download.
 */
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { z } from 'zod';
import { CLUB_TIME_ZONE } from '../src/lib/dates.ts';

/** The file's first key says what it is, so no other JSON file is taken for an export. */
export const EXPORT_FORMAT = 'kiranduloklub-events-export';
export const EXPORT_VERSION = 1;

/** The field older pages stamped with an organiser's address: personal, never exported. */
export const PERSONAL_FIELDS = ['updatedBy'] as const;

/** A Firestore value as the tools hold it, whichever SDK read it. */
export type PortableValue =
  | string
  | number
  | boolean
  | null
  | { $timestamp: string }
  | { $geopoint: { latitude: number; longitude: number } }
  | { $bytes: string }
  | { $reference: string }
  | PortableValue[]
  | { [field: string]: PortableValue };

export interface ExportedEvent {
  id: string;
  fields: Record<string, PortableValue>;
}

export interface EventsExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  project: string;
  exportedAt: string;
  events: ExportedEvent[];
}

/** The file's name: the day of the export in Budapest, `events-2026-11-27.json`. */
export function exportFileName(now: Date): string {
  return `events-${format(new TZDate(now.getTime(), CLUB_TIME_ZONE), 'yyyy-MM-dd')}.json`;
}

/** How one SDK's special values look: the web SDK's for the export, the Admin SDK's for a test. */
export interface ValueReader {
  timestamp(value: unknown): Date | null;
  geopoint(value: unknown): { latitude: number; longitude: number } | null;
  bytes(value: unknown): string | null;
  reference(value: unknown): string | null;
}

/** A value read from Firestore, as the file holds it. */
export function toPortable(value: unknown, read: ValueReader): PortableValue {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) return value.map((item) => toPortable(item, read));
  const time = read.timestamp(value);
  if (time) return { $timestamp: time.toISOString() };
  const point = read.geopoint(value);
  if (point) return { $geopoint: point };
  const bytes = read.bytes(value);
  if (bytes !== null) return { $bytes: bytes };
  const reference = read.reference(value);
  if (reference !== null) return { $reference: reference };
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([field, item]) => [
        field,
        toPortable(item, read),
      ]),
    );
  throw new Error(`nem menthető érték: ${typeof value}`);
}

/** The export of `documents`: every field but the personal ones. */
export function buildExport(
  project: string,
  now: Date,
  documents: ReadonlyArray<{ id: string; data: Record<string, unknown> }>,
  read: ValueReader,
): EventsExport {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    project,
    exportedAt: now.toISOString(),
    events: documents.map(({ id, data }) => ({
      id,
      fields: Object.fromEntries(
        Object.entries(data)
          .filter(([field]) => !(PERSONAL_FIELDS as readonly string[]).includes(field))
          .map(([field, value]) => [field, toPortable(value, read)]),
      ),
    })),
  };
}

const PortableSchema: z.ZodType<PortableValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.strictObject({ $timestamp: z.iso.datetime({ offset: true }) }),
    z.strictObject({ $geopoint: z.strictObject({ latitude: z.number(), longitude: z.number() }) }),
    z.strictObject({ $bytes: z.base64() }),
    z.strictObject({ $reference: z.string().regex(/^[^/]+(\/[^/]+)*$/) }),
    z.array(PortableSchema),
    z.record(
      z
        .string()
        .refine((field) => !field.startsWith('$'), 'ismeretlen különleges érték ($-ral kezdődő kulcs)'),
      PortableSchema,
    ),
  ]),
);

/** A Firestore document id: no slash, not `.` or `..`, not `__…__`. */
const DOCUMENT_ID = /^(?!\.\.?$)(?!__.*__$)[^/]{1,1500}$/;

const ExportSchema = z.strictObject({
  format: z.literal(EXPORT_FORMAT, { error: `"${EXPORT_FORMAT}" kell legyen` }),
  version: z.literal(EXPORT_VERSION, { error: `${EXPORT_VERSION} kell legyen` }),
  project: z.string({ error: 'a projekt azonosítója (szöveg) kell legyen' }),
  exportedAt: z.iso.datetime({ offset: true, error: 'ISO időpont kell legyen' }),
  events: z.array(
    z.strictObject({
      id: z.string().regex(DOCUMENT_ID, 'dokumentumazonosító kell legyen (például "2026-7"), perjel nélkül'),
      fields: z
        .record(z.string(), PortableSchema, { error: 'a mezők objektuma kell legyen' })
        .refine(
          (fields) => PERSONAL_FIELDS.every((field) => !(field in fields)),
          `személyes adat (${PERSONAL_FIELDS.join(', ')}) nem lehet egy mentésben`,
        ),
    }),
    { error: 'az események listája kell legyen' },
  ),
});

/** Why `file` is not an export: `file: field: what was expected`, Hungarian. */
export function parseExport(file: string, text: string): EventsExport {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(
      `${file}: nem JSON-fájl, nem az npm run events:export mentése (${error instanceof Error ? error.message : String(error)}).`,
      { cause: error },
    );
  }
  const parsed = ExportSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 10).map((issue) => {
      const field = issue.path.join('.') || '(a fájl)';
      const message =
        issue.code === 'unrecognized_keys'
          ? `ismeretlen mező: ${issue.keys.join(', ')}`
          : issue.code === 'invalid_type' && issue.input === undefined
            ? 'hiányzik'
            : issue.code === 'invalid_union'
              ? 'nem Firestore-érték'
              : issue.message;
      return `  ${field}: ${message}`;
    });
    throw new Error(
      `${file} nem az npm run events:export mentése, semmi sem íródott vissza:\n${problems.join('\n')}`,
    );
  }
  const seen = new Set<string>();
  for (const [index, event] of parsed.data.events.entries()) {
    if (seen.has(event.id))
      throw new Error(
        `${file}: events.${index}.id: kétszer szereplő dokumentum: ${event.id}; semmi sem íródott vissza.`,
      );
    seen.add(event.id);
  }
  return parsed.data;
}
