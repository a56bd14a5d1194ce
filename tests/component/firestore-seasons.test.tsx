/**
 * Two seasons in Firestore, as `seed:firestore --season` writes them (2025's bundled list and the
 * first three events of 2026, program3 announced before its 2026 trip file), read by the whole app
 * in a build configured for Firestore, over msw: which trip an address shows and which season a
 * program is, on the day it is opened. The 2026 events are in no bundled list, so what shows of
 * them can only have come from Firestore.
 *
 * The addresses are the path addresses the start-up script makes of the hash addresses a club
 * shares (`#/program3` → `/program3/`): that step is checked on built pages
 * (tests/e2e/site.test.ts), and a 2026 address that no build has a page for on the Firestore
 * build itself (tests/e2e/firestore.test.ts). The same two seasons bundled:
 * tests/content/seasons.test.tsx.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import events2025 from '../../src/content/events/2025.json';
import trip2025program3 from '../../trips/2025/program3.json';
import { buildSeedDocuments } from '../../tools/seed-firestore.ts';
import { firestoreApp } from '../support/firestore-app.ts';
import { firestoreWithEvents } from '../support/firestore-handlers.ts';
import {
  season2026 as fullSeason2026,
  newYear2026,
  program3of2026,
  tatra2026,
} from '../support/season-2026.ts';

const app = firestoreApp();

// 2026 as the club would enter it in January: its first three events, program3 before its trip file.
const season2026 = fullSeason2026.slice(0, 3);
const twoSeasons = [...buildSeedDocuments(events2025, 2025), ...buildSeedDocuments(season2026, 2026)];
const lastOf2025 = events2025.at(-1)!.name;
/** Budapest mornings: a day after the 2025 program3 trip, and the season's last days. */
const SEASON_NOW = '2025-03-10';
const DEC_30 = '2025-12-30';
const NOT_FOUND = 'Ez az oldal nem található';

// The screens' modules, transformed once (into the registry firestoreApp's beforeAll made) before
// the first test's clock starts.
beforeAll(async () => {
  await Promise.all([
    import('../../src/routes/trip-screen.tsx'),
    import('../../src/routes/trip-loader.ts'),
    import('../../src/routes/yearly-program-screen.tsx'),
  ]);
}, 60_000);

beforeEach(() => {
  // Every test reads the same two seasons: the app's reader, which lives for the file as it lives
  // for a page, may keep a key's or a season's events from an earlier test, and they are these.
  app.server.use(firestoreWithEvents(twoSeasons));
});

/** The app at `path` on a Budapest morning (firestoreApp fakes Date only). */
function open(path: string, day: string) {
  vi.setSystemTime(new Date(`${day}T07:00:00+01:00`));
  return app.renderApp(path);
}

const heading = () => screen.queryByRole('heading', { level: 1 })?.textContent;

/** Once the page's heading is `name`: its placeholder text, itinerary heading and the day it is dated. */
async function tripPageFacts(name: string) {
  await waitFor(() => expect(heading()).toBe(name));
  const dated = await waitFor(() => {
    const time = document.querySelector('main time[datetime]');
    expect(time).not.toBeNull();
    return time!;
  });
  return {
    heading: heading(),
    placeholder: screen.queryAllByText('EHHEZ A TÚRÁHOZ MÉG NEM KÉSZÜLT EL A RÉSZLETES PROGRAM...').length,
    itinerary: screen.queryAllByRole('heading', { name: 'PROGRAMOK' }).length,
    date: dated.getAttribute('datetime'),
  };
}

describe('two seasons in Firestore: which trip an address shows', () => {
  it("/program3/ after the 2025 trip shows the 2026 event's placeholder with its own date, never the 2025 itinerary", async () => {
    open('/program3/', SEASON_NOW);
    expect(await tripPageFacts(program3of2026.name)).toEqual({
      heading: program3of2026.name,
      placeholder: 1,
      itinerary: 0,
      date: '2026-02-01',
    });
    const text = document.querySelector('main')!.textContent;
    expect(text).toContain('2026. február 1.');
    expect(text).not.toContain(trip2025program3.title);
    expect(text).not.toContain('2025');
  });

  it.each([
    ['/program3/', '2025-01-20'],
    ['/2025/program3/', SEASON_NOW],
    ['/2025/program3/', '2026-02-01'],
  ])('%s on %s shows the 2025 trip', async (path, day) => {
    open(path, day);
    expect(await tripPageFacts(trip2025program3.title)).toEqual({
      heading: trip2025program3.title,
      placeholder: 0,
      itinerary: 1,
      date: '2025-02-01',
    });
  });
});

describe('two seasons in Firestore: the home page and the yearly programs', () => {
  const cardNames = () =>
    Array.from(
      document.querySelectorAll('.carousel-cards [role="group"] a.event-card-link'),
      (link) => link.textContent ?? '',
    );

  it("on 30 December the carousel shows January's trips of 2026, and the back arrow reaches December's of 2025", async () => {
    open('/', DEC_30);
    await waitFor(() => expect(cardNames()[0]).toContain(newYear2026.name));
    const names = cardNames();
    expect(names).toHaveLength(3);
    [newYear2026, tatra2026, program3of2026].forEach((event, index) =>
      expect(names[index]).toContain(event.name),
    );
    // Not the end of the season: something is ahead.
    expect(document.querySelector('.season-note')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Előző túra' }));
    await waitFor(() => expect(cardNames()[0]).toContain(lastOf2025));
  });

  it('/evesprogram/ is 2026 on 30 December; its link to 2025 reads 2025, which links to 2026 only', async () => {
    const { router } = open('/evesprogram/', DEC_30);
    await waitFor(() => expect(heading()).toBe('Éves program 2026'));
    const seasons = () => screen.getByRole('navigation', { name: 'Más évek programja' });
    fireEvent.click(await within(seasons()).findByRole('link', { name: '2025. évi program' }));
    await waitFor(() => expect(heading()).toBe('Éves program 2025'));
    expect(router.state.location.pathname).toBe('/evesprogram/2025/');
    await screen.findAllByText(lastOf2025);
    expect(screen.queryAllByText(program3of2026.name)).toHaveLength(0);
    // 2025 is the first season: nothing before it.
    expect(
      within(seasons())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['2026. évi program →']);
  });

  it.each(['/evesprogram/2024/', '/evesprogram/2027/'])(
    '%s, a season with no events in Firestore, is not found',
    async (path) => {
      open(path, DEC_30);
      await waitFor(() => expect(heading()).toBe(NOT_FOUND));
    },
  );
});
