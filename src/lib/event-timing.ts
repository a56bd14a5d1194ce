import { findNextIndex, type DatedItem } from './carousel-window';
import { nextTakingPlace, type StatusInfo } from './trip-status';

/** Where an event stands on a given day, as the home cards and the yearly program mark it. */
export type EventTiming = 'next' | 'upcoming' | 'past';

/**
 * The timing of each event of a list in program order (sortEvents) on
 * `today` (`YYYY-MM-DD`, Budapest): past before the first one dated today or
 * later; "next" is the first upcoming one that takes place (never a cancelled one).
 */
export function eventTimings(
  items: readonly (DatedItem & StatusInfo)[],
  today: string,
): (index: number) => EventTiming {
  const firstUpcoming = findNextIndex(items, today);
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
