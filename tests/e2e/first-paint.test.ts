import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import club from '../../src/content/club.json';
import { launchChromium, VIEWPORTS } from './browser';

/*
 * The first paint needs no JavaScript (the shell written into index.html by
 * scripts/vite-offline.ts) and nothing moves while the screen arrives, even
 * when its lazily loaded parts come late over a slow connection (issue 6).
 */

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

describe('first paint', () => {
  it('shows the header and a loading line before any script has run', async () => {
    const context = await browser.newContext({ ...VIEWPORTS.phone, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.route(/\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl}/#/program3`);
    await expect(page.locator('.site-header').getByText(club.clubName).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('status').getByText('Betöltés…').isVisible()).resolves.toBe(true);
    const header = await page.locator('.site-header').boundingBox();
    expect(header?.height).toBeGreaterThan(40);
    await context.close();
  });

  it.each(['/', '/evesprogram', '/program3', '/program12'])(
    '%s: no layout shift while the screen loads, lazy parts arriving late',
    async (path) => {
      const context = await browser.newContext({ ...VIEWPORTS.phone, serviceWorkers: 'block' });
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
      const entry = await (await fetch(`${baseUrl}/`)).text();
      const entryScript = /<script type="module"[^>]*src="([^"]+)"/.exec(entry)?.[1];
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
