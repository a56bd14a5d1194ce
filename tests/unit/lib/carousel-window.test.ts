import { describe, expect, it } from 'vitest';
import {
  canMoveBack,
  canMoveForward,
  homeHeading,
  homeWindow,
  initialWindow,
  moveWindow,
  positionParts,
  seasonPlace,
  visibleItems,
  type DatedItem,
} from '../../../src/lib/carousel-window.ts';
import { eventTimings, isOver } from '../../../src/lib/event-timing.ts';
import bundledRecords from '../../../src/content/events/2025.json';
import { clubEventOf } from '../../../src/data/club-event.ts';
import { season2026 } from '../../support/season-2026.ts';

/** The position line as a visitor reads it: each season's count, then its places. */
const positionText = (window: Parameters<typeof positionParts>[0]) =>
  positionParts(window)
    .map(({ count, places }) => `${count} ${places}`)
    .join(' ');

const bundled = bundledRecords.map(clubEventOf);
const events2026 = season2026.map(clubEventOf);

const ids = (items: DatedItem[]) => items.map((item) => item.id);

/** The card the carousel marks as the next trip, as the home page marks it (eventTimings). */
function nextCard<T extends DatedItem>(window: { items: T[] }, today: string): T | undefined {
  const timing = eventTimings(window.items, today);
  return window.items.find((_, index) => timing(index) === 'next');
}

/** Events every two weeks from 4 January 2025, ids 1…n. */
function season(count: number): DatedItem[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(2025, 0, 4 + 14 * index));
    const text = date.toISOString().slice(0, 10).replaceAll('-', '.');
    return { id: index + 1, date: text };
  });
}

describe('initialWindow', () => {
  it('starts at the next trip while the season is in progress', () => {
    const window = initialWindow(bundled, '2025-03-10');
    expect(visibleItems(window).map((event) => event.date)).toEqual([
      '2025.03.15',
      '2025.04.05',
      '2025.04.18',
    ]);
    expect(nextCard(window, '2025-03-10')!.date).toBe('2025.03.15');
    expect(window.seasonOver).toBe(false);
  });

  it('keeps a trip dated today as the next one, so it is still there at dawn on the day', () => {
    const window = initialWindow(bundled, '2025-03-15');
    expect(visibleItems(window)[0]!.date).toBe('2025.03.15');
    expect(nextCard(window, '2025-03-15')).toBe(visibleItems(window)[0]);
  });

  it('moves on the day after the trip', () => {
    expect(visibleItems(initialWindow(bundled, '2025-03-16'))[0]!.date).toBe('2025.04.05');
  });

  it('clamps at the end so three cards still show near the season close', () => {
    const window = initialWindow(bundled, '2025-12-20');
    expect(ids(visibleItems(window))).toEqual([22, 26, 27]);
    expect(nextCard(window, '2025-12-20')!.id).toBe(27);
    expect(window.seasonOver).toBe(false);
  });

  it('shows the last three as past when the season is over', () => {
    const window = initialWindow(bundled, '2026-11-22');
    expect(window.seasonOver).toBe(true);
    expect(nextCard(window, '2026-11-22')).toBeUndefined();
    expect(ids(visibleItems(window))).toEqual([22, 26, 27]);
  });

  it('starts at the first trip before the season begins', () => {
    expect(ids(visibleItems(initialWindow(bundled, '2024-12-01')))).toEqual([1, 2, 3]);
  });

  it('shows what there is with fewer than three events', () => {
    const two = season(2);
    const window = initialWindow(two, '2025-01-10');
    expect(ids(visibleItems(window))).toEqual([1, 2]);
    expect(window.size).toBe(2);
    expect(canMoveBack(window)).toBe(false);
    expect(canMoveForward(window)).toBe(false);
  });

  it('is empty with no events', () => {
    const window = initialWindow([], '2025-01-10');
    expect(visibleItems(window)).toEqual([]);
    expect(window.seasonOver).toBe(true);
    expect(canMoveForward(window)).toBe(false);
  });

  it('walks by position across gaps in the ids (23–25 are absent)', () => {
    const window = initialWindow(bundled, '2025-11-20');
    expect(ids(visibleItems(window))).toEqual([22, 26, 27]);
    const back = moveWindow(window, -1);
    expect(ids(visibleItems(back))).toEqual([21, 22, 26]);
  });

  it('sorts unsorted input by id', () => {
    const shuffled = [...season(6)].reverse();
    const window = initialWindow(shuffled, '2025-01-01');
    expect(ids(window.items)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(visibleItems(window))).toEqual([1, 2, 3]);
  });

  it('never treats an event with an impossible or malformed date as upcoming', () => {
    const events = [
      { id: 1, date: '2025.01.04' },
      { id: 2, date: '2025.02.30' },
      { id: 3, date: 'holnap' },
      { id: 4, date: '2025.03.01' },
      { id: 5, date: '2025.03.15' },
    ];
    const window = initialWindow(events, '2025-02-01');
    expect(nextCard(window, '2025-02-01')!.id).toBe(4);
    expect(ids(visibleItems(window))).toEqual([3, 4, 5]);
  });
});

