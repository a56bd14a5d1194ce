import { describe, expect, it } from 'vitest';
import { addressChangeDays, choosePage, tripFitsEvent } from '../../../src/lib/page-choice.ts';
import {
  currentSeason,
  eventForAddress,
  eventLinkSeason,
  homeEvents,
  neighbourSeasons,
  PREVIOUS_SEASON_TAIL,
  recentFirstSeason,
  recentOf,
  sortEvents,
  type SeasonEvent,
} from '../../../src/lib/seasons.ts';

const ev = (id: number, date: string, key: string): SeasonEvent & { name: string } => ({
  id,
  date,
  key,
  name: `${key} ${date}`,
});

// Three seasons, ids restarting each year; program3 reused every year, program27 dropped after 2025,
// program40 new in 2026.
const s2024 = [ev(1, '2024.02.03', 'program3'), ev(27, '2024.12.28', 'program27')];
const s2025 = [
  ev(1, '2025.01.04', 'program11'),
  ev(3, '2025.02.01', 'program3'),
  ev(27, '2025.12.29', 'program27'),
];
const s2026 = [
  ev(1, '2026.01.10', 'program11'),
  ev(3, '2026.02.01', 'program3'),
  ev(5, '2026.03.07', 'program40'),
];
const twoSeasons = [...s2025, ...s2026];
const threeSeasons = [...s2024, ...s2025, ...s2026];

const pages = { aliases: { program2: 'program1' }, placeholders: ['program25'] };
const trips = new Set(['2024/program3', '2025/program3', '2025/program1']);
const hasTrip = (season: number, key: string) => trips.has(`${season}/${key}`);
const page = (address: { key: string; season?: number }, events: SeasonEvent[], today: string) =>
  choosePage(address, { events, pages, hasTrip, today });

describe('which trip #/<key> shows', () => {
  it('is the next trip of the key from today, today counting', () => {
    expect(eventForAddress(twoSeasons, { key: 'program3' }, '2025-01-31')?.date).toBe('2025.02.01');
    expect(eventForAddress(twoSeasons, { key: 'program3' }, '2025-02-01')?.date).toBe('2025.02.01');
    // The day after, the 2026 trip is the next one.
    expect(eventForAddress(twoSeasons, { key: 'program3' }, '2025-02-02')?.date).toBe('2026.02.01');
  });

  it('is the latest trip of the key when none is ahead, so an old link keeps working', () => {
    expect(eventForAddress(twoSeasons, { key: 'program3' }, '2026-02-02')?.date).toBe('2026.02.01');
    // program27 is not used in 2026: the 2025 trip, the latest of three seasons.
    expect(eventForAddress(threeSeasons, { key: 'program27' }, '2026-06-01')?.date).toBe('2025.12.29');
    expect(eventForAddress(threeSeasons, { key: 'program27' }, '2025-06-01')?.date).toBe('2025.12.29');
  });

  it('shows the 2026 placeholder, never the 2025 document, for program3 once 2025 is past', () => {
    expect(page({ key: 'program3' }, twoSeasons, '2025-12-30')).toEqual({
      kind: 'placeholder',
      key: 'program3',
      event: s2026[1],
    });
    expect(page({ key: 'program3' }, twoSeasons, '2025-01-15')).toMatchObject({
      kind: 'trip',
      season: 2025,
      key: 'program3',
    });
  });

  it('gives a new key announced only by an event its placeholder, and an unknown key none', () => {
    expect(page({ key: 'program40' }, twoSeasons, '2025-12-30')).toMatchObject({
      kind: 'placeholder',
      event: { date: '2026.03.07' },
    });
    expect(page({ key: 'program14' }, twoSeasons, '2025-12-30')).toBeNull();
    // The page table keeps program25, which no event names.
    expect(page({ key: 'program25' }, twoSeasons, '2025-12-30')).toEqual({
      kind: 'placeholder',
      key: 'program25',
      event: null,
    });
  });

  it('shows an alias as its target', () => {
    const events = [ev(2, '2025.01.18', 'program1')];
    expect(page({ key: 'program2' }, events, '2025-01-01')).toMatchObject({
      kind: 'trip',
      season: 2025,
      key: 'program1',
    });
  });
});

describe('which trip #/<year>/<key> shows', () => {
  it('is that season’s trip for ever', () => {
    for (const today of ['2024-01-01', '2025-02-01', '2026-12-31', '2030-01-01']) {
      expect(page({ key: 'program3', season: 2025 }, threeSeasons, today)).toMatchObject({
        kind: 'trip',
        season: 2025,
      });
      expect(page({ key: 'program3', season: 2024 }, threeSeasons, today)).toMatchObject({
        kind: 'trip',
        season: 2024,
      });
      expect(page({ key: 'program3', season: 2026 }, threeSeasons, today)).toMatchObject({
        kind: 'placeholder',
        event: { date: '2026.02.01' },
      });
    }
  });

  it('is not found for a season without that key, even when the page table names the key', () => {
    expect(page({ key: 'program27', season: 2026 }, threeSeasons, '2026-01-01')).toBeNull();
    expect(page({ key: 'program25', season: 2025 }, threeSeasons, '2026-01-01')).toBeNull();
  });

  it('shows a trip document only on its event’s day', () => {
    expect(tripFitsEvent({ startDate: '2026-02-01' }, s2026[1]!)).toBe(true);
    // A 2026 file that kept 2025's date.
    expect(tripFitsEvent({ startDate: '2025-02-01' }, s2026[1]!)).toBe(false);
  });
});

