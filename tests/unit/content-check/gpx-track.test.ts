import { describe, expect, it } from 'vitest';
import { readTrack } from '../../../content-check/gpx-track.ts';
import { OUTLINE_POINTS, PROFILE_POINTS } from '../../../src/lib/track.ts';
import { gpxText, knownHeights, northwardWalk } from '../../support/gpx.ts';

const facts = (text: string) => {
  const result = readTrack('program5-hosszu.gpx', text);
  if (!result.ok) throw new Error(result.problem);
  return result.facts;
};

describe('a route track read from GPX', () => {
  it('gives the length, climb, descent and the highest and lowest point of a recorded track', () => {
    const track = facts(gpxText([northwardWalk(knownHeights())]));
    expect(track).toMatchObject({
      file: 'program5-hosszu.gpx',
      sample: false,
      lengthKm: 11.1,
      highest: { heightM: 700, atKm: 5.6 },
      lowest: { heightM: 400, atKm: 0 },
    });
    // Up 300 m and down 200 m; the metre of noise on every point adds nothing.
    expect(Math.abs(track.climbM - 300)).toBeLessThanOrEqual(2);
    expect(Math.abs(track.descentM - 200)).toBeLessThanOrEqual(2);
  });

  it('counts no climb on a level walk however the GPS heights wobble', () => {
    const wobbly = Array.from({ length: 300 }, (_, index) => 500 + [0, 3, -2, 4, -3][index % 5]!);
    expect(facts(gpxText([northwardWalk(wobbly)]))).toMatchObject({ climbM: 0, descentM: 0 });
  });

  it('thins a long track to the profile and outline the page can carry, ends kept', () => {
    const long = Array.from({ length: 2000 }, (_, index) => 300 + Math.round(200 * Math.sin(index / 300)));
    const track = facts(gpxText([northwardWalk(long)]));
    expect(track.profile.length).toBeLessThanOrEqual(PROFILE_POINTS);
    expect(track.profile[0]).toEqual([0, 300]);
    expect(track.profile.at(-1)![0]).toBeCloseTo(track.lengthKm, 0);
    expect(track.outline.flat().length).toBeLessThanOrEqual(OUTLINE_POINTS);
    // Due north: a line up the middle of a box 100 high, start at the bottom.
    expect(track.outlineHeight).toBe(100);
    expect(track.outline[0]![0]).toEqual([0, 100]);
    expect(track.outline[0]!.at(-1)).toEqual([0, 0]);
  });

  it('keeps the parts of a track apart: no line drawn across the coach ride between them', () => {
    const morning = northwardWalk([400, 450, 500, 450, 400]);
    const afternoon = northwardWalk([300, 320, 340], [47.1, 19.1]);
    const track = facts(gpxText([morning, afternoon]));
    expect(track.outline.map((part) => part.length)).toEqual([5, 3]);
    // The ride between adds no distance: 4 + 2 steps of 111.2 m.
    expect(track.lengthKm).toBe(0.7);
  });

  it('says where the track runs: its ends, its extent and thirteen points evenly along it', () => {
    // 101 points due north from 47° N 19° E, 0.001° apart: 11.1 km.
    const { route } = facts(gpxText([northwardWalk(knownHeights())]));
    expect(route.start).toEqual({ lat: 47, lon: 19 });
    expect(route.finish).toEqual({ lat: 47.1, lon: 19 });
    expect(route.bounds).toEqual([47, 19, 47.1, 19]);
    expect(route.via).toHaveLength(13);
    // A fourteenth of the way each: 47.00714°, 47.01429° … 47.09286°.
    expect(route.via.map((point) => point.lat)).toEqual(
      Array.from({ length: 13 }, (_, index) => Number((47 + (0.1 * (index + 1)) / 14).toFixed(5))),
    );
    expect(new Set(route.via.map((point) => point.lon))).toEqual(new Set([19]));
  });

  it('knows a sample by its keyword', () => {
    expect(facts(gpxText([northwardWalk(knownHeights())], { sample: true })).sample).toBe(true);
  });

  it.each([
    ['not XML at all', 'Ez nem GPX.', 'nem olvasható XML, nem GPX fájl'],
    ['another XML file', '<?xml version="1.0"?><kml></kml>', 'nem GPX fájl (a gyökérelem nem <gpx>)'],
    [
      'waypoints only',
      '<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><wpt lat="47" lon="19"><ele>400</ele></wpt></gpx>',
      'nincs benne nyomvonal (<trk> legalább két ponttal)',
    ],
    [
      'a track without heights',
      gpxText([northwardWalk([1, 2, 3])]).replace(/<ele>[^<]*<\/ele>/g, ''),
      'a nyomvonal pontjainak nincs magassága (<ele>)',
    ],
  ])('refuses %s, saying why', (_, text, problem) => {
    expect(readTrack('program5-hosszu.gpx', text)).toEqual({
      ok: false,
      problem,
      expected: 'GPX 1.1 fájl egy nyomvonallal (<trk>), magasságokkal',
    });
  });
});
