import { addIsoDays, eventDateToIso } from './dates.ts';
import { sortEvents, type SeasonEvent } from './seasons.ts';

/**
 * The day a development server shows the bundled program as of, when every
 * bundled season is over (a newcomer's first `npm run dev` would otherwise
 * show only past trips): the day after a trip about a third into the latest
 * season, so the home page has trips behind it and its next three ahead.
 * Null while a bundled trip is still ahead, or with no events.
 * `setting` is VITE_DEMO_DAY: `off` for the clock's today, a `YYYY-MM-DD`
 * day for that day, empty for this choice.
 */
export function demonstrationDay(events: readonly SeasonEvent[], today: string, setting = ''): string | null {
  if (setting === 'off') return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(setting)) return setting;
  const days = sortEvents(events)
    .map((event) => eventDateToIso(event.date))
    .filter((day): day is string => day !== null);
  const last = days.at(-1);
  if (last === undefined || last >= today) return null;
  const season = days.filter((day) => day.slice(0, 4) === last.slice(0, 4));
  const pastTrip = season[Math.max(0, Math.floor(season.length / 3) - 1)]!;
  return addIsoDays(pastTrip, 1);
}
