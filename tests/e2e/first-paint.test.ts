import { describe, expect, inject, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { appEntry } from '../../tools/first-view.ts';
import club from '../../src/content/club.json';
import { chromiumForThisFile, layoutShifts, VIEWPORTS, watchLayoutShifts } from '../support/browser.ts';

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

  it('a page arriving in two pieces over a weak signal is first painted whole, footer and phone numbers included', async () => {
    // The first piece ends inside the screen, just into its main part; the rest follows a pause,
    // as the next packets do on a weak signal. A screen painted half-read moves as the rest
    // comes (a centred label takes its place beside its icon, a row gets its last item).
    const PAUSE_MS = 1_000;
    const home = await (await fetch(`${baseUrl}/`)).text();
    const cut = home.indexOf('>', home.indexOf('<main')) + 1;
    expect(cut).toBeGreaterThan(0);
    const server = createServer((request, response) => {
      void (async () => {
        const answer = await fetch(`${baseUrl}${request.url ?? '/'}`, { redirect: 'manual' });
        const headers = Object.fromEntries(
          [...answer.headers].filter(([name]) => !['content-length', 'content-encoding'].includes(name)),
        );
        response.writeHead(answer.status, headers);
        if (request.url !== '/') return response.end(Buffer.from(await answer.arrayBuffer()));
        response.write(home.slice(0, cut));
        await sleep(PAUSE_MS);
        response.end(home.slice(cut));
      })().catch((error: unknown) => response.destroy(error as Error));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const context = await browser().newContext({ ...VIEWPORTS.phone, serviceWorkers: 'block' });
    const page = await context.newPage();
    // What the document holds when the browser first renders it (the first animation frame).
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { atFirstFrame: string }).atFirstFrame = document.querySelector(
          '#root .site-footer a[href^="tel:"]',
        )
          ? 'whole'
          : 'in part';
      });
    });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    // The first frame comes when the browser first renders, which on a busy machine can be after
    // the load event: waited for, not read at once.
    const atFirstFrame = await page.waitForFunction(
      () => (window as unknown as { atFirstFrame?: string }).atFirstFrame,
    );
    expect(await atFirstFrame.jsonValue()).toBe('whole');
    const firstPaint = await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    );
    expect(await firstPaint.jsonValue()).toBeGreaterThanOrEqual(PAUSE_MS);
    await context.close();
    server.closeAllConnections();
    server.close();
  });

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
      await watchLayoutShifts(page);
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
      expect(await layoutShifts(page)).toEqual([]);
      await context.close();
    },
  );
});
