/*
 * Links to a place on a map, with no map library. A boarding point or a trip's
 * start is one link for every device: Google Maps' cross-platform address,
 * which opens the Google Maps app on an Android phone and on an iPhone that has
 * it, and the map site in any other browser (Safari included). A `geo:` URI
 * opens only Android's map apps: an iPhone does nothing with it. Nothing is
 * fetched from another host until the visitor follows a link.
 */

export interface MapPoint {
  lat: number;
  lon: number;
}

const fixed = (value: number) => String(Number(value.toFixed(5)));

/**
 * `https://www.google.com/maps/search/?api=1&query=47.4813,19.0402`: a pin on
 * the point. The coordinates alone, not the place's name: a name would make
 * the map search, and a petrol station's name finds the wrong one.
 */
export function mapSearchUrl(point: MapPoint): string {
  return `https://www.google.com/maps/search/?api=1&query=${fixed(point.lat)},${fixed(point.lon)}`;
}

/**
 * Where a route's track runs, worked out by the build from its GPX (content-check/gpx-track.ts):
 * enough for a map app to show the area and plan the walk along it.
 */
export interface MapRoute {
  start: MapPoint;
  finish: MapPoint;
  /** The track's extent: south, west, north, east. */
  bounds: [number, number, number, number];
  /** Points evenly along the track between start and finish (at most VIA_POINTS). */
  via: MapPoint[];
}

/** Mapy.com plans a route through at most this many points between its start and end. */
export const VIA_POINTS = 13;

/**
 * Mapy.com's planner (its app on a phone that has it) with the walk on its hiking map: from the
 * start to the finish through the track's points, on the trails its hiking router prefers.
 */
export function mapyRouteUrl(route: MapRoute): string {
  const at = (point: MapPoint) => `${fixed(point.lon)},${fixed(point.lat)}`;
  const via = route.via.slice(0, VIA_POINTS).map(at).join(';');
  return `https://mapy.com/fnc/v1/route?start=${at(route.start)}&end=${at(route.finish)}${
    via ? `&waypoints=${via}` : ''
  }&routeType=foot_hiking&mapset=outdoor`;
}

/**
 * OpenStreetMap over the track's area with a marker at the start: the zoom at which the area fits
 * a phone's screen (about 360 px across), no closer than street level.
 */
export function openStreetMapAreaUrl(route: MapRoute): string {
  const [south, west, north, east] = route.bounds;
  const centre = { lat: (south + north) / 2, lon: (west + east) / 2 };
  // One 256 px tile spans 360° / 2^zoom of longitude; latitude in degrees is about 1.5 times
  // longer on the map at Hungary's latitude.
  const span = Math.max(east - west, (north - south) * 1.5, 0.0001);
  const zoom = Math.min(16, Math.max(8, Math.floor(Math.log2((360 / span) * (360 / 256)))));
  return `https://www.openstreetmap.org/?mlat=${fixed(route.start.lat)}&mlon=${fixed(route.start.lon)}#map=${zoom}/${fixed(centre.lat)}/${fixed(centre.lon)}`;
}
