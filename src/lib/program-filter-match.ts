/*
 * Which trips the yearly program's filters keep, the count it announces, and
 * what it tells of each event's trip (`virtual:trip-index`). Apart from
 * program-filters.ts, which the route definition (and so the home page)
 * carries, so only the yearly program's own chunk has this code.
 */
import { eventDateToIso } from './dates.ts';
import { difficultySummary } from './difficulty.ts';
import type { DifficultySlug, ProgramFilters, TripIndex } from './program-filters.ts';
import { seasonKey } from './season-key.ts';
import { seasonOf, type SeasonEvent } from './seasons.ts';
import { tripFitsEvent } from './page-choice.ts';
import { withArticle } from './hungarian-article.ts';

/** What the filters need to know about one trip of the program. */
export interface FilterableTrip {
  /** 1–12, or null when the date is no real day. */
  month: number | null;
  /** The levels of its route variants; null while its program is not written. */
  difficulties: readonly DifficultySlug[] | null;
  multiDay: boolean;
}

/**
 * What the build knows of an event's own trip: its season's file of its key,
 * and only when that file starts on the event's day, the rule the trip page
 * follows too (src/lib/seasons.ts). Null otherwise: the event's trip page is
 * the placeholder, so there is no difficulty or length to tell.
 */
export function tripFactsOf(index: TripIndex, event: SeasonEvent) {
  const season = seasonOf(event.date);
  const facts = season === null ? undefined : index[seasonKey(season, event.key)];
  return facts && tripFitsEvent(facts, event) ? facts : null;
}

/** The program line's `könnyűtől nehézig`, from the event's own trip; null while it has none. */
export function eventDifficulty(index: TripIndex, event: SeasonEvent): string | null {
  const facts = tripFactsOf(index, event);
  return facts ? difficultySummary(facts.difficulties) : null;
}

/** What the filters know of an event: its month, and from its own trip the levels and length. */
export function filterableTrip(index: TripIndex, event: SeasonEvent): FilterableTrip {
  const iso = eventDateToIso(event.date);
  const facts = tripFactsOf(index, event);
  return {
    month: iso ? Number(iso.slice(5, 7)) : null,
    difficulties: facts?.difficulties ?? null,
    multiDay: facts?.multiDay ?? false,
  };
}

export function matchesFilters(trip: FilterableTrip, filters: ProgramFilters): boolean {
  if (filters.honap !== undefined && trip.month !== filters.honap) return false;
  if (filters.nehezseg !== undefined && !trip.difficulties?.includes(filters.nehezseg)) return false;
  if (filters.tobbnapos === 'igen' && !trip.multiDay) return false;
  if (filters.tobbnapos === 'nem' && trip.multiDay) return false;
  return true;
}

export function hasFilters(filters: ProgramFilters): boolean {
  return filters.honap !== undefined || filters.nehezseg !== undefined || filters.tobbnapos !== undefined;
}

/**
 * `5 túra a 24-ből`, `3 túra a 23-ból`, `1 túra az 5-ből`: the article and
 * the suffix follow how the number is said (négy → -ből, három → -ból; öt → az,
 * by the one article rule in hungarian-article.ts).
 */
export function countText(shown: number, total: number): string {
  const back = new Set([3, 6, 8]); // három, hat, nyolc
  const backTens = new Set([2, 3, 6, 8]); // húsz, harminc, hatvan, nyolcvan
  let suffix = 'ből';
  if (total % 10 !== 0) suffix = back.has(total % 10) ? 'ból' : 'ből';
  else if (total % 100 !== 0) suffix = backTens.has((total / 10) % 10) ? 'ból' : 'ből';
  else if (total % 1000 !== 0) suffix = 'ból'; // száz
  return `${shown} túra ${withArticle(String(total))}-${suffix}`;
}
