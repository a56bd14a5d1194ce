import { notFound } from '@tanstack/react-router';
import type { ClubEvent } from '../../schema/event';
import { keyEventsQueryOptions } from '../data/events';
import { pageKey, tripDocumentQueryOptions, tripPageChoice } from '../data/trips';
import type { TripAddress } from '../lib/seasons';
import type { RouterContext } from './root';

/**
 * The trip routes' loader: reads the events of the address's key and the trip
 * document they choose into the query cache, so the screen renders at once
 * (src/routes/trip-screen.tsx, which reads them from there and follows a newer
 * read of the events). `/program3/` is the key's next trip (or its latest),
 * `/2025/program3/` the 2025 one, and a trip document shows only for its own
 * season's event.
 */
export async function loadTripAddress(address: TripAddress, { queryClient, today }: RouterContext) {
  const day = today();
  let events: readonly ClubEvent[] | null;
  try {
    events = await queryClient.ensureQueryData(keyEventsQueryOptions(pageKey(address.key), address.season));
  } catch (error) {
    // No events and nothing saved: a permanent address still has its season's own document.
    if (!tripPageChoice(address, null, day)) throw error;
    events = null;
  }
  const choice = tripPageChoice(address, events, day);
  if (!choice) throw notFound();
  if (choice.kind === 'trip')
    await queryClient.ensureQueryData(tripDocumentQueryOptions(choice.season, choice.key));
  /** The address, and what the page was chosen from: the events of its key (null: none could be read) on `day`. */
  return { address, events, day };
}

export type TripLoaderArguments = Parameters<typeof loadTripAddress>;
