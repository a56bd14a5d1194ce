import { eventDateToIso } from './dates';
import { sortEvents } from './seasons';

/**
 * The home page carousel's window: which consecutive events it shows.
 *
 * Deliberately positional: the original computed the window from
 * event ids, which broke on the gap at ids 23–25.
 */

export interface DatedItem {
  id: number;
  /** `yyyy.MM.dd`; an item whose date is no real day is never "upcoming". */
  date: string;
}

export interface CarouselWindow<T extends DatedItem> {
  /** All items, sorted by season and id: the order the carousel walks through. */
  items: T[];
  /** Index in `items` of the first visible card. */
  start: number;
  /** How many cards are visible (the window size, or fewer when there are fewer items). */
  size: number;
  /** Index in `items` of the next trip, or null when the season is over. */
  nextIndex: number | null;
  /** True when no item is dated today or later: the window shows the last ones, as past. */
  seasonOver: boolean;
}

export const CAROUSEL_SIZE = 3;

/** Index of the first item dated `today` (`YYYY-MM-DD`) or later, or null. */
export function findNextIndex(items: readonly DatedItem[], today: string): number | null {
  const index = items.findIndex((item) => {
    const key = eventDateToIso(item.date);
    return key !== null && key >= today;
  });
  return index === -1 ? null : index;
}

/** Keeps `start` so that the window stays inside the list. */
export function clampStart(start: number, total: number, size = CAROUSEL_SIZE): number {
  return Math.min(Math.max(start, 0), Math.max(total - size, 0));
}

/**
 * The window on first view: its first card is the next trip (an event dated
 * today still counts), clamped so three cards show where there are three.
 * When the season is over it shows the last cards.
 */
export function initialWindow<T extends DatedItem>(
  events: readonly T[],
  today: string,
  size = CAROUSEL_SIZE,
): CarouselWindow<T> {
  const items = sortEvents(events);
  const nextIndex = findNextIndex(items, today);
  const seasonOver = nextIndex === null;
  const start = clampStart(seasonOver ? items.length : nextIndex, items.length, size);
  return { items, start, size: Math.min(size, items.length), nextIndex, seasonOver };
}

/** The window moved by `delta` cards, clamped at both ends. */
export function moveWindow<T extends DatedItem>(window: CarouselWindow<T>, delta: number): CarouselWindow<T> {
  const start = clampStart(window.start + delta, window.items.length, window.size);
  return start === window.start ? window : { ...window, start };
}

export function visibleItems<T extends DatedItem>(window: CarouselWindow<T>): T[] {
  return window.items.slice(window.start, window.start + window.size);
}

export function canMoveBack(window: CarouselWindow<DatedItem>): boolean {
  return window.start > 0;
}

export function canMoveForward(window: CarouselWindow<DatedItem>): boolean {
  return window.start + window.size < window.items.length;
}
