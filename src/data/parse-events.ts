import { StoredEventSchema, type ClubEvent, type StoredEvent } from '../../schema/event.ts';
import { issueText } from '../../schema/issues.ts';
import { seasonOf } from '../lib/seasons.ts';
import { clubEventOf } from './club-event.ts';

/**
 * The events of the records that pass the event schema, in the order read
 * (each screen puts what it shows in program order: sortEvents). The site's
 * reader of records from outside the bundle (Firestore, the build's snapshot
 * file); the bundled list is checked by the tests.
 */
export function parseEventRecords(records: ReadonlyArray<{ docId?: string; data: unknown }>): ClubEvent[] {
  return parseStoredEvents(records).map(clubEventOf);
}

/**
 * Keeps the records that pass the event schema, as stored: what the organisers'
 * page edits and writes back. A bad record is left out with one console
 * warning naming it, so the rest still show.
 * The same id in two seasons is normal (ids restart every year); twice in one
 * season is a mistake: both show, with a warning naming both documents.
 */
export function parseStoredEvents(records: ReadonlyArray<{ docId?: string; data: unknown }>): StoredEvent[] {
  const events: StoredEvent[] = [];
  for (const { docId, data } of records) {
    const fields = typeof data === 'object' && data !== null ? withWriteTimeAsText(data) : data;
    const candidate =
      docId === undefined || typeof fields !== 'object' ? fields : { ...fields, firestoreId: docId };
    let result = StoredEventSchema.safeParse(candidate);
    if (!result.success && onlyStatusIsBad(result.error.issues)) {
      // A mistyped status must not hide the trip: it shows as planned, and the warning names the field.
      warn(docId, data, result.error.issues, 'Hibás állapot kimaradt');
      const rest = { ...(candidate as Record<string, unknown>) };
      for (const field of STATUS_FIELDS) delete rest[field];
      result = StoredEventSchema.safeParse(rest);
    }
    if (result.success) {
      events.push(result.data);
    } else {
      warn(docId, data, result.error.issues, 'Hibás esemény kimaradt');
    }
  }
  const seen = new Map<string, StoredEvent>();
  for (const event of events) {
    const slot = `${seasonOf(event.date)}-${event.id}`;
    const first = seen.get(slot);
    if (first) {
      console.warn(
        `Ismétlődő esemény-azonosító a ${seasonOf(event.date)}. évadban: ${event.id} (${first.firestoreId ?? first.name} és ${event.firestoreId ?? event.name})`,
      );
    } else {
      seen.set(slot, event);
    }
  }
  return events;
}

/**
 * A record's fields with `updatedAt`, the server's time of an organiser's
 * write, as the event schema keeps it: ISO text, so an event stays plain JSON
 * wherever it is kept (the build's snapshot, the prerendered copies, the list
 * saved for offline). The Firebase SDK gives a Timestamp (whatever has
 * `toDate()`: this module stays free of the SDK), a snapshot file gives text.
 * Any other value (typed in the console) is left out rather than hiding the
 * trip: no page shows it.
 */
export function withWriteTimeAsText(data: object): Record<string, unknown> {
  const { updatedAt, ...fields } = data as Record<string, unknown>;
  const value =
    typeof updatedAt === 'object' && updatedAt !== null && 'toDate' in updatedAt
      ? (updatedAt as { toDate(): unknown }).toDate()
      : updatedAt;
  const text = value instanceof Date ? value.toISOString() : value;
  return typeof text === 'string' && StoredEventSchema.shape.updatedAt.safeParse(text).success
    ? { ...fields, updatedAt: text }
    : fields;
}

type Issues = ReadonlyArray<{ path: PropertyKey[]; message: string }>;

/**
 * What the club says about a trip beyond its date, and how full its coach is: left out
 * together when one of them is wrong, so the trip still shows, as planned.
 * `npm run events:check` names what this leaves out, with the same list and test.
 */
export const STATUS_FIELDS: readonly (keyof StoredEvent)[] = [
  'status',
  'statusNote',
  'decisionBy',
  'newDate',
  'seats',
];

export function onlyStatusIsBad(issues: Issues): boolean {
  return issues.every((issue) => (STATUS_FIELDS as readonly PropertyKey[]).includes(issue.path[0] ?? ''));
}

function warn(docId: string | undefined, data: unknown, issues: Issues, what: string) {
  const where = docId ?? JSON.stringify(data);
  const problems = issues.map(issueText).join('; ');
  console.warn(`${what} (${where}): ${problems}`);
}
