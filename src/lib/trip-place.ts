/*
 * Where a trip's weather and daylight are worked out for: its destination,
 * or, for a trip without one, the first departure point (the coach's first
 * stop) when that has coordinates. One rule for the trip page and, through
 * the build's `virtual:trip-places` (trip-places.ts), the home card.
 */
import type { ClubSettings } from '../../schema/club.ts';
import type { Coordinates } from '../../schema/common.ts';
import type { Trip } from '../../schema/trip.ts';
import { departuresInOrder } from './trip-facts.ts';

export interface TripPlace {
  name: string;
  coordinates: Coordinates;
}

export function tripPlace(trip: Trip, club: ClubSettings): TripPlace | null {
  if (trip.destination) return trip.destination;
  const point = departuresInOrder(trip, club)[0]?.point;
  return point?.coordinates ? { name: point.name, coordinates: point.coordinates } : null;
}
