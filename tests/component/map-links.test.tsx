import { screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { club } from '../../src/data/club.ts';
import program3 from '../../trips/2025/program3.json';
import { renderApp } from '../support/render-app.tsx';

/** The trip screen is a lazily loaded module: its first import in a test run compiles it. */
const LAZY_SCREEN = { timeout: 10_000 };

const pinAt = (point: { lat: number; lon: number }) =>
  `https://www.google.com/maps/search/?api=1&query=${point.lat},${point.lon}`;

describe('map links on a trip page', () => {
  it('each boarding point and the trip’s start open a map by an address every phone and computer follows', async () => {
    // A fortnight before the trip (1 February): a past trip's page lists no departures to map.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-20T07:00:00+01:00'));
    onTestFinished(() => void vi.useRealTimers());
    renderApp('/2025/program3/');
    await screen.findByRole('heading', { level: 1, name: program3.title }, LAZY_SCREEN);
    const boardingPoints = program3.departures.map((departure) =>
      club.departurePoints.find((point) => point.id === departure.point)!,
    );
    const expected = [...boardingPoints, program3.destination].map((place) => ({
      name: expect.stringContaining(place.name) as unknown,
      href: pinAt(place.coordinates!),
    }));
    const links = screen.getAllByRole('link', { name: /^Térkép\b/ });
    expect(links.map((link) => ({ name: link.textContent, href: link.getAttribute('href') }))).toEqual(
      expected,
    );
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // No link only one kind of phone opens.
    expect(document.querySelector('a[href^="geo:"]')).toBeNull();
  });
});
