import { describe, expect, it } from 'vitest';
import {
  budapestDay,
  eventDateToIso,
  formatDateRange,
  formatLongDate,
  isRealIsoDate,
} from '../../../src/lib/dates.ts';
import { formatForint } from '../../../src/lib/numbers.ts';
import { formatPhone } from '../../../src/components/shared/phone-buttons.tsx';
import { formatPhoneInTwoParts } from '../../../src/lib/phone.ts';

const NBSP = '\u00a0';

describe('dates', () => {
  it('writes a day the Hungarian way', () => {
    expect(formatLongDate('2025-01-18')).toBe('2025. január 18., szombat');
    expect(formatLongDate('2025-12-29')).toBe('2025. december 29., hétfő');
  });

  it('writes the Easter trip as one range', () => {
    expect(formatDateRange('2025-04-18', '2025-04-21')).toBe('2025. április 18–21. (péntek–hétfő)');
    expect(formatDateRange('2025-05-30', '2025-06-01')).toBe('2025. május 30. – június 1. (péntek–vasárnap)');
    expect(formatDateRange('2025-05-03')).toBe('2025. május 3., szombat');
  });

  it('takes the calendar day in Budapest, not UTC', () => {
    // 23:30 UTC on 17 January is already 00:30 on the 18th in Budapest (winter, UTC+1).
    expect(budapestDay(new Date('2025-01-17T23:30:00Z'))).toBe('2025-01-18');
    // 22:30 UTC on 2 July is 00:30 on the 3rd in summer time (UTC+2).
    expect(budapestDay(new Date('2025-07-02T22:30:00Z'))).toBe('2025-07-03');
    expect(budapestDay(new Date('2025-07-02T21:30:00Z'))).toBe('2025-07-02');
  });

  it('reads the event records’ date form and rejects impossible days', () => {
    expect(eventDateToIso('2025.01.04')).toBe('2025-01-04');
    expect(eventDateToIso('2025.02.30')).toBeNull();
    expect(eventDateToIso('2025-01-04')).toBeNull();
    expect(eventDateToIso('')).toBeNull();
    expect(isRealIsoDate('2024-02-29')).toBe(true);
    expect(isRealIsoDate('2025-02-29')).toBe(false);
  });
});

describe('money and phone numbers', () => {
  it('writes forints with a space before the thousands and no decimals', () => {
    expect(formatForint(12000)).toBe(`12${NBSP}000${NBSP}Ft`);
    expect(formatForint(86000)).toBe(`86${NBSP}000${NBSP}Ft`);
    expect(formatForint(500)).toBe(`500${NBSP}Ft`);
    // hu-HU leaves four-digit amounts ungrouped, as Hungarian typography does.
    expect(formatForint(7000)).toBe(`7000${NBSP}Ft`);
  });

  it('groups a mobile number for reading aloud', () => {
    expect(formatPhone('+36301234567')).toBe('+36 30 123 4567');
    expect(formatPhone('+3612345678')).toBe('+36 12 345 678');
  });

  it('keeps a number in two parts for a narrow line: the area code, then the subscriber', () => {
    expect(formatPhoneInTwoParts('+36301234567')).toBe(`+36${NBSP}30 123${NBSP}4567`);
    expect(formatPhoneInTwoParts('+3612345678')).toBe(`+36${NBSP}12 345${NBSP}678`);
    // A number formatPhone leaves as it is, left as it is.
    expect(formatPhoneInTwoParts('+441234567890')).toBe('+441234567890');
  });
});
