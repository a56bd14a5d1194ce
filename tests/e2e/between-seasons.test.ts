/**
 * The site between seasons, in Chromium against the production build: a year
 * after the last trip of the bundled program (only src/content/events/2025.json),
 * the home page promises no next trips, names the season that ended without
 * "this year" or "soon", counts the cards within their season, and no page
 * offers a trip that is over for the calendar. Each screen is checked as its
 * prerendered copy paints it (the app held back) and again once the app has
 * taken the copy over: the copy is chosen by date, so both must say the same,
 * without a hydration error.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { appEntry } from '../../tools/first-view.ts';
import program7 from '../../trips/2025/program7.json';
import events from '../../src/content/events/2025.json';
import {
  chromiumForThisFile,
  openPage,
  SEASON_NOW,
  waitForApp,
  waitForDaysCopy,
  type ViewportName,
} from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = chromiumForThisFile();
const dist = process.env.E2E_DIST ?? 'dist';

/** 24 November 2026, a Budapest morning: eleven months after the last trip (29 December 2025). */
const YEAR_ON = new Date('2026-11-24T09:00:00+01:00');

const program12 = events.find((event) => event.pdf === 'program12')!;

/**
 * Opens `<path>/` with the app's entry script held back, and waits for the
 * prerendered copy; `takeOver` lets the app in and waits until it has the page.
 */
async function openCopy(path: string, now: Date, viewport: ViewportName = 'phone') {
  const watched = await openPage(browser(), baseUrl, viewport, now);
  const entry = appEntry(await (await fetch(`${baseUrl}/`)).text());
  expect(entry).toBeTruthy();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await watched.page.route(
    (url) => url.pathname === entry,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  // The day's copy answered from the build at once: the start-up script lets the app render the
  // screen itself when a copy is slower than its wait (src/prerender/start-up.ts), which on a machine
  // busy with other tests it can be; what these tests read is the copy.
  await watched.page.route(
    (url) => url.pathname.startsWith('/prerendered/'),
    (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        body: readFileSync(join(dist, new URL(route.request().url()).pathname), 'utf8'),
      }),
  );
  // The path address (a shared hash address is one load more, and site.test.ts follows those); the
  // load event waits for the app.
  const pagePath = path === '/' ? '/' : `${path}/`;
  await watched.page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'commit' });
  await expect.poll(() => watched.page.locator('#root').getAttribute('data-prerendered')).toBe(pagePath);
  // On screen: the page's own copy, or the day's put in its place.
  await waitForDaysCopy(watched.page);
  await watched.page.locator('h1').first().waitFor();
  // The copy's heading: once the app has the page it must be the same element, not a new render.
  await watched.page.evaluate(() => {
    (window as unknown as { copyHeading: Element | null }).copyHeading = document.querySelector('h1');
  });
  const takeOver = async () => {
    release();
    await waitForApp(watched.page);
    await watched.page.waitForLoadState('networkidle');
    expect(
      await watched.page.evaluate(
        () =>
          (window as unknown as { copyHeading: Element | null }).copyHeading === document.querySelector('h1'),
      ),
      'the app rendered the page again instead of taking the copy over',
    ).toBe(true);
  };
  return { ...watched, takeOver };
}

/** What the home page says between seasons. */
async function homeFacts(page: Page) {
  const carousel = page.getByRole('region', { name: 'Túráink' });
  return {
    heading: await page.locator('h1').textContent(),
    // The link's words are joined by no-break spaces, so a phone keeps them on one line.
    note: (await carousel.getByRole('note').textContent())?.replaceAll('\u00a0', ' '),
    programLink: await carousel.getByRole('note').getByRole('link').getAttribute('href'),
    position: await page.locator('.carousel-position').textContent(),
    cards: await carousel.locator('.event-card-name').allTextContents(),
    past: await carousel.getByText('Elmúlt túra').count(),
    calendarButtons: await page.getByRole('button', { name: /Naptárba/ }).count(),
  };
}

describe('a year after the last trip', () => {
  it.each(['phone', 'desktop'] as const)(
    'the home page, first painted and once the app has it, says the 2025 season is over (%s)',
    async (viewport) => {
      const { page, context, problems, takeOver } = await openCopy('/', YEAR_ON, viewport);
      const expected = {
        heading: 'Legutóbbi túráink',
        note: 'A 2025. évi túraszezon véget ért. Az új program itt jelenik meg, amint közzétesszük. A 2025. évi program',
        programLink: '/evesprogram/2025/',
        position: 'A 24 túrából a 22–24.',
        cards: events.slice(-3).map((event) => event.name),
        past: 3,
        calendarButtons: 0,
      };
      const painted = await homeFacts(page);
      expect(painted).toEqual(expected);
      expect(painted.note).not.toMatch(/idei|hamarosan/i);

      await takeOver();
      expect(await homeFacts(page)).toEqual(expected);
      // The carousel works, and still counts within the season.
      await page.getByRole('button', { name: 'Előző túra' }).click();
      await expect.poll(() => page.locator('.carousel-position').textContent()).toBe('A 24 túrából a 21–23.');
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each([
    ['a trip page', `/2025/program7`, program7.title],
    ['a placeholder page', '/program12', program12.name],
  ])(
    '%s offers no Naptárba, on its copy or once the app has it; sharing stays',
    async (_what, path, title) => {
      const { page, context, problems, takeOver } = await openCopy(path, YEAR_ON);
      const facts = async () => ({
        heading: await page.locator('h1').textContent(),
        share: await page.getByRole('button', { name: 'Megosztás' }).count(),
        calendar: await page.getByRole('button', { name: /Naptárba/ }).count(),
      });
      expect(await facts()).toEqual({ heading: title, share: 1, calendar: 0 });
      await takeOver();
      expect(await facts()).toEqual({ heading: title, share: 1, calendar: 0 });
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe('while the season is on', () => {
  it.each([
    ['/', 'Következő túráink', 3],
    ['/2025/program7', program7.title, 1],
    ['/program12', program12.name, 1],
  ] as const)(
    '%s: its copy and the app offer Naptárba for the trips ahead',
    async (path, heading, buttons) => {
      const { page, context, problems, takeOver } = await openCopy(path, SEASON_NOW);
      expect(await page.locator('h1').textContent()).toBe(heading);
      expect(await page.getByRole('button', { name: /^Naptárba/ }).count()).toBe(buttons);
      await takeOver();
      expect(await page.getByRole('button', { name: /^Naptárba/ }).count()).toBe(buttons);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
