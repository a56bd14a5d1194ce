import { format } from 'date-fns';
import { hu } from 'date-fns/locale/hu';

/** The club's calendar day is Budapest's, whatever the visitor's clock says. */
export const CLUB_TIME_ZONE = 'Europe/Budapest';

const budapestDayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Budapest at the instant `now`, as `YYYY-MM-DD`. */
export function budapestDay(now: Date): string {
  return budapestDayFormat.format(now);
}

/** True for a real calendar day written `YYYY-MM-DD` (no 30 February). */
export function isRealIsoDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** `2025.01.18` (the event records' form) to `2025-01-18`, or null when it is no real day. */
export function eventDateToIso(text: string): string | null {
  if (!/^\d{4}\.\d{2}\.\d{2}$/.test(text)) return null;
  const iso = text.replaceAll('.', '-');
  return isRealIsoDate(iso) ? iso : null;
}

function isoToLocalDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** `2025. január 18., szombat`. */
export function formatLongDate(iso: string): string {
  return format(isoToLocalDate(iso), 'yyyy. MMMM d., EEEE', { locale: hu });
}

/** `január 18.` (for badges and compact lists). */
export function formatShortDate(iso: string): string {
  return format(isoToLocalDate(iso), 'MMMM d.', { locale: hu });
}

/** `szombat`. */
export function formatWeekday(iso: string): string {
  return format(isoToLocalDate(iso), 'EEEE', { locale: hu });
}

/** `január` for month 1. */
export function monthName(month: number): string {
  return format(new Date(2025, month - 1, 1), 'LLLL', { locale: hu });
}

/**
 * A trip's dates: one day as `2025. január 18., szombat`; a range within one
 * month as `2025. április 18–21. (péntek–hétfő)`; across months spelled out.
 */
export function formatDateRange(startIso: string, endIso?: string): string {
  if (!endIso || endIso === startIso) return formatLongDate(startIso);
  const start = isoToLocalDate(startIso);
  const end = isoToLocalDate(endIso);
  const days = `${format(start, 'EEEE', { locale: hu })}–${format(end, 'EEEE', { locale: hu })}`;
  if (start.getFullYear() !== end.getFullYear()) {
    return `${format(start, 'yyyy. MMMM d.', { locale: hu })} – ${format(end, 'yyyy. MMMM d.', { locale: hu })} (${days})`;
  }
  if (start.getMonth() === end.getMonth()) {
    return `${format(start, 'yyyy. MMMM d', { locale: hu })}–${format(end, 'd.', { locale: hu })} (${days})`;
  }
  return `${format(start, 'yyyy. MMMM d.', { locale: hu })} – ${format(end, 'MMMM d.', { locale: hu })} (${days})`;
}
