import { TZDateMini, tzOffset } from '@date-fns/tz';
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
  return new Date(new TZDateMini(year, month - 1, day, hours, minutes, CLUB_TIME_ZONE).getTime());
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
