/**
 * What a trip's page says about registering, through the real app, in each
 * state: open, full, cancelled, postponed (with and without the new date) and
 * past, as a written page (program3, 1 February 2025) and as a placeholder
 * (program12, 7 June 2025). Each organiser's number is on the screen once: in
 * the block when it invites a call, in the footer otherwise.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ClubEvent } from '../../schema/event.ts';
import { club } from '../../src/data/club.ts';
import { clubEventOf } from '../../src/data/club-event.ts';
import { keyEventsQueryOptions } from '../../src/data/events.ts';
import events2025 from '../../src/content/events/2025.json';
import { renderApp } from '../support/render-app.tsx';

const LAZY_SCREEN = { timeout: 5000 };

// The trip screen's modules, transformed once before the first test's clock starts: on a busy
// machine that alone took longer than a test may.
beforeAll(async () => {
  await Promise.all([import('../../src/routes/trip-screen.tsx'), import('../../src/routes/trip-loader.ts')]);
}, 60_000);
const eventOf = (key: string) => clubEventOf(events2025.find((event) => event.pdf === key)!);

interface Page {
  key: string;
  title: RegExp;
  /** A day before the trip and the day after it, `YYYY-MM-DD`. */
  before: string;
  after: string;
  written: boolean;
}

const PAGES: Page[] = [
  { key: 'program3', title: /Bükk/, before: '2025-01-20', after: '2025-02-02', written: true },
  { key: 'program12', title: /^Pieniny/, before: '2025-06-01', after: '2025-06-08', written: false },
];

/** The page of `key`'s 2025 address on `day`, its event changed by `change`, other events of its key beside. */
async function open(page: Page, day: string, change: Partial<ClubEvent> = {}, others: ClubEvent[] = []) {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => void vi.useRealTimers());
  vi.setSystemTime(new Date(`${day}T07:00:00+01:00`));
  const event = { ...eventOf(page.key), ...change };
  renderApp(`/2025/${page.key}/`, {
    queries: [{ key: keyEventsQueryOptions(page.key, 2025).queryKey, data: [event, ...others] }],
  });
  await screen.findByRole('heading', { level: 1, name: page.title }, LAZY_SCREEN);
  return screen.getByRole('region', { name: blockHeading });
}

const blockHeading =
  /^(Jelentkezés telefonon|Várólista telefonon|Érdeklődés telefonon|A túra elmarad|A túra már lezajlott)$/;

/**
 * Where the organisers' call buttons are: each number once in `where`, and where the page
 * invites a call (the block) once more in the call strip under the trip's essentials, which a
 * phone holds in sight while the page is read; nowhere else.
 */
function expectNumbersOnceIn(where: HTMLElement) {
  const strip = screen.queryByRole('navigation', { name: 'Hívás' });
  const invites = where !== footer();
  expect(strip !== null, 'the call strip').toBe(invites);
  for (const organiser of club.organisers) {
    const links = [...document.querySelectorAll(`a[href="tel:${organiser.phone}"]`)];
    expect(links, organiser.phone).toHaveLength(invites ? 2 : 1);
    expect(
      links.filter((link) => where.contains(link)),
      `${organiser.phone} in ${where.className}`,
    ).toHaveLength(1);
    if (strip)
      expect(
        links.filter((link) => strip.contains(link)),
        `${organiser.phone} in the strip`,
      ).toHaveLength(1);
  }
}

const footer = () => screen.getByRole('contentinfo');

