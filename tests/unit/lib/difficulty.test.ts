import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TripSchema } from '../../../schema/trip.ts';
import {
  DIFFICULTY_EXPLANATION,
  DIFFICULTY_THRESHOLDS,
  difficultyFromEffort,
  difficultyRange,
  difficultyRangeText,
  effortKm,
  routeDifficulty,
} from '../../../src/lib/difficulty.ts';

describe('difficulty by kilometre-effort', () => {
  it('counts 100 m of climb as one kilometre', () => {
    expect(effortKm(10, 250)).toBe(12.5);
    expect(effortKm(6.5, 0)).toBe(6.5);
  });

  it('puts the thresholds where the explanation says: below 10 easy, below 16 moderate, from 16 hard', () => {
    expect(DIFFICULTY_THRESHOLDS).toEqual({ easy: 10, moderate: 16 });
    expect(difficultyFromEffort(9.9)).toBe('easy');
    expect(difficultyFromEffort(10)).toBe('moderate');
    expect(difficultyFromEffort(15.9)).toBe('moderate');
    expect(difficultyFromEffort(16)).toBe('hard');
    expect(DIFFICULTY_EXPLANATION).toContain('100 m emelkedő 1 km');
    expect(DIFFICULTY_EXPLANATION).toContain('10 alatt könnyű, 16 alatt közepes');
  });

  it('lets a trip file override the computed level, with its reason', () => {
    expect(routeDifficulty({ distanceKm: 8, elevationGainM: 150 })).toEqual({ level: 'easy', effort: 9.5 });
    expect(
      routeDifficulty({
        distanceKm: 8,
        elevationGainM: 150,
        difficulty: { level: 'hard', reason: 'Láncokkal biztosított sziklás szakasz.' },
      }),
    ).toEqual({ level: 'hard', effort: 9.5, reason: 'Láncokkal biztosított sziklás szakasz.' });
  });

  it('summarises a trip from its easiest to its hardest variant', () => {
    const range = difficultyRange([
      { distanceKm: 8, elevationGainM: 150 },
      { distanceKm: 14, elevationGainM: 350 },
    ]);
    expect(range).toEqual({ low: 'easy', high: 'hard' });
    expect(difficultyRangeText(range!)).toBe('könnyűtől nehézig');
    expect(difficultyRangeText({ low: 'moderate', high: 'moderate' })).toBe('közepes');
    expect(difficultyRangeText({ low: 'easy', high: 'moderate' })).toBe('könnyűtől közepesig');
    expect(difficultyRange([])).toBeNull();
  });

  it("gives the club's real routes a spread over all three levels", () => {
    const counts = { easy: 0, moderate: 0, hard: 0 };
    for (const file of readdirSync('trips').filter((name) => name.endsWith('.json'))) {
      const trip = TripSchema.parse(JSON.parse(readFileSync(`trips/${file}`, 'utf8')));
      for (const route of trip.days.flatMap((day) => day.routes)) counts[routeDifficulty(route).level]++;
    }
    const total = counts.easy + counts.moderate + counts.hard;
    for (const level of ['easy', 'moderate', 'hard'] as const) {
      expect(counts[level], level).toBeGreaterThanOrEqual(total / 5);
    }
  });
});
