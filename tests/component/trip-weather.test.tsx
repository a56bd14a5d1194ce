/**
 * What the week of the trip adds to the screens that the build's copy carries
 * too: sunrise and sunset at the destination on each day of a trip page, the
 * headlamp warning for a route planned to end after dark, and a trip that
 * depends on the weather saying when the club decides, on the trip page, the
 * home card and the yearly program alike.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClubEvent } from '../../schema/event.ts';
import { TripSchema, type TripInput } from '../../schema/trip.ts';
import { EventCarousel } from '../../src/components/home/event-carousel.tsx';
import { TripPage } from '../../src/components/trip/trip-page.tsx';
import { YearlyProgram } from '../../src/components/program/yearly-program-list.tsx';
import { club } from '../../src/data/club.ts';
import { homeWindow } from '../../src/lib/carousel-window.ts';
import program3 from '../../trips/2025/program3.json';
import program8 from '../../trips/2025/program8.json';
import { renderInRouter, shipped } from '../support/render-in-router.tsx';

/** program3's page moved to Budapest on the shortest day of 2025, whose sunset is published (portfolio.hu). */
function shortestDayTrip(routes: Partial<Record<'short' | 'medium' | 'long', string>>) {
  const input = structuredClone(program3) as TripInput;
  input.startDate = '2025-12-21';
  input.destination = { name: 'Budapest, Hármashatár-hegy', coordinates: { lat: 47.4979, lon: 19.0402 } };
  for (const route of input.days[0]!.routes ?? []) {
    const finish = routes[route.level];
    if (finish) route.finishTime = finish;
  }
  return shipped(input);
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
/** What a visitor reads: the no-break spaces that keep a time with its word are spaces. */
const read = (element: Element | null) => element?.textContent?.replaceAll('\u00a0', ' ') ?? '';

describe('sunrise and sunset on the trip page', () => {
  it("shows the destination's sunrise and sunset in Budapest time, as published for the day within a minute", async () => {
    await renderInRouter(<TripPage trip={shortestDayTrip({})} club={club} />);
    const section = screen.getByRole('region', { name: 'Napkelte és napnyugta' });
    expect(
      within(section).getByText('Budapest, Hármashatár-hegy, budapesti idő szerint'),
    ).toBeInTheDocument();
    const line = read(section.querySelector('.daylight-times'));
    const [, sunrise, sunset] = /^Napkelte (\d\d:\d\d), napnyugta (\d\d:\d\d)$/.exec(line) ?? [];
    // Published for Budapest on 21 December 2025: 07:28 and 15:54.
    expect(Math.abs(minutes(sunrise!) - minutes('07:28'))).toBeLessThanOrEqual(1);
    expect(Math.abs(minutes(sunset!) - minutes('15:54'))).toBeLessThanOrEqual(1);
    expect(within(section).queryByRole('note')).toBeNull();
  });

  it('warns in one sentence, with the headlamp, only of the route planned to end after sunset', async () => {
    await renderInRouter(<TripPage trip={shortestDayTrip({ medium: '15:30', long: '16:45' })} club={club} />);
    const section = screen.getByRole('region', { name: 'Napkelte és napnyugta' });
    const sunset = /napnyugta (\d\d:\d\d)/.exec(read(section))![1];
    const long = program3.days[0]!.routes.find((route) => route.level === 'long')!;
    expect(
      within(section)
        .getAllByRole('note')
        .map((note) => note.textContent),
    ).toEqual([
      `A hosszú táv (${long.title}) tervezett érkezése (16:45) napnyugta (${sunset}) utánra esik: hozzon fejlámpát!`,
    ]);
    // The planned finish is one of the route's facts.
    const program = screen.getByRole('region', { name: 'PROGRAMOK' });
    expect(within(program).getAllByText('Tervezett érkezés')).toHaveLength(2);
    expect(within(program).getByText('16:45')).toBeInTheDocument();
  });

  it('says nothing of the dark when the trip file gives no finish time', async () => {
    await renderInRouter(<TripPage trip={shipped(program3)} club={club} />);
    const section = screen.getByRole('region', { name: 'Napkelte és napnyugta' });
    expect(within(section).queryByRole('note')).toBeNull();
    expect(screen.queryByText('Tervezett érkezés')).toBeNull();
  });

  it('lists each day of a multi-day trip with its date', async () => {
    await renderInRouter(<TripPage trip={TripSchema.parse(program8)} club={club} />);
    const section = screen.getByRole('region', { name: 'Napkelte és napnyugta' });
    const days = within(section).getAllByRole('listitem').map(read);
    expect(days).toHaveLength(4);
    expect(days[0]).toMatch(/^április 18\., péntek: napkelte \d\d:\d\d, napnyugta \d\d:\d\d$/);
    expect(days[3]).toMatch(/^április 21\., hétfő: napkelte/);
    expect(within(section).getByText('Pécsvárad, budapesti idő szerint')).toBeInTheDocument();
  });

  it('without a destination, is worked out for the first departure point', async () => {
    const input = structuredClone(program3) as TripInput;
    delete input.destination;
    await renderInRouter(<TripPage trip={shipped(input)} club={club} />);
    const section = screen.getByRole('region', { name: 'Napkelte és napnyugta' });
    const first = [...input.departures].sort((a, b) => a.time.localeCompare(b.time))[0]!;
    const point = club.departurePoints.find((candidate) => candidate.id === first.point)!;
    expect(within(section).getByText(`${point.name}, budapesti idő szerint`)).toBeInTheDocument();
  });
});

describe('a trip that depends on the weather', () => {
  const TENTATIVE = 'Az időjárástól függ – döntés: péntek 18:00';
  const event: ClubEvent = {
    id: 13,
    date: '2025.06.21',
    name: 'Börzsöny: Csóványos',
    picture: 'borzsony.svg',
    key: 'program13',
    status: 'tentative',
    decisionBy: '2025.06.20 18:00',
  };

  it('says so with the decision time on the trip page', async () => {
    await renderInRouter(<TripPage trip={shipped(program3)} club={club} event={event} />);
    const notice = screen.getByRole('note');
    expect(notice).toHaveTextContent(TENTATIVE, { normalizeWhitespace: false });
    expect(within(notice).getByText('Az időjárástól függ')).toHaveClass('status-badge', 'status-tentative');
  });

  it('on the home card, where the link is described by it', async () => {
    await renderInRouter(<EventCarousel first={homeWindow([event], '2025-06-01')} today="2025-06-01" />);
    const card = screen.getByRole('group');
    expect(card.querySelector('.trip-status')).toHaveTextContent(TENTATIVE, { normalizeWhitespace: false });
    expect(within(card).getByRole('link')).toHaveAccessibleDescription(`A következő túra ${TENTATIVE}`);
  });

  it('in the yearly program', async () => {
    await renderInRouter(<YearlyProgram events={[event]} today="2025-06-01" />);
    const item = screen.getByRole('listitem');
    expect(item.querySelector('.trip-status')).toHaveTextContent(TENTATIVE, { normalizeWhitespace: false });
  });

  it('with the date too when the decision is more than six days before the trip', async () => {
    await renderInRouter(
      <YearlyProgram events={[{ ...event, decisionBy: '2025.06.13 18:00' }]} today="2025-06-01" />,
    );
    expect(screen.getByRole('listitem').querySelector('.trip-status')).toHaveTextContent(
      'Az időjárástól függ – döntés: június 13., péntek 18:00',
      { normalizeWhitespace: false },
    );
  });
});
