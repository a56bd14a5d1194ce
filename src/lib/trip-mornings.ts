import type { Trip } from '../../schema/trip.ts';

/**
 * What the organisers' coach list needs of each trip's page, under `<season>/<key>` (and each
 * alias's): its first day, where and when the coach calls, the fee tiers. The build makes it
 * (vite-plugins/trip-index.ts, `virtual:trip-mornings`); organisers/trip-list/trip-facts.ts reads it.
 */
export type TripMornings = Record<
  string,
  Pick<Trip, 'startDate' | 'departures'> & { tiers: Trip['fee']['tiers'] }
>;
