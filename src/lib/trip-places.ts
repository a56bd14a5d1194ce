/*
 * What the home card's forecast knows of each trip, worked out by the build
 * (`virtual:trip-places`, vite-plugins/trip-index.ts): where to ask, and the trip's
 * first and last day. Apart from trip-place.ts, which the trip page carries,
 * so that only the forecast's chunk has the lookup.
 */
import type { ClubSettings } from '../../schema/club.ts';
import type { Coordinates } from '../../schema/common.ts';
import type { Trip } from '../../schema/trip.ts';
import { seasonOf, type SeasonEvent } from './seasons.ts';
import { tripFitsEvent } from './page-choice.ts';
import { tripPlace } from './trip-place.ts';

/** What the home card needs of a trip for its forecast: the place and the trip's first and last day. */
export interface TripPlaceFacts extends Coordinates {
  startDate: string;
  endDate?: string;
}

/** `virtual:trip-places`: the facts of each season's trip with a place, under `2025/program6`. */
export type TripPlaces = Record<string, TripPlaceFacts>;

export function tripPlaceFacts(trip: Trip, club: ClubSettings): TripPlaceFacts | null {
  const place = tripPlace(trip, club);
  if (!place) return null;
  const { lat, lon } = place.coordinates;
  return { lat, lon, startDate: trip.startDate, ...(trip.endDate ? { endDate: trip.endDate } : {}) };
}

/**
 * The place facts of an event's own trip: its season's file of its key, only
 * when that file starts on the event's day (the rule the trip page follows,
 * src/lib/seasons.ts); null for a placeholder or a trip without a place.
 */
export function eventPlace(places: TripPlaces, event: SeasonEvent): TripPlaceFacts | null {
  const season = seasonOf(event.date);
  const facts = season === null ? undefined : places[`${season}/${event.key}`];
  return facts && tripFitsEvent(facts, event) ? facts : null;
}
