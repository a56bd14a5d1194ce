import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { hashToPath } from '../../src/prerender/pick.ts';
import events from '../../src/content/events/2025.json';
import pages from '../../src/content/pages.json';
import {
  chromiumForThisFile,
  expectAccessible,
  ibmViolations,
  readyForNextAddress,
  openPage,
  SEASON_NOW,
  VIEWPORTS,
  waitForApp,
  type ViewportName,
} from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = chromiumForThisFile();

const tripKeys = ['program1', 'program2', ...Array.from({ length: 8 }, (_, i) => `program${i + 3}`)];
const placeholderKeys = pages.placeholders;
const notFoundPaths = ['/program14', '/program', '/program0', '/program28', '/nincs-ilyen-oldal'];

type Expectation = { path: string; heading: RegExp | string; text?: string; link?: string };

const addresses: Expectation[] = [
  { path: '/', heading: 'Következő túráink', link: 'Éves prog' },
  { path: '/home', heading: 'Következő túráink', link: 'Éves prog' },
  { path: '/evesprogram', heading: 'Éves program 2025', link: 'vissza' },
  ...tripKeys.map((key) => ({ path: `/${key}`, heading: /\S/, text: 'PROGRAMOK' })),
  ...placeholderKeys.map((key) => ({
    path: `/${key}`,
    heading: /\S/,
    text: 'EHHEZ A TÚRÁHOZ MÉG NEM KÉSZÜLT EL A RÉSZLETES PROGRAM...',
  })),
  ...notFoundPaths.map((path) => ({
    path,
    heading: 'Ez az oldal nem található',
    link: 'Vissza a kezdőlapra',
  })),
];

/**
 * Opens the path address of `#<path>` in `page` and waits for its main heading and the app. The
 * hash addresses' way there is the sweep's check below; a second load for each check would only
 * cost time.
 */
