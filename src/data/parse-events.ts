import { EventSchema, type ClubEvent } from '../../schema/event.ts';
import { issueText } from '../../schema/issues.ts';
import { seasonOf } from '../lib/seasons.ts';

/**
 * Keeps the records that pass the event schema, in the order read (each screen
 * puts what it shows in program order: sortEvents). A bad record is left out
 * with one console warning naming it, so the rest still show.
 * The same id in two seasons is normal (ids restart every year); twice in one
 * season is a mistake: both show, with a warning naming both documents.
 * Used for data from outside the bundle; the bundled list is checked by the tests.
 */
export function parseEventRecords(records: ReadonlyArray<{ docId?: string; data: unknown }>): ClubEvent[] {
  const events: ClubEvent[] = [];
  for (const { docId, data } of records) {
    const candidate =
      docId === undefined || typeof data !== 'object' || data === null
        ? data
        : { ...data, firestoreId: docId };
    let result = EventSchema.safeParse(candidate);
    if (!result.success && onlyStatusIsBad(result.error.issues)) {
      // A mistyped status must not hide the trip: it shows as planned, and the warning names the field.
      warn(docId, data, result.error.issues, 'Hibás állapot kimaradt');
      const rest = { ...(candidate as Record<string, unknown>) };
      for (const field of STATUS_FIELDS) delete rest[field];
      result = EventSchema.safeParse(rest);
    }
    if (result.success) {
      events.push(result.data);
    } else {
      warn(docId, data, result.error.issues, 'Hibás esemény kimaradt');
    }
  }
  const seen = new Map<string, ClubEvent>();
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

type Issues = ReadonlyArray<{ path: PropertyKey[]; message: string }>;

/**
 * What the club says about a trip beyond its date: left out together when one of them is wrong.
 * `npm run events:check` names what this leaves out, with the same list and test.
 */
export const STATUS_FIELDS: readonly (keyof ClubEvent)[] = ['status', 'statusNote', 'decisionBy'];

export function onlyStatusIsBad(issues: Issues): boolean {
  return issues.every((issue) => (STATUS_FIELDS as readonly PropertyKey[]).includes(issue.path[0] ?? ''));
}

function warn(docId: string | undefined, data: unknown, issues: Issues, what: string) {
  const where = docId ?? JSON.stringify(data);
  const problems = issues.map(issueText).join('; ');
  console.warn(`${what} (${where}): ${problems}`);
}
