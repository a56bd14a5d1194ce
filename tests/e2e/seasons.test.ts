/**
 * Two bundled seasons in one build: the run's shared fixture build
 * (tests/support/fixture-project.ts), a copy of the project with a 2026 event list
 * added (src/content/events/2026.json) and one 2026 trip file made the way a
 * volunteer makes it (`trips:new 2026/program5 --from 2025/program5`), served on
 * 127.0.0.1 and checked in Chromium: one check per screen on the built pages, and the
 * prerendered copies. Which trip and season each address shows on each day is checked
 * through the real app over the same content in tests/content/seasons.test.tsx.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToPath } from '../../src/prerender/pick.ts';
import { readManifest, screenBytes } from '../../tools/first-view.ts';
import { builtScreens } from '../support/built-pages.ts';
import {
  carouselCardNames,
  chromiumForThisFile,
  openPage,
  SEASON_NOW,
  type ViewportName,
} from '../support/browser.ts';
import type { HostedSite } from '../support/hosted-site.ts';
import { FORECAST_EVENTS } from '../support/forecast-week.ts';
import { newYear2026, program3of2026, season2026, tatra2026 } from '../support/season-2026.ts';
import { serveFixtureBuild, sharedFixtureBuild } from '../support/shared-builds.ts';

const project = process.cwd();
const trip2025program3 = JSON.parse(readFileSync(join(project, 'trips/2025/program3.json'), 'utf8')) as {
  title: string;
};
const lastOf2025 = (
  JSON.parse(readFileSync(join(project, 'src/content/events/2025.json'), 'utf8')) as Array<{ name: string }>
).at(-1)!.name;

let site: HostedSite | undefined;
let root: string;
let baseUrl: string;
const browser = chromiumForThisFile();

beforeAll(async () => {
  root = sharedFixtureBuild().root;
  // The build has the 2026 season and the 2026 trip file, checked (no longer a draft).
  expect(JSON.parse(readFileSync(join(root, 'src/content/events/2026.json'), 'utf8'))).toEqual([
    ...season2026,
    ...FORECAST_EVENTS,
  ]);
  expect(existsSync(join(root, 'trips/2026/program5.json'))).toBe(true);
  expect(JSON.parse(readFileSync(join(root, 'trips/2026/program5.json'), 'utf8'))).not.toHaveProperty(
    'draft',
  );
  site = await serveFixtureBuild();
  baseUrl = site.url;
});

afterAll(async () => {
  await site?.close();
});

/** Budapest mornings. */
const day = (iso: string) => new Date(`${iso}T07:00:00+01:00`);
const DEC_30 = day('2025-12-30');

async function visit(path: string, now: Date, viewport: ViewportName = 'phone') {
  const watched = await openPage(browser(), baseUrl, viewport, now);
  // The path address: the hash addresses' way there is site.test.ts's.
  await watched.page.goto(`${baseUrl}${hashToPath(`#${path}`, '/')}`);
  await watched.page.locator('h1').first().waitFor();
  return watched;
}

const heading = (page: Page) => page.locator('h1').first().textContent();

/** The placeholder text, the trip page's itinerary heading, and the day the page is dated. */
async function tripPageFacts(page: Page) {
  await page.locator('main time[datetime]').first().waitFor();
  return {
    heading: await heading(page),
    placeholder: await page.getByText('EHHEZ A TÚRÁHOZ MÉG NEM KÉSZÜLT EL A RÉSZLETES PROGRAM...').count(),
    itinerary: await page.getByRole('heading', { name: 'PROGRAMOK' }).count(),
    date: await page.locator('main time[datetime]').first().getAttribute('datetime'),
  };
}

describe('two bundled seasons: which trip an address shows', () => {
  it("the 2026 program3 event without a 2026 trip file shows the placeholder with its own date and name, never 2025's itinerary", async () => {
    for (const path of ['/2026/program3']) {
      const { page, context, problems } = await visit(path, SEASON_NOW);
      expect(await tripPageFacts(page), path).toEqual({
        heading: program3of2026.name,
        placeholder: 1,
        itinerary: 0,
        date: '2026-02-01',
      });
      await page.getByText('2026. február 1.', { exact: false }).first().waitFor();
      const text = await page.locator('main').textContent();
      expect(text).not.toContain(trip2025program3.title);
      expect(text).not.toContain('2025');
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});

describe('two bundled seasons: the home page and the yearly programs', () => {
  it.each(['phone'] as const)(
    'on 30 December the carousel shows January’s trips of the next season, and the back arrow reaches December (%s)',
    async (viewport) => {
      const { page, context, problems } = await visit('/', DEC_30, viewport);
      const names = await carouselCardNames(page);
      expect(names).toHaveLength(3);
      [newYear2026, tatra2026, program3of2026].forEach((event, index) =>
        expect(names[index]).toContain(event.name),
      );
      // Not the end of the season: something is ahead.
      expect(await page.locator('.season-note').count()).toBe(0);
      expect(await heading(page)).toBe('Következő túráink');
      // Counted within each season, not 25–27 of 29.
      const position = page.locator('.carousel-position');
      expect(await position.textContent()).toBe('A 8 túrából az 1–3.');
      await page.getByRole('button', { name: 'Előző túra' }).click();
      await expect.poll(async () => (await carouselCardNames(page))[0]).toContain(lastOf2025);
      expect(await position.textContent()).toBe(
        'A 2025. évi 24 túrából a 24., a 2026. évi 8 túrából az 1–2.',
      );
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('#/evesprogram is the season of the next trip: 2026 on 30 December', async () => {
    for (const [now, season, other] of [[DEC_30, 2026, '2025. évi program']] as const) {
      const { page, context, problems } = await visit('/evesprogram', now);
      expect(await heading(page)).toBe(`Éves program ${season}`);
      await page
        .getByRole('navigation', { name: 'Más évek programja' })
        .getByRole('link', { name: other })
        .waitFor();
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});

describe('two bundled seasons: prerendered copies', () => {
  it('every permanent address has a copy, and #/program3 has one per season it shows', () => {
    const screens = builtScreens(join(root, 'dist'));
    expect(Object.keys(screens)).toEqual(
      expect.arrayContaining(['/2025/program3/', '/2025/program5/', '/2026/program5/', '/program40/']),
    );
    // The 2025 trip until its day, its own morning (a written page opens with the day's departures),
    // the 2026 placeholder from the day after, and from the day after the 2026 trip that
    // placeholder without Naptárba (no morning copy: a placeholder has no departures to lead with).
    expect(screens['/program3/']!.map(([from]) => from)).toEqual([
      '',
      '2025-02-01',
      '2025-02-02',
      '2026-02-02',
    ]);
  });

  it("a season more leaves the home page's first view the same size: the season's events are a chunk of their own", () => {
    const firstView = (dist: string) => screenBytes(dist, readManifest(dist), []);
    const oneSeason = firstView(join(project, 'dist'));
    const twoSeasons = firstView(join(root, 'dist'));
    const seasonChunk = readManifest(join(root, 'dist'))['src/content/events/2026.json']?.file;
    expect(seasonChunk).toBeDefined();
    expect(twoSeasons.js.map((size) => size.file)).not.toContain(seasonChunk);
    // What a season adds to the entry is its file's name in the list of lazy chunks: a few bytes.
    expect(twoSeasons.jsGzip - oneSeason.jsGzip).toBeLessThan(100);
    expect(twoSeasons.cssGzip).toBe(oneSeason.cssGzip);
  });
});
