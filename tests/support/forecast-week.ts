/**
 * The week of the trip in the fixture (tests/support/fixture-project.ts): three 2026 trips after
 * the fixture's own 2026 season, dated from FORECAST_TODAY, the day tests/e2e/forecast.test.ts
 * opens them on (a page clock; the build is made on any day, and the start-up script shows the
 * copy of the page's day). Their keys are new, so no short address of another season moves:
 *
 * - program41, Mátraháza in three days (2025's program6, moved): depending on the weather, decided
 *   the day before at 18:00, its long route planned to end 45 minutes after that day's sunset and
 *   its medium one an hour before it;
 * - program42, Easter's four days in Pécsvárad in five days (2025's program8, moved);
 * - program43, Szádelő in thirty days (2025's program7, moved).
 *
 * Their routes leave 2025's sample tracks behind.
 */
import type { StoredEvent } from '../../schema/event.ts';
import { addIsoDays } from '../../src/lib/dates.ts';
import { daylight } from '../../src/lib/daylight.ts';
import program6 from '../../trips/2025/program6.json';
import program7 from '../../trips/2025/program7.json';
import program8 from '../../trips/2025/program8.json';

/** A Wednesday after the fixture's 2026 season (its last trip is on 21 March). */
export const FORECAST_TODAY = '2026-04-22';
export const IN_THREE = addIsoDays(FORECAST_TODAY, 3);
export const IN_FIVE = addIsoDays(FORECAST_TODAY, 5);
export const IN_THIRTY = addIsoDays(FORECAST_TODAY, 30);
/** The day before the trip in three days, on which the club decides at 18:00. */
export const DECISION_DAY = addIsoDays(IN_THREE, -1);

export const MOUNTAINS = program6.destination.coordinates;
export const SUNSET_IN_THREE = daylight(MOUNTAINS, IN_THREE)!.sunset;

/** `time` (HH:MM) moved on by `minutes`, at most to 23:59. */
function clockPlus(time: string, minutes: number): string {
  const total = Math.min(Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export const LONG_FINISH = clockPlus(SUNSET_IN_THREE, 45);

/**
 * A 2025 route without the sample track it names (nor the drawing the build made of it, which
 * a trip imported in a test carries): the track stays beside the 2025 trip, and a 2026 file
 * naming one not beside it would fail the check.
 */
const withoutTrack = <Route extends { track?: string; trackDrawing?: unknown }>({
  track: _track,
  trackDrawing: _drawing,
  ...route
}: Route) => route;

export const FORECAST_TRIPS = {
  program41: {
    ...program6,
    key: 'program41',
    startDate: IN_THREE,
    days: program6.days.map((day) => ({
      ...day,
      routes: day.routes
        .map(withoutTrack)
        .map((route) =>
          route.level === 'long'
            ? { ...route, finishTime: LONG_FINISH }
            : route.level === 'medium'
              ? { ...route, finishTime: clockPlus(SUNSET_IN_THREE, -60) }
              : route,
        ),
    })),
  },
  program42: {
    ...program8,
    key: 'program42',
    startDate: IN_FIVE,
    endDate: addIsoDays(IN_FIVE, 3),
    days: program8.days.map((day, index) => ({ ...day, date: addIsoDays(IN_FIVE, index) })),
  },
  program43: {
    ...program7,
    key: 'program43',
    startDate: IN_THIRTY,
    days: program7.days.map((day) => ({ ...day, routes: day.routes.map(withoutTrack) })),
  },
};

export type ForecastTripKey = keyof typeof FORECAST_TRIPS;

const eventDate = (iso: string) => iso.replaceAll('-', '.');

/** Their events, after the 2026 season's own (tests/support/season-2026.ts, ids 1 to 5). */
export const FORECAST_EVENTS = [
  {
    id: 6,
    date: eventDate(IN_THREE),
    name: 'Mátra: Kékestető és a Csörgő-patak',
    picture: program6.picture,
    pdf: 'program41',
    status: 'tentative',
    decisionBy: `${eventDate(DECISION_DAY)} 18:00`,
  },
  {
    id: 7,
    date: eventDate(IN_FIVE),
    name: 'Húsvét a Mecsekben',
    picture: program8.picture,
    pdf: 'program42',
  },
  { id: 8, date: eventDate(IN_THIRTY), name: 'Szádelői-völgy', picture: program7.picture, pdf: 'program43' },
] satisfies StoredEvent[];
