import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { nextSeasonTrip, type NextSeasonTrip } from '../lib/registration-state.ts';
import { seasonOf, type TripAddress } from '../lib/seasons.ts';
import { addressEventsQueryOptions } from './trip-page.ts';
import { tripDocumentQueryOptions, tripPageChoice, tripPageContent, type TripPageContent } from './trips.ts';

/**
 * For the trip screen: what an address shows on `day` (a trip document's page or
 * a placeholder), or null (not found), and the same trip next season, which a
 * past trip's page links to (the events of a season's address include the next
 * season's: src/data/bundled-events.ts; Firestore gives every season's). On a
 * prerendered page the app took over,
 * the events are the ones the build knew, dated as stale, so they are read again
 * at once. A newer read (a date moved, a trip cancelled since the build) shows in
 * place; one that chooses a trip document not read yet keeps the page as it is
 * until the document is there (a deferred value, which React renders in the
 * background, suspending on the document's read). An unchanged read keeps the
 * same list (TanStack Query's structural sharing), so nothing is redrawn. Events
 * that could not be read leave a permanent address its season's own document.
 */
export function useTripPage(
  address: TripAddress,
  day: string,
): { content: TripPageContent | null; nextSeason: NextSeasonTrip | null } {
  const { data = null } = useQuery(addressEventsQueryOptions(address));
  const events = useDeferredValue(data);
  const choice = tripPageChoice(address, events, day);
  const { data: trip } = useSuspenseQuery(tripDocumentQueryOptions(choice));
  const season = choice?.event ? seasonOf(choice.event.date) : null;
  return {
    content: choice && tripPageContent(choice, trip),
    nextSeason: choice && events && season !== null ? nextSeasonTrip(events, choice.key, season) : null,
  };
}
