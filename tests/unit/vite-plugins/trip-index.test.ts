/**
 * The yearly program's trip index (`virtual:trip-index`, vite-plugins/trip-index.ts)
 * over a project of two seasons that reuse their keys, and what the yearly
 * program makes of it for each event: its difficulty line and its filters.
 * Every fact must come from the event's own season's trip file.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTripIndex, buildTripMornings, buildTripPlaces } from '../../../vite-plugins/trip-index.ts';
import type { ClubEvent } from '../../../schema/event.ts';
import { eventDifficulty, filterableTrip, matchesFilters } from '../../../src/lib/program-filter-match.ts';
import type { ProgramFilters, TripIndex } from '../../../src/lib/program-filters.ts';
import { eventPlace, type TripPlaces } from '../../../src/lib/trip-places.ts';
import { validContent, validMultiDayTrip, validTrip } from '../../support/content-fixture.ts';

type Route = { level: string; distanceKm: number; elevationGainM: number; description: string };

/** Effort 26 km: hard. */
const hardRoute: Route = { level: 'long', distanceKm: 20, elevationGainM: 600, description: 'Hosszú nap.' };
/** Effort 7 km: easy. */
const easyRoute: Route = { level: 'short', distanceKm: 6, elevationGainM: 100, description: 'Rövid séta.' };
/** Effort 12 km: moderate. */
const moderateRoute: Route = { level: 'medium', distanceKm: 10, elevationGainM: 200, description: 'Gerinc.' };

function trip(key: string, startDate: string, routes: Route[]) {
  const base = validTrip();
  const [day] = base.days as Array<Record<string, unknown>>;
  return { ...base, key, startDate, days: [{ ...day, routes }] };
}

/** Four days over Easter, the first with a moderate route. */
function easterTrip() {
  const base = validMultiDayTrip();
  const [first, ...rest] = base.days as Array<Record<string, unknown>>;
  return { ...base, days: [{ ...first, routes: [moderateRoute] }, ...rest] };
}

let root: string;
let index: TripIndex;
let files: string[];

function write(path: string, content: unknown) {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), `${JSON.stringify(content, null, 2)}\n`);
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'trip-index-'));
  // program3 in both seasons, hard in 2025 and easy in 2026; program8 (four days) in 2025 only.
  write('trips/2025/program3.json', trip('program3', '2025-02-01', [hardRoute]));
  write('trips/2026/program3.json', trip('program3', '2026-02-01', [easyRoute]));
  write('trips/2025/program8.json', easterTrip());
  write('src/content/pages.json', { aliases: { program2: 'program3' }, placeholders: [] });
  ({ index, files } = buildTripIndex(root));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the trip index of two seasons', () => {
  it("keeps each season's trip under its season and key, aliases within the same season", () => {
    const hard2025 = { difficulties: ['nehez'], multiDay: false, startDate: '2025-02-01' };
    const easy2026 = { difficulties: ['konnyu'], multiDay: false, startDate: '2026-02-01' };
    expect(index).toEqual({
      '2025/program3': hard2025,
      '2026/program3': easy2026,
      '2025/program8': { difficulties: ['kozepes'], multiDay: true, startDate: '2025-04-18' },
      // program2 shows program3's page: in each season, that season's program3.
      '2025/program2': hard2025,
      '2026/program2': easy2026,
    });
    // Every file read, so the development server rebuilds the index when one changes.
    expect(files.map((file) => file.slice(root.length + 1)).sort()).toEqual([
      'src/content/pages.json',
      'trips/2025/program3.json',
      'trips/2025/program8.json',
      'trips/2026/program3.json',
    ]);
  });
});

describe("the yearly program tells each event its own season's facts", () => {
  const event = (date: string, key: string): ClubEvent => ({
    id: 1,
    date,
    name: `${key} ${date}`,
    picture: 'default.svg',
    key,
  });
  const program3of2025 = event('2025.02.01', 'program3');
  const program3of2026 = event('2026.02.01', 'program3');
  const alias2026 = event('2026.02.01', 'program2');
  const easter2025 = event('2025.04.18', 'program8');
  // A key with a trip file in 2025 only: in 2026 the event has the placeholder page.
  const easter2026 = event('2026.04.03', 'program8');
  // The club moved the day and the trip file is not redated yet: its page is the placeholder too.
  const moved2026 = event('2026.02.08', 'program3');

  const kept = (filters: ProgramFilters, events: ClubEvent[]) =>
    events.filter((each) => matchesFilters(filterableTrip(index, each), filters)).map((each) => each.name);
  const all = [program3of2025, program3of2026, alias2026, easter2025, easter2026, moved2026];

  it('the difficulty line', () => {
    expect(all.map((each) => [each.name, eventDifficulty(index, each)])).toEqual([
      [program3of2025.name, 'nehéz'],
      [program3of2026.name, 'könnyű'],
      [alias2026.name, 'könnyű'],
      [easter2025.name, 'közepes'],
      [easter2026.name, null],
      [moved2026.name, null],
    ]);
  });

  it('the difficulty and length filters', () => {
    expect(kept({ nehezseg: 'nehez' }, all)).toEqual([program3of2025.name]);
    expect(kept({ nehezseg: 'konnyu' }, all)).toEqual([program3of2026.name, alias2026.name]);
    expect(kept({ nehezseg: 'kozepes' }, all)).toEqual([easter2025.name]);
    expect(kept({ tobbnapos: 'igen' }, all)).toEqual([easter2025.name]);
    // Without a trip there is no length either: the event counts as one day, as before its page is written.
    expect(kept({ tobbnapos: 'nem' }, all)).toEqual(
      all.filter((each) => each !== easter2025).map((each) => each.name),
    );
    expect(kept({ honap: 4 }, all)).toEqual([easter2025.name, easter2026.name]);
  });
});

