/*
 * Which days of a trip a daily forecast covers. Apart from the rest of the
 * forecast (src/lib/forecast.ts, with its answer schema and Hungarian words)
 * because the home card asks this of every trip it shows, and the home page
 * should carry this much and no more until a trip is in range: it imports
 * only the day arithmetic of dates.ts, which the home page has anyway
 * (trip-facts.ts, with its time-zone library, would come along).
 */
import { addIsoDays } from './dates.ts';

/** Today and the six days after it: further ahead a daily forecast is too uncertain to plan with. */
export const FORECAST_DAYS = 7;

/** The days of a trip to ask for, `YYYY-MM-DD`, both included. */
export interface ForecastWindow {
  start: string;
  end: string;
}

/**
 * The trip's days (`tripStart` to `tripEnd`, or the one day) that fall in the
 * seven days from `today` (the Budapest day, `YYYY-MM-DD`), or null when none
 * does: a trip more than six days ahead, or one already over. A long trip that
 * has begun is asked for from today; one that goes past the seventh day, up to it.
 */
export function forecastWindow(
  tripStart: string,
  tripEnd: string | undefined,
  today: string,
): ForecastWindow | null {
  const lastDay = addIsoDays(today, FORECAST_DAYS - 1);
  const start = tripStart > today ? tripStart : today;
  const tripLast = tripEnd !== undefined && tripEnd > tripStart ? tripEnd : tripStart;
  const end = tripLast < lastDay ? tripLast : lastDay;
  return start <= end ? { start, end } : null;
}
