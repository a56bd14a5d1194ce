import { describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { appEntry } from '../../tools/first-view';
import club from '../../src/content/club.json';
import { chromiumForThisFile, VIEWPORTS } from '../support/browser';

/*
 * The first paint needs no JavaScript (the prerendered screen that index.html's
 * start-up script shows, vite-plugins/vite-prerender.ts, or where there is none the
 * shell written into index.html by vite-plugins/vite-offline.ts) and nothing moves while the screen arrives, even
 * when its lazily loaded parts come late over a slow connection.
 */

const baseUrl = inject('baseUrl');
const browser = chromiumForThisFile();

describe('first paint', () => {
  it('shows a trip page, departure times and phone numbers included, before any script file has loaded', async () => {
    const trip = JSON.parse(readFileSync('trips/2025/program3.json', 'utf8')) as {
      title: string;
      departures: Array<{ time: string }>;
    };
    const context = await browser().newContext({ ...VIEWPORTS.phone, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route(/\.js$/, (route) => route.abort());
    // A day before the trip: the start-up script shows that day's copy, which lists the departures.
    await page.clock.setFixedTime(new Date('2025-01-20T07:00:00+01:00'));
    await page.goto(`${baseUrl}/#/program3`);
    await expect(page.locator('h1').textContent()).resolves.toBe(trip.title);
    await expect(page.locator('.departure-time').allTextContents()).resolves.toEqual(
      trip.departures.map((departure) => departure.time),
    );
    await expect(page.locator('a[href^="tel:"]').count()).resolves.toBeGreaterThan(0);
    await expect(page.title()).resolves.toMatch(new RegExp(`^${trip.title}`));
    await context.close();
  });

  it.each(['/2025/program7/', '/program3/', '/', '/evesprogram/2025/'])(
    '%s is read with JavaScript turned off: its own page carries the screen',
    async (path) => {
      const context = await browser().newContext({
        ...VIEWPORTS.phone,
        javaScriptEnabled: false,
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
      const key = /\/(program\d+)\/$/.exec(path)?.[1];
      if (key) {
        const trip = JSON.parse(readFileSync(`trips/2025/${key}.json`, 'utf8')) as {
          title: string;
          departures: Array<{ time: string }>;
        };
        await expect(page.locator('h1').textContent()).resolves.toBe(trip.title);
        // The build's own day is after every 2025 trip: the page says the trip took place.
        await expect(page.locator('.trip-registration').textContent()).resolves.toContain(
          'Ez a túra már lezajlott',
        );
        await expect(page.locator('a[href^="tel:"]').count()).resolves.toBeGreaterThan(0);
      } else {
        // Real links to the trips, which work without the app.
        await expect(page.locator('main a[href$="/"]').count()).resolves.toBeGreaterThan(2);
      }
      await context.close();
    },
  );

  it('shows the header and a loading line before any script has run where there is no prerendered screen', async () => {
    const context = await browser().newContext({ ...VIEWPORTS.phone, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}/program14/`);
    await expect(page.locator('.site-header').getByText(club.clubName).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('status').getByText('Betöltés…').isVisible()).resolves.toBe(true);
    const header = await page.locator('.site-header').boundingBox();
    expect(header?.height).toBeGreaterThan(40);
    await context.close();
  });

  it.each(['/', '/evesprogram', '/program3', '/program12'])(
    '%s: no layout shift while the screen loads, lazy parts arriving late',
    async (path) => {
      const context = await browser().newContext({ ...VIEWPORTS.phone, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // Every chunk but the entry arrives 600 ms late, as over a weak mobile signal.
      const entryScript = appEntry(await (await fetch(`${baseUrl}/`)).text());
      expect(entryScript).toBeTruthy();
      await page.route(
        (url) =>
          url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && url.pathname !== entryScript,
        async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 600));
          await route.continue();
        },
      );
      await page.goto(`${baseUrl}/#${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
      );
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.001);
      await context.close();
    },
  );
});
