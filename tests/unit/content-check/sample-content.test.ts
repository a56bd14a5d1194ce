import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readContentSources } from '../../../content-check/content-files.ts';
import { readTrack } from '../../../content-check/gpx-track.ts';
import { TRACK_FILE_NAME } from '../../../content-check/track-rules.ts';
import { TripSchema } from '../../../schema/trip.ts';

/*
 * The bundled trips are the product's demonstration: every written route shows each fact a
 * route can have, and every one-day trip draws its first route's track. The tracks are samples,
 * drawn from the map and marked so; a recorded track replacing one is a change to this list.
 */
const sources = readContentSources(process.cwd());
const folderOf = (file: string) => file.slice(0, file.lastIndexOf('/') + 1);
const trips = sources.trips
  .filter((source) => /\/program\d+\.json$/.test(source.file))
  .map((source) => ({ file: source.file, trip: TripSchema.parse(JSON.parse(source.text)) }))
  .filter(({ trip }) => !trip.draft);
const tracks = sources.trips.filter((source) => TRACK_FILE_NAME.test(source.file));
const routes = trips.flatMap(({ file, trip }) =>
  trip.days.flatMap((day, dayIndex) =>
    day.routes.map((route, routeIndex) => ({
      where: `${file} days[${dayIndex}].routes[${routeIndex}]`,
      route,
    })),
  ),
);
const oneDay = trips.filter(({ trip }) => (trip.endDate ?? trip.startDate) === trip.startDate);

/** Debian's python3-gpxpy, the other GPX reader tests/e2e/tracks.test.ts checks the site against. */
const PYTHON = '/usr/bin/python3';
const hasGpxpy =
  existsSync(PYTHON) &&
  (() => {
    try {
      execFileSync(PYTHON, ['-c', 'import gpxpy'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();

describe('the bundled sample content', () => {
  it('has written trips, one-day ones among them, and their tracks', () => {
    expect(trips.length).toBeGreaterThanOrEqual(9);
    expect(oneDay.length).toBeGreaterThan(0);
    expect(tracks.length).toBeGreaterThanOrEqual(oneDay.length);
  });

  it('states the descent and the trail markings of every written route', () => {
    expect(
      routes.filter(({ route }) => route.elevationLossM === undefined).map(({ where }) => where),
    ).toEqual([]);
    // An empty list says there is no marking to follow (town streets, garden paths).
    expect(routes.filter(({ route }) => route.markings === undefined).map(({ where }) => where)).toEqual([]);
  });

  it("draws the first route's track of every one-day trip", () => {
    expect(oneDay.filter(({ trip }) => !trip.days[0]!.routes[0]?.track).map(({ file }) => file)).toEqual([]);
  });

  it("marks every track a sample, its descent near the route's", () => {
    for (const source of tracks) {
      const result = readTrack(source.file, source.text);
      if (!result.ok) throw new Error(`${source.file}: ${result.problem}`);
      expect(result.facts.sample, source.file).toBe(true);
      const route = trips
        .filter(({ file }) => folderOf(file) === folderOf(source.file))
        .flatMap(({ trip }) => trip.days.flatMap((day) => day.routes))
        .find((candidate) => candidate.track === source.file.split('/').at(-1));
      expect(route, `a route naming ${source.file}`).toBeDefined();
      // The same 25% the content check allows a track's climb.
      const stated = route!.elevationLossM!;
      expect(Math.abs(result.facts.descentM - stated), source.file).toBeLessThanOrEqual(stated * 0.25);
    }
  }, 30_000);

  it.skipIf(!hasGpxpy)(
    'has tracks gpxpy reads, each a line of at least 50 points',
    () => {
      // One Python for all the files: each start costs a second on a busy machine.
      const script = [
        'import sys, json, gpxpy',
        'print(json.dumps({f: gpxpy.parse(open(f, encoding="utf-8").read()).get_points_no() for f in sys.argv[1:]}))',
      ].join('\n');
      const points = JSON.parse(
        execFileSync(PYTHON, ['-c', script, ...tracks.map((source) => source.file)], { encoding: 'utf8' }),
      ) as Record<string, number>;
      for (const source of tracks) expect(points[source.file], source.file).toBeGreaterThanOrEqual(50);
    },
    30_000,
  );
});
