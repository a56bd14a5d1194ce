/*
 * How a trip that depends on the weather says when the club decides:
 * "Az időjárástól függ – döntés: péntek 18:00". The decision time is the
 * event's `decisionBy`, written in Budapest time as the club typed it, so it
 * is shown as it is, with its weekday.
 */
import { parseEventDateTime } from '../../schema/dates.ts';
import { eventDateToIso, formatShortDate, formatWeekday } from './dates.ts';
import { statusLabel, type StatusInfo } from './trip-status.ts';

/** How many days before the trip the weekday alone still names one day. */
const SAME_WEEK_DAYS = 6;

function daysBetween(fromIso: string, toIso: string): number {
  const utc = (iso: string) => {
    const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(toIso) - utc(fromIso)) / 86_400_000);
}

/**
 * `döntés: péntek 18:00` when the decision falls in the six days before the
 * trip or on its day (`eventDate`, `2025.06.21`); further ahead, or without the
 * trip's date, with the date too: `döntés: június 13., péntek 18:00`. Null
 * without a valid `decisionBy` (`2025.06.20 18:00`).
 */
export function decisionText(decisionBy: string | undefined, eventDate?: string): string | null {
  const decision = decisionBy === undefined ? null : parseEventDateTime(decisionBy);
  if (decision === null) return null;
  const eventDay = eventDate === undefined ? null : eventDateToIso(eventDate);
  const ahead = eventDay === null ? null : daysBetween(decision.isoDate, eventDay);
  const weekday = formatWeekday(decision.isoDate);
  const day =
    ahead !== null && ahead >= 0 && ahead <= SAME_WEEK_DAYS
      ? weekday
      : `${formatShortDate(decision.isoDate)}, ${weekday}`;
  return `döntés: ${day} ${decision.time}`;
}

/** `Az időjárástól függ – döntés: péntek 18:00`, or the words alone while no decision time is set. */
export function tentativeText(item: Pick<StatusInfo, 'decisionBy' | 'date'>): string {
  const decision = decisionText(item.decisionBy, item.date);
  return decision ? `${statusLabel.tentative} – ${decision}` : statusLabel.tentative;
}
