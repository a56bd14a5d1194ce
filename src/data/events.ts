import { queryOptions } from '@tanstack/react-query';
import { EventSchema, type ClubEvent } from '../../schema/event';
import bundledEvents from '../content/events.json';

/**
 * Keeps the records that pass the event schema, sorted by id. A bad record is
 * left out with one console warning naming it, so the rest still show.
 */
export function parseEventRecords(
  records: ReadonlyArray<{ docId?: string; data: unknown }>,
): ClubEvent[] {
  const events: ClubEvent[] = [];
  for (const { docId, data } of records) {
    const result = EventSchema.safeParse(docId === undefined ? data : { ...(data as object), firestoreId: docId });
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

/** The list shipped with the site, used when no Firebase project is configured. */
export async function fetchBundledEvents(): Promise<ClubEvent[]> {
  return parseEventRecords(bundledEvents.map((data) => ({ data })));
}

/** Where events come from; decided once, here, so nothing else needs to know. */
export const fetchEvents: () => Promise<ClubEvent[]> = fetchBundledEvents;

export function eventsQueryOptions() {
  return queryOptions({
    queryKey: ['events'],
    queryFn: fetchEvents,
    staleTime: 5 * 60 * 1000,
  });
}
