import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TripPage } from '../../src/components/trip/trip-page';
import { SAMPLE_WARNING, TrackFigures } from '../../src/components/trip/track-figures';
import { club } from '../../src/data/club';
import { mapyRouteUrl } from '../../src/lib/map-links';
import type { TrackDrawing } from '../../src/lib/track';
import { drawTrack } from '../../tools/content/track-drawing';
import { readTrack } from '../../tools/content/gpx-track';
import program3 from '../../trips/2025/program3.json';
import { gpxText, knownHeights, northwardWalk } from '../support/gpx';
import { renderInRouter, shipped } from '../support/render-in-router';

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
