import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { addIsoDays } from '../../../src/lib/dates.ts';
import { budapestDateTimeWithOffset, budapestInstant } from '../../../src/lib/budapest-time.ts';

/** Every quarter of an hour of a day, as `HH:MM`. */
const quarterHours = Array.from({ length: 96 }, (_, index) => {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(index / 4))}:${pad((index % 4) * 15)}`;
});

describe('budapestInstant', () => {
  it('reads a trip time on the Budapest clock, summer and winter', () => {
    expect(budapestInstant('2025-04-05', '06:15').toISOString()).toBe('2025-04-05T04:15:00.000Z');
    expect(budapestInstant('2025-01-18', '06:15').toISOString()).toBe('2025-01-18T05:15:00.000Z');
    expect(budapestInstant('2025-12-31', '23:30').toISOString()).toBe('2025-12-31T22:30:00.000Z');
  });

  it('puts a time in the hour the clocks skip after the change, as a Budapest clock shows it', () => {
    // 30 March 2025: 02:00 became 03:00, so 02:30 is 01:30 UTC (03:30 summer time).
    expect(budapestInstant('2025-03-30', '01:59').toISOString()).toBe('2025-03-30T00:59:00.000Z');
    expect(budapestInstant('2025-03-30', '02:30').toISOString()).toBe('2025-03-30T01:30:00.000Z');
    expect(budapestInstant('2025-03-30', '03:00').toISOString()).toBe('2025-03-30T01:00:00.000Z');
  });

  it('agrees with TZDate at every quarter hour of the days around each clock change, 2024–2030', () => {
    const changeDays = [
      ['2024-03-31', '2024-10-27'],
      ['2025-03-30', '2025-10-26'],
      ['2026-03-29', '2026-10-25'],
      ['2027-03-28', '2027-10-31'],
      ['2028-03-26', '2028-10-29'],
      ['2029-03-25', '2029-10-28'],
      ['2030-03-31', '2030-10-27'],
    ].flat();
    let checked = 0;
    for (const change of changeDays) {
      for (const day of [addIsoDays(change, -1), change, addIsoDays(change, 1)]) {
        const [year, month, date] = day.split('-').map(Number) as [number, number, number];
        for (const time of quarterHours) {
          const [hours, minutes] = time.split(':').map(Number) as [number, number];
          const expected = new TZDate(year, month - 1, date, hours, minutes, 'Europe/Budapest');
          expect(budapestInstant(day, time).getTime(), `${day} ${time}`).toBe(expected.getTime());
          checked += 1;
        }
      }
    }
    expect(checked).toBe(14 * 3 * 96);
  });
});

describe('budapestDateTimeWithOffset', () => {
  it('writes an instant with the offset Budapest has at that moment', () => {
    expect(budapestDateTimeWithOffset(budapestInstant('2025-04-05', '06:15'))).toBe(
      '2025-04-05T06:15:00+02:00',
    );
    expect(budapestDateTimeWithOffset(budapestInstant('2025-01-18', '06:15'))).toBe(
      '2025-01-18T06:15:00+01:00',
    );
    // The hour that comes twice on 26 October 2025: 00:30 and 01:30 UTC are both 02:30 there.
    expect(budapestDateTimeWithOffset(new Date('2025-10-26T00:30:00Z'))).toBe('2025-10-26T02:30:00+02:00');
    expect(budapestDateTimeWithOffset(new Date('2025-10-26T01:30:00Z'))).toBe('2025-10-26T02:30:00+01:00');
  });
});
