import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { ClubEvent } from '../../schema/event';
import type { TripAddress } from '../lib/seasons';
import { keyEventsQueryOptions } from './events';
import { pageKey, tripDocumentQueryOptions, tripPageChoice, type TripPageChoice } from './trips';

/*
 * A trip address's one read path: the events of its key, the page they choose
 * (src/lib/page-choice.ts has the rules) and, for a trip, its document. The
 * route's loader ensures both queries (ensureTripPage); the screen reads the
 * same ones (useTripPageChoice, then the document's query), so the choice is
 * made in one place, from the data as it is now.
 */

const eventsOfAddress = (address: TripAddress) => keyEventsQueryOptions(pageKey(address.key), address.season);

/**
 * For the route's loader: reads the address's events and the trip document they
 * choose into the cache. False for an address the club never published. A read
 * that fails with nothing saved still leaves a permanent address its season's
 * own document; otherwise the failure is the loader's.
 */
export async function ensureTripPage(
  queryClient: QueryClient,
  address: TripAddress,
  day: string,
): Promise<boolean> {
  let events: readonly ClubEvent[] | null;
  try {
    events = await queryClient.ensureQueryData(eventsOfAddress(address));
  } catch (error) {
    if (!tripPageChoice(address, null, day)) throw error;
    events = null;
  }
  const choice = tripPageChoice(address, events, day);
  if (!choice) return false;
  if (choice.kind === 'trip')
    await queryClient.ensureQueryData(tripDocumentQueryOptions(choice.season, choice.key));
  return true;
}

/**
 * For the trip screen: what an address shows on `day`, or null (not found); a
 * trip's document is then read with tripDocumentQueryOptions, as the loader
 * read it. On a prerendered page the app took over, the events are the ones
 * the build knew, dated as stale, so they are read again at once. A newer read
 * (a date moved, a trip cancelled since the build) shows in place; one that
 * chooses a trip document not read yet keeps the page as it is until the
 * document is there (a deferred value, which React renders in the
 * background). An unchanged read keeps the same list (TanStack Query's
 * structural sharing), so nothing is redrawn. Events that could not be read
 * leave a permanent address its season's own document.
 */
export function useTripPageChoice(address: TripAddress, day: string): TripPageChoice | null {
  const { data: events = null } = useQuery(eventsOfAddress(address));
  return tripPageChoice(address, useDeferredValue(events), day);
}
