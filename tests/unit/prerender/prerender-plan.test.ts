import { describe, expect, it } from 'vitest';
import type { ClubEvent } from '../../../schema/event.ts';
import {
  changeDays,
  prerenderPlan,
  tripPageDays,
  type PlanEntry,
  type PrerenderContent,
} from '../../../src/prerender/plan.ts';

const event = (id: number, date: string, key: string): ClubEvent => ({
  id,
  date,
  name: `${key} ${date}`,
  picture: 'default.svg',
  key,
});

const tatra2025 = event(2, '2025.01.18', 'program1');
const bukk2025 = event(3, '2025.02.01', 'program3');
const matra2025 = event(6, '2025.03.15', 'program6');
const bukk2026 = event(3, '2026.02.07', 'program3');
const season2025 = [tatra2025, bukk2025, matra2025];

const pages = { aliases: { program2: 'program1' }, placeholders: ['program25'] };
const tripDocuments = [
  { season: 2025, key: 'program1' },
  { season: 2025, key: 'program3' },
];

/** Each address's days, and the kind of copy of each, in plan order. */
function daysByPath(plan: PlanEntry[]): Record<string, string[]> {
  const byPath: Record<string, string[]> = {};
  for (const { path, day, copy } of plan) (byPath[path] ??= []).push(`${day || 'any'}:${copy.kind}`);
  return byPath;
}

const copyOf = (plan: PlanEntry[], path: string, day = '') =>
  plan.find((entry) => entry.path === path && entry.day === day)?.copy;

describe('changeDays', () => {
  it('starts a copy on the day after each event, once per day, in order', () => {
    expect(changeDays([matra2025, tatra2025, event(9, '2025.01.18', 'program9')])).toEqual([
      '',
      '2025-01-19',
      '2025-03-16',
    ]);
  });

  it('has only the copy for any day without events, or with a date that is no real day', () => {
    expect(changeDays([])).toEqual(['']);
    // A postponed trip's page says it took place from the day after its new day.
    const postponed = { ...matra2025, status: 'postponed' as const, newDate: '2025.03.29' };
    expect(changeDays([postponed])).toEqual(['', '2025-03-16', '2025-03-30']);
    expect(changeDays([event(1, '2025.02.30', 'program1')])).toEqual(['']);
  });
});

describe('tripPageDays', () => {
  it("adds each trip's own morning to the days its page changes, the new day for a postponed one", () => {
    expect(tripPageDays([matra2025, tatra2025])).toEqual([
      '',
      '2025-01-18',
      '2025-01-19',
      '2025-03-15',
      '2025-03-16',
    ]);
    const postponed = { ...matra2025, status: 'postponed' as const, newDate: '2025.03.29' };
    expect(tripPageDays([postponed])).toEqual(['', '2025-03-16', '2025-03-29', '2025-03-30']);
    expect(tripPageDays([])).toEqual(['']);
  });
});

