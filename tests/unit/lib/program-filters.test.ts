import { describe, expect, it } from 'vitest';
import { countText, hasFilters, matchesFilters } from '../../../src/lib/program-filter-match.ts';
import { parseProgramFilters } from '../../../src/lib/program-filters.ts';

describe('yearly program filters in the address', () => {
  it('reads month, difficulty and length', () => {
    expect(parseProgramFilters({ honap: 4, nehezseg: 'konnyu', tobbnapos: 'igen' })).toEqual({
      honap: 4,
      nehezseg: 'konnyu',
      tobbnapos: 'igen',
    });
    expect(parseProgramFilters({ honap: '04' })).toEqual({ honap: 4 });
    expect(parseProgramFilters({ tobbnapos: 'nem' })).toEqual({ tobbnapos: 'nem' });
  });

  it('ignores values that make no sense instead of failing', () => {
    expect(parseProgramFilters({ honap: 13 })).toEqual({});
    expect(parseProgramFilters({ honap: 0 })).toEqual({});
    expect(parseProgramFilters({ honap: 4.5 })).toEqual({});
    expect(parseProgramFilters({ honap: 'április' })).toEqual({});
    expect(parseProgramFilters({ nehezseg: 'extrém' })).toEqual({});
    expect(parseProgramFilters({ tobbnapos: true })).toEqual({});
    expect(parseProgramFilters({ honap: 13, nehezseg: 'nehez', egyeb: 1 })).toEqual({ nehezseg: 'nehez' });
    expect(parseProgramFilters({})).toEqual({});
  });

  it('keeps the trips that match every filter set', () => {
    const spring = { month: 4, difficulties: ['konnyu', 'kozepes'] as const, multiDay: true };
    const placeholder = { month: 4, difficulties: null, multiDay: false };
    expect(matchesFilters(spring, {})).toBe(true);
    expect(matchesFilters(spring, { honap: 4, nehezseg: 'konnyu', tobbnapos: 'igen' })).toBe(true);
    expect(matchesFilters(spring, { honap: 5 })).toBe(false);
    expect(matchesFilters(spring, { nehezseg: 'nehez' })).toBe(false);
    expect(matchesFilters(spring, { tobbnapos: 'nem' })).toBe(false);
    // No written program: no difficulty, so a difficulty filter leaves it out.
    expect(matchesFilters(placeholder, { honap: 4 })).toBe(true);
    expect(matchesFilters(placeholder, { nehezseg: 'konnyu' })).toBe(false);
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ tobbnapos: 'nem' })).toBe(true);
  });
});

describe('the result count', () => {
  it('says "N túra a 24-ből" with the article and suffix the number takes', () => {
    expect(countText(5, 24)).toBe('5 túra a 24-ből');
    expect(countText(2, 23)).toBe('2 túra a 23-ból');
    expect(countText(0, 20)).toBe('0 túra a 20-ból');
    expect(countText(1, 5)).toBe('1 túra az 5-ből');
    expect(countText(1, 1)).toBe('1 túra az 1-ből');
    expect(countText(3, 40)).toBe('3 túra a 40-ből');
    expect(countText(3, 100)).toBe('3 túra a 100-ból');
    expect(countText(7, 17)).toBe('7 túra a 17-ből');
  });
});
