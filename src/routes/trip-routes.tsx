import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import type { ClubEvent } from '../../schema/event';
import { keyEventsQueryOptions } from '../data/events';
import type { TripPageContent } from '../data/trips';
import type { TripAddress } from '../lib/seasons';
import type { RouterContext } from './root';
import { rootRoute } from './root';

/** What the trip screen gets from its loader. */
export interface TripScreenData {
  content: TripPageContent;
  /**
   * The events of the key the content was chosen from, and the list they were
   * then (null when none could be read): the screen watches them for a newer read.
   */
  events: { key: string; season?: number; used: readonly ClubEvent[] | null };
}

/**
 * What a trip address shows. The events of its key decide: `#/program3` is
 * the key's next trip (or its latest), `#/2025/program3` the 2025 one, and a
 * trip document shows only for its own season's event.
 */
async function loadTripAddress(address: TripAddress, context: RouterContext): Promise<TripScreenData> {
  // Loaded with the trip route only, so the home page does not carry the trip list.
  const trips = await import('../data/trips');
  const key = trips.pageKey(address.key);
  const query = { key, ...(address.season === undefined ? {} : { season: address.season }) };
  let events;
  try {
    events = await context.queryClient.ensureQueryData(keyEventsQueryOptions(key, address.season));
  } catch (error) {
    // No events and nothing saved: a permanent address still has its season's own document.
    const content = await trips.loadTripWithoutEvents(address);
    if (content) return { content, events: { ...query, used: null } };
    throw error;
  }
  const content = await trips.loadTripPage(address, events, context.today());
  if (!content) throw notFound();
  return { content, events: { ...query, used: events } };
}

const tripNumber = (n: string) => {
  if (!/^[1-9]\d*$/.test(n)) throw notFound();
  return `program${n}`;
};

// The screen's code (trip page, calendar, sharing) loads with the route, not with the home page.
const tripScreen = lazyRouteComponent(() => import('./trip-screen'), 'TripScreen');

/** `#/program1` … `#/program27`; `program{$n}` also matches `#/program`, hence the checks. */
export const tripRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/program{$n}',
  loader: ({ params, context }) => loadTripAddress({ key: tripNumber(params.n) }, context),
  component: tripScreen,
});

/** `#/2025/program3`: that season's trip, for ever; shared links and calendars use it. */
export const seasonTripRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$year/program{$n}',
  loader: ({ params, context }) => {
    if (!/^\d{4}$/.test(params.year)) throw notFound();
    return loadTripAddress({ key: tripNumber(params.n), season: Number(params.year) }, context);
  },
  component: tripScreen,
});
