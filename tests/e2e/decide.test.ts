/**
 * What a hiker decides with, in Chromium against the production build: the
 * map links of a trip page (one address a phone and a desktop both open), the
 * difficulty of each route with its explanation, and the yearly program's
 * filters in the address.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { StoredEvent } from '../../schema/event.ts';
import { chromiumForThisFile, expectAccessible, openPage, waitForApp } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = chromiumForThisFile();

describe('map links on a trip page', () => {
  it('a phone and a desktop get the same map links; nothing is fetched from another host', async () => {
    const pattern = /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/;
    for (const viewport of ['phone', 'desktop'] as const) {
      // A day before program3 (1 February): a past trip's page lists no departures to map.
      const { page, context, problems } = await openPage(
        browser(),
        baseUrl,
        viewport,
        new Date('2025-01-20T07:00:00+01:00'),
      );
      await page.goto(`${baseUrl}/program3/`);
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

describe('filters on the yearly program', () => {
  const events = JSON.parse(readFileSync('src/content/events/2025.json', 'utf8')) as StoredEvent[];
  const nameOf = (key: string) => events.find((event) => event.pdf === key)!.name;
  const withoutProgram =
    events.length - readdirSync('trips/2025').filter((name) => name.endsWith('.json')).length;

  async function shown(page: Page) {
    const count = await page.locator('.filter-result [role="status"]').textContent();
    const names = await page.locator('.program-name').allTextContents();
    const url = new URL(page.url());
    return { count, names, address: `${url.pathname}${url.search}` };
  }

  it('a filtered address loaded directly, changed, undone with the back button, kept on reload; a wrong value is ignored', async () => {
    const { page, context, problems } = await openPage(browser(), baseUrl, 'phone');
    await page.goto(`${baseUrl}/#/evesprogram?honap=4`);
    const april = {
      count: '2 túra a 24-ből',
      names: [nameOf('program7'), nameOf('program8')],
      address: '/evesprogram/?honap=4',
    };
    await expect.poll(() => shown(page)).toEqual(april);
    await waitForApp(page);

    // Multi-day trips of April: program8, over Easter.
    await page.getByLabel('Időtartam').selectOption('Többnapos');
    await expect
      .poll(() => shown(page))
      .toEqual({
        count: '1 túra a 24-ből',
        names: [nameOf('program8')],
        address: '/evesprogram/?honap=4&tobbnapos=igen',
      });

    await page.goBack();
    await expect.poll(() => shown(page)).toEqual(april);
    expect(await page.getByLabel('Időtartam').inputValue()).toBe('');

    await page.reload();
    await expect.poll(() => shown(page)).toEqual(april);
    expect(await page.getByLabel('Hónap').inputValue()).toBe('4');

    await waitForApp(page);
    await page.getByRole('button', { name: 'Szűrők törlése' }).click();
    await expect.poll(async () => (await shown(page)).count).toBe('24 túra a 24-ből');
    expect((await shown(page)).address).toBe('/evesprogram/');
    expect(await page.getByRole('button', { name: 'Szűrők törlése' }).count()).toBe(0);

    // A value that makes no sense shows the whole program, not an error.
    await page.goto(`${baseUrl}/#/evesprogram?honap=13&nehezseg=x`);
    await expect.poll(async () => (await shown(page)).names.length).toBe(24);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Éves program 2025');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a difficulty says which trips it cannot judge yet; with the keyboard and axe, the filters open', async () => {
    const { page, context, problems } = await openPage(browser(), baseUrl, 'desktop');
    await page.goto(`${baseUrl}/#/evesprogram`);
    await waitForApp(page);
    const summary = page.getByText('Szűrés hónap, nehézség és időtartam szerint');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('details.program-filters').getAttribute('open')).toBe('');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () => (document.activeElement as HTMLSelectElement | null)?.labels?.[0]?.textContent,
      ),
    ).toBe('Hónap');

    await page.getByLabel('Nehézség').selectOption('könnyű');
    await expect
      .poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`)
      .toBe('/evesprogram/?nehezseg=konnyu');
    await page.getByText(`${withoutProgram} túrának még nem készült el a részletes programja`).waitFor();
    const group = page.getByRole('group', { name: 'Túrák szűrése' });
    expect(await group.count()).toBe(1);
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
