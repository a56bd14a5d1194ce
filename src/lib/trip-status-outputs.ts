/*
 * A trip's status as calendars and search engines read it. Apart from
 * trip-status.ts so the home page does not carry it.
 */
import { tentativeText } from './tentative.ts';
import { statusLabel, type StatusInfo } from './trip-status.ts';

/**
 * `Elmarad: Kevés jelentkező miatt elmarad.` — the badge and the note as one
 * sentence for screen readers and calendars; a tentative trip says when it is
 * decided: `Az időjárástól függ – döntés: péntek 18:00. Viharos szélben elmarad.`
 */
export function statusSentence(item: StatusInfo): string | null {
  if (!item.status) return null;
  const note = item.statusNote?.trim();
  if (item.status === 'tentative') return note ? `${tentativeText(item)}. ${note}` : tentativeText(item);
  return note ? `${statusLabel[item.status]}: ${note}` : statusLabel[item.status];
}

/**
 * iCalendar STATUS and SEQUENCE. A calendar replaces an entry it imported
 * before (same UID) only when the new SEQUENCE is higher, so every change of
 * status raises it above the 0 of a trip on as planned, and every outcome of
 * a tentative trip above the tentative 1: an event that kept its `decisionBy`
 * after the decision counts two more, whatever the club decided (on as
 * planned 2, postponed 3, cancelled 4).
 */
export function calendarStatus(item: StatusInfo): {
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  sequence: number;
} {
  const decided = item.decisionBy !== undefined && item.status !== 'tentative' ? 2 : 0;
  switch (item.status) {
    case 'cancelled':
      return { status: 'CANCELLED', sequence: 2 + decided };
    case 'postponed':
      return { status: 'TENTATIVE', sequence: 1 + decided };
    case 'tentative':
      return { status: 'TENTATIVE', sequence: 1 };
    default:
      // A full trip still takes place; it stays confirmed and changes nothing in a calendar.
      return { status: 'CONFIRMED', sequence: decided };
  }
}

/**
 * schema.org `eventStatus`; a full trip is scheduled (its offers say sold out),
 * and so is a tentative one: schema.org has no word for "depends on the weather".
 */
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
