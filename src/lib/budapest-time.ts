// The package's index brings its Date subclass, whose set-up (methods added to its prototype)
// no bundler can drop; the function's own entry brings the function alone.
import { tzOffset } from '@date-fns/tz/tzOffset';
import { CLUB_TIME_ZONE } from './dates.ts';

/*
 * Instants on the Budapest clock: a trip's day and a wall-clock time as the
 * moment it happens, and a moment written with the offset Budapest has then.
 * Apart from dates.ts (days and their Hungarian names, which the home page
 * carries) because the time-zone library comes with it.
 */

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
  // skipped and the one that comes twice (tests/unit/budapest-time.test.ts), without TZDate's
  // Date subclass, 1.1 kB of the yearly program's and trip page's first view.
  const wallClock = Date.UTC(year, month - 1, day, hours, minutes);
  const guess = tzOffset(CLUB_TIME_ZONE, new Date(wallClock));
  const offset = tzOffset(CLUB_TIME_ZONE, new Date(wallClock - guess * 60_000));
  return new Date(wallClock - offset * 60_000);
}

/** `2025-04-05T06:15:00+02:00`: a Budapest instant written with its own UTC offset. */
export function budapestDateTimeWithOffset(instant: Date): string {
  const offset = tzOffset(CLUB_TIME_ZONE, instant);
  const local = new Date(instant.getTime() + offset * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const pad = (value: number) => String(value).padStart(2, '0');
  const offsetText = `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${local.toISOString().slice(0, 19)}${offsetText}`;
}
