/**
 * The map itself, a chunk of its own loaded by TrackMap (track-map.tsx) on the visitor's tap:
 * Leaflet, its stylesheet, and the route from its GPX. Leaflet's marker pictures are not used (the
 * start and finish are drawn as circles), so no picture of its own is fetched; its zoom buttons
 * move the map without dragging, and a page scrolled with one finger is never caught by it.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './track-map.css';
import { club } from '../../data/club.ts';

type LatLon = [number, number];

/** Each `<trkseg>` of a GPX as its points, in order; none for a file that is not GPX. */
export function trackLines(gpx: string): LatLon[][] {
  const document = new DOMParser().parseFromString(gpx, 'application/xml');
  return [...document.getElementsByTagName('trkseg')]
    .map((segment) =>
      [...segment.getElementsByTagName('trkpt')]
        .map((point): LatLon => [Number(point.getAttribute('lat')), Number(point.getAttribute('lon'))])
        .filter(([lat, lon]) => Number.isFinite(lat) && Number.isFinite(lon)),
    )
    .filter((line) => line.length > 1);
}

const escapeText = (text: string) => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`);

/** The club's main colour, as its settings give it. */
const GREEN = club.colours.main;

/** Draws the route of `gpx` on a map in `element`; throws when the file holds no track. */
export function showTrackMap(element: HTMLElement, gpx: string, name: string): L.Map {
  const lines = trackLines(gpx);
  const first = lines[0]?.[0];
  const last = lines.at(-1)?.at(-1);
  if (!first || !last) throw new Error(`${name}: no track in the GPX`);
  const { url, attribution, attributionUrl } = club.mapTiles;
  // Shown before Leaflet measures it: the box has its size from track-map.css, loaded with this chunk.
  element.hidden = false;
  if (element.offsetHeight === 0) throw new Error('the map has no size: its stylesheet did not load');
  const map = L.map(element, { scrollWheelZoom: false, dragging: !L.Browser.mobile, zoomControl: false });
  L.control.zoom({ zoomInTitle: 'Nagyítás', zoomOutTitle: 'Kicsinyítés' }).addTo(map);
  L.tileLayer(url, {
    maxZoom: 17,
    attribution: `© <a href="${escapeText(attributionUrl)}">${escapeText(attribution)}</a>`,
  }).addTo(map);
  const route = L.polyline(lines, { color: GREEN, weight: 4, opacity: 0.9 }).addTo(map);
  L.circleMarker(first, { radius: 8, color: '#fff', weight: 2, fillColor: GREEN, fillOpacity: 1 })
    .bindTooltip('Rajt')
    .addTo(map);
  L.circleMarker(last, { radius: 8, color: '#fff', weight: 2, fillColor: '#1b1f1b', fillOpacity: 1 })
    .bindTooltip('Cél')
    .addTo(map);
  map.fitBounds(route.getBounds(), { padding: [16, 16] });
  // The drawing says nothing a screen reader could read: the page words the route above it.
  map.getPanes().overlayPane.querySelector('svg')?.setAttribute('aria-hidden', 'true');
  return map;
}
