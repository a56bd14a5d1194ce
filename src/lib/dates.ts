/** The club's calendar day is Budapest's, whatever the visitor's clock says. */
export const CLUB_TIME_ZONE = 'Europe/Budapest';

/*
 * The day is read from Intl's parts, never from a whole-string format: those
 * differ between ICU releases (`en-CA` writes `2026-11-25` in one, `11/25/2026`
 * in another), and the build and every browser must agree on the day.
 * eslint.config.js allows Intl only here and in budapest-time.ts.
 */
const budapestDayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Budapest at the instant `now`, as `YYYY-MM-DD`. */
export function budapestDay(now: Date): string {
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of budapestDayFormat.formatToParts(now)) part[type] = value;
  return `${part.year}-${part.month}-${part.day}`;
}

/**
 * The day `count` days after `isoDate` (`YYYY-MM-DD`), or before it for a
 * negative count, by the calendar. An instant of the Budapest clock on a day:
 * budapest-time.ts.
 */
export function addIsoDays(isoDate: string, count: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + count)).toISOString().slice(0, 10);
}

/**
 * The day of `isoDate`'s weekday nearest to the same calendar day in `year`
 * (29 February falls on 28 February): a Saturday trip stays a Saturday, a day
 * or two earlier each year. Kept within `year`, so 1 January does not slip
 * back into the old season: it moves a week on instead.
 */
export function sameWeekdayInYear(isoDate: string, year: number): string {
  const [fromYear, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(fromYear, month - 1, day)).getUTCDay();
  const lastOfMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const anchor = new Date(Date.UTC(year, month - 1, Math.min(day, lastOfMonth)));
  // -3 … 3 days: the nearest day with the same weekday.
  const shift = ((weekday - anchor.getUTCDay() + 10) % 7) - 3;
  const near = addIsoDays(anchor.toISOString().slice(0, 10), shift);
  const nearYear = Number(near.slice(0, 4));
  return nearYear === year ? near : addIsoDays(near, nearYear < year ? 7 : -7);
}

// Written once at the bottom, where the schemas check content with them.
export { eventDateToIso, isoToEventDate, isRealIsoDate } from '../../schema/dates.ts';

/*
 * Hungarian month and weekday names written out: the site needs only these
 * fixed formats, and date-fns with its hu locale cost 7 kB gzip of the home
 * page's first-view JavaScript. tests/unit/lib/dates-hu.test.ts checks
 * every day of several years against date-fns, so the output is unchanged.
 */
const MONTHS = [
  'január',
  'február',
  'március',
  'április',
  'május',
  'június',
  'július',
  'augusztus',
  'szeptember',
  'október',
  'november',
  'december',
] as const;
const WEEKDAYS = ['vasárnap', 'hétfő', 'kedd', 'szerda', 'csütörtök', 'péntek', 'szombat'] as const;

interface DayParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  weekday: string;
}

function dayParts(iso: string): DayParts {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  // The weekday of a calendar date, computed in UTC so the visitor's time zone cannot move it.
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]!;
  return { year, month, day, weekday };
}

/** `2025. január 18., szombat`. */
export function formatLongDate(iso: string): string {
  const { year, month, day, weekday } = dayParts(iso);
  return `${year}. ${monthName(month)} ${day}., ${weekday}`;
}

/** `január 18.` (for badges and compact lists). */
export function formatShortDate(iso: string): string {
  const { month, day } = dayParts(iso);
  return `${monthName(month)} ${day}.`;
}

/** `szombat`. */
export function formatWeekday(iso: string): string {
  return dayParts(iso).weekday;
}

const SHORT_MONTHS = [
  'jan.',
  'febr.',
  'márc.',
  'ápr.',
  'máj.',
  'jún.',
  'júl.',
  'aug.',
  'szept.',
  'okt.',
  'nov.',
  'dec.',
] as const;
const SHORT_WEEKDAYS: Record<string, string> = {
  vasárnap: 'v.',
  hétfő: 'h.',
  kedd: 'k.',
  szerda: 'sze.',
  csütörtök: 'cs.',
  péntek: 'p.',
  szombat: 'szo.',
};

/** `febr. 1., szo.`: a coming day on a phone's narrow line, with the weekday it is checked by. */
export function formatCompactDate(iso: string): string {
  const { month, day, weekday } = dayParts(iso);
  return `${SHORT_MONTHS[month - 1] ?? ''} ${day}., ${SHORT_WEEKDAYS[weekday] ?? weekday}`;
}

/** `január` for month 1. */
export function monthName(month: number): string {
  return MONTHS[month - 1] ?? '';
}

/**
 * A trip's dates: one day as `2025. január 18., szombat`; a range within one
 * month as `2025. április 18–21. (péntek–hétfő)`; across months spelled out.
 */
export function formatDateRange(startIso: string, endIso?: string): string {
  if (!endIso || endIso === startIso) return formatLongDate(startIso);
  const start = dayParts(startIso);
  const end = dayParts(endIso);
  const days = `${start.weekday}–${end.weekday}`;
  if (start.year !== end.year) {
    return `${start.year}. ${monthName(start.month)} ${start.day}. – ${end.year}. ${monthName(end.month)} ${end.day}. (${days})`;
  }
  if (start.month === end.month) {
    return `${start.year}. ${monthName(start.month)} ${start.day}–${end.day}. (${days})`;
  }
  return `${start.year}. ${monthName(start.month)} ${start.day}. – ${monthName(end.month)} ${end.day}. (${days})`;
}
