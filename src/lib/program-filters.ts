/*
 * The yearly program's filters as they stand in the address
 * (`/evesprogram/?honap=4&nehezseg=konnyu&tobbnapos=igen`), so a filtered
 * list can be shared, reloaded and undone with the back button. Imported by
 * the route definition, which the home page carries: no zod, no lookups.
 */

export const DIFFICULTY_SLUGS = ['konnyu', 'kozepes', 'nehez'] as const;
export type DifficultySlug = (typeof DIFFICULTY_SLUGS)[number];

export interface ProgramFilters {
  /** 1–12. */
  honap?: number;
  nehezseg?: DifficultySlug;
  /** `igen`: trips of more than one day only; `nem`: one-day trips only. */
  tobbnapos?: 'igen' | 'nem';
}

/**
 * Keeps the values that make sense and drops the rest, so `?honap=13` or
 * `?nehezseg=x` shows the whole program instead of failing. The router hands
 * over `4` for `?honap=4` but `"04"` stays text, so both forms are read.
 */
export function parseProgramFilters(search: Record<string, unknown>): ProgramFilters {
  const filters: ProgramFilters = {};
  const month =
    typeof search.honap === 'string' && /^\d{1,2}$/.test(search.honap) ? Number(search.honap) : search.honap;
  if (typeof month === 'number' && Number.isInteger(month) && month >= 1 && month <= 12)
    filters.honap = month;
  if (DIFFICULTY_SLUGS.some((slug) => slug === search.nehezseg))
    filters.nehezseg = search.nehezseg as DifficultySlug;
  if (search.tobbnapos === 'igen' || search.tobbnapos === 'nem') filters.tobbnapos = search.tobbnapos;
  return filters;
}

/**
 * What the build knows of each season's written trip programs
 * (`virtual:trip-index`), under `<season>/<key>` (`2025/program3`): a key
 * comes back year after year, each season with a trip of its own.
 */
export type TripIndex = Record<
  string,
  {
    difficulties: DifficultySlug[];
    multiDay: boolean;
    /** `YYYY-MM-DD`: the trip belongs to the event of this day only, as on the trip page. */
    startDate: string;
  }
>;
