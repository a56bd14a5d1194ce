/**
 * A trip page's first screen: the date, the first departure, the price that applies and the
 * state under the title, the organisers' call strip after them, the picture and the story
 * after that; on the trip's own morning the day's departures come before the picture too.
 * Where these stand on a phone's screen is tests/e2e/first-screen.test.ts's to measure.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TripPage } from '../../src/components/trip/trip-page.tsx';
import type { Registration } from '../../src/components/trip/registration-block.tsx';
import { club } from '../../src/data/club.ts';
import type { StatusInfo } from '../../src/lib/trip-status.ts';
import { renderInRouter, shipped } from '../support/render-in-router.tsx';
import program3 from '../../trips/2025/program3.json';
import program8 from '../../trips/2025/program8.json';

const open: Registration = { state: { kind: 'open' }, phonesInPage: true, nextSeason: null };
const trip = shipped(program3);

/** The essentials' lines as read: the label, then what it says. */
const essentials = () =>
  [...document.querySelectorAll('.trip-essentials .essential')].map((line) =>
    [...line.children]
      .map((part) => part.textContent)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** Whether `first` comes before `second` in the page. */
const before = (first: Element, second: Element) =>
  (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('the first screen of a trip page', () => {
  it('answers when and where, how much and whether there is a place, then offers the call, before the picture', async () => {
    await renderInRouter(<TripPage trip={trip} club={club} registration={open} />, { today: '2025-01-25' });
    expect(essentials()).toEqual([
      'Indulás 06:45 Benzinkút további felszállóhelyek',
      'Díj 6500–7000 Ft/fő (létszámtól függ) előleg 3000 Ft',
      'Jelentkezés nyitva, telefonon',
    ]);
    expect(screen.getByRole('link', { name: 'további felszállóhelyek' })).toHaveAttribute('href', '#indulas');
    const strip = screen.getByRole('navigation', { name: 'Hívás' });
    expect(
      within(strip)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(club.organisers.map((organiser) => `tel:${organiser.phone}`));
    const picture = document.querySelector('.trip-picture')!;
    expect(before(document.querySelector('.trip-essentials')!, strip)).toBe(true);
    expect(before(strip, picture)).toBe(true);
    expect(before(picture, screen.getByRole('region', { name: 'Indulás és érkezés' }))).toBe(true);
    expect(before(strip, screen.getByText(trip.summary))).toBe(true);
  });

  it.each([
    [45, 'Díj 7000 Ft/fő a jelenlegi 45 fős létszámmal előleg 3000 Ft', 'Jelentkezés Még 5 hely a buszon.'],
    [30, 'Díj a díjat a szervezők mondják meg előleg 3000 Ft', 'Jelentkezés Még 20 hely a buszon.'],
  ])(
    'with %i on the list, the price that head-count reaches and the seats left',
    async (taken, fee, state) => {
      const event: StatusInfo = { date: '2025.02.01', seats: { capacity: 50, taken, waiting: 0 } };
      await renderInRouter(<TripPage trip={trip} club={club} event={event} registration={open} />, {
        today: '2025-01-25',
      });
      expect(essentials()[1]).toBe(fee);
      expect(essentials()[2]).toMatch(new RegExp(`^${state.replace('.', '\\.')}`));
    },
  );

  it("on the trip's morning says today, and the day's departures come before the picture", async () => {
    await renderInRouter(<TripPage trip={trip} club={club} registration={open} />, { today: trip.startDate });
    expect(essentials()[0]).toBe('Indulás Ma 06:45 Benzinkút további felszállóhelyek');
    const times = screen.getByRole('region', { name: 'Indulás és érkezés' });
    expect(before(times, document.querySelector('.trip-picture')!)).toBe(true);
    expect(before(screen.getByRole('navigation', { name: 'Hívás' }), times)).toBe(true);
  });

  it('a multi-day trip: the first day’s departure and the whole price', async () => {
    const easter = shipped(program8);
    await renderInRouter(<TripPage trip={easter} club={club} registration={open} />, { today: '2025-04-10' });
    expect(essentials().slice(0, 2)).toEqual([
      'Indulás 06:00 Benzinkút további felszállóhelyek',
      'Díj 86 000 Ft/fő',
    ]);
  });

  it('a cancelled trip says so first, with no call strip and no departure', async () => {
    const event: StatusInfo = { date: '2025.02.01', status: 'cancelled', statusNote: 'Viharjelzés miatt.' };
    await renderInRouter(
      <TripPage
        trip={trip}
        club={club}
        event={event}
        registration={{ state: { kind: 'cancelled' }, phonesInPage: false, nextSeason: null }}
      />,
      { today: '2025-01-25' },
    );
    expect(essentials()).toEqual(['Jelentkezés Elmarad Viharjelzés miatt.']);
    expect(screen.queryByRole('navigation', { name: 'Hívás' })).toBeNull();
  });
});
