import { EventSchema, type ClubEvent } from '../../schema/event';
import { seasonOf, sortEvents } from '../lib/seasons';

/**
 * Keeps the records that pass the event schema, sorted by season and id. A bad
 * record is left out with one console warning naming it, so the rest still show.
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
    const result = EventSchema.safeParse(candidate);
    if (result.success) {
      events.push(result.data);
    } else {
      const where = docId ?? JSON.stringify(data);
      const problems = result.error.issues
        .map((issue) => `${issue.path.join('.') || '(egész)'}: ${issue.message}`)
        .join('; ');
      console.warn(`Hibás esemény kimaradt (${where}): ${problems}`);
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
  return sortEvents(events);
}
