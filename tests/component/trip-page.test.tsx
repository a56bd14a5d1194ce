import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TripSchema } from '../../schema/trip.ts';
import { TripPage } from '../../src/components/trip/trip-page.tsx';
import { club } from '../../src/data/club.ts';
import { renderInRouter, shipped } from '../support/render-in-router.tsx';
import program1 from '../../trips/2025/program1.json';
import program8 from '../../trips/2025/program8.json';
import program3 from '../../trips/2025/program3.json';

describe('TripPage', () => {
  it('shows the header, departures, return and the PROGRAMOK section of a one-day trip', async () => {
    const trip = shipped(program3);
    await renderInRouter(<TripPage trip={trip} club={club} />);

    expect(screen.getByRole('heading', { level: 1, name: trip.title })).toBeInTheDocument();
    expect(screen.getByText('2025. február 1., szombat')).toBeInTheDocument();
    const times = within(screen.getByRole('region', { name: 'Indulás és érkezés' }));
    for (const departure of trip.departures) {
      expect(times.getByText(departure.time)).toBeInTheDocument();
    }
    expect(times.getByText('Benzinkút')).toBeInTheDocument();
    expect(screen.getByText(`kb. ${trip.returnTime}`)).toBeInTheDocument();

    const program = screen.getByRole('region', { name: 'PROGRAMOK' });
    const routes = [...within(program).getByRole('list', { name: 'Útvonalak' }).children] as HTMLElement[];
    expect(routes).toHaveLength(trip.days[0]!.routes.length);
    const first = trip.days[0]!.routes[0]!;
    expect(
      within(routes[0]!).getByText(`${first.distanceKm.toLocaleString('hu-HU')} km`),
    ).toBeInTheDocument();
    expect(within(routes[0]!).getByText(`${first.elevationGainM} m`)).toBeInTheDocument();
  });

  it('gives each route its descent, its trail markings as signs with their names, and the way there by bus', async () => {
    // The medium route's markings left out, for a route that gives none.
    const withoutMarkings = structuredClone(program3);
    delete (withoutMarkings.days[0]!.routes[1] as { markings?: string[] }).markings;
    await renderInRouter(<TripPage trip={shipped(withoutMarkings)} club={club} />);
    const program = screen.getByRole('region', { name: 'PROGRAMOK' });
    const [short, medium, long] = [
      ...within(program).getByRole('list', { name: 'Útvonalak' }).children,
    ] as HTMLElement[];
    const fact = (route: HTMLElement, name: string) =>
      within(route).getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact(short!, 'Ereszkedés')).toBe('310 m');
    expect(fact(long!, 'Ereszkedés')).toBe('510 m');
    // Markings in the order walked: the painted sign is decoration, the name is the text.
    const markings = (route: HTMLElement) =>
      [...route.querySelectorAll('.trail-marking')].map((item) => [
        item.textContent?.trim(),
        item.querySelector('svg')?.getAttribute('aria-hidden'),
      ]);
    expect(markings(short!)).toEqual([['piros sáv', 'true']]);
    expect(markings(long!)).toEqual([['kék sáv', 'true']]);
    expect(within(short!).getByText(/^Jelzés:/)).toHaveTextContent('Jelzés: piros sáv');
    // A route without markings or a bus says nothing of them.
    expect(within(medium!).queryByText(/^Jelzés/)).toBeNull();
    expect(within(medium!).queryByText(/Tömegközlekedéssel/)).toBeNull();
    expect(within(long!).getByText(/Tömegközlekedéssel a rajthoz/).parentElement).toHaveTextContent(
      'Tömegközlekedéssel a rajthoz: Miskolc, Búza tér – Bükkszentkereszt, Volánbusz',
    );
    expect(within(long!).getByText(/Tömegközlekedéssel a céltól/).parentElement).toHaveTextContent(
      'Tömegközlekedéssel a céltól: Lillafüred – Miskolc belváros, az MVK 5-ös autóbuszával',
    );
  });

  it('lists group-size prices and the deposit in forints', async () => {
    await renderInRouter(<TripPage trip={shipped(program3)} club={club} />);
    const fee = screen.getByRole('region', { name: 'Részvételi díj' });
    expect(within(fee).getByText('40 fős létszám esetén')).toBeInTheDocument();
    expect(within(fee).getByText('7000 Ft')).toBeInTheDocument();
    expect(within(fee).getByText('50 fő vagy több esetén')).toBeInTheDocument();
    expect(within(fee).getByText('6500 Ft')).toBeInTheDocument();
    expect(within(fee).getByText('Előleg jelentkezéskor')).toBeInTheDocument();
    expect(within(fee).getByText('3000 Ft')).toBeInTheDocument();
  });

  it('offers both organisers as phone links', async () => {
    await renderInRouter(<TripPage trip={shipped(program1)} club={club} />);
    const registration = screen.getByRole('region', { name: 'Jelentkezés telefonon' });
    const calls = within(registration).getAllByRole('link');
    expect(calls.map((link) => link.getAttribute('href'))).toEqual(
      club.organisers.map((organiser) => `tel:${organiser.phone}`),
    );
    expect(calls[0]).toHaveTextContent(club.organisers[0]!.name);
  });

  it('shows a multi-day trip as a date range with dated days and its cancellation terms', async () => {
    const trip = TripSchema.parse(program8);
    await renderInRouter(<TripPage trip={trip} club={club} />);
    expect(screen.getByText('2025. április 18–21. (péntek–hétfő)')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Részvételi díj' })).getByText('86 000 Ft'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Lemondási feltételek/ })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3, name: /2025\. április (18|19|20|21)\./ })).toHaveLength(
      4,
    );
    expect(screen.queryByText('Előleg jelentkezéskor')).not.toBeInTheDocument();
  });

  it('has a vissza button to the home page and the equipment and liability notices', async () => {
    const trip = shipped(program1);
    await renderInRouter(<TripPage trip={trip} club={club} />);
    const back = screen.getAllByRole('link', { name: /vissza/ });
    expect(back[0]).toHaveAttribute('href', '/');
    const equipment = screen.getByRole('region', { name: 'Ajánlott felszerelés' });
    expect(within(equipment).getAllByRole('listitem')).toHaveLength(trip.equipment.length);
    expect(screen.getByRole('region', { name: 'Fontos tudnivalók' })).toHaveTextContent(/felelősség/i);
  });
});
