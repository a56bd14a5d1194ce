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
