import { addIsoDays, eventDateToIso } from './dates.ts';
import { seasonKey } from './season-key.ts';
import { eventForAddress, seasonOf, yearOfDay, type SeasonEvent, type TripAddress } from './seasons.ts';

/*
 * Which page a trip address shows, once the events it stands for are known
 * (the address rules themselves, which event is next, are seasons.ts's), and
 * the permanent address of each page. Apart from seasons.ts because only the
 * trip page, the yearly program and the build use them: the home page, which
 * carries seasons.ts in its first view, does not.
 */

/** The site's page table: aliases (`program2` shows `program1`) and placeholders no event implies. */
export interface PageTable {
  aliases: Readonly<Record<string, string>>;
  placeholders: readonly string[];
}

/** What a trip address shows, before the trip document itself is read. */
export type ChosenPage<T extends SeasonEvent> =
  /** The trip document `trips/<season>/<key>.json`, for `event`. */
  | { kind: 'trip'; season: number; key: string; event: T }
  /** The placeholder page: with the announced event, or (a key kept in the page table) without one. */
  | { kind: 'placeholder'; key: string; event: T | null }
  /** The Hungarian not-found page. */
  | null;

/**
 * Which page an address shows. A trip document is shown only for the event
 * of its own season: an announced event whose season has no document for its
 * key shows the placeholder with that event's date and name, never another
 * year's document. An alias shows its target's page.
 */
export function choosePage<T extends SeasonEvent>(
  address: TripAddress,
  context: {
    events: readonly T[];
    pages: PageTable;
    /** True when `trips/<season>/<key>.json` exists. */
    hasTrip: (season: number, key: string) => boolean;
    today: string;
  },
): ChosenPage<T> {
  const key = context.pages.aliases[address.key] ?? address.key;
  const event = eventForAddress(context.events, { ...address, key }, context.today);
  if (event) {
    const season = seasonOf(event.date)!;
    if (context.hasTrip(season, key)) return { kind: 'trip', season, key, event };
    return { kind: 'placeholder', key, event };
  }
  if (address.season === undefined && context.pages.placeholders.includes(address.key)) {
    return { kind: 'placeholder', key: address.key, event: null };
  }
  return null;
}

/**
 * A trip document belongs to its event only when it starts on the event's
 * day: a document copied from last year and not yet redated, or an event the
 * club moved, shows the placeholder instead of a wrong date and fee.
 */
export function tripFitsEvent(trip: { startDate: string }, event: SeasonEvent): boolean {
  return eventDateToIso(event.date) === trip.startDate;
}

/**
 * The days from which `/<key>/` shows another event: the day after each of the
 * key's events except the last (the next one takes over, today counting).
 * The first entry is "" (any day before).
 */
export function addressChangeDays(events: readonly SeasonEvent[], key: string): string[] {
  const dates = events
    .filter((event) => event.key === key)
    .map((event) => eventDateToIso(event.date))
    .filter((iso): iso is string => iso !== null)
    .sort();
  return ['', ...dates.slice(0, -1).map((iso) => addIsoDays(iso, 1))];
}

/** The permanent address of an event's page, after the site's base: `2025/program3` (the key alone for a date that is no real day). */
export function eventPageKey(event: { date: string; key: string }): string {
  const season = seasonOf(event.date);
  return season === null ? event.key : seasonKey(season, event.key);
}

/** The permanent address of a trip document's page, after the site's base: `2025/program3`. */
export function tripPageKey(trip: { startDate: string; key: string }): string {
  return seasonKey(yearOfDay(trip.startDate), trip.key);
}
