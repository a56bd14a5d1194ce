import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { appEntry, cspHash, inlineScripts } from '../../tools/first-view.ts';
import { chromiumForThisFile, openPage, SEASON_NOW } from '../support/browser.ts';

/*
 * Prerendered screens (vite-plugins/vite-prerender.ts): index.html's
 * start-up script shows the screen's copy made at build time, then loads the
 * app, which hydrates it: the page the visitor reads is never rebuilt.
 */

const dist = process.env.E2E_DIST ?? 'dist';
const baseUrl = inject('baseUrl');
const browser = chromiumForThisFile();

/** Counts, from the moment the copy is shown, the nodes taken out of the page (React rebuilding it would). */
async function watchRemovals(page: Page) {
  await page.addInitScript(() => {
    const state = { removed: [] as string[] };
    (window as unknown as { removals: typeof state }).removals = state;
    new MutationObserver((records) => {
      const root = document.getElementById('root');
      for (const record of records) {
        // The shell (header and loading line) replaced by the copy is the copy being shown.
        if (
          record.target === root &&
          [...record.removedNodes].some((node) => (node as Element).hasAttribute?.('data-shell'))
        )
          continue;
        if (!root?.hasAttribute('data-prerendered') || !root.contains(record.target)) continue;
        for (const node of record.removedNodes)
          state.removed.push(
            `${node.nodeName} from ${(record.target as Element).className || record.target.nodeName}`,
          );
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const removals = (page: Page) =>
  page.evaluate(() => (window as unknown as { removals: { removed: string[] } }).removals.removed);

describe('prerendered screens', () => {
  it("firebase.json's Content-Security-Policy allows index.html's inline start-up script", () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const scripts = inlineScripts(html);
    expect(scripts.length).toBe(1);
    const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as {
      hosting: { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
    };
    const csp = config.hosting.headers
      .flatMap((rule) => rule.headers)
      .find((header) => header.key === 'Content-Security-Policy')?.value;
    const scriptSrc = /script-src ([^;]+)/.exec(csp ?? '')?.[1] ?? '';
    for (const script of scripts) {
      const hash = cspHash(script);
      expect(
        scriptSrc,
        `add ${hash} to script-src in firebase.json (src/prerender/start-up.ts changed)`,
      ).toContain(hash);
    }
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });

  it.each([
    ['/', SEASON_NOW],
    ['/evesprogram', SEASON_NOW],
    ['/program3', SEASON_NOW],
    ['/program2', SEASON_NOW],
    // The day of a trip (program6, 15 March) it is still the next one; from the next day it is past.
    ['/', new Date('2025-03-15T06:00:00+01:00')],
    ['/evesprogram', new Date('2025-03-16T06:00:00+01:00')],
    // After the season: the last trips, as past.
    ['/', new Date('2026-11-22T06:00:00+01:00')],
  ] as const)(
    '%s on %s: the app takes the prerendered screen over without rebuilding it',
    async (path, now) => {
      const { page, context, problems } = await openPage(browser(), baseUrl, 'phone', now);
      await watchRemovals(page);
      const releaseApp = await holdApp(page);
      // The hash address the club shared leads to the page's own address. (The load event waits
      // for the app, held back here.)
      await page.goto(`${baseUrl}/#${path}`, { waitUntil: 'commit' });
      const pagePath = path === '/' ? '/' : `${path}/`;
      await expect.poll(() => page.locator('#root').getAttribute('data-prerendered')).toBe(pagePath);
      expect(new URL(page.url()).pathname).toBe(pagePath);
      await page.locator('h1').first().waitFor();
      // Counted from the moment the screen for the day is on screen, when the start-up script asks
      // for the app: the page's own, or the day's copy it put in its place (a page older than the day).
      await releaseApp.requested;
      await page.evaluate(() =>
        (window as unknown as { removals: { removed: string[] } }).removals.removed.splice(0),
      );
      releaseApp();
      await page.waitForLoadState('networkidle');
      // The app is attached: the screen's schema.org data, which only the browser writes, is there
      // (the home page has none: its carousel answers instead).
      if (path === '/') {
        const position = page.locator('.carousel-position');
        const before = await position.textContent();
        const next = page.getByRole('button', { name: 'Következő túra' });
        const previous = page.getByRole('button', { name: 'Előző túra' });
        await ((await next.getAttribute('aria-disabled')) === 'true' ? previous : next).click();
        await expect.poll(() => position.textContent()).not.toBe(before);
        // The carousel moved by one card: that card, and nothing else, left the page.
        expect(await removals(page)).toEqual(['DIV from carousel-cards']);
      } else {
        await page.locator('script[type="application/ld+json"]').waitFor({ state: 'attached' });
        expect(await removals(page)).toEqual([]);
      }
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  /**
   * Holds the app's entry script back until the returned function is called; the copy stays up
   * meanwhile. Its `requested` settles once the start-up script has asked for the app.
   */
  async function holdApp(page: Page): Promise<(() => void) & { requested: Promise<void> }> {
    const entry = appEntry(readFileSync(join(dist, 'index.html'), 'utf8'));
    let releaseApp = () => {};
    let markRequested = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    const requested = new Promise<void>((resolve) => (markRequested = resolve));
    await page.route(
      (url) => url.pathname === entry,
      async (route) => {
        markRequested();
        await appHeld;
        await route.continue();
      },
    );
    return Object.assign(() => releaseApp(), { requested });
  }

  it('a button pressed before the app has arrived works once it has', async () => {
    const { page, context, problems } = await openPage(browser(), baseUrl, 'phone');
    const releaseApp = await holdApp(page);
    await page.goto(`${baseUrl}/#/`, { waitUntil: 'commit' });
    await expect.poll(() => page.locator('#root').getAttribute('data-prerendered')).toBe('/');
    const position = page.locator('.carousel-position');
    // On screen (the start-up script asks for the app after that): the day's copy, in place of
    // the page's own, built on another day.
    await releaseApp.requested;
    const before = await position.textContent();
    await page.getByRole('button', { name: 'Következő túra' }).click();
    expect(await position.textContent()).toBe(before);
    releaseApp();
    await expect.poll(() => position.textContent()).not.toBe(before);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a trip page's Naptárba pressed on its copy downloads the file once the app has arrived", async () => {
    for (const releaseAfterMs of [0, 300]) {
      const { page, context, problems } = await openPage(browser(), baseUrl, 'phone');
      const releaseApp = await holdApp(page);
      await page.goto(`${baseUrl}/#/2025/program7`, { waitUntil: 'commit' });
      await expect.poll(() => page.locator('#root').getAttribute('data-prerendered')).toBe('/2025/program7/');
      // The skip link first, as a keyboard user would: it must not change the address or lose the press.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Naptárba', exact: true }).click();
      setTimeout(releaseApp, releaseAfterMs);
      expect((await download).suggestedFilename()).toBe('program7.ics');
      expect(new URL(page.url()).pathname).toBe('/2025/program7/');
      expect(new URL(page.url()).hash).toBe('');
      expect(problems).toEqual([]);
      await context.close();
    }
  });

  it('without the copy for the day (not fetched) the app shows the screen itself, never another day’s', async () => {
    // Before program3's day: the page, built later, carries the copy for after it.
    const { page, context, problems } = await openPage(
      browser(),
      baseUrl,
      'phone',
      new Date('2025-01-15T07:00:00+01:00'),
    );
    await page.route('**/prerendered/**', (route) => route.abort());
    await page.goto(`${baseUrl}/#/program3`);
    await page.locator('.departure-time').first().waitFor();
    await expect(page.locator('#root').getAttribute('data-prerendered')).resolves.toBeNull();
    expect(problems.filter((problem) => !problem.includes('ERR_FAILED'))).toEqual([]);
    await context.close();
  });
});
