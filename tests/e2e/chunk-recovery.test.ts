import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, VIEWPORTS, waitForApp } from '../support/browser.ts';

/*
 * A script chunk that fails to load after a new deployment: the
 * page reloads once by itself; if the chunk still fails, a clear Hungarian
 * message with a reload button shows, never a blank page.
 */

const baseUrl = inject('baseUrl');
const browser = chromiumForThisFile();

describe('a chunk that no longer exists', () => {
  it('reloads once, then explains and offers a reload that brings the page back', async () => {
    // No service worker: the failing request must reach page.route, as on a first visit.
    const context = await browser().newContext({
      ...VIEWPORTS.phone,
      locale: 'hu-HU',
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    /** Page loads after the first one. */
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto(`${baseUrl}/evesprogram/2025/`);
    await page.getByRole('heading', { name: 'Éves program 2025' }).waitFor();
    await waitForApp(page);
    loads = 0;

    // The deployment changed: the trip loader's chunk is gone from the server.
    const gone = (url: URL) => /\/assets\/trips-[^/]+\.js$/.test(url.pathname);
    await page.route(gone, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    // A link the app follows itself: the trip screen needs the trip loader's chunk.
    await page.locator('a[href="/2025/program3/"]').first().click();

    const heading = page.getByRole('heading', { name: 'Az oldal nem töltődött be' });
    await heading.waitFor({ timeout: 20_000 });
    expect(loads).toBe(1);
    await expect(page.getByText('Közben elkészült a honlap új változata').isVisible()).resolves.toBe(true);
    // The page frame stays: header and footer around the message.
    await expect(page.locator('.site-header').isVisible()).resolves.toBe(true);
    // No second automatic reload: the message stays put.
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);

    // The chunk is back (the new deployment is complete): the button brings the trip page.
    await page.unroute(gone);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Újratöltés' }).click()]);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Bükkszentkereszt – Lillafüred');
    await context.close();
  });
});
