import { format } from 'date-fns';
import { hu } from 'date-fns/locale/hu';
import { describe, expect, it } from 'vitest';
import {
  formatDateRange,
  formatLongDate,
  formatShortDate,
  formatWeekday,
  monthName,
} from '../../../src/lib/dates.ts';

/*
 * src/lib/dates.ts writes Hungarian dates with its own month and weekday
 * names to keep date-fns out of the home page's JavaScript. These tests hold
 * it to date-fns' hu locale for every day of 2024–2027 (leap year included).
 */

function everyDay(fromYear: number, toYear: number): string[] {
  const days: string[] = [];
  for (let time = Date.UTC(fromYear, 0, 1); time < Date.UTC(toYear + 1, 0, 1); time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

const local = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
};

describe('Hungarian dates without date-fns', () => {
  const days = everyDay(2024, 2027);

  it('covers four whole years', () => {
    expect(days).toHaveLength(366 + 365 * 3);
  });

  it('writes every day as date-fns with the hu locale does', () => {
    const mismatches = days.filter(
      (iso) =>
        formatLongDate(iso) !== format(local(iso), 'yyyy. MMMM d., EEEE', { locale: hu }) ||
        formatShortDate(iso) !== format(local(iso), 'MMMM d.', { locale: hu }) ||
        formatWeekday(iso) !== format(local(iso), 'EEEE', { locale: hu }),
    );
    expect(mismatches).toEqual([]);
  });

  it('names every month as date-fns does', () => {
    for (let month = 1; month <= 12; month++) {
      expect(monthName(month)).toBe(format(new Date(2025, month - 1, 1), 'LLLL', { locale: hu }));
    }
  });

  it('writes ranges within a month, across months and across years', () => {
    expect(formatDateRange('2025-04-18', '2025-04-21')).toBe('2025. április 18–21. (péntek–hétfő)');
    expect(formatDateRange('2025-05-30', '2025-06-01')).toBe('2025. május 30. – június 1. (péntek–vasárnap)');
    expect(formatDateRange('2025-12-30', '2026-01-02')).toBe(
      '2025. december 30. – 2026. január 2. (kedd–péntek)',
    );
    expect(formatDateRange('2025-05-03', '2025-05-03')).toBe('2025. május 3., szombat');
  });
});
