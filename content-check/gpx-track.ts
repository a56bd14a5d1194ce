/**
 * A route's GPX track read at build time and by the content check: its length, climb and
 * descent, highest and lowest point, and the profile and outline the trip page draws, thinned
 * to a few hundred numbers. GPX is read with togeojson (the GPX reader Mapbox's and many map
 * tools use) on xmldom's DOMParser, so the same code runs in Node and could run in a browser.
 */
import { gpx } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import {
  CLIMB_HYSTERESIS_M,
  OUTLINE_POINTS,
  OUTLINE_WIDTH,
  PROFILE_POINTS,
  type TrackFacts,
  type TrackPoint,
} from '../src/lib/track.ts';
import { VIA_POINTS, type MapPoint, type MapRoute } from '../src/lib/map-links.ts';

/** `[lon, lat, height]` as GPX and GeoJSON keep them. */
type Position = [number, number, number];

export type TrackResult = { ok: true; facts: TrackFacts } | { ok: false; problem: string; expected: string };

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

function kmBetween([lon1, lat1]: Position, [lon2, lat2]: Position): number {
  const a =
    Math.sin(radians(lat2 - lat1) / 2) ** 2 +
    Math.cos(radians(lat1)) * Math.cos(radians(lat2)) * Math.sin(radians(lon2 - lon1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The track's parts (`trkseg`), each its points with a height; parts with fewer than two points left out. */
function trackParts(text: string): Position[][] | string {
  let document: Document;
  try {
    document = new DOMParser({
      onError: (level, message) => {
        if (level === 'fatalError') throw new Error(message);
      },
    }).parseFromString(text, 'text/xml') as unknown as Document;
  } catch {
    return 'nem olvasható XML, nem GPX fájl';
  }
  if (document.documentElement?.localName !== 'gpx') return 'nem GPX fájl (a gyökérelem nem <gpx>)';
  const parts: Position[][] = [];
  // The few GeoJSON members read here (the package's own types name @types/geojson's).
  const { features } = gpx(document) as unknown as {
    features: Array<{
      properties: { _gpxType?: string } | null;
      geometry:
        | { type: 'LineString'; coordinates: number[][] }
        | { type: 'MultiLineString'; coordinates: number[][][] }
        | null;
    }>;
  };
  for (const { properties, geometry } of features) {
    if (properties?._gpxType !== 'trk' || !geometry) continue;
    const lines = geometry.type === 'LineString' ? [geometry.coordinates] : geometry.coordinates;
    for (const line of lines) {
      if (line.length < 2) continue;
      if (line.some((position) => typeof position[2] !== 'number'))
        return 'a nyomvonal pontjainak nincs magassága (<ele>)';
      parts.push(line as Position[]);
    }
  }
  return parts.length > 0 ? parts : 'nincs benne nyomvonal (<trk> legalább két ponttal)';
}

/** `<metadata><keywords>` names it a sample (`minta`). */
function isSample(text: string): boolean {
  const keywords =
    /<metadata[\s\S]*?<keywords>([\s\S]*?)<\/keywords>[\s\S]*?<\/metadata>/.exec(text)?.[1] ?? '';
  return keywords.split(',').some((word) => word.trim().toLowerCase() === 'minta');
}

/** Values at most `count`, evenly along the distance (`at`: km at each point), interpolated between points. */
function evenly<T>(
  at: number[],
  count: number,
  value: (index: number) => T,
  between: (a: T, b: T, share: number) => T,
): T[] {
  const total = at.at(-1)!;
  if (at.length <= count || total === 0) return at.map((_, index) => value(index));
  const thinned: T[] = [];
  let index = 0;
  for (let step = 0; step < count; step += 1) {
    const target = (total * step) / (count - 1);
    while (index < at.length - 2 && at[index + 1]! < target) index += 1;
    const span = at[index + 1]! - at[index]!;
    const share = span === 0 ? 0 : Math.min(1, Math.max(0, (target - at[index]!) / span));
    thinned.push(between(value(index), value(index + 1), share));
  }
  return thinned;
}

const mix = (a: number, b: number, share: number) => a + (b - a) * share;

/** The facts of the GPX text `text` of `file`, or why it cannot be a route's track. */
export function readTrack(file: string, text: string): TrackResult {
  const parts = trackParts(text);
  if (typeof parts === 'string')
    return { ok: false, problem: parts, expected: 'GPX 1.1 fájl egy nyomvonallal (<trk>), magasságokkal' };
  // Distance walked from the start at each point, parts one after the other.
  const points = parts.flat();
  const at: number[] = [];
  let walked = 0;
  for (const part of parts)
    part.forEach((point, index) => {
      if (index > 0) walked += kmBetween(part[index - 1]!, point);
      at.push(walked);
    });
  let climb = 0;
  let descent = 0;
  let highest: TrackPoint = { heightM: -Infinity, atKm: 0 };
  let lowest: TrackPoint = { heightM: Infinity, atKm: 0 };
  for (const part of parts) {
    let turn = part[0]![2];
    for (const [, , height] of part) {
      if (height - turn >= CLIMB_HYSTERESIS_M) [climb, turn] = [climb + height - turn, height];
      else if (turn - height >= CLIMB_HYSTERESIS_M) [descent, turn] = [descent + turn - height, height];
    }
  }
  points.forEach(([, , height], index) => {
    if (height > highest.heightM) highest = { heightM: height, atKm: at[index]! };
    if (height < lowest.heightM) lowest = { heightM: height, atKm: at[index]! };
  });
  const profile = evenly(at, PROFILE_POINTS, (index) => points[index]![2], mix).map(
    (height, index, all): [number, number] => [
      round(all.length === 1 ? 0 : (walked * index) / (all.length - 1), 2),
      Math.round(height),
    ],
  );
  return {
    ok: true,
    facts: {
      file,
      sample: isSample(text),
      lengthKm: round(walked, 1),
      climbM: Math.round(climb),
      descentM: Math.round(descent),
      highest: { heightM: Math.round(highest.heightM), atKm: round(highest.atKm, 1) },
      lowest: { heightM: Math.round(lowest.heightM), atKm: round(lowest.atKm, 1) },
      profile,
      ...outlineOf(parts),
      route: routeOf(points, at),
    },
  };
}

/** Where the track runs on the map: its ends, its extent and points evenly along it (MapRoute). */
function routeOf(points: Position[], at: number[]): MapRoute {
  const place = ([lon, lat]: Position): MapPoint => ({ lat: round(lat, 5), lon: round(lon, 5) });
  const lats = points.map((point) => point[1]);
  const lons = points.map((point) => point[0]);
  const along = evenly(
    at,
    VIA_POINTS + 2,
    (index) => points[index]!,
    (a, b, share): Position => [mix(a[0], b[0], share), mix(a[1], b[1], share), mix(a[2], b[2], share)],
  );
  return {
    start: place(points[0]!),
    finish: place(points.at(-1)!),
    bounds: [
      round(Math.min(...lats), 5),
      round(Math.min(...lons), 5),
      round(Math.max(...lats), 5),
      round(Math.max(...lons), 5),
    ],
    via: along.slice(1, -1).map(place),
  };
}

/** The parts drawn north up in a box OUTLINE_WIDTH wide, each thinned to its share of OUTLINE_POINTS. */
function outlineOf(parts: Position[][]): Pick<TrackFacts, 'outline' | 'outlineHeight'> {
  const all = parts.flat();
  const middle = radians((Math.min(...all.map((p) => p[1])) + Math.max(...all.map((p) => p[1]))) / 2);
  const west = Math.min(...all.map((p) => p[0]));
  const north = Math.max(...all.map((p) => p[1]));
  // Metres east and south of the north-west corner: a plane is close enough over a day's walk.
  const place = ([lon, lat]: Position): [number, number] => [
    (lon - west) * Math.cos(middle) * 111_320,
    (north - lat) * 110_574,
  ];
  const planar = parts.map((part) => part.map(place));
  const width = Math.max(...planar.flat().map(([x]) => x));
  const height = Math.max(...planar.flat().map(([, y]) => y));
  const scale = OUTLINE_WIDTH / Math.max(width, height, 1);
  const lengths = parts.map((part) =>
    part.reduce((sum, point, i) => sum + (i ? kmBetween(part[i - 1]!, point) : 0), 0),
  );
  const total = lengths.reduce((sum, length) => sum + length, 0) || 1;
  const outline = parts.map((part, index) => {
    const at: number[] = [];
    part.forEach((point, i) => at.push(i ? at[i - 1]! + kmBetween(part[i - 1]!, point) : 0));
    const count = Math.max(2, Math.round((OUTLINE_POINTS * lengths[index]!) / total));
    const xy = planar[index]!;
    return evenly(
      at,
      count,
      (i) => xy[i]!,
      (a, b, share): [number, number] => [mix(a[0], b[0], share), mix(a[1], b[1], share)],
    ).map(([x, y]): [number, number] => [round(x * scale, 1), round(y * scale, 1)]);
  });
  return {
    outline,
    outlineHeight: round(Math.max(width, height) === width ? height * scale : OUTLINE_WIDTH, 1),
  };
}
