/**
 * Two bundled seasons through the real app: the fixture's content (tests/support/fixture-project.ts)
 * adds a 2026 event list and one 2026 trip file made the way a volunteer makes it
 * (`trips:new 2026/program5 --from 2025/program5`). program3 has an event in both seasons but a
 * trip file for 2025 only: the 2026 address must show the placeholder with the 2026 date, never
 * last year's itinerary. Which trip and which season each address shows on a given Budapest
 * morning; the built copies of these screens are checked in tests/e2e/seasons.test.ts.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import events2025 from '../../src/content/events/2025.json';
import trip2025program3 from '../../trips/2025/program3.json';
import { newYear2026, program3of2026, tatra2026 } from '../support/season-2026.ts';
import { renderApp } from '../support/render-app.tsx';

const LAZY_SCREEN = { timeout: 5000 };
const lastOf2025 = events2025.at(-1)!.name;
const program3of2025 = events2025.find((event) => event.pdf === 'program3')!.name;
const SEASON_NOW = '2025-03-10';
const DEC_30 = '2025-12-30';
const NOT_FOUND = 'Ez az oldal nem található';

// The screens' modules, transformed once before the first test's clock starts.
beforeAll(async () => {
  await Promise.all([
    import('../../src/routes/trip-screen.tsx'),
    import('../../src/routes/trip-loader.ts'),
    import('../../src/routes/yearly-program-screen.tsx'),
  ]);
}, 60_000);

/** The app at `path` on a Budapest morning, once its first heading is there. */
async function open(path: string, day: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  onTestFinished(() => void vi.useRealTimers());
  vi.setSystemTime(new Date(`${day}T07:00:00+01:00`));
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1 }, LAZY_SCREEN);
  return view;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

/** The placeholder text, the trip page's itinerary heading, and the day the page is dated. */
async function tripPageFacts() {
  const dated = await waitFor(() => {
    const time = document.querySelector('main time[datetime]');
    expect(time).not.toBeNull();
    return time!;
  }, LAZY_SCREEN);
  return {
    heading: heading(),
    placeholder: screen.queryAllByText('EHHEZ A TÚRÁHOZ MÉG NEM KÉSZÜLT EL A RÉSZLETES PROGRAM...').length,
    itinerary: screen.queryAllByRole('heading', { name: 'PROGRAMOK' }).length,
    date: dated.getAttribute('datetime'),
  };
}

describe('two bundled seasons: which trip an address shows', () => {
  it.each(['/program3/', '/2026/program3/'])(
    "%s, the 2026 program3 event without a 2026 trip file: the placeholder with its own date and name, never 2025's itinerary",
    async (path) => {
      await open(path, SEASON_NOW);
      expect(await tripPageFacts()).toEqual({
        heading: program3of2026.name,
        placeholder: 1,
        itinerary: 0,
        date: '2026-02-01',
      });
      expect(screen.getAllByText(/2026\. február 1\./).length).toBeGreaterThan(0);
      const text = document.querySelector('main')!.textContent;
      expect(text).not.toContain(trip2025program3.title);
      expect(text).not.toContain('2025');
    },
  );

  it.each([SEASON_NOW, '2026-02-01', '2026-06-01'])(
    '/2025/program3/ shows the 2025 trip on %s, before and after the 2026 one',
    async (day) => {
      await open('/2025/program3/', day);
      expect(await tripPageFacts()).toEqual({
        heading: trip2025program3.title,
        placeholder: 0,
        itinerary: 1,
        date: '2025-02-01',
      });
    },
  );

  it.each([
    // Before the 2025 trip and on its day: the 2025 itinerary.
    ['2025-01-20', trip2025program3.title, '2025-02-01'],
    ['2025-02-01', trip2025program3.title, '2025-02-01'],
    // From the next day on, the 2026 event: on its day, and after it (the latest).
    ['2025-02-02', program3of2026.name, '2026-02-01'],
    ['2026-02-01', program3of2026.name, '2026-02-01'],
    ['2026-09-01', program3of2026.name, '2026-02-01'],
  ])(
    '/program3/ on %s is the key’s next trip from today (today counts), then the latest',
    async (day, name, date) => {
      await open('/program3/', day);
      const facts = await tripPageFacts();
      expect({ heading: facts.heading, date: facts.date }).toEqual({ heading: name, date });
    },
  );

  it("a 2026 trip file made with trips:new --from shows at /program5/ once 2025's trip is past, dated 2026", async () => {
    const { unmount } = await open('/program5/', DEC_30);
    expect(await tripPageFacts()).toMatchObject({ placeholder: 0, itinerary: 1, date: '2026-02-28' });
    unmount();
    await open('/2025/program5/', DEC_30);
    expect(await tripPageFacts()).toMatchObject({ placeholder: 0, itinerary: 1, date: '2025-03-01' });
  });

  it('a key new in 2026 has its placeholder at once', async () => {
    await open('/program40/', SEASON_NOW);
    expect(await tripPageFacts()).toMatchObject({
      heading: 'Zemplén: a Megyer-hegyi tengerszem',
      placeholder: 1,
      date: '2026-03-21',
    });
  });

  it.each(['/2025/program40/', '/2024/program3/', '/2027/program3/', '/program14/'])(
    '%s, another season or an unknown year, is not found',
    async (path) => {
      await open(path, SEASON_NOW);
      await waitFor(() => expect(heading()).toBe(NOT_FOUND), LAZY_SCREEN);
    },
  );
});

