/**
 * Two bundled seasons in one build: the run's shared fixture build
 * (tests/support/fixture-project.ts), a copy of the project with a 2026 event list
 * added (src/content/events/2026.json) and one 2026 trip file made the way a
 * volunteer makes it (`trips:new 2026/program5 --from 2025/program5`), served on
 * 127.0.0.1 and checked in Chromium with the clock set to days before, on and
 * after the trips. program3 has an event in both seasons but a trip file for 2025
 * only: the 2026 address must show the placeholder with the 2026 date, never last
 * year's itinerary.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest, screenBytes } from '../../tools/first-view';
import { builtScreens } from '../support/built-pages';
import {
  carouselCardNames,
  chromiumForThisFile,
  openPage,
  SEASON_NOW,
  type ViewportName,
} from '../support/browser';
import type { HostedSite } from '../support/hosted-site';
import { newYear2026, program3of2026, season2026, tatra2026 } from '../support/season-2026';
import { serveFixtureBuild, sharedFixtureBuild } from '../support/shared-builds';

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
  expect(JSON.parse(readFileSync(join(root, 'src/content/events/2026.json'), 'utf8'))).toEqual(season2026);
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
  await watched.page.goto(`${baseUrl}/#${path}`);
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

const notFound = 'Ez az oldal nem található';

describe('two bundled seasons: which trip an address shows', () => {
  it("the 2026 program3 event without a 2026 trip file shows the placeholder with its own date and name, never 2025's itinerary", async () => {
    for (const path of ['/program3', '/2026/program3']) {
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

  it('#/2025/program3 shows the 2025 trip on any day, before and after the 2026 one', async () => {
    for (const now of [SEASON_NOW, day('2026-02-01'), day('2026-06-01')]) {
      const { page, context, problems } = await visit('/2025/program3', now);
      expect(await tripPageFacts(page), now.toISOString()).toEqual({
        heading: trip2025program3.title,
        placeholder: 0,
        itinerary: 1,
        date: '2025-02-01',
      });
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('#/program3 is the key’s next trip from today (today counts), then the latest', async () => {
    const cases = [
      // Before the 2025 trip and on its day: the 2025 itinerary.
      [day('2025-01-20'), trip2025program3.title, '2025-02-01'],
      [day('2025-02-01'), trip2025program3.title, '2025-02-01'],
      // From the next day on, the 2026 event: on its day, and after it (the latest).
      [day('2025-02-02'), program3of2026.name, '2026-02-01'],
      [day('2026-02-01'), program3of2026.name, '2026-02-01'],
      [day('2026-09-01'), program3of2026.name, '2026-02-01'],
    ] as const;
    for (const [now, name, date] of cases) {
      const { page, context, problems } = await visit('/program3', now);
      const facts = await tripPageFacts(page);
      expect({ heading: facts.heading, date: facts.date }, now.toISOString()).toEqual({
        heading: name,
        date,
      });
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it("a 2026 trip file made with trips:new --from shows at #/program5 once 2025's trip is past, dated 2026", async () => {
    const { page, context, problems } = await visit('/program5', DEC_30);
    expect(await tripPageFacts(page)).toMatchObject({ placeholder: 0, itinerary: 1, date: '2026-02-28' });
    await context.close();

    const old = await visit('/2025/program5', DEC_30);
    expect(await tripPageFacts(old.page)).toMatchObject({ placeholder: 0, itinerary: 1, date: '2025-03-01' });
    expect([...problems, ...old.problems]).toEqual([]);
    await old.context.close();
  });

  it('a key new in 2026 has its placeholder at once; other seasons and unknown years are not found', async () => {
    const { page, context, problems } = await visit('/program40', SEASON_NOW);
    expect(await tripPageFacts(page)).toMatchObject({
      heading: 'Zemplén: a Megyer-hegyi tengerszem',
      placeholder: 1,
      date: '2026-03-21',
    });
    for (const path of ['/2025/program40', '/2024/program3', '/2027/program3', '/program14']) {
      await page.goto('about:blank');
      await page.goto(`${baseUrl}/#${path}`);
      await expect.poll(() => heading(page), { message: path }).toBe(notFound);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('two bundled seasons: the home page and the yearly programs', () => {
  it.each(['phone', 'desktop'] as const)(
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
      expect(await position.textContent()).toBe('2026: 1–3. túra (összesen 5)');
      await page.getByRole('button', { name: 'Előző túra' }).click();
      await expect.poll(async () => (await carouselCardNames(page))[0]).toContain(lastOf2025);
      expect(await position.textContent()).toBe('2025: 24. túra, 2026: 1–2. túra');
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('after the 2026 season the home page names it, counts its own trips and offers no Naptárba', async () => {
    const { page, context, problems } = await visit('/', day('2026-11-24'));
    expect(await heading(page)).toBe('Legutóbbi túráink');
    const note = page.locator('.season-note');
    await expect.poll(() => note.textContent()).toMatch(/^A 2026\. évi túraszezon véget ért\./);
    expect(await note.getByRole('link').getAttribute('href')).toBe('/evesprogram/2026/');
    expect(await page.locator('.carousel-position').textContent()).toBe('2026: 3–5. túra (összesen 5)');
    expect(await page.getByRole('button', { name: /Naptárba/ }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('#/evesprogram is the season of the next trip: 2025 in March, 2026 on 30 December', async () => {
    for (const [now, season, other] of [
      [SEASON_NOW, 2025, '2026. évi program'],
      [DEC_30, 2026, '2025. évi program'],
    ] as const) {
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

  it('#/evesprogram/2025 stays 2025 in 2026 and links to 2026, which links back; a season with no events is not found', async () => {
    const { page, context, problems } = await visit('/evesprogram/2025', day('2026-03-01'));
    expect(await heading(page)).toBe('Éves program 2025');
    await page.getByText(lastOf2025).first().waitFor();
    const seasons = page.getByRole('navigation', { name: 'Más évek programja' });
    // The first season has nothing before it.
    expect(await seasons.getByRole('link').allTextContents()).toEqual(['2026. évi program →']);

    await seasons.getByRole('link', { name: '2026. évi program' }).click();
    await expect.poll(() => heading(page)).toBe('Éves program 2026');
    expect(new URL(page.url()).pathname).toBe('/evesprogram/2026/');
    await page.getByText(program3of2026.name).first().waitFor();
    expect(await page.getByText(lastOf2025).count()).toBe(0);
    expect(await seasons.getByRole('link').allTextContents()).toEqual(['← 2025. évi program']);
    await seasons.getByRole('link', { name: '2025. évi program' }).click();
    await expect.poll(() => heading(page)).toBe('Éves program 2025');

    for (const path of ['/evesprogram/2024', '/evesprogram/2027']) {
      await page.goto('about:blank');
      await page.goto(`${baseUrl}/#${path}`);
      await expect.poll(() => heading(page), { message: path }).toBe(notFound);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('two bundled seasons: prerendered copies', () => {
  it('every permanent address has a copy, and #/program3 has one per season it shows', () => {
    const screens = builtScreens(join(root, 'dist'));
    expect(Object.keys(screens)).toEqual(
      expect.arrayContaining(['/2025/program3/', '/2025/program5/', '/2026/program5/', '/program40/']),
    );
    // The 2025 trip until its day, the 2026 placeholder from the day after, and from the day after
    // the 2026 trip that placeholder without Naptárba.
    expect(screens['/program3/']!.map(([from]) => from)).toEqual(['', '2025-02-02', '2026-02-02']);
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

describe("two bundled seasons: the yearly program tells each event its own season's trip", () => {
  const program3of2025 = (
    JSON.parse(readFileSync(join(project, 'src/content/events/2025.json'), 'utf8')) as Array<{
      name: string;
      pdf: string;
    }>
  ).find((event) => event.pdf === 'program3')!.name;

  /** A season's program with a difficulty filter in the address ('' for none): its rows once the app shows them. */
  async function rows(page: Page, season: number, difficulty: string) {
    await page.goto('about:blank');
    await page.goto(`${baseUrl}/#/evesprogram/${season}${difficulty ? `?nehezseg=${difficulty}` : ''}`);
    await expect
      .poll(async () => [await heading(page), await page.getByLabel('Nehézség').inputValue()])
      .toEqual([`Éves program ${season}`, difficulty]);
    return page.locator('.program-item').evaluateAll((items) =>
      items.map((item) => ({
        name: item.querySelector('.program-name')?.textContent ?? '',
        difficulty: item.querySelector('.program-difficulty')?.textContent ?? null,
      })),
    );
  }

  it("2026's program3, which has no 2026 trip file, shows no difficulty and no difficulty filter lists it; 2025's keeps its own", async () => {
    const { page, context, problems } = await openPage(browser(), baseUrl, 'phone', DEC_30);
    expect((await rows(page, 2026, '')).find((row) => row.name === program3of2026.name)).toEqual({
      name: program3of2026.name,
      difficulty: null,
    });
    for (const slug of ['konnyu', 'kozepes', 'nehez']) {
      expect(
        (await rows(page, 2026, slug)).map((row) => row.name),
        slug,
      ).not.toContain(program3of2026.name);
    }
    expect((await rows(page, 2025, 'nehez')).find((row) => row.name === program3of2025)).toEqual({
      name: program3of2025,
      difficulty: 'Nehézség: könnyűtől nehézig',
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});