describe.each(PAGES)('$key, a written page: $written', (page) => {
  it('open: invites a call, with the numbers in the block and none in the footer', async () => {
    const block = await open(page, page.before);
    expect(within(block).getByRole('heading', { name: 'Jelentkezés telefonon' })).toBeInTheDocument();
    expect(block).toHaveTextContent(
      page.written
        ? 'Jelentkezni csak telefonon lehet, a két szervező bármelyikénél.'
        : 'Érdeklődni és jelentkezni már most lehet telefonon a szervezőknél.',
    );
    if (page.written) expect(within(block).getByText('Mit mondjon a telefonban?')).toBeInTheDocument();
    expectNumbersOnceIn(block);
    expect(
      within(footer()).getByRole('link', { name: 'Jelentkezés és információ telefonon' }),
    ).toHaveAttribute('href', '#jelentkezes');
  });

  it('full: the waiting list by phone, the numbers in the block', async () => {
    const block = await open(page, page.before, { status: 'full' });
    expect(block).toHaveTextContent(
      'A túra megtelt: várólistára még felírjuk, a két szervező bármelyikénél.',
    );
    expectNumbersOnceIn(block);
  });

  it('cancelled: the reason at the top, what happens to deposits, no invitation; the numbers in the footer', async () => {
    const block = await open(page, page.before, { status: 'cancelled', statusNote: 'Viharjelzés miatt.' });
    expect(screen.getByRole('note')).toHaveTextContent('Elmarad Viharjelzés miatt.');
    expect(block).toHaveTextContent(`Jelentkezni nem lehet. ${club.cancelledTripDeposits}`);
    expect(block).toHaveTextContent(club.cancelledTripDeposits);
    expect(block).not.toHaveTextContent(/jelentkezni (csak|már most) .*lehet/);
    expect(within(block).queryByText('Mit mondjon a telefonban?')).toBeNull();
    expect(screen.queryByText(/MÉG NEM KÉSZÜLT EL/)).toBeNull();
    // Nobody sets out for it: no departure times as if it went ahead.
    expect(screen.queryByRole('region', { name: 'Indulás és érkezés' })).toBeNull();
    expectNumbersOnceIn(footer());
  });

  it('past, full or weather-dependent: neither a waiting list to join nor a decision still to come', async () => {
    await open(page, page.after, { status: 'full' });
    expect(screen.getByRole('note')).toHaveTextContent(/^Megtelt$/);
    expect(screen.queryByText('Várólistára még felírjuk')).toBeNull();
    cleanup();
    await open(page, page.after, { status: 'tentative', decisionBy: '2025.01.31 18:00' });
    expect(screen.queryByText(/Az időjárástól függ/)).toBeNull();
    expect(screen.queryByText(/döntés/)).toBeNull();
  });

  it('postponed: the new date when there is one, an invitation to ask, the numbers in the block', async () => {
    const block = await open(page, page.before, {
      status: 'postponed',
      statusNote: 'Hó miatt.',
      newDate: page.written ? '2025.03.08' : '2025.06.21',
    });
    expect(block).toHaveTextContent(
      `A túra elhalasztva. Az új időpont: ${page.written ? '2025. március 8., szombat' : '2025. június 21., szombat'}.`,
    );
    expectNumbersOnceIn(block);
  });

  it('postponed without a new date: says it is not set yet', async () => {
    const block = await open(page, page.before, { status: 'postponed', statusNote: 'Hó miatt.' });
    expect(block).toHaveTextContent('A túra elhalasztva. Az új időpont: még nincs kitűzve.');
    expectNumbersOnceIn(block);
  });

  it('past: when it was, that it took place, the program and next season; no departures; the numbers in the footer', async () => {
    const nextYear = { ...eventOf(page.key), id: 99, date: page.written ? '2026.01.31' : '2026.06.06' };
    const block = await open(page, page.after, {}, [nextYear]);
    expect(block).toHaveTextContent(
      `Ez a túra már lezajlott: ${page.written ? '2025. február 1., szombat' : '2025. június 7., szombat'}.`,
    );
    expect(within(block).getByRole('link', { name: 'Az éves túraprogram' })).toHaveAttribute(
      'href',
      '/evesprogram/',
    );
    expect(
      within(block).getByRole('link', { name: /^Ugyanez a túra a következő évadban: 2026\./ }),
    ).toHaveAttribute('href', `/2026/${page.key}/`);
    expect(screen.queryByRole('region', { name: 'Indulás és érkezés' })).toBeNull();
    expect(screen.queryByText(/jelentkezni (csak|már most)/i)).toBeNull();
    expect(screen.queryByText(/MÉG NEM KÉSZÜLT EL/)).toBeNull();
    expectNumbersOnceIn(footer());
  });

  it('past, with no trip of the key next season: only the program', async () => {
    const block = await open(page, page.after);
    expect(
      within(block)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Az éves túraprogram']);
  });

  it('a postponed trip with its new date is past from the day after the new date', async () => {
    const block = await open(page, page.written ? '2025-03-09' : '2025-06-22', {
      status: 'postponed',
      statusNote: 'Hó miatt.',
      newDate: page.written ? '2025.03.08' : '2025.06.21',
    });
    expect(block).toHaveTextContent(
      `Ez a túra már lezajlott: ${page.written ? '2025. március 8., szombat' : '2025. június 21., szombat'}.`,
    );
  });
});

describe('the footer elsewhere', () => {
  it.each(['/', '/evesprogram/', '/valami/'])('%s: the numbers once, in the footer', async (path) => {
    renderApp(path);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument(), LAZY_SCREEN);
    expectNumbersOnceIn(footer());
  });
});
