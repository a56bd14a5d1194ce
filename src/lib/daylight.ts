/*
 * Sunrise and sunset at a trip's destination, as the Budapest clock shows
 * them, and whether a route's walking ends after dark. Computed with suncalc
 * (Meeus' algorithms, as the NOAA calculator uses): exported as ES modules
 * without side effects, so a bundle keeps getTimes and its few helpers only.
 */
import { getTimes } from 'suncalc';
import type { Coordinates } from '../../schema/common.ts';
import type { RouteVariant, Trip } from '../../schema/trip.ts';
import { budapestDateTimeWithOffset, budapestInstant } from './budapest-time.ts';
import { addIsoDays } from './dates.ts';
import { routeLevelName } from './trip-facts.ts';

/** `HH:MM`, Budapest wall-clock time on the day asked for. */
export interface Daylight {
  sunrise: string;
  sunset: string;
}

/**
 * Sunrise and sunset at `place` on the calendar day `isoDate` (`YYYY-MM-DD`),
 * rounded to the minute: `{ sunrise: '07:29', sunset: '15:55' }` for Budapest
 * on 2025-12-21. The upper edge of the sun on a flat sea-level horizon, with
 * the usual refraction, as published tables give them; a ridge to the west
 * brings dusk earlier on the path. Null where the sun neither rises nor sets
 * that day (only beyond the polar circles).
 */
export function daylight(place: Coordinates, isoDate: string): Daylight | null {
  // suncalc finds the solar day around the instant it is given: Budapest noon is in it.
  const times = getTimes(budapestInstant(isoDate, '12:00'), place.lat, place.lon);
  if (!times.sunrise || !times.sunset) return null;
  return { sunrise: budapestClock(times.sunrise), sunset: budapestClock(times.sunset) };
}

function budapestClock(instant: Date): string {
  const nearestMinute = new Date(Math.round(instant.getTime() / 60_000) * 60_000);
  // `2025-12-21T15:55:00+01:00`: the wall-clock part, in winter or summer time as that day has it.
  return budapestDateTimeWithOffset(nearestMinute).slice(11, 16);
}

/**
 * Whether a route planned to end at `finishTime` (`HH:MM`, Budapest time, from
 * the trip file's `finishTime`) ends after `sunset` (`HH:MM`, from `daylight`)
 * on the same day. Ending at the very minute of sunset is not after it.
 */
export function endsAfterSunset(finishTime: string, sunset: string): boolean {
  // Zero-padded 24-hour times compare in time order as text.
  return finishTime > sunset;
}

/** A trip's day: its sunrise and sunset, and the routes planned to end after that sunset. */
export interface TripDaylightDay {
  /** `YYYY-MM-DD` */
  date: string;
  daylight: Daylight | null;
  /** One sentence per route variant whose `finishTime` is after sunset (headlampText). */
  headlamp: string[];
}

/**
 * `A hosszú táv tervezett érkezése (17:10) napnyugta (16:05) utánra esik: hozzon fejlámpát!`,
 * with the route's own name in brackets when it has one.
 */
export function headlampText(
  route: Pick<RouteVariant, 'level' | 'title'>,
  finishTime: string,
  sunset: string,
) {
  const name = `${routeLevelName[route.level].toLowerCase()}${route.title ? ` (${route.title})` : ''}`;
  return `A ${name} tervezett érkezése (${finishTime}) napnyugta (${sunset}) utánra esik: hozzon fejlámpát!`;
}

/**
 * Each day of the trip, from its start to its end date, with the daylight at
 * `place` and the routes of that day's program that end after sunset. A
 * program day without its own date is the trip's day of the same place in
 * the list (the first day the start date).
 */
export function tripDaylight(trip: Trip, place: Coordinates): TripDaylightDay[] {
  const last = trip.endDate !== undefined && trip.endDate > trip.startDate ? trip.endDate : trip.startDate;
  const dates: string[] = [];
  for (let date = trip.startDate; date <= last; date = addIsoDays(date, 1)) dates.push(date);
  return dates.map((date) => {
    const light = daylight(place, date);
    const routes = trip.days
      .filter((day, index) => (day.date ?? dates[index]) === date)
      .flatMap((day) => day.routes);
    const headlamp = light
      ? routes.flatMap((route) =>
          route.finishTime !== undefined && endsAfterSunset(route.finishTime, light.sunset)
            ? [headlampText(route, route.finishTime, light.sunset)]
            : [],
        )
      : [];
    return { date, daylight: light, headlamp };
  });
}
