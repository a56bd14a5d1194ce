/*
 * Which trips the yearly program's filters keep, and the count it announces.
 * Apart from program-filters.ts, which the route definition (and so the home
 * page) carries, so only the yearly program's own chunk has this code.
 */
import type { DifficultySlug, ProgramFilters } from './program-filters';

/** What the filters need to know about one trip of the program. */
export interface FilterableTrip {
  /** 1–12, or null when the date is no real day. */
  month: number | null;
  /** The levels of its route variants; null while its program is not written. */
  difficulties: readonly DifficultySlug[] | null;
  multiDay: boolean;
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
 * the suffix follow how the number is said (négy → -ből, három → -ból; öt → az).
 */
export function countText(shown: number, total: number): string {
  const back = new Set([3, 6, 8]); // három, hat, nyolc
  const backTens = new Set([2, 3, 6, 8]); // húsz, harminc, hatvan, nyolcvan
  let suffix = 'ből';
  if (total % 10 !== 0) suffix = back.has(total % 10) ? 'ból' : 'ből';
  else if (total % 100 !== 0) suffix = backTens.has((total / 10) % 10) ? 'ból' : 'ből';
  else if (total % 1000 !== 0) suffix = 'ból'; // száz
  const spoken = String(total);
  const vowel = total === 1 || spoken.startsWith('5') || (total >= 1000 && total < 2000);
  return `${shown} túra ${vowel ? 'az' : 'a'} ${total}-${suffix}`;
}
