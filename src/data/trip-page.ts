import type { QueryClient } from '@tanstack/react-query';
import type { ClubEvent } from '../../schema/event.ts';
import { registrationState, type RegistrationState } from '../lib/registration-state.ts';
import type { TripAddress } from '../lib/seasons.ts';
import { keyEventsQueryOptions } from './events.ts';
import {
  pageKey,
  tripDocumentQueryOptions,
  tripPageChoice,
  tripPageContent,
  type TripPageContent,
} from './trips.ts';

/*
 * A trip address's one read path: the events of its key, the page they choose
 * (src/lib/page-choice.ts has the rules) and, for a trip, its document. The
 * route's loader ensures both queries (ensureTripPage, here); the screen reads
 * the same ones (useTripPage in src/data/use-trip-page.ts, which only the
 * lazily loaded trip screen carries), so the choice is made in one place, from
 * the data as it is now.
 */

/** The events of an address's key: the read its page is chosen from. */
export const addressEventsQueryOptions = (address: TripAddress) =>
  keyEventsQueryOptions(pageKey(address.key), address.season);

/** What a page's registration block says on `day`: from its event, or without one from its document's first day. */
export function registrationOf(content: TripPageContent, day: string): RegistrationState {
  return registrationState(
    content.event ?? undefined,
    content.kind === 'trip' ? content.trip.startDate : null,
    day,
  );
}

/**
 * For the route's loader: reads the address's events and the trip document they
 * choose (or none, for a placeholder) into the cache, and returns the page they
 * make. Null for an address the club never published. A read
 * that fails with nothing saved still leaves a permanent address its season's
 * own document; otherwise the failure is the loader's.
 */
export async function ensureTripPage(
  queryClient: QueryClient,
  address: TripAddress,
  day: string,
): Promise<TripPageContent | null> {
  let events: readonly ClubEvent[] | null;
  try {
    events = await queryClient.ensureQueryData(addressEventsQueryOptions(address));
  } catch (error) {
    if (!tripPageChoice(address, null, day)) throw error;
    events = null;
  }
  const choice = tripPageChoice(address, events, day);
  if (!choice) return null;
  return tripPageContent(choice, await queryClient.ensureQueryData(tripDocumentQueryOptions(choice)));
}
