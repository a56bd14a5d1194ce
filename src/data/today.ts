import { budapestDay } from '../lib/dates.ts';

/*
 * Today's date for the app in the browser: the router's context asks here
 * (src/router.tsx), and hands it to the loaders and, through useToday, to the
 * screens; the event reads ask here too. The build gives the router the day it
 * renders each copy as of instead (src/prerender/render.tsx).
 */

let demonstrationDay: string | null = null;

/** Today's date in Budapest (`YYYY-MM-DD`), or the development server's demonstration day. */
export function currentDay(): string {
  return demonstrationDay ?? budapestDay(new Date());
}

/** The day the development server shows the site as of, when every bundled season is over. */
export function shownDemonstrationDay(): string | null {
  return demonstrationDay;
}

/** Development server only (src/main.tsx): the site as of `day` instead of the clock's. */
export function showAsOfDemonstrationDay(day: string | null): void {
  if (import.meta.env.DEV) demonstrationDay = day;
}