describe('the seasons either side of a program', () => {
  it('are the nearest ones with events, across a year without any, and none past either end', () => {
    expect(neighbourSeasons([2023, 2025, 2026], 2025)).toEqual({ previous: 2023, next: 2026 });
    expect(neighbourSeasons([2023, 2025, 2026], 2024)).toEqual({ previous: 2023, next: 2025 });
    expect(neighbourSeasons([2023, 2025, 2026], 2023)).toEqual({ previous: null, next: 2025 });
    expect(neighbourSeasons([2025], 2025)).toEqual({ previous: null, next: null });
  });
});

describe('the current season and the home page', () => {
  it('is the season of the next trip, across the year boundary', () => {
    expect(currentSeason(twoSeasons, '2025-12-29')).toBe(2025);
    expect(currentSeason(twoSeasons, '2025-12-30')).toBe(2026);
    expect(currentSeason(s2025, '2025-12-30')).toBe(2025);
    expect(currentSeason(threeSeasons, '2027-05-01')).toBe(2026);
    expect(currentSeason([], '2027-05-01')).toBeNull();
  });

  it('lets the carousel run from the previous season into the next one', () => {
    const onDec30 = homeEvents(threeSeasons, '2025-12-30');
    expect(onDec30.map((event) => event.date)).toEqual([
      '2025.01.04',
      '2025.02.01',
      '2025.12.29',
      '2026.01.10',
      '2026.02.01',
      '2026.03.07',
    ]);
    // In June 2025 the 2024 trips are still a step back, 2026's ahead.
    expect(homeEvents(threeSeasons, '2025-06-01')).toHaveLength(8);
  });

  it('reads this year on, whatever the day, and of last year only its last trips', () => {
    expect(recentFirstSeason('2025-12-30')).toBe(2025);
    expect(recentFirstSeason('2026-01-01')).toBe(2026);
    const dates = (events: SeasonEvent[]) => sortEvents(events).map((event) => event.date);
    const fullYear = Array.from({ length: 24 }, (_, index) =>
      ev(
        index + 1,
        `2025.${String(Math.floor(index / 2) + 1).padStart(2, '0')}.1${index % 2}`,
        `program${index}`,
      ),
    );
    // In January: this year's trips and December's last three, not the other twenty-one.
    const inJanuary = recentOf([...s2024, ...fullYear, ...s2026], '2026-01-05');
    expect(inJanuary).toHaveLength(s2026.length + PREVIOUS_SEASON_TAIL);
    expect(dates(inJanuary)).toEqual(['2025.11.11', '2025.12.10', '2025.12.11', ...dates(s2026)]);
    // Next season's, once published, with this one.
    expect(dates(recentOf(threeSeasons, '2025-12-30'))).toEqual([
      '2024.02.03',
      '2024.12.28',
      ...dates(s2025),
      ...dates(s2026),
    ]);
    // The carousel on 2 January still steps back into December.
    expect(dates(homeEvents(recentOf(threeSeasons, '2026-01-02'), '2026-01-02'))).toEqual([
      '2025.01.04',
      '2025.02.01',
      '2025.12.29',
      ...dates(s2026),
    ]);
  });

  it('with nothing dated this year, shows the latest season whole', () => {
    expect(recentOf(threeSeasons, '2028-03-01')).toEqual(expect.arrayContaining(s2026));
    expect(recentOf(threeSeasons, '2028-03-01')).toHaveLength(s2026.length);
    expect(recentOf([], '2028-03-01')).toEqual([]);
  });

  it('links past trips to their permanent address, upcoming ones to #/<key>', () => {
    expect(eventLinkSeason(s2025[1]!, '2025-02-01')).toBeNull();
    expect(eventLinkSeason(s2025[1]!, '2025-02-02')).toBe(2025);
  });
});

describe('prerendered copies of #/<key>', () => {
  it('change on the day after each of the key’s trips but the last', () => {
    expect(addressChangeDays(threeSeasons, 'program3')).toEqual(['', '2024-02-04', '2025-02-02']);
    expect(addressChangeDays(threeSeasons, 'program40')).toEqual(['']);
  });
});

describe('the order the carousel and the program walk through', () => {
  it('is by season, then by day, then by id: an event added later with an earlier day takes its place', () => {
    const added = ev(28, '2026.02.14', 'program28');
    expect(sortEvents([...s2026, added, ...s2025]).map((event) => `${event.date} #${event.id}`)).toEqual([
      '2025.01.04 #1',
      '2025.02.01 #3',
      '2025.12.29 #27',
      '2026.01.10 #1',
      '2026.02.01 #3',
      '2026.02.14 #28',
      '2026.03.07 #5',
    ]);
  });

  it('keeps two events of one day by id, and a broken day within its month', () => {
    expect(
      sortEvents([
        ev(9, '2025.03.01', 'program9'),
        ev(4, '2025.02.30', 'program4'),
        ev(2, '2025.03.01', 'program2'),
      ]).map((event) => event.id),
    ).toEqual([4, 2, 9]);
  });
});
