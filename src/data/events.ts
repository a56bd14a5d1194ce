import { queryOptions } from '@tanstack/react-query';
import type { ClubEvent } from '../../schema/event';
import bundledEvents from '../content/events.json';

/**
 * The list shipped with the site, used when no Firebase project is configured.
 * It is validated by the test suite, not at run time, so the home page carries no schema code.
 */
export async function fetchBundledEvents(): Promise<ClubEvent[]> {
  const events: ClubEvent[] = bundledEvents;
  return [...events].sort((a, b) => a.id - b.id);
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
