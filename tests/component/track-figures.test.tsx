import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TripPage } from '../../src/components/trip/trip-page.tsx';
import { TRACK_FAILED, TRACK_NOT_KEPT } from '../../src/components/trip/track-download.tsx';
import { SAMPLE_WARNING, TrackFigures } from '../../src/components/trip/track-figures.tsx';
import { club } from '../../src/data/club.ts';
import { mapyRouteUrl } from '../../src/lib/map-links.ts';
import type { TrackDrawing } from '../../src/lib/track.ts';
import { drawTrack } from '../../content-check/track-drawing.ts';
import { readTrack } from '../../content-check/gpx-track.ts';
import program3 from '../../trips/2025/program3.json';
import { gpxText, knownHeights, northwardWalk } from '../support/gpx.ts';
import { renderInRouter, shipped } from '../support/render-in-router.tsx';

function trackOf(sample: boolean): TrackDrawing {
  const result = readTrack('program3-hosszu.gpx', gpxText([northwardWalk(knownHeights())], { sample }));
  if (!result.ok) throw new Error(result.problem);
  return drawTrack(result.facts);
}
const download = { href: '/2025/program3-hosszu.gpx', name: '2025-02-01 Bükk (hosszú táv).gpx' };

describe('a route track on the trip page', () => {
  it('draws the profile with its highest and lowest point and says them in words', () => {
    const track = trackOf(false);
    const { container } = render(<TrackFigures track={track} download={download} />);
    expect(screen.getByText(/^Szintmetszet:/).textContent).toBe(
      `Szintmetszet: 11,1 km, ${track.climbM} m fel, ${track.descentM} m le; legmagasabb pont: 700 m, a rajttól 5,6 km-re; legalacsonyabb pont: 400 m, a rajtnál.`,
    );
    // The drawings are pictures of what the caption says: screen readers read the caption.
    const drawings = [...container.querySelectorAll('svg')];
    expect(drawings.map((svg) => svg.getAttribute('aria-hidden'))).toEqual(['true', 'true']);
    // The heights at the ends of the scale, the distance in km, then the two points, in bold.
    const texts = [...drawings[0]!.querySelectorAll('text')];
    expect(texts.map((text) => text.textContent)).toEqual([
      '750 m',
      '350 m',
      '0',
      '2',
      '4',
      '6',
      '8',
      '10 km',
      '700 m',
      '400 m',
    ]);
    expect(
      texts.filter((text) => text.getAttribute('font-weight') === '700').map((text) => text.textContent),
    ).toEqual(['700 m', '400 m']);
    expect([...drawings[1]!.querySelectorAll('text')].map((text) => text.textContent)).toEqual([
      'Rajt',
      'Cél',
    ]);
  });

  it('offers a recorded track for download under a name with the date, the trip and the variant', () => {
    render(<TrackFigures track={trackOf(false)} download={download} />);
    const link = screen.getByRole('link', { name: 'GPX nyomvonal letöltése' });
    expect(link.getAttribute('href')).toBe('/2025/program3-hosszu.gpx');
    expect(link.getAttribute('download')).toBe('2025-02-01 Bükk (hosszú táv).gpx');
    expect(screen.queryByText(SAMPLE_WARNING)).toBeNull();
  });

  it('opens a recorded track in Mapy.com and OpenStreetMap, each link to its own site', () => {
    const track = trackOf(false);
    render(<TrackFigures track={track} download={download} />);
    const mapy = screen.getByRole('link', { name: 'Mapy.com (túraútvonal)' });
    // Through the track's points, on Mapy.com's hiking router: the walk as the GPX runs.
    expect(mapy.getAttribute('href')).toBe(mapyRouteUrl(track.route!));
    expect(mapy.getAttribute('href')).toMatch(
      /^https:\/\/mapy\.com\/fnc\/v1\/route\?start=19,47&end=19,47\.1&waypoints=(19,47\.\d+;){12}19,47\.\d+&routeType=foot_hiking&mapset=outdoor$/,
    );
    expect(screen.getByRole('link', { name: 'OpenStreetMap' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=47&mlon=19#map=11/47.05/19',
    );
    expect(screen.getByText(/^Megnyitás térképen:/).textContent).toBe(
      'Megnyitás térképen: Mapy.com (túraútvonal), OpenStreetMap',
    );
  });

  it('marks a sample and offers nothing to follow', () => {
    const { container } = render(<TrackFigures track={trackOf(true)} download={download} />);
    // The warning comes first, above the drawings.
    expect(container.querySelector('.track')?.firstElementChild).toHaveTextContent(SAMPLE_WARNING);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("shows the medium route's track open and the others' behind a tap", async () => {
    const trip = shipped(program3);
    const routes = trip.days[0]!.routes.map((route) => ({ ...route, trackDrawing: trackOf(false) }));
    const withTracks = { ...trip, days: [{ ...trip.days[0]!, routes }] };
    await renderInRouter(<TripPage trip={withTracks} club={club} />);
    const [short, medium, long] = [
      ...screen.getByRole('list', { name: 'Útvonalak' }).children,
    ] as HTMLElement[];
    for (const route of [short!, long!]) {
      const details = route.querySelector('details');
      expect(details?.open).toBe(false);
      expect(within(details!).getByText('Szintmetszet és útvonalvázlat').tagName).toBe('SUMMARY');
      expect(details!.querySelector('.track-profile')).toBeTruthy();
    }
    expect(medium!.querySelector('details')).toBeNull();
    expect(medium!.querySelector('.track-profile')).toBeTruthy();
    // Each variant's own file, named for the trip's date and the variant.
    expect(
      within(medium!).getByRole('link', { name: 'GPX nyomvonal letöltése' }).getAttribute('download'),
    ).toBe('2025-02-01 Bükkszentkereszt – Lillafüred (közepes táv).gpx');
  });
});

describe("a recorded track's download, kept for a morning with no signal", () => {
  const url = `${window.location.origin}/2025/program3-hosszu.gpx`;
  /** What the service worker keeps, by address. */
  const kept = new Map<string, Response>();
  /** What the server answers: a file, an error, or nothing at all (no signal). */
  let server: (() => Response) | null;
  let online = true;
  let clicked: string[] = [];
  const saved: Blob[] = [];
  beforeEach(() => {
    kept.clear();
    saved.length = 0;
    server = () =>
      new Response('<gpx>from the server</gpx>', { headers: { 'Content-Type': 'application/gpx+xml' } });
    online = true;
    clicked = [];
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    vi.stubGlobal('caches', { match: (address: string) => Promise.resolve(kept.get(address)) });
    vi.stubGlobal('fetch', (address: string) =>
      address === url && server
        ? Promise.resolve(server())
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return `blob:track-${saved.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    // jsdom downloads nothing: each click on a link that would download is recorded instead.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.href} ${this.download}`);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /**
   * Taps the link as a hand does; true when the browser would then follow it. Whether the page
   * let it is read once the page's own handler has run, and jsdom, which cannot download, is
   * then kept from trying.
   */
  function tap(modifiers: { ctrlKey?: boolean; shiftKey?: boolean } = {}) {
    let followed = false;
    document.addEventListener(
      'click',
      (event) => {
        followed = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    fireEvent.click(screen.getByRole('link', { name: 'GPX nyomvonal letöltése' }), modifiers);
    return followed;
  }
  const name = '2025-02-01 Bükk (hosszú táv).gpx';

  it("online: the page fetches the file (through the service worker, which keeps it) and saves it under the link's name", async () => {
    render(<TrackFigures track={trackOf(false)} download={download} />);
    expect(tap()).toBe(false);
    await waitFor(() => expect(clicked).toEqual([`blob:track-1 ${name}`]));
    expect(await saved[0]!.text()).toBe('<gpx>from the server</gpx>');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('offline, downloaded before: saves the kept file', async () => {
    online = false;
    server = null;
    kept.set(url, new Response('<gpx>kept</gpx>'));
    render(<TrackFigures track={trackOf(false)} download={download} />);
    expect(tap()).toBe(false);
    await waitFor(() => expect(clicked).toEqual([`blob:track-1 ${name}`]));
    expect(await saved[0]!.text()).toBe('<gpx>kept</gpx>');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('offline, never downloaded: says so in the page and saves nothing', async () => {
    online = false;
    server = null;
    render(<TrackFigures track={trackOf(false)} download={download} />);
    expect(tap()).toBe(false);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(TRACK_NOT_KEPT));
    expect(clicked).toEqual([]);
  });

  it('online, the server failing and nothing kept: asks to try again, and a later tap clears it', async () => {
    server = () => new Response('Not Found', { status: 404 });
    render(<TrackFigures track={trackOf(false)} download={download} />);
    tap();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(TRACK_FAILED));
    expect(clicked).toEqual([]);
    server = () => new Response('<gpx/>');
    tap();
    await waitFor(() => expect(clicked).toEqual([`blob:track-1 ${name}`]));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('a click with a modifier key is left to the browser', () => {
    render(<TrackFigures track={trackOf(false)} download={download} />);
    expect(tap({ ctrlKey: true })).toBe(true);
    expect(tap({ shiftKey: true })).toBe(true);
    expect(clicked).toEqual([]);
  });

  it('in a browser without the Cache API: the plain link', () => {
    vi.stubGlobal('caches', undefined);
    Reflect.deleteProperty(window, 'caches');
    render(<TrackFigures track={trackOf(false)} download={download} />);
    expect(tap()).toBe(true);
  });
});
