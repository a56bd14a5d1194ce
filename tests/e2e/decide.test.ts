/**
 * What a hiker decides with, in Chromium against the production build: the
 * map links of a trip page (geo: on a phone, OpenStreetMap on a desktop) and
 * the difficulty of each route with its explanation.
 */
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, openPage } from '../support/browser';

const baseUrl = inject('baseUrl');
const browser = chromiumForThisFile();

describe('map links on a trip page', () => {
  it('a phone gets geo: links, a desktop OpenStreetMap; nothing is fetched from another host', async () => {
    for (const [viewport, pattern] of [
      ['phone', /^geo:/],
      ['desktop', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/],
    ] as const) {
      const { page, context, problems } = await openPage(browser(), baseUrl, viewport);
      await page.goto(`${baseUrl}/#/program3`);
      await page.getByRole('heading', { name: 'PROGRAMOK' }).waitFor({ timeout: 15_000 });
      const visible = page.locator('.map-link:visible');
      await expect.poll(() => visible.count()).toBe(3); // two departure points and the destination
      const hrefs = await visible.evaluateAll((links) =>
        links.map((link) => link.getAttribute('href') ?? ''),
      );
      hrefs.forEach((href) => expect(href).toMatch(pattern));
      expect(hrefs.some((href) => href.includes('48.0676'))).toBe(true); // Bükkszentkereszt
      await page.getByText(/minden 100 m emelkedő 1 km-nek számít/).waitFor();
      expect(await page.locator('.route-difficulty').count()).toBe(3);
      expect(problems).toEqual([]);
      await context.close();
    }
  });
});
