import { describe, expect, it } from 'vitest';
import {
  canMoveBack,
  canMoveForward,
  initialWindow,
  moveWindow,
  visibleItems,
  type DatedItem,
} from '../../src/lib/carousel-window';
import bundled from '../../src/content/events/2025.json';

const ids = (items: DatedItem[]) => items.map((item) => item.id);

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
    expect(window.items[window.nextIndex!]!.date).toBe('2025.03.15');
    expect(window.seasonOver).toBe(false);
  });

  it('keeps a trip dated today as the next one, so it is still there at dawn on the day', () => {
    const window = initialWindow(bundled, '2025-03-15');
    expect(visibleItems(window)[0]!.date).toBe('2025.03.15');
    expect(window.nextIndex).toBe(window.start);
  });

  it('moves on the day after the trip', () => {
    expect(visibleItems(initialWindow(bundled, '2025-03-16'))[0]!.date).toBe('2025.04.05');
  });

  it('clamps at the end so three cards still show near the season close', () => {
    const window = initialWindow(bundled, '2025-12-20');
    expect(ids(visibleItems(window))).toEqual([22, 26, 27]);
    expect(window.items[window.nextIndex!]!.id).toBe(27);
    expect(window.seasonOver).toBe(false);
  });

  it('shows the last three as past when the season is over', () => {
    const window = initialWindow(bundled, '2026-11-22');
    expect(window.seasonOver).toBe(true);
    expect(window.nextIndex).toBeNull();
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
    expect(window.items[window.nextIndex!]!.id).toBe(4);
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
