import { describe, expect, it } from 'vitest';
import { geoUri, openStreetMapUrl } from '../../src/lib/map-links';

describe('map links', () => {
  it('a geo: URI with the place name for the phone’s map app', () => {
    expect(geoUri({ lat: 48.1017, lon: 20.6246 }, 'Lillafüred')).toBe(
      'geo:48.1017,20.6246?q=48.1017,20.6246(Lillaf%C3%BCred)',
    );
  });

  it('an OpenStreetMap page with a marker, coordinates rounded to about a metre', () => {
    expect(openStreetMapUrl({ lat: 47.4767123456, lon: 19.0953 })).toBe(
      'https://www.openstreetmap.org/?mlat=47.47671&mlon=19.0953#map=16/47.47671/19.0953',
    );
  });
});
