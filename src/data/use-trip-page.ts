import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { nextSeasonTrip, type NextSeasonTrip } from '../lib/registration-state';
import { seasonOf, type TripAddress } from '../lib/seasons';
import { addressEventsQueryOptions } from './trip-page';
import { tripDocumentQueryOptions, tripPageChoice, tripPageContent, type TripPageContent } from './trips';

/**
 * For the trip screen: what an address shows on `day` (a trip document's page or
 * a placeholder), or null (not found). On a prerendered page the app took over,
 * the events are the ones the build knew, dated as stale, so they are read again
 * at once. A newer read (a date moved, a trip cancelled since the build) shows in
 * place; one that chooses a trip document not read yet keeps the page as it is
 * until the document is there (a deferred value, which React renders in the
 * background, suspending on the document's read). An unchanged read keeps the
 * same list (TanStack Query's structural sharing), so nothing is redrawn. Events
 * that could not be read leave a permanent address its season's own document.
 */
export function useTripPage(address: TripAddress, day: string): TripPageContent | null {
  const { data: events = null } = useQuery(addressEventsQueryOptions(address));
  const choice = tripPageChoice(address, useDeferredValue(events), day);
  const { data: trip } = useSuspenseQuery(tripDocumentQueryOptions(choice));
  return choice && tripPageContent(choice, trip);
}

/**
 * The same trip next season, for a past trip's page: from the events of the
 * address's key, which for a season's address include the next season's
 * (src/data/bundled-events.ts; Firestore gives every season's).
 */
export function useNextSeasonTrip(
  address: TripAddress,
  content: TripPageContent | null,
): NextSeasonTrip | null {
  // Deferred like the page's own choice above, so both follow the same read.
  const { data } = useQuery(addressEventsQueryOptions(address));
  const events = useDeferredValue(data);
  const season =
    content?.kind === 'trip' ? content.season : content?.event ? seasonOf(content.event.date) : null;
  return content && events && season !== null ? nextSeasonTrip(events, content.key, season) : null;
}
