/*
 * What the club says about a trip beyond its date: full, cancelled, postponed
 * or tentative (it depends on the weather; absent = on as planned). One set of
 * rules for the home card, the yearly program and the trip page. The home page
 * carries this module, so what only calendars and structured data need is in
 * trip-status-outputs.ts, and the decision time's wording in tentative.ts.
 */

import type { TripStatus } from '../../schema/choices.ts';

export type { TripStatus };

export interface StatusInfo {
  status?: TripStatus | undefined;
  statusNote?: string | undefined;
  /** When a tentative trip is decided, `2025.06.20 18:00`; kept after the decision. */
  decisionBy?: string | undefined;
  /** The event's day, `2025.06.21`: how the decision time is worded depends on it. */
  date?: string | undefined;
  /** The trip's list's counts, when the organisers keep it on their page. */
  seats?: { capacity: number | null; taken: number; waiting: number } | undefined;
}

/** The word a visitor reads on the badge; never colour alone. */
export const statusLabel: Record<TripStatus, string> = {
  full: 'Megtelt',
  cancelled: 'Elmarad',
  postponed: 'Elhalasztva',
  tentative: 'Az időjárástól függ',
};

/**
 * A cancelled or postponed trip does not take place on its date; a full one
 * does, and so does a tentative one until the club decides otherwise.
 */
export function takesPlace(item: StatusInfo): boolean {
  return item.status !== 'cancelled' && item.status !== 'postponed';
}

/**
 * The seats a caller may still have on a coming trip's coach, or null when the club says
 * nothing of it (no list kept, no seat number set, or the trip full, off or moved: its
 * status says that). While anyone waits, a freed seat is theirs, and the trip is full
 * (src/data/club-event.ts), so no one is promised a seat the waiting list is owed.
 */
export function seatsLeft(item: StatusInfo): number | null {
  const seats = item.seats;
  if (!seats || seats.capacity === null || (item.status !== undefined && item.status !== 'tentative'))
    return null;
  const left = seats.capacity - seats.taken;
  return left > 0 && seats.waiting === 0 ? left : null;
}

/** `Még 5 hely`, the words the cards, the program and the trip page share. */
export const seatsText = (left: number) => `Még ${left} hely`;
