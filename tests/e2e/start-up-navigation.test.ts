import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, openPage, waitForApp } from '../support/browser.ts';

/*
 * Every address is a page of its own, so a visitor who moves on before the
 * app is there (a link on the page, a shared hash address typed into the same
 * tab) gets the new page from the server. A visitor may also have scrolled
 * the page by then: the app takes it over where they have it (held back here
 * by holding the app itself).
 */

const baseUrl = inject('baseUrl');
const browser = chromiumForThisFile();

/** Holds the page's requests for matching files until `release` is called. */
async function holdBack(page: Page, files: RegExp) {
  const held: Route[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(files, async (route) => {
    held.push(route);
    await released;
    await route.continue();
  });
  return { held, release };
}

describe('an address the visitor moves to while the app starts', () => {
  it('a link tapped on the page before the app is there opens its own page', async () => {
    const { page, context, problems } = await openPage(browser(), baseUrl, 'phone');
    const { held } = await holdBack(page, /\/assets\/index-[^/]+\.js$/);

    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Következő túráink' }).waitFor();
    await expect.poll(() => held.length, { timeout: 15_000 }).toBe(1);
    // A real link: the browser loads the program's own page, with or without the app.
    await page.getByRole('link', { name: 'Éves prog' }).click({ noWaitAfter: true });
    await page.waitForURL(`${baseUrl}/evesprogram/`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: /Éves program/ }).waitFor({ timeout: 15_000 });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a hash address opened in a tab already on the site leads to its page', async () => {
    const { page, context, problems } = await openPage(browser(), baseUrl, 'phone');
    await page.goto(`${baseUrl}/program3/`);
    await page.getByRole('heading', { level: 1, name: 'Bükkszentkereszt – Lillafüred' }).waitFor();
    // Only the part after `#` changes: the browser loads nothing by itself.
    await page.evaluate(() => {
      window.location.hash = '#/evesprogram';
    });
    await page.getByRole('heading', { level: 1, name: /Éves program/ }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/evesprogram/');
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** Resolves once the page has had nothing left to do (the app's start-up effects included). */
const idle = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
  );

describe('a copy the visitor scrolled before the app took it over', () => {
  it.each([
    { path: '/', heading: 'Következő túráink', link: 'Éves prog', to: /Éves program/ },
    { path: '/program3/', heading: 'Bükkszentkereszt – Lillafüred', link: 'vissza', to: 'Következő túráink' },
  ])('on $path stays where the visitor has it, and its link works', async ({ path, heading, link, to }) => {
    const { page, context, problems } = await openPage(browser(), baseUrl, 'phone');
    const { held, release } = await holdBack(page, /\/assets\/index-[^/]+\.js$/);

    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await expect.poll(() => held.length, { timeout: 15_000 }).toBe(1);
    // The visitor reads down to a link near the end of the copy, then the app arrives.
    const target = page.getByRole('link', { name: link }).last();
    await target.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    release();
    await waitForApp(page);
    await idle(page);

    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await target.click();
    await page.getByRole('heading', { level: 1, name: to }).waitFor({ timeout: 15_000 });
    // A new screen starts at its top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
