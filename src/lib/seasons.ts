import { eventDateToIso } from './dates.ts';
import { isUpcoming, nextEvent } from './event-timing.ts';

/**
 * Seasons: the club publishes one program a year and reuses trip keys
 * (`program3`) year after year. A season is the calendar year of an event's
 * date. These rules decide which events a screen shows and which trip an
 * address shows, for any number of seasons; they know nothing of where the
 * events come from, and take today's date (`YYYY-MM-DD`, Budapest) as input.
 */

export interface DatedEvent {
  id: number;
  /** `yyyy.MM.dd`. */
  date: string;
}

export interface SeasonEvent extends DatedEvent {
  /** The trip key, e.g. `program3`. */
  key: string;
}

/** The season (year) of an event date `yyyy.MM.dd`; null for a date that is no real day. */
export function seasonOf(date: string): number | null {
  const iso = eventDateToIso(date);
  return iso === null ? null : Number(iso.slice(0, 4));
}

/** The year of a day `YYYY-MM-DD`. */
export function yearOfDay(day: string): number {
  return Number(day.slice(0, 4));
}

/** The year an event is listed under: a broken day (30 February) still sorts within its year. */
function listedSeason(date: string): number | null {
  return /^\d{4}/.test(date) ? Number(date.slice(0, 4)) : null;
}

/**
 * The order the carousel and the program walk through: by season, then by date
 * within the season, then by id (ids restart every season). An event an organiser
 * adds later with an earlier day takes its place by date, not at the end.
 */
export function compareEvents(a: DatedEvent, b: DatedEvent): number {
  const seasonA = listedSeason(a.date);
  const seasonB = listedSeason(b.date);
  // An event without a year keeps its place by id, as in a one-season list.
  if (seasonA === null || seasonB === null) return a.id - b.id;
  if (seasonA !== seasonB) return seasonA - seasonB;
  // `yyyy.MM.dd` sorts as text; a broken day (30 February) still sorts within its month.
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.id - b.id;
}

export function sortEvents<T extends DatedEvent>(events: readonly T[]): T[] {
  return [...events].sort(compareEvents);
}

/** The seasons with at least one event, ascending. */
export function seasonsOf(events: readonly SeasonEvent[]): number[] {
  const seasons = new Set<number>();
  for (const event of events) {
    const season = seasonOf(event.date);
    if (season !== null) seasons.add(season);
  }
  return [...seasons].sort((a, b) => a - b);
}

/** The nearest seasons before and after `season` among `seasons` (ascending): the links between programs. */
export function neighbourSeasons(
  seasons: readonly number[],
  season: number,
): { previous: number | null; next: number | null } {
  return {
    previous: seasons.findLast((other) => other < season) ?? null,
    next: seasons.find((other) => other > season) ?? null,
  };
}

export function eventsOfSeason<T extends SeasonEvent>(events: readonly T[], season: number): T[] {
  return sortEvents(events.filter((event) => seasonOf(event.date) === season));
}

/**
 * The season `/evesprogram/` shows: the season of the next trip, or the
 * latest season when nothing is ahead; null without events.
 */
export function currentSeason(events: readonly SeasonEvent[], today: string): number | null {
  const next = nextEvent(events, today);
  if (next) return seasonOf(next.date);
  return seasonsOf(events).at(-1) ?? null;
}

/**
 * The events the home page's carousel walks through: from the season before
 * the current one on, so on 30 December it runs into January's trips once
 * they are published, and in January the back arrow still reaches December.
 * In the order given: the carousel puts them in program order (initialWindow).
 */
export function homeEvents<T extends SeasonEvent>(events: readonly T[], today: string): T[] {
  const current = currentSeason(events, today);
  if (current === null) return [];
  return events.filter((event) => {
    const season = seasonOf(event.date);
    return season !== null && season >= current - 1;
  });
}

/**
 * The first season the home page and the current program read whole, known before any event
 * is read: this year's (with every later season published). Last season comes only as its
 * last few trips (PREVIOUS_SEASON_TAIL), or whole while this year has no event (recentOf).
 */
export function recentFirstSeason(today: string): number {
  return yearOfDay(today);
}

/**
 * How many of the season before's last trips the recent list carries: one carousel window
 * (src/lib/carousel-window.ts), so in January the back arrow still reaches December's trips
 * without every visitor's read paying for the whole of last year.
 */
export const PREVIOUS_SEASON_TAIL = 3;

/** Newest first by date (`yyyy.MM.dd` sorts as text), as a query ordered by date descending returns them. */
export function latestFirst<T extends DatedEvent>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
}

/**
 * What the home page and the current program show, out of `events` (at least every event
 * from the season before `today`'s year on): the events from 1 January of this year on
 * and the last PREVIOUS_SEASON_TAIL before it; when nothing is dated this year or later,
 * the latest season there is, whole. Firestore's reader and the bundled one both answer this.
 */
export function recentOf<T extends DatedEvent>(events: readonly T[], today: string): T[] {
  const from = `${recentFirstSeason(today)}.01.01`;
  const before = latestFirst(events.filter((event) => event.date < from));
  // In the order given, as a read returns them.
  if (events.some((event) => event.date >= from)) {
    const tail = new Set(before.slice(0, PREVIOUS_SEASON_TAIL));
    return events.filter((event) => event.date >= from || tail.has(event));
  }
  const latest = before[0] ? listedSeason(before[0].date) : null;
  return latest === null ? [] : events.filter((event) => listedSeason(event.date) === latest);
}

/** An address of a trip page: `/<key>/`, or the permanent `/<year>/<key>/`. */
export interface TripAddress {
  key: string;
  season?: number;
}

/**
 * The event an address stands for. With a season: that season's event of the
 * key. Without: the event of the key that is next from today (today counts),
 * or, when none is ahead, the latest one, so an old link keeps working until
 * the key is used again.
 */
export function eventForAddress<T extends SeasonEvent>(
  events: readonly T[],
  address: TripAddress,
  today: string,
): T | null {
  const ofKey = events.filter((event) => event.key === address.key && seasonOf(event.date) !== null);
  if (address.season !== undefined) {
    return sortEvents(ofKey.filter((event) => seasonOf(event.date) === address.season))[0] ?? null;
  }
  const next = nextEvent(ofKey, today);
  if (next) return next;
  let latest: T | null = null;
  for (const event of ofKey) if (latest === null || event.date > latest.date) latest = event;
  return latest;
}

/**
 * Where a card or a program line links to: an upcoming event to `/<key>/`,
 * the address the club shares; a past one to its permanent `/<year>/<key>/`,
 * since `/<key>/` moves on to the key's next trip once it is announced.
 */
export function eventLinkSeason(event: SeasonEvent, today: string): number | null {
  return isUpcoming(event, today) ? null : seasonOf(event.date);
}
