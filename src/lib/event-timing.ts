import { eventDateToIso } from './dates.ts';
import { takesPlace, type StatusInfo } from './trip-status.ts';

/*
 * When a trip is, seen from `today` (`YYYY-MM-DD`, Budapest): upcoming, past
 * or over, and which trip is next. Every screen and address rule asks here.
 */

/** Where an event stands on a given day, as the home cards and the yearly program mark it. */
export type EventTiming = 'next' | 'upcoming' | 'past';

/**
 * Whether an event (date `yyyy.MM.dd`) is dated today or later. A trip stays
 * upcoming for the whole of its day: visitors look it up at dawn on the day.
 * A date that is no real day is never upcoming.
 */
export function isUpcoming(event: { date: string }, today: string): boolean {
  const iso = eventDateToIso(event.date);
  return iso !== null && iso >= today;
}

/** The earliest event dated today or later (by date, then id), or null when nothing is ahead. */
export function nextEvent<T extends { id: number; date: string }>(
  events: readonly T[],
  today: string,
): T | null {
  let best: T | null = null;
  for (const event of events) {
    if (!isUpcoming(event, today)) continue;
    if (best === null || event.date < best.date || (event.date === best.date && event.id < best.id))
      best = event;
  }
  return best;
}

/** Index of the first item dated today or later, in the order given (program order on the screens), or null. */
export function firstUpcomingIndex(items: readonly { date: string }[], today: string): number | null {
  const index = items.findIndex((item) => isUpcoming(item, today));
  return index === -1 ? null : index;
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

/**
 * The timing of each event of a list in program order (sortEvents) on
 * `today`: past before the first one dated today or later; "next" is the
 * first upcoming one that takes place (never a cancelled one).
 */
export function eventTimings(
  items: readonly ({ date: string } & StatusInfo)[],
  today: string,
): (index: number) => EventTiming {
  const firstUpcoming = firstUpcomingIndex(items, today);
  const next = nextTakingPlace(items, firstUpcoming);
  return (index) =>
    firstUpcoming === null || index < firstUpcoming ? 'past' : index === next ? 'next' : 'upcoming';
}

/**
 * Whether a trip dated `day` (`YYYY-MM-DD`) is over on `today`: from the day
 * after it, when the cards and the program mark it past. Nothing is left to
 * add to a calendar then. A date that is no real day (null) is never over.
 */
export function isOver(day: string | null, today: string): boolean {
  return day !== null && day < today;
}
