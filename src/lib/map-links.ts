/*
 * Links to a place on a map, with no map library: `geo:` opens the phone's own
 * map app, OpenStreetMap's page serves a desktop browser. Nothing is fetched
 * from another host until the visitor follows one.
 */

export interface MapPoint {
  lat: number;
  lon: number;
}

const fixed = (value: number) => String(Number(value.toFixed(5)));

/** `geo:47.4813,19.0402?q=47.4813,19.0402(Benzinkút)` (RFC 5870, with the label Android's maps show). */
export function geoUri(point: MapPoint, label: string): string {
  const at = `${fixed(point.lat)},${fixed(point.lon)}`;
  return `geo:${at}?q=${at}(${encodeURIComponent(label)})`;
}

/** OpenStreetMap with a marker on the point, zoomed to street level. */
export function openStreetMapUrl(point: MapPoint, zoom = 16): string {
  const lat = fixed(point.lat);
  const lon = fixed(point.lon);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
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
