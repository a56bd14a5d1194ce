/*
 * What the club says about a trip beyond its date: full, cancelled or
 * postponed (absent = on as planned). One set of rules for the home card, the
 * yearly program, the trip page, the calendar files and the structured data.
 */

export const TRIP_STATUSES = ['full', 'cancelled', 'postponed'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

export interface StatusInfo {
  status?: TripStatus | undefined;
  statusNote?: string | undefined;
}

/** The word a visitor reads on the badge; never colour alone. */
export const statusLabel: Record<TripStatus, string> = {
  full: 'Betelt',
  cancelled: 'Elmarad',
  postponed: 'Elhalasztva',
};

/** A cancelled or postponed trip does not take place on its date; a full one does. */
export function takesPlace(item: StatusInfo): boolean {
  return item.status !== 'cancelled' && item.status !== 'postponed';
}

/**
 * Which of the upcoming items is "A következő túra": the first from
 * `firstUpcoming` on that takes place. A cancelled trip is never the next one.
 */
export function nextTakingPlace(items: readonly StatusInfo[], firstUpcoming: number | null): number | null {
  if (firstUpcoming === null) return null;
  for (let index = firstUpcoming; index < items.length; index++) {
    if (takesPlace(items[index]!)) return index;
  }
  return null;
}

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
