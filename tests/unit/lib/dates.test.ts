/** Day arithmetic (src/lib/dates.ts): calendar days, whatever the clock does on them. */
import { describe, expect, it } from 'vitest';
import { addIsoDays, formatCompactDate, sameWeekdayInYear } from '../../../src/lib/dates.ts';

describe('addIsoDays', () => {
  it('counts calendar days forwards and backwards, across months, years and 29 February', () => {
    expect(addIsoDays('2025-01-31', 1)).toBe('2025-02-01');
    expect(addIsoDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addIsoDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addIsoDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addIsoDays('2025-03-10', 6)).toBe('2025-03-16');
    expect(addIsoDays('2025-03-10', 0)).toBe('2025-03-10');
  });

  it('is not moved by the days Budapest changes its clocks', () => {
    expect(addIsoDays('2025-03-29', 1)).toBe('2025-03-30');
    expect(addIsoDays('2025-03-30', 1)).toBe('2025-03-31');
    expect(addIsoDays('2025-10-26', -1)).toBe('2025-10-25');
    expect(addIsoDays('2025-10-26', 1)).toBe('2025-10-27');
  });
});

describe('sameWeekdayInYear', () => {
  const weekday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay();

  it('keeps the weekday, a day or two before the same calendar day', () => {
    // Saturday 2025.01.18 → Saturday 2026.01.17; a Friday across a leap day moves two days.
    expect(sameWeekdayInYear('2025-01-18', 2026)).toBe('2026-01-17');
    expect(sameWeekdayInYear('2025-04-18', 2026)).toBe('2026-04-17');
    expect(sameWeekdayInYear('2027-06-05', 2028)).toBe('2028-06-03');
    expect(sameWeekdayInYear('2025-12-31', 2026)).toBe('2026-12-30');
  });

  it('keeps 1 January in the new year, and moves 29 February from its neighbour', () => {
    expect(sameWeekdayInYear('2025-01-01', 2026)).toBe('2026-01-07');
    expect(sameWeekdayInYear('2025-01-02', 2026)).toBe('2026-01-01');
    expect(sameWeekdayInYear('2028-02-29', 2029)).toBe('2029-02-27');
  });

  it('lands on the same weekday within the target year for every day of several years', () => {
    for (let year = 2024; year <= 2029; year += 1) {
      for (let day = `${year}-01-01`; day.startsWith(String(year)); day = addIsoDays(day, 1)) {
        const moved = sameWeekdayInYear(day, year + 1);
        expect(moved.slice(0, 4), day).toBe(String(year + 1));
        expect(weekday(moved), day).toBe(weekday(day));
        const sameDay = `${year + 1}${day.slice(4)}`;
        const distance = Math.abs(Date.parse(moved) - Date.parse(sameDay)) / 86_400_000;
        expect(distance, day).toBeLessThanOrEqual(7);
      }
    }
  });
});

describe('formatCompactDate', () => {
  it('writes the month short and the weekday after the day, from the calendar alone', () => {
    expect(formatCompactDate('2025-02-01')).toBe('febr. 1., szo.');
    expect(formatCompactDate('2026-12-07')).toBe('dec. 7., h.');
    expect(formatCompactDate('2026-09-02')).toBe('szept. 2., sze.');
    expect(formatCompactDate('2026-03-05')).toBe('márc. 5., cs.');
    expect(formatCompactDate('2026-05-03')).toBe('máj. 3., v.');
  });
});
