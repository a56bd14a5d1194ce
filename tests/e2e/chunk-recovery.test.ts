import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, HOME_HEADING, VIEWPORTS } from '../support/browser';

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
    await page.goto(`${baseUrl}/#/`);
    await page.getByRole('heading', { name: HOME_HEADING }).waitFor();
    loads = 0;

    // The deployment changed: the trip loader's chunk is gone from the server.
    const gone = (url: URL) => /\/assets\/trips-[^/]+\.js$/.test(url.pathname);
    await page.route(gone, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.evaluate(() => {
      window.location.hash = '#/program3';
    });

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
