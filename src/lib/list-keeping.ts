/**
 * How long a trip's list of callers is kept: to LIST_KEPT_DAYS after its trip's day. The nightly
 * step deletes a list then (tools/trip-list-closing.ts), and the organisers' page lets the phone's
 * copy of it go by the same day (organisers/trip-list/closed-lists.ts).
 */
import { LIST_KEPT_DAYS } from '../../schema/changes.ts';
import { addIsoDays } from './dates.ts';

/**
 * The trip's day (`YYYY-MM-DD`) a stored event names: a postponed one's new day; null if it
 * names none. How long its list is kept counts from it (LIST_KEPT_DAYS).
 */
export function tripDayOf(event: Readonly<Record<string, unknown>> | null | undefined): string | null {
  const date: unknown =
    event?.status === 'postponed' && typeof event.newDate === 'string' ? event.newDate : event?.date;
  return typeof date === 'string' && /^\d{4}\.\d{2}\.\d{2}$/.test(date) ? date.replaceAll('.', '-') : null;
}

/** The latest server time among a list's documents' write and taking times, if any. */
export function lastWrittenOf(documents: ReadonlyArray<Readonly<Record<string, unknown>>>): Date | null {
  let last: Date | null = null;
  for (const data of documents)
    for (const field of ['updatedAt', 'takenAt', 'changedAt', 'boardedAt', 'reachedAt', 'fixedAt']) {
      const time = (data[field] as { toDate?: () => Date } | undefined)?.toDate?.();
      if (time && (!last || time > last)) last = time;
    }
  return last;
}

/** Whether a list kept for `day` (`YYYY-MM-DD`) is past keeping on `today`. */
export const isPastKeeping = (day: string, today: string): boolean => addIsoDays(day, LIST_KEPT_DAYS) < today;
