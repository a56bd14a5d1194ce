import { describe, expect, it } from 'vitest';
import {
  mapSearchUrl,
  mapyRouteUrl,
  openStreetMapAreaUrl,
  type MapRoute,
} from '../../../src/lib/map-links.ts';

describe('map links', () => {
  it('a place is one https address every phone and computer opens: the map app or the map site', () => {
    const link = mapSearchUrl({ lat: 48.1017, lon: 20.6246 });
    expect(link).toBe('https://www.google.com/maps/search/?api=1&query=48.1017,20.6246');
    // Not a geo: URI, which an iPhone does not open, nor any other app-only scheme.
    expect(new URL(link).protocol).toBe('https:');
  });

  it('coordinates rounded to about a metre, a minus sign kept west and south', () => {
    expect(mapSearchUrl({ lat: 47.4767123456, lon: 19.0953 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=47.47671,19.0953',
    );
    expect(mapSearchUrl({ lat: -33.8567844, lon: -70.0000049 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=-33.85678,-70',
    );
  });

  // A Bükk walk: Bükkszentkereszt to Lillafüred, 11 km north-west.
  const walk: MapRoute = {
    start: { lat: 48.0676, lon: 20.6306 },
    finish: { lat: 48.1017, lon: 20.6246 },
    bounds: [48.0655, 20.58, 48.1017, 20.6338],
    via: [
      { lat: 48.0712, lon: 20.6101 },
      { lat: 48.0853, lon: 20.5887 },
    ],
  };

  it('Mapy.com plans the walk on its hiking map, from the start through the track to the finish', () => {
    expect(mapyRouteUrl(walk)).toBe(
      'https://mapy.com/fnc/v1/route?start=20.6306,48.0676&end=20.6246,48.1017&waypoints=20.6101,48.0712;20.5887,48.0853&routeType=foot_hiking&mapset=outdoor',
    );
    // A loop, its start its finish, and no point between: the two ends alone.
    expect(mapyRouteUrl({ ...walk, finish: walk.start, via: [] })).toBe(
      'https://mapy.com/fnc/v1/route?start=20.6306,48.0676&end=20.6306,48.0676&routeType=foot_hiking&mapset=outdoor',
    );
  });

  it('OpenStreetMap shows the whole area on a phone, a marker at the start', () => {
    // 0.054° of longitude, 0.036° of latitude (0.054 once stretched): zoom 13 fits it in 360 px.
    expect(openStreetMapAreaUrl(walk)).toBe(
      'https://www.openstreetmap.org/?mlat=48.0676&mlon=20.6306#map=13/48.0836/20.6069',
    );
    // A day's walk across a range: further out; a few hundred metres: street level at most.
    const wide: MapRoute = { ...walk, bounds: [47.8, 19.7, 48.0, 20.2] };
    expect(openStreetMapAreaUrl(wide)).toMatch(/#map=9\//);
    const tiny: MapRoute = { ...walk, bounds: [48.0676, 20.6306, 48.0677, 20.6307] };
    expect(openStreetMapAreaUrl(tiny)).toMatch(/#map=16\//);
  });
});