describe('two bundled seasons: the home page and the yearly programs', () => {
  const cardNames = () =>
    Array.from(document.querySelectorAll('.carousel-cards [role="group"]'), (card) => card.textContent ?? '');

  it('on 30 December the carousel shows January’s trips of the next season, and the back arrow reaches December', async () => {
    await open('/', DEC_30);
    await waitFor(() => expect(cardNames()).toHaveLength(3));
    [newYear2026, tatra2026, program3of2026].forEach((event, index) =>
      expect(cardNames()[index]).toContain(event.name),
    );
    // Not the end of the season: something is ahead.
    expect(document.querySelector('.season-note')).toBeNull();
    expect(heading()).toBe('Következő túráink');
    // Counted within each season, not 25–27 of 29.
    const position = () => document.querySelector('.carousel-position')!.textContent;
    expect(position()).toBe('A 8 túrából az 1–3.');
    fireEvent.click(screen.getByRole('button', { name: 'Előző túra' }));
    await waitFor(() => expect(cardNames()[0]).toContain(lastOf2025));
    expect(position()).toBe('A 2025. évi 24 túrából a 24., a 2026. évi 8 túrából az 1–2.');
  });

  it('after the 2026 season the home page names it, counts its own trips and offers no Naptárba', async () => {
    await open('/', '2026-11-24');
    await waitFor(() => expect(heading()).toBe('Legutóbbi túráink'), LAZY_SCREEN);
    const note = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.season-note');
      expect(found?.textContent).toMatch(/^A 2026\. évi túraszezon véget ért\./);
      return found!;
    });
    expect(within(note).getByRole('link')).toHaveAttribute('href', '/evesprogram/2026/');
    expect(document.querySelector('.carousel-position')).toHaveTextContent(/^A 8 túrából a 6–8\.$/);
    expect(screen.queryAllByRole('button', { name: /Naptárba/ })).toHaveLength(0);
  });

  it.each([
    [SEASON_NOW, 2025, '2026. évi program'],
    [DEC_30, 2026, '2025. évi program'],
  ] as const)('/evesprogram/ on %s is the season of the next trip: %s', async (day, season, other) => {
    await open('/evesprogram/', day);
    await waitFor(() => expect(heading()).toBe(`Éves program ${season}`), LAZY_SCREEN);
    const seasons = await screen.findByRole('navigation', { name: 'Más évek programja' }, LAZY_SCREEN);
    within(seasons).getByRole('link', { name: new RegExp(other) });
  });

  it('/evesprogram/2025/ stays 2025 in 2026 and links to 2026, which links back', async () => {
    const { router } = await open('/evesprogram/2025/', '2026-03-01');
    await waitFor(() => expect(heading()).toBe('Éves program 2025'), LAZY_SCREEN);
    await screen.findAllByText(lastOf2025, {}, LAZY_SCREEN);
    const seasons = () => screen.getByRole('navigation', { name: 'Más évek programja' });
    // The first season has nothing before it.
    expect(
      within(seasons())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['2026. évi program →']);

    fireEvent.click(within(seasons()).getByRole('link', { name: /2026\. évi program/ }));
    await waitFor(() => expect(heading()).toBe('Éves program 2026'));
    expect(router.state.location.pathname).toBe('/evesprogram/2026/');
    await screen.findAllByText(program3of2026.name, {}, LAZY_SCREEN);
    expect(screen.queryAllByText(lastOf2025)).toHaveLength(0);
    expect(
      within(seasons())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['← 2025. évi program']);
    fireEvent.click(within(seasons()).getByRole('link', { name: /2025\. évi program/ }));
    await waitFor(() => expect(heading()).toBe('Éves program 2025'));
  });

  it.each(['/evesprogram/2024/', '/evesprogram/2027/'])(
    '%s, a season with no events, is not found',
    async (path) => {
      await open(path, '2026-03-01');
      await waitFor(() => expect(heading()).toBe(NOT_FOUND), LAZY_SCREEN);
    },
  );
});

describe("two bundled seasons: the yearly program tells each event its own season's trip", () => {
  /** A season's program rows, with a difficulty filter in the address ('' for none). */
  async function rows(season: number, difficulty: string) {
    const { unmount } = await open(
      `/evesprogram/${season}/${difficulty ? `?nehezseg=${difficulty}` : ''}`,
      DEC_30,
    );
    await waitFor(() => {
      expect(heading()).toBe(`Éves program ${season}`);
      expect(screen.getByLabelText('Nehézség')).toHaveValue(difficulty);
      expect(document.querySelector('.program-skeleton')).toBeNull();
    }, LAZY_SCREEN);
    const found = Array.from(document.querySelectorAll('.program-item'), (item) => ({
      name: item.querySelector('.program-name')?.textContent ?? '',
      difficulty: item.querySelector('.program-difficulty')?.textContent ?? null,
    }));
    unmount();
    return found;
  }

  it("2026's program3, which has no 2026 trip file, shows no difficulty", async () => {
    expect((await rows(2026, '')).find((row) => row.name === program3of2026.name)).toEqual({
      name: program3of2026.name,
      difficulty: null,
    });
  });

  it.each(['konnyu', 'kozepes', 'nehez'])("no difficulty filter (%s) lists 2026's program3", async (slug) => {
    expect((await rows(2026, slug)).map((row) => row.name)).not.toContain(program3of2026.name);
  });

  it("2025's program3 keeps its own difficulty", async () => {
    expect((await rows(2025, 'nehez')).find((row) => row.name === program3of2025)).toEqual({
      name: program3of2025,
      difficulty: 'Nehézség: könnyűtől nehézig',
    });
  });
});
