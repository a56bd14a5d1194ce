/**
 * What the trip morning needs of a trip's page (trips/<season>/<key>.json): where and when
 * the coach calls, and the fee tiers, as the build took them from every trip's page
 * (`virtual:trip-mornings`), in the list's chunk: kept by the page's service worker with the
 * rest of its scripts, so the list opens on the coach with no signal.
 */
import mornings from 'virtual:trip-mornings';
import type { FeeTier } from '../../schema/trip.ts';
import { club as clubSettings } from '../../src/data/club.ts';
import { eventDateToIso } from '../../src/lib/dates.ts';
import { seasonOf } from '../../src/lib/seasons.ts';
import { seasonKey } from '../../src/lib/season-key.ts';
import type { Departure } from './trip-morning-plan.ts';

export interface TripFacts {
  /** The coach's stops in its order, with the times the trip's page gives. */
  departures: Departure[];
  /** The fee tiers; null when no trip page belongs to the event. */
  tiers: FeeTier[] | null;
}

const pointName = (id: string) => clubSettings.departurePoints.find((point) => point.id === id)?.name ?? id;

/** The club's departure points in its own order: the coach list's order without a trip page. */
const clubDepartures = (): Departure[] =>
  clubSettings.departurePoints.map((point) => ({ point: point.id, time: null, name: point.name }));

/**
 * The facts of the event's trip page. A page belongs to the event only when it starts on the
 * event's day (as on the site: a page copied from last year and not yet redated does not),
 * else the club's departure points, and no fee.
 */
export function tripFactsOf(event: { date: string; pdf: string }): TripFacts {
  const season = seasonOf(event.date);
  const trip = season === null ? undefined : mornings[seasonKey(season, event.pdf)];
  if (!trip || trip.startDate !== eventDateToIso(event.date))
    return { departures: clubDepartures(), tiers: null };
  const stops = trip.departures.map((departure) => ({
    point: departure.point,
    time: departure.time,
    name: pointName(departure.point),
  }));
  // A caller may have named a point this trip's coach does not call at: listed after its stops.
  const others = clubDepartures().filter((point) => !stops.some((stop) => stop.point === point.point));
  return { departures: [...stops, ...others], tiers: trip.tiers };
}
