/*
 * A trip's status as calendars and search engines read it. Apart from
 * trip-status.ts so the home page does not carry it.
 */
import { statusLabel, type StatusInfo } from './trip-status';

/** `Elmarad: Kevés jelentkező miatt elmarad.` — the badge and the note as one sentence for screen readers and calendars. */
export function statusSentence(item: StatusInfo): string | null {
  if (!item.status) return null;
  const note = item.statusNote?.trim();
  return note ? `${statusLabel[item.status]}: ${note}` : statusLabel[item.status];
}

/**
 * iCalendar STATUS and SEQUENCE. A calendar replaces an entry it imported
 * before (same UID) only when the new SEQUENCE is higher, so every change of
 * status raises it above the 0 of a trip on as planned.
 */
export function calendarStatus(item: StatusInfo): {
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  sequence: number;
} {
  switch (item.status) {
    case 'cancelled':
      return { status: 'CANCELLED', sequence: 2 };
    case 'postponed':
      return { status: 'TENTATIVE', sequence: 1 };
    default:
      // A full trip still takes place; it stays confirmed and changes nothing in a calendar.
      return { status: 'CONFIRMED', sequence: 0 };
  }
}

/** schema.org `eventStatus`; a full trip is scheduled (its offers say sold out). */
export function schemaOrgStatus(item: StatusInfo): string {
  switch (item.status) {
    case 'cancelled':
      return 'https://schema.org/EventCancelled';
    case 'postponed':
      return 'https://schema.org/EventPostponed';
    default:
      return 'https://schema.org/EventScheduled';
  }
}
