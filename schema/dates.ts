/*
 * The date primitives the schemas check content with. Plain functions with no
 * import, so the browser code (src/lib/dates.ts) can use them without zod.
 */

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

/** `2025-01-18` to `2025.01.18`, the event records' form. */
export const isoToEventDate = (iso: string): string => iso.replaceAll('-', '.');

/** `yyyy.MM.dd HH:mm` on the 24-hour clock; the schema's message names the form. */
export const EVENT_DATE_TIME = /^(\d{4}\.\d{2}\.\d{2}) (([01]\d|2[0-3]):[0-5]\d)$/;

/**
 * `2025.06.20 18:00` (an event's date form, a space, a 24-hour clock time) as
 * `{ isoDate: '2025-06-20', time: '18:00' }`, or null when it is not that form
 * or not a real day. What a volunteer types into the Firebase console.
 */
export function parseEventDateTime(text: string): { isoDate: string; time: string } | null {
  const match = EVENT_DATE_TIME.exec(text);
  if (!match) return null;
  const isoDate = eventDateToIso(match[1]!);
  return isoDate === null ? null : { isoDate, time: match[2]! };
}