async function open(page: Page, path: string) {
  await page.goto(`${baseUrl}${hashToPath(`#${path}`, '/')}`);
  await page.locator('h1').first().waitFor();
  await waitForApp(page);
}

/** Opens `#<path>`'s path address in a fresh page (see open). */
async function visit(viewport: ViewportName, path: string, now?: Date) {
  const watched = await openPage(browser(), baseUrl, viewport, now);
  await open(watched.page, path);
  return watched;
}

/** Presses the page's `vissza` button and waits for the home screen. */
async function goBackHome(page: Page) {
  await page
    .getByRole('link', { name: /vissza/ })
    .first()
    .click();
  await page.getByRole('heading', { name: 'Következő túráink' }).waitFor();
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * One screen of each kind: what the wider sizes are checked on. Every address is checked at
 * phone width, the narrowest, where most visitors read and where a screen would scroll sideways.
 */
const ONE_OF_EACH_KIND = ['/', '/evesprogram', '/program8', '/program11', '/program14'];

describe.each(Object.keys(VIEWPORTS) as ViewportName[])('every address at %s size', (viewport) => {
  const checked =
    viewport === 'phone' ? addresses : addresses.filter((address) => ONE_OF_EACH_KIND.includes(address.path));

  it('shows the right screen, sets a title, does not scroll sideways, requests nothing outside, logs no error', async () => {
    // With the service worker a visitor's browser installs, on every screen.
    const watched = await openPage(browser(), baseUrl, viewport, SEASON_NOW, { serviceWorkers: 'allow' });
    const { page } = watched;
    const titles = new Map<string, string>();
    for (const address of checked) {
      await page.goto('about:blank');
      await page.goto(`${baseUrl}/#${address.path}`);
      const heading = page.locator('h1').first();
      await heading.waitFor();
      if (typeof address.heading === 'string') {
        expect(await heading.textContent(), address.path).toBe(address.heading);
      }
      if (address.text) {
        await page.getByText(address.text, { exact: true }).first().waitFor({ state: 'attached' });
      }
      if (address.link) {
        await page.getByRole('link', { name: address.link, exact: true }).first().waitFor();
      }
      // The hash address the club shared now shows its path address.
      const path = address.path === '/home' ? '/' : address.path === '/' ? '/' : `${address.path}/`;
      expect(new URL(page.url()).pathname, address.path).toBe(path);
      titles.set(address.path, await page.title());
      expect(await horizontalOverflow(page), `${address.path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    expect(titles.get('/program14')).toMatch(/^Az oldal nem található/);
    expect(titles.get('/evesprogram')).toMatch(/^Éves program 2025/);
    if (viewport === 'phone') {
      // Every trip page is titled after its trip; program2 shares program1's.
      expect(titles.get('/program2')).toBe(titles.get('/program1'));
      expect(
        new Set(tripKeys.filter((key) => key !== 'program2').map((key) => titles.get(`/${key}`))).size,
      ).toBe(9);
    }
    expect(watched.problems).toEqual([]);
    await watched.context.close();
  }, 240_000);

  // Every trip page is scanned at phone width below; here the other screens, and on a desktop the
  // three whose layout changes with the width (the placeholder and not-found screens are one
  // column). A phone on its side is the phone's page, wider: its own check is the note below.
  const scanned = {
    phone: ['/', '/evesprogram', '/program11', '/program14'],
    landscapePhone: [],
    desktop: ['/', '/evesprogram', '/program8'],
  }[viewport];
  if (scanned.length > 0)
    it(`passes an axe scan on ${scanned.join(', ')}`, async () => {
      // One page visits the screens in turn, each from its own first load.
      const { page, context, problems } = await openPage(browser(), baseUrl, viewport);
      for (const path of scanned) {
        await readyForNextAddress(page);
        await open(page, path);
        await page.waitForLoadState('networkidle');
        await expectAccessible(page, path);
        expect(problems, path).toEqual([]);
      }
      await context.close();
    });
});

/**
 * The trip pages an axe scan reads: one of each shape the trip documents take, since every trip
 * page is the same component and stylesheet over other text. program3: one day, two price tiers;
 * program8: four days, a cancellation table, an end date; program1: the one another address
 * (program2) leads to. Each scan costs seconds of CI; a new shape of trip belongs here.
 */
const SCANNED_TRIPS = ['program1', 'program3', 'program8'];

describe('trip pages', () => {
  it(`${SCANNED_TRIPS.join(', ')} pass an axe scan on a phone`, async () => {
    const { page, context } = await openPage(browser(), baseUrl, 'phone');
    for (const key of SCANNED_TRIPS) {
      await readyForNextAddress(page);
      await open(page, `/${key}`);
      await expectAccessible(page, key);
    }
    await context.close();
  });

  it('program8 is dated 18–21 April 2025 (Easter 2025) with its fee', async () => {
    const { page, context } = await visit('phone', '/program8');
    await page.getByText('2025. április 18–21. (péntek–hétfő)').first().waitFor();
    expect(await page.locator('.trip-fee').textContent()).toContain('86\u00a0000\u00a0Ft');
    await context.close();
  });

  it('registration links call the organisers', async () => {
    // program7 (5 April) is still ahead on the tests' day, so its page invites a call.
    const { page, context } = await visit('phone', '/program7');
    const hrefs = await page
      .locator('.trip-registration a[href^="tel:"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toHaveLength(2);
    await context.close();
  });
});

describe("IBM's accessibility checker at phone size", () => {
  const CHECKED = ['/', '/evesprogram/2025/', '/2025/program8/', '/2025/program3/'];
  it(`${CHECKED.join(', ')}: no violation`, async () => {
    // One page visits the screens in turn, each from its own first load.
    const { page, context } = await openPage(browser(), baseUrl, 'phone');
    for (const path of CHECKED) {
      await readyForNextAddress(page);
      await open(page, path);
      expect(await ibmViolations(page), path).toEqual([]);
    }
    await context.close();
  });
});

describe('home carousel', () => {
  const cardTitles = (page: Page) => page.locator('.carousel-cards .event-card-name').allTextContents();

  it('opens at the next trip (a trip dated today still counts at dawn)', async () => {
    const { page, context } = await visit('phone', '/', new Date('2025-03-15T05:10:00+01:00'));
    const names = await cardTitles(page);
    expect(names[0]).toBe(events.find((event) => event.date === '2025.03.15')!.name);
    expect(await page.locator('.event-card').first().textContent()).toContain('A következő túra');
    await context.close();
  });

  it('shows the last three as past, with a note, once the season is over', async () => {
    const { page, context } = await visit('desktop', '/', new Date('2026-11-22T09:00:00+01:00'));
    expect(await cardTitles(page)).toEqual(events.slice(-3).map((event) => event.name));
    await page.getByText(/túraszezon véget ért/).waitFor();
    expect(await page.locator('.status-past').count()).toBe(3);
    await context.close();
  });

  it('works by keyboard alone: arrows move, stop at the end, and a card opens its trip', async () => {
    const { page, context, problems } = await visit('desktop', '/', new Date('2025-11-01T08:00:00+01:00'));
    const next = page.getByRole('button', { name: 'Következő túra' });
    const position = page.locator('.carousel-position');
    expect(await position.textContent()).toBe('A 24 túrából a 21–23.');

    // Tab from the top of the page reaches the previous/next buttons.
    for (let i = 0; i < 20 && !(await next.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    expect(await next.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await position.textContent()).toBe('A 24 túrából a 22–24.');
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await position.textContent()).toBe('A 24 túrából a 22–24.');
    expect(await next.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await position.textContent()).toBe('A 24 túrából a 21–23.');
    expect(await position.getAttribute('aria-live')).toBe('polite');

    await page.keyboard.press('Tab'); // first card link
    const focusedHref = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(focusedHref).toBe('/program23/');
    await page.keyboard.press('Enter');
    await page.getByText('EHHEZ A TÚRÁHOZ MÉG NEM KÉSZÜLT EL A RÉSZLETES PROGRAM...').waitFor();
    expect(new URL(page.url()).pathname).toBe('/program23/');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a click anywhere on a card opens its trip page', async () => {
    const { page, context } = await visit('phone', '/');
    await page.locator('.event-card-name').first().click();
    await page.getByRole('heading', { name: 'PROGRAMOK' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/program6/');
    await goBackHome(page);
    await context.close();
  });

  it('asks to turn a phone upright in landscape, but not a wide desktop window', async () => {
    const phone = await visit('landscapePhone', '/');
    expect(await phone.page.getByText('Fordítsa a telefont álló helyzetbe!').isVisible()).toBe(true);
    expect(await phone.page.locator('.carousel').isVisible()).toBe(false);
    await phone.context.close();

    const upright = await visit('phone', '/');
    expect(await upright.page.getByText('Fordítsa a telefont álló helyzetbe!').isVisible()).toBe(false);
    await upright.context.close();

    // A desktop window wider than tall and under 1000 px: the original hid the carousel here.
    const watched = await openPage(browser(), baseUrl, 'desktop');
    await watched.page.setViewportSize({ width: 900, height: 500 });
    await watched.page.goto(`${baseUrl}/#/`);
    await watched.page.locator('.carousel').waitFor();
    expect(await watched.page.getByText('Fordítsa a telefont álló helyzetbe!').isVisible()).toBe(false);
    await watched.context.close();
  });
});

describe('yearly program', () => {
  it('lists every event by month, marks the past ones and highlights the next', async () => {
    const { page, context } = await visit('phone', '/evesprogram');
    expect(await page.locator('.program-item').count()).toBe(events.length);
    expect(await page.locator('.month-title').allTextContents()).toContain('2025. március');
    expect(await page.locator('.program-item-past').count()).toBe(5);
    const next = page.locator('.program-item-next');
    expect(await next.count()).toBe(1);
    expect(await next.textContent()).toContain('Mátra');
    expect(await next.locator('a').getAttribute('href')).toBe('/program6/');
    await goBackHome(page);
    await context.close();
  });
});
