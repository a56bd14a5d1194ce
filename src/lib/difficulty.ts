/*
 * How hard a route variant is, from its distance and climb, by one formula:
 * kilometre-effort (Leistungskilometer), the distance in km plus one km for
 * every 100 m of climb. The thresholds live here and nowhere else; the page
 * explains them with DIFFICULTY_EXPLANATION.
 */
import { DIFFICULTY_LEVELS, type Difficulty } from '../../schema/choices.ts';
import type { DifficultySlug } from './program-filters.ts';

export { DIFFICULTY_LEVELS, type Difficulty };

/**
 * Upper bounds (exclusive) of kilometre-effort per level. Chosen from the
 * club's own routes (3.6 to 20.6 effort km): about half are easy, a third
 * moderate, the long days over 16 hard. None comes near 25, so a fourth level
 * would be empty; add one here when a trip needs it.
 */
export const DIFFICULTY_THRESHOLDS = { easy: 10, moderate: 16 } as const;

export const difficultyName: Record<Difficulty, string> = {
  easy: 'könnyű',
  moderate: 'közepes',
  hard: 'nehéz',
};

/** The form used in addresses (`?nehezseg=konnyu`): the Hungarian word without accents. */
export const difficultySlug: Record<Difficulty, DifficultySlug> = {
  easy: 'konnyu',
  moderate: 'kozepes',
  hard: 'nehez',
};

/** One sentence a hiker understands, shown next to the route variants. */
export const DIFFICULTY_EXPLANATION = `A nehézséget a táv és a szintemelkedés adja: minden 100 m emelkedő 1 km-nek számít, és az így kapott teljesítménykilométer ${DIFFICULTY_THRESHOLDS.easy} alatt könnyű, ${DIFFICULTY_THRESHOLDS.moderate} alatt közepes, attól fölfelé nehéz.`;

/** Kilometre-effort: km + climb in m / 100. */
export function effortKm(distanceKm: number, climbM: number): number {
  return distanceKm + climbM / 100;
}

export function difficultyFromEffort(effort: number): Difficulty {
  if (effort < DIFFICULTY_THRESHOLDS.easy) return 'easy';
  if (effort < DIFFICULTY_THRESHOLDS.moderate) return 'moderate';
  return 'hard';
}

export interface RouteFigures {
  distanceKm: number;
  elevationGainM: number;
  /** Set in the trip file when the terrain makes a route harder (or easier) than its figures. */
  difficulty?: { level: Difficulty; reason: string } | undefined;
}

export interface RouteDifficulty {
  level: Difficulty;
  effort: number;
  /** Present when the trip file overrides the computed level. */
  reason?: string;
}

export function routeDifficulty(route: RouteFigures): RouteDifficulty {
  const effort = effortKm(route.distanceKm, route.elevationGainM);
  if (route.difficulty) return { level: route.difficulty.level, effort, reason: route.difficulty.reason };
  return { level: difficultyFromEffort(effort), effort };
}

/** The easiest and hardest level among `routes`, or null when there are none. */
export function difficultyRange(
  routes: readonly RouteFigures[],
): { low: Difficulty; high: Difficulty } | null {
  if (routes.length === 0) return null;
  const ranks = routes.map((route) => DIFFICULTY_LEVELS.indexOf(routeDifficulty(route).level));
  return { low: DIFFICULTY_LEVELS[Math.min(...ranks)]!, high: DIFFICULTY_LEVELS[Math.max(...ranks)]! };
}

/** `könnyűtől nehézig`, `közepes`: the range as the yearly program says it. */
export function difficultyRangeText(range: { low: Difficulty; high: Difficulty }): string {
  if (range.low === range.high) return difficultyName[range.low];
  const from: Record<Difficulty, string> = { easy: 'könnyűtől', moderate: 'közepestől', hard: 'nehéztől' };
  const to: Record<Difficulty, string> = { easy: 'könnyűig', moderate: 'közepesig', hard: 'nehézig' };
  return `${from[range.low]} ${to[range.high]}`;
}

/** `könnyűtől nehézig` from the address forms of a trip's levels (as the trip index lists them, easiest first). */
export function difficultySummary(slugs: readonly DifficultySlug[]): string | null {
  const levels = DIFFICULTY_LEVELS.filter((level) => slugs.includes(difficultySlug[level]));
  if (levels.length === 0) return null;
  return difficultyRangeText({ low: levels[0]!, high: levels.at(-1)! });
}
