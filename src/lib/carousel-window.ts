import { firstUpcomingIndex } from './event-timing.ts';
import { withArticle, withCapitalArticle } from './hungarian-article.ts';
import { homeEvents, sortEvents, type SeasonEvent } from './seasons.ts';

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
  /** True when no item is dated today or later: the window shows the last ones, as past. */
  seasonOver: boolean;
}

export const CAROUSEL_SIZE = 3;

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
  const nextIndex = firstUpcomingIndex(items, today);
  const seasonOver = nextIndex === null;
  const start = clampStart(seasonOver ? items.length : nextIndex, items.length, size);
  return { items, start, size: Math.min(size, items.length), seasonOver };
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

/**
 * The home page's first view on `today`. Its `seasonOver` decides the page's
 * heading as well as the carousel's note, so the two never disagree, and both
 * follow from `today` alone: the build's copy of the page for a day and the app
 * taking it over on any later day before the next change render the same.
 */
export function homeWindow<T extends SeasonEvent>(events: readonly T[], today: string): CarouselWindow<T> {
  return initialWindow(homeEvents(events, today), today);
}

/**
 * The home page's heading: "next trips" only while one is ahead, or when none
 * is announced at all (the carousel then says so); after the last trip the
 * page shows the last ones, and says so. While the list is not known yet
 * (`undefined`: loading, or failed) it promises neither.
 */
export function homeHeading(window: CarouselWindow<DatedItem> | undefined): string {
  if (!window) return 'Túráink';
  return window.seasonOver && window.items.length > 0 ? 'Legutóbbi túráink' : 'Következő túráink';
}

/** Where an item stands in its season's program: its 1-based place and how many the season has. */
export interface SeasonPlace {
  /** The year it is listed under, from its date (`yyyy.MM.dd`; a broken day keeps its year, as in sortEvents). */
  season: string;
  place: number;
  total: number;
}

/** The place of `items[index]` in its season (the items in carousel order, a season's items together). */
export function seasonPlace(items: readonly DatedItem[], index: number): SeasonPlace {
  const seasons = items.map((item) => item.date.slice(0, 4));
  const season = seasons[index]!;
  const first = seasons.indexOf(season);
  return { season, place: index - first + 1, total: seasons.lastIndexOf(season) - first + 1 };
}

/**
 * The carousel's position line, in a hiker's words and counted within each
 * season: ids restart every season, and a count across two seasons (the 28–30.
 * of 30) names trips no program lists. One season: "A 24 túrából a 22–24."; a
 * window across the new year names both years: "A 2025. évi 24 túrából a 24.,
 * a 2026. évi 5 túrából az 1–2." The articles follow how the numbers are said.
 * In pieces, each season's count and the places it shows (`a 22–24.`), so a
 * narrow screen can keep the places on one line: a break at the dash reads as
 * two numbers.
 */
export function positionParts(window: CarouselWindow<DatedItem>): Array<{ count: string; places: string }> {
  const places = visibleItems(window).map((_, offset) => seasonPlace(window.items, window.start + offset));
  const parts = places
    .filter((place, index) => place.season !== places[index - 1]?.season)
    .map(({ season, place, total }) => {
      const last = places.findLast((other) => other.season === season)!.place;
      return { season, total, shown: `${place}${last > place ? `–${last}` : ''}.` };
    });
  const oneSeason = parts.length === 1;
  return parts.map(({ season, total, shown }, index) => {
    const counted = oneSeason ? `${total} túrából` : `${season}. évi ${total} túrából`;
    return {
      count: index === 0 ? withCapitalArticle(counted) : withArticle(counted),
      places: `${withArticle(shown)}${index < parts.length - 1 ? ',' : ''}`,
    };
  });
}
