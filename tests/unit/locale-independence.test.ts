/**
 * What the site writes must not depend on the ICU data of the engine that runs
 * it: the build writes every page with Node's, each visitor's browser hydrates
 * it with its own. These tests run the day and number formatting under ICU
 * behaviours real engines have shown (WebKitGTK's ICU 72 writes `en-CA` days as
 * `11/25/2026` and groups four-digit Hungarian numbers, `7 000`), and expect
 * exactly what they write under Node's own.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClubSettingsSchema } from '../../schema/club.ts';
import { TripSchema } from '../../schema/trip.ts';

const NBSP = '\u00a0';

/** The functions under test, imported after the simulated ICU is in place (some build their formats at load). */
async function formatters() {
  vi.resetModules();
  const [dates, numbers, time, ics] = await Promise.all([
    import('../../src/lib/dates.ts'),
    import('../../src/lib/numbers.ts'),
    import('../../src/lib/budapest-time.ts'),
    import('../../src/lib/ics-descriptions.ts'),
  ]);
  return { ...dates, ...numbers, ...time, ...ics };
}

interface SimulatedIcu {
  /** `en-CA` whole-string dates as `M/d/yyyy` (ICU 72 in WebKitGTK). */
  canadianDaysAmerican?: boolean;
  /** `hu-HU` groups four-digit numbers: `7 000` (CLDR without minimum grouping digits). */
  hungarianGroupsFourDigits?: boolean;
  /** The group separator a newer CLDR writes: U+202F narrow no-break space. */
  narrowGroupSeparator?: boolean;
}

/** Replaces the global Intl (and Number's toLocaleString) with one that formats as `icu` says. */
function simulateIcu(icu: SimulatedIcu) {
  const RealIntl = Intl;
  class DateTimeFormat extends RealIntl.DateTimeFormat {
    override format = (date?: Date | number): string => {
      const parts = this.formatToParts(date);
      const { locale, year, month, day } = this.resolvedOptions();
      if (
        icu.canadianDaysAmerican &&
        locale.startsWith('en-CA') &&
        year &&
        month &&
        day &&
        parts.length <= 5
      ) {
        const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
        return `${value('month')}/${value('day')}/${value('year')}`;
      }
      return parts.map((part) => part.value).join('');
    };
  }
  const regroup = (text: string) => {
    let result = text;
    if (icu.hungarianGroupsFourDigits)
      result = result.replace(/(^|[^\d\u00a0])(\d)(\d{3})(?!\d)/g, `$1$2${NBSP}$3`);
    if (icu.narrowGroupSeparator) result = result.replace(/(\d)\u00a0(?=\d)/g, '$1\u202f');
    return result;
  };
  class NumberFormat extends RealIntl.NumberFormat {
    override format = (value: number | bigint): string => {
      const text = new RealIntl.NumberFormat(this.resolvedOptions().locale, this.resolvedOptions()).format(
        value,
      );
      return this.resolvedOptions().locale.startsWith('hu') ? regroup(text) : text;
    };
  }
  const simulated: Record<string, unknown> = {};
  for (const name of Object.getOwnPropertyNames(RealIntl)) {
    simulated[name] = (RealIntl as unknown as Record<string, unknown>)[name];
  }
  vi.stubGlobal('Intl', { ...simulated, DateTimeFormat, NumberFormat });
  const toLocaleString = vi.spyOn(Number.prototype, 'toLocaleString').mockImplementation(function (
    this: number,
    locales?: Intl.LocalesArgument,
    options?: Intl.NumberFormatOptions,
  ) {
    return new NumberFormat(locales, options).format(this.valueOf());
  });
  return () => toLocaleString.mockRestore();
}

const behaviours: [string, SimulatedIcu][] = [
  ['en-CA days written M/d/yyyy', { canadianDaysAmerican: true }],
  ['hu-HU grouping four-digit numbers', { hungarianGroupsFourDigits: true }],
  ['hu-HU grouping with a narrow no-break space', { narrowGroupSeparator: true }],
  [
    'all of these at once',
    { canadianDaysAmerican: true, hungarianGroupsFourDigits: true, narrowGroupSeparator: true },
  ],
];

