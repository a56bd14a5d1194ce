import { EventSchema, type ClubEvent } from '../../schema/event.ts';

/**
 * Keeps the records that pass the event schema, sorted by id. A bad record is
 * left out with one console warning naming it, so the rest still show.
 * Used for data from outside the bundle; the bundled list is checked by the tests.
 */
export function parseEventRecords(
  records: ReadonlyArray<{ docId?: string; data: unknown }>,
): ClubEvent[] {
  const events: ClubEvent[] = [];
  for (const { docId, data } of records) {
    const candidate =
      docId === undefined || typeof data !== 'object' || data === null ? data : { ...data, firestoreId: docId };
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
  return events.sort((a, b) => a.id - b.id);
}
