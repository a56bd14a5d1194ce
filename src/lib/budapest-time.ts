import { CLUB_TIME_ZONE } from './dates.ts';

/*
 * Instants on the Budapest clock: a trip's day and a wall-clock time as the
 * moment it happens, and a moment written with the offset Budapest has then.
 * Apart from dates.ts (days and their Hungarian names, in every page's first
 * view): only what shows a time of day needs these.
 */

let clockFormat: Intl.DateTimeFormat | undefined;

/**
 * Budapest's offset from UTC at the instant `now`, in minutes (60 in winter,
 * 120 in summer): its wall clock read from Intl's parts (never a whole-string
 * format, which differs between ICU releases) as if it were UTC, less the instant.
 */
export function budapestOffsetMinutes(now: Date): number {
  clockFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: CLUB_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const clock: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const { type, value } of clockFormat.formatToParts(now)) clock[type] = Number(value);
  const { year = NaN, month = NaN, day = NaN, hour = NaN, minute = NaN, second = NaN } = clock;
  // Some engines have written midnight as hour 24 of the day it starts. The wall clock has no
  // milliseconds, so the difference is rounded to whole minutes; an unreadable clock gives NaN,
  // and the instants made from it are invalid dates, which throw when written.
  return Math.round((Date.UTC(year, month - 1, day, hour % 24, minute, second) - now.getTime()) / 60_000);
}

/**
 * The instant a Budapest wall-clock time happens, e.g. `2025-04-05` `06:15`
 * → 04:15 UTC (summer time) and `2025-01-18` `06:15` → 05:15 UTC (winter).
 */
export function budapestInstant(isoDate: string, time: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  // The wall-clock time read as UTC, moved back by Budapest's offset. The offset is asked twice,
  // the second time at the first answer, as the offset can change between the two (the night the
  // clocks change): this gives TZDate's instant for every time of day, including the hour that is
  // skipped and the one that comes twice (tests/unit/lib/budapest-time.test.ts), without a
  // time-zone library in the browser.
  const wallClock = Date.UTC(year, month - 1, day, hours, minutes);
  const guess = budapestOffsetMinutes(new Date(wallClock));
  const offset = budapestOffsetMinutes(new Date(wallClock - guess * 60_000));
  return new Date(wallClock - offset * 60_000);
}

/** `2025-04-05T06:15:00+02:00`: a Budapest instant written with its own UTC offset. */
export function budapestDateTimeWithOffset(instant: Date): string {
  const offset = budapestOffsetMinutes(instant);
  const local = new Date(instant.getTime() + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const pad = (value: number) => String(value).padStart(2, '0');
  const offsetText = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${local.toISOString().slice(0, 19)}${offsetText}`;
}