const easterTrip = TripSchema.parse(JSON.parse(readFileSync('trips/2025/program8.json', 'utf8')));

describe.each(behaviours)('under an ICU with %s', (_name, icu) => {
  let restore = () => {};
  afterEach(() => {
    restore();
    vi.unstubAllGlobals();
  });

  it('names the Budapest day of an instant as Node does', async () => {
    restore = simulateIcu(icu);
    const { budapestDay } = await formatters();
    expect(budapestDay(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-25');
    expect(budapestDay(new Date('2025-01-17T23:30:00Z'))).toBe('2025-01-18');
    expect(budapestDay(new Date('2025-07-02T22:30:00Z'))).toBe('2025-07-03');
    expect(budapestDay(new Date('2025-12-31T23:00:00Z'))).toBe('2026-01-01');
  });

  it('puts a Budapest time at the same instant, with the same offset', async () => {
    restore = simulateIcu(icu);
    const { budapestInstant, budapestDateTimeWithOffset } = await formatters();
    expect(budapestInstant('2025-04-05', '06:15').toISOString()).toBe('2025-04-05T04:15:00.000Z');
    expect(budapestDateTimeWithOffset(budapestInstant('2025-01-18', '06:15'))).toBe(
      '2025-01-18T06:15:00+01:00',
    );
  });

  it('writes fees and distances as the build does', async () => {
    restore = simulateIcu(icu);
    const { formatForint, formatNumber } = await formatters();
    expect(formatForint(7000)).toBe(`7000${NBSP}Ft`);
    expect(formatForint(12000)).toBe(`12${NBSP}000${NBSP}Ft`);
    expect(formatForint(86000)).toBe(`86${NBSP}000${NBSP}Ft`);
    expect(formatNumber(6.5)).toBe('6,5');
    expect(formatNumber(12345.67)).toBe(`12${NBSP}345,7`);
  });

  it('writes a trip’s calendar description as under Node’s own ICU', async () => {
    const context = {
      club: ClubSettingsSchema.parse(JSON.parse(readFileSync('src/content/club.json', 'utf8'))),
      now: new Date('2025-03-01T08:00:00Z'),
    };
    const { tripDescription } = await formatters();
    const expected = tripDescription(easterTrip, context);
    restore = simulateIcu(icu);
    const simulated = await formatters();
    expect(simulated.tripDescription(easterTrip, context)).toBe(expected);
  });
});

describe('formatNumber', () => {
  it('rounds half away from zero, at most the decimals asked, without trailing zeros', async () => {
    const { formatNumber } = await formatters();
    expect(formatNumber(2.25)).toBe('2,3');
    expect(formatNumber(-2.25)).toBe('-2,3');
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(12.04)).toBe('12');
    expect(formatNumber(1234.5)).toBe('1234,5');
    expect(formatNumber(1234567, 0)).toBe(`1${NBSP}234${NBSP}567`);
    expect(formatNumber(-3.2)).toBe('-3,2');
  });

  it('writes a value that rounds to zero without a sign', async () => {
    const { formatNumber } = await formatters();
    expect(formatNumber(-0.04)).toBe('0');
    expect(formatNumber(-0)).toBe('0');
  });

  it('agrees with Node’s hu-HU Intl from 0 to 200 000 and for every tenth of the first 2000', async () => {
    const { formatNumber } = await formatters();
    const hu = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 1 });
    for (let value = 0; value <= 200_000; value += 7) expect(formatNumber(value)).toBe(hu.format(value));
    for (let tenth = -2000; tenth <= 2000; tenth += 1) {
      const value = tenth / 10;
      if (value !== 0) expect(formatNumber(value)).toBe(hu.format(value));
    }
  });
});
