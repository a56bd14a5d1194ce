import type { Page, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, openPage, waitForApp } from '../support/browser';

/*
 * The app loads the first screen's code and data before it takes the
 * prerendered copy over, and its router listens to the address only from then
 * on. A visitor who changes the address in that gap (a link on the copy, the
 * back button) must get the new screen, not the old one under the new address.
 * The gap is made long and certain here by holding back the trip document.
 * A visitor may also have scrolled the copy by then: the app takes it over
 * where they have it (held back here by holding the app itself).
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

describe('an address changed while the app starts', () => {
  it('shows the screen of the new address once the app is there', async () => {
    const { page, context, problems } = await openPage(browser(), baseUrl, 'phone');
    const { held, release } = await holdBack(page, /\/assets\/program3-[^/]+\.js$/);

    await page.goto(`${baseUrl}/#/program3`);
    // The copy is on screen and the app is waiting for the trip document it needs to take it over.
    await page.getByRole('heading', { level: 1, name: 'Bükkszentkereszt – Lillafüred' }).waitFor();
    await expect.poll(() => held.length, { timeout: 15_000 }).toBe(1);

    await page.evaluate(() => {
      window.location.hash = '#/evesprogram';
    });
    release();

    await page.getByRole('heading', { level: 1, name: /Éves program/ }).waitFor({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Bükkszentkereszt – Lillafüred' }).count()).resolves.toBe(
      0,
    );
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
    { path: '/program3', heading: 'Bükkszentkereszt – Lillafüred', link: 'vissza', to: 'Következő túráink' },
  ])('on #$path stays where the visitor has it, and its link works', async ({ path, heading, link, to }) => {
    const { page, context, problems } = await openPage(browser(), baseUrl, 'phone');
    const { held, release } = await holdBack(page, /\/assets\/index-[^/]+\.js$/);

    await page.goto(`${baseUrl}/#${path}`);
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
