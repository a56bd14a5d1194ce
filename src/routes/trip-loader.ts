import { notFound } from '@tanstack/react-router';
import { ensureTripPage, registrationOf } from '../data/trip-page.ts';
import { invitesCall } from '../lib/registration-state.ts';
import type { TripAddress } from '../lib/seasons.ts';
import type { RouterContext } from './root.tsx';

/**
 * The trip routes' loader: reads what the address's page needs into the query
 * cache (src/data/trip-page.ts), so the screen renders at once, and returns
 * only what the address decides. `/program3/` is the key's next trip (or its
 * latest), `/2025/program3/` the 2025 one.
 */
export async function loadTripAddress(address: TripAddress, { queryClient, today }: RouterContext) {
  const day = today();
  const content = await ensureTripPage(queryClient, address, day);
  if (!content) throw notFound();
  /**
   * The address, the day its page is chosen as of, and whether the page invites a
   * call: then its registration block has the organisers' numbers and the footer,
   * which reads this (src/components/shared/layout.tsx), leaves them out.
   */
  return { address, day, phonesInPage: invitesCall(registrationOf(content, day)) };
}

export type TripLoaderArguments = Parameters<typeof loadTripAddress>;
/** What the trip screens get from their loader. */
export type TripLoaderData = Awaited<ReturnType<typeof loadTripAddress>>;