describe('the trip index and drafts', () => {
  it('leaves a draft out when the build leaves it out, and keeps it where drafts are shown', () => {
    const draftRoot = mkdtempSync(join(tmpdir(), 'trip-index-draft-'));
    try {
      const write = (path: string, content: unknown) => {
        mkdirSync(join(draftRoot, path, '..'), { recursive: true });
        writeFileSync(join(draftRoot, path), JSON.stringify(content));
      };
      write('trips/2025/program3.json', trip('program3', '2025-02-01', [hardRoute]));
      write('trips/2025/program4.json', { ...trip('program4', '2025-03-01', [easyRoute]), draft: true });
      write('src/content/pages.json', { aliases: {}, placeholders: [] });
      expect(Object.keys(buildTripIndex(draftRoot, { withDrafts: false }).index)).toEqual(['2025/program3']);
      expect(Object.keys(buildTripIndex(draftRoot).index).sort()).toEqual(['2025/program3', '2025/program4']);
    } finally {
      rmSync(draftRoot, { recursive: true, force: true });
    }
  });
});

describe("the forecast's places (virtual:trip-places), for the home card", () => {
  const BUDAPEST = { lat: 47.5337, lon: 19.0641 };
  const MATRAHAZA = { lat: 47.8665, lon: 19.9757 };
  let places: TripPlaces;
  let placeFiles: string[];

  beforeAll(() => {
    const club = validContent().club as { departurePoints: Array<Record<string, unknown>> };
    // The coach's first stop (06:45) has coordinates, the second none.
    club.departurePoints[0]!.coordinates = BUDAPEST;
    write('src/content/club.json', club);
    write('trips/2025/program3.json', {
      ...trip('program3', '2025-02-01', [hardRoute]),
      destination: { name: 'Mátraháza', coordinates: MATRAHAZA },
    });
    ({ index: places, files: placeFiles } = buildTripPlaces(root));
  });

  it("gives each season's trip its destination, or its first departure point, and its first and last day", () => {
    expect(places).toEqual({
      '2025/program3': { ...MATRAHAZA, startDate: '2025-02-01' },
      '2026/program3': { ...BUDAPEST, startDate: '2026-02-01' },
      '2025/program8': { ...BUDAPEST, startDate: '2025-04-18', endDate: '2025-04-21' },
      '2025/program2': { ...MATRAHAZA, startDate: '2025-02-01' },
      '2026/program2': { ...BUDAPEST, startDate: '2026-02-01' },
    });
    expect(placeFiles.map((file) => file.slice(root.length + 1))).toContain('src/content/club.json');
  });

  it("finds an event's own trip, never another season's of the same key", () => {
    const event = (date: string, key: string) => ({ id: 1, date, key });
    expect(eventPlace(places, event('2025.02.01', 'program3'))).toMatchObject(MATRAHAZA);
    expect(eventPlace(places, event('2026.02.01', 'program2'))).toMatchObject(BUDAPEST);
    // Moved to another day than its trip file's: a placeholder, with no place to ask for.
    expect(eventPlace(places, event('2025.02.08', 'program3'))).toBeNull();
    expect(eventPlace(places, event('2027.02.01', 'program3'))).toBeNull();
  });

  it('leaves out a trip with no place to ask for', () => {
    const club = validContent().club;
    write('src/content/club.json', club);
    expect(Object.keys(buildTripPlaces(root).index).sort()).toEqual(['2025/program2', '2025/program3']);
  });
});

describe("the coach list's facts (virtual:trip-mornings), for the organisers' page", () => {
  it("gives each season's trip, and its aliases, its first day, the coach's stops and times, and the fee tiers", () => {
    write('trips/2025/program3.json', trip('program3', '2025-02-01', [hardRoute]));
    const { index } = buildTripMornings(root);
    const { departures, fee } = validTrip() as { departures: unknown; fee: { tiers: unknown } };
    expect(index['2025/program3']).toEqual({ startDate: '2025-02-01', departures, tiers: fee.tiers });
    expect(index['2025/program2']).toEqual(index['2025/program3']);
    // Only those: a few dozen bytes a trip, not its whole page.
    expect(Object.keys(index['2025/program8']!).sort()).toEqual(['departures', 'startDate', 'tiers']);
  });
});
