import { StoredEventSchema, type ClubEvent, type StoredEvent } from '../../schema/event.ts';
import { issueText } from '../../schema/issues.ts';
import { seasonOf } from '../lib/seasons.ts';
import { onlyStatusIsBad, STATUS_FIELDS, withWriteTimeAsText, type Issues } from '../lib/stored-events.ts';
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

function warn(docId: string | undefined, data: unknown, issues: Issues, what: string) {
  const where = docId ?? JSON.stringify(data);
  const problems = issues.map(issueText).join('; ');
  console.warn(`${what} (${where}): ${problems}`);
}