describe('moveWindow', () => {
  it('moves by one and stops at both ends', () => {
    let window = initialWindow(season(5), '2025-01-01');
    expect(canMoveBack(window)).toBe(false);
    expect(moveWindow(window, -1)).toBe(window);
    window = moveWindow(window, 1);
    expect(ids(visibleItems(window))).toEqual([2, 3, 4]);
    window = moveWindow(window, 1);
    expect(ids(visibleItems(window))).toEqual([3, 4, 5]);
    expect(canMoveForward(window)).toBe(false);
    expect(moveWindow(window, 1)).toBe(window);
    expect(canMoveBack(window)).toBe(true);
  });

  it('walks the whole bundled year in 21 steps', () => {
    let window = initialWindow(bundled, '2024-12-01');
    let steps = 0;
    while (canMoveForward(window)) {
      window = moveWindow(window, 1);
      steps += 1;
    }
    expect(steps).toBe(21);
    expect(ids(visibleItems(window))).toEqual([22, 26, 27]);
  });
});

describe('homeHeading: the home page promises next trips only while one is ahead', () => {
  it('says "Következő túráink" while a trip is ahead, today counting', () => {
    expect(homeHeading(homeWindow(bundled, '2025-03-10'))).toBe('Következő túráink');
    expect(homeHeading(homeWindow(bundled, '2025-12-29'))).toBe('Következő túráink');
  });

  it('says "Legutóbbi túráink" from the day after the last trip, however long the break', () => {
    for (const today of ['2025-12-30', '2026-11-24', '2028-06-01'])
      expect(homeHeading(homeWindow(bundled, today)), today).toBe('Legutóbbi túráink');
  });

  it("follows the next season's list once it is published", () => {
    expect(homeHeading(homeWindow([...bundled, ...events2026], '2025-12-30'))).toBe('Következő túráink');
    expect(homeHeading(homeWindow([...bundled, ...events2026], '2026-03-22'))).toBe('Legutóbbi túráink');
  });

  it('promises neither before the list is known', () => {
    expect(homeHeading(undefined)).toBe('Túráink');
  });

  it('with no trip announced at all, next trips (the carousel says there are none yet)', () => {
    expect(homeHeading(homeWindow([], '2026-11-24'))).toBe('Következő túráink');
  });
});

describe('positionText: the carousel counts within each season', () => {
  it('numbers the cards within their season', () => {
    expect(positionText(homeWindow(bundled, '2026-11-24'))).toBe('A 24 túrából a 22–24.');
    expect(positionText(homeWindow(bundled, '2025-03-10'))).toBe('A 24 túrából a 6–8.');
    expect(positionText(homeWindow(bundled.slice(0, 1), '2025-01-01'))).toBe('Az 1 túrából az 1.');
  });

  it('counts the season of the cards, not every season the carousel walks through', () => {
    const both = [...bundled, ...events2026];
    // 24 March 2026: the last three of 2026, not the 27–29. of 29.
    expect(positionText(homeWindow(both, '2026-03-24'))).toBe('Az 5 túrából a 3–5.');
    // Back into December, the cards are 2025's again.
    expect(positionText(moveWindow(homeWindow(both, '2026-01-01'), -3))).toBe('A 24 túrából a 22–24.');
  });

  it('names both seasons when the cards span the new year', () => {
    const both = [...bundled, ...events2026];
    const window = homeWindow(both, '2025-12-30');
    expect(positionText(window)).toBe('Az 5 túrából az 1–3.');
    expect(positionText(moveWindow(window, -1))).toBe(
      'A 2025. évi 24 túrából a 24., a 2026. évi 5 túrából az 1–2.',
    );
    expect(positionText(moveWindow(window, -2))).toBe(
      'A 2025. évi 24 túrából a 23–24., a 2026. évi 5 túrából az 1.',
    );
  });

  it('keeps a broken day in the season of its year, as the carousel sorts it', () => {
    const items = [
      { id: 1, date: '2025.01.04' },
      { id: 2, date: '2025.02.30' },
      { id: 3, date: '2025.03.01' },
    ];
    expect(seasonPlace(items, 1)).toEqual({ season: '2025', place: 2, total: 3 });
  });
});

describe('isOver', () => {
  it('is over from the day after the trip, never on its day, and never for a day that is not real', () => {
    expect(isOver('2025-03-15', '2025-03-14')).toBe(false);
    expect(isOver('2025-03-15', '2025-03-15')).toBe(false);
    expect(isOver('2025-03-15', '2025-03-16')).toBe(true);
    expect(isOver('2025-03-15', '2026-11-24')).toBe(true);
    expect(isOver(null, '2026-11-24')).toBe(false);
  });
});