describe('prerenderPlan, bundled build (the events are the whole program)', () => {
  const content: PrerenderContent = {
    events: season2025,
    bundled: season2025,
    complete: true,
    tripDocuments,
    pages,
  };
  const plan = prerenderPlan(content);

  it('renders every address the build can know, each from every day its screen changes', () => {
    expect(daysByPath(plan)).toEqual({
      // Trip documents: their own season's trip, which is over from the day after it.
      '/2025/program1/': ['any:key-events', '2025-01-18:key-events', '2025-01-19:key-events'],
      '/2025/program3/': ['any:key-events', '2025-02-01:key-events', '2025-02-02:key-events'],
      // An event without a trip document: its placeholder page at its permanent address.
      '/2025/program6/': ['any:key-events', '2025-03-16:key-events'],
      // The privacy notice: one copy for every day.
      '/adatkezeles/': ['any:event-list'],
      // Short addresses, sorted; an alias shows its target's trip; a placeholder key has one copy.
      '/program1/': ['any:key-events', '2025-01-18:key-events', '2025-01-19:key-events'],
      '/program2/': ['any:key-events', '2025-01-18:key-events', '2025-01-19:key-events'],
      '/program25/': ['any:key-events'],
      '/program3/': ['any:key-events', '2025-02-01:key-events', '2025-02-02:key-events'],
      '/program6/': ['any:key-events', '2025-03-16:key-events'],
      // The home page and the current program change when each trip is over.
      '/': ['any:event-list', '2025-01-19:event-list', '2025-02-02:event-list', '2025-03-16:event-list'],
      '/evesprogram/': [
        'any:event-list',
        '2025-01-19:event-list',
        '2025-02-02:event-list',
        '2025-03-16:event-list',
      ],
      '/evesprogram/2025/': [
        'any:season-program',
        '2025-01-19:season-program',
        '2025-02-02:season-program',
        '2025-03-16:season-program',
      ],
    });
  });

  it("renders a trip address from its key's events, of its season or of all", () => {
    expect(copyOf(plan, '/2025/program3/')).toEqual({
      kind: 'key-events',
      key: 'program3',
      season: 2025,
      events: [bukk2025],
    });
    expect(copyOf(plan, '/program2/')).toEqual({
      kind: 'key-events',
      key: 'program1',
      season: undefined,
      events: [tatra2025],
    });
    expect(copyOf(plan, '/program25/')).toEqual({
      kind: 'key-events',
      key: 'program25',
      season: undefined,
      events: [],
    });
  });

  it('links each season program to the seasons before and after it', () => {
    const twoSeasons = prerenderPlan({ ...content, events: [...season2025, bukk2026] });
    expect(copyOf(twoSeasons, '/evesprogram/2025/')).toEqual({
      kind: 'season-program',
      program: { season: 2025, events: season2025, previous: null, next: 2026 },
    });
    expect(copyOf(twoSeasons, '/evesprogram/2026/')).toEqual({
      kind: 'season-program',
      program: { season: 2026, events: [bukk2026], previous: 2025, next: null },
    });
    // A reused key: its short address moves on to the next season's trip, and is past after it.
    expect(daysByPath(twoSeasons)['/program3/']).toEqual([
      'any:key-events',
      '2025-02-01:key-events',
      '2025-02-02:key-events',
      '2026-02-07:key-events',
      '2026-02-08:key-events',
    ]);
    // The 2025 document's page stays 2025's trip.
    expect(daysByPath(twoSeasons)['/2025/program3/']).toEqual([
      'any:key-events',
      '2025-02-01:key-events',
      '2025-02-02:key-events',
    ]);
  });
});

describe('prerenderPlan, Firestore build', () => {
  it("with a snapshot, leaves a short address to the browser from the day after the key's last trip", () => {
    const plan = prerenderPlan({
      events: [bukk2025, matra2025, bukk2026],
      bundled: season2025,
      complete: false,
      tripDocuments,
      pages,
    });
    const days = daysByPath(plan);
    // The club may have published 2027's program3 since the build: never last year's trip.
    expect(days['/program3/']).toEqual([
      'any:key-events',
      '2025-02-01:key-events',
      '2025-02-02:key-events',
      '2026-02-07:key-events',
      '2026-02-08:left-to-browser',
    ]);
    expect(days['/program6/']).toEqual(['any:key-events', '2025-03-16:left-to-browser']);
    // A key without events has nothing to leave: its placeholder page stays.
    expect(days['/program25/']).toEqual(['any:key-events']);
    // Permanent addresses and the programs do not move on: rendered on every day.
    expect(days['/2025/program6/']).toEqual(['any:key-events', '2025-03-16:key-events']);
    expect(days['/']).toEqual([
      'any:event-list',
      '2025-02-02:event-list',
      '2025-03-16:event-list',
      '2026-02-08:event-list',
    ]);
    // A trip document whose key the snapshot lacks renders from the bundled season file.
    expect(copyOf(plan, '/2025/program1/')).toEqual({
      kind: 'key-events',
      key: 'program1',
      season: 2025,
      events: [tatra2025],
    });
    expect(days['/program2/']).toEqual([
      'any:key-events',
      '2025-01-18:key-events',
      '2025-01-19:left-to-browser',
    ]);
    expect(days['/program1/']).toBeUndefined();
  });

  it('without a snapshot, renders only the trip documents and the privacy notice: the rest needs the live list', () => {
    const plan = prerenderPlan({ events: null, bundled: season2025, complete: false, tripDocuments, pages });
    expect(daysByPath(plan)).toEqual({
      '/2025/program1/': ['any:key-events', '2025-01-18:key-events', '2025-01-19:key-events'],
      '/2025/program3/': ['any:key-events', '2025-02-01:key-events', '2025-02-02:key-events'],
      '/adatkezeles/': ['any:event-list'],
    });
  });
});
