/**
 * What a keyboard user, an odd address and hostile text do to the built site,
 * in Chromium: the skip link focuses the content and leaves the address alone
 * (with the app and before it has arrived), addresses named like
 * Object.prototype's members still load the app, a 2,000-character word
 * does not make any screen wider than a phone, and the narrowest phone (320 px)
 * shows every screen within its width, each call button's number whole.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { appEntry } from '../../tools/first-view.ts';
import {
  chromiumForThisFile,
  openPage,
  readyForNextAddress,
  SEASON_NOW,
  visitorContext,
  waitForDaysCopy,
} from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const browser = chromiumForThisFile();
const dist = process.env.E2E_DIST ?? 'dist';

/** home, yearly program, a trip page, a placeholder page, the not-found page */
const SCREENS = ['/', '/evesprogram', '/program8', '/program11', '/program14'];

/** True once React has attached to the skip link (hydrated or rendered it). */
const appHasSkipLink = (page: Page) =>
  page.evaluate(() => {
    const link = document.querySelector('.skip-link');
    return link !== null && Object.keys(link).some((key) => key.startsWith('__react'));
  });

/**
 * Opens `path` (a screen's address without its closing slash) in `page`, a fresh document, once
 * the app has it; with `settled`, once the network is quiet too. Gives the address opened.
 */
async function openScreen(page: Page, path: string, { settled = false } = {}): Promise<string> {
  const address = path === '/' ? '/' : `${path}/`;
  await readyForNextAddress(page);
  await page.goto(`${baseUrl}${address}`);
  await page.locator('h1').first().waitFor();
  if (settled) await page.waitForLoadState('networkidle');
  await expect.poll(() => appHasSkipLink(page), { timeout: 15_000, message: address }).toBe(true);
  return address;
}

/**
 * Each call button's number on the page: whether it ends inside its button (a number running past
 * the button's padding is cut off) and on how many lines it stands.
 */
function callNumbers(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('a[href^="tel:"] .call-number')].map((number) => {
      const button = number.closest('a')!;
      const style = getComputedStyle(button);
      const inside =
        button.getBoundingClientRect().right -
        parseFloat(style.borderRightWidth) -
        parseFloat(style.paddingRight);
      // The text's own boxes, a line each: the number's element keeps its button's width even where
      // its text runs on past it.
      const text = document.createRange();
      text.selectNodeContents(number);
      const boxes = [...text.getClientRects()];
      return {
        text: number.textContent,
        held: number.closest('.call-strip') !== null,
        fits: Math.max(...boxes.map((box) => box.right)) <= inside + 0.5,
        lines: new Set(boxes.map((box) => Math.round(box.top))).size,
      };
    }),
  );
}

/** The labels on the page that run past their button's inner edge (into its padding or beyond). */
function labelsOutsideTheirButtons(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.button')]
      .filter((button) => button.getClientRects().length > 0)
      .flatMap((button) => {
        const box = button.getBoundingClientRect();
        const style = getComputedStyle(button);
        const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
        const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
        const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
        const outside: string[] = [];
        while (walker.nextNode()) {
          const text = walker.currentNode as Text;
          const range = document.createRange();
          range.selectNodeContents(text);
          const boxes = [...range.getClientRects()];
          if (boxes.some((line) => line.left < left - 0.5 || line.right > right + 0.5))
            outside.push(text.data.trim());
        }
        return outside;
      }),
  );
}

async function skipWithKeyboard(page: Page, address?: string) {
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.textContent);
  expect(focused, address).toBe('Ugrás a tartalomra');
  await page.keyboard.press('Enter');
}

describe('the skip link "Ugrás a tartalomra"', () => {
  it(`on every kind of screen (#${SCREENS.join(', #')}) moves the focus to the content and leaves the address alone`, async () => {
    // One page visits the screens in turn, each in a document of its own.
    const { page, context, problems } = await openPage(browser(), baseUrl, 'desktop');
    try {
      for (const path of SCREENS) {
        const address = `#${path}`;
        await readyForNextAddress(page);
        await page.goto(`${baseUrl}/#${path}`);
        await page.locator('h1').first().waitFor();
        await expect.poll(() => appHasSkipLink(page), { timeout: 15_000, message: address }).toBe(true);
        const heading = await page.locator('h1').first().textContent();

        await skipWithKeyboard(page, address);

        await expect
          .poll(() => page.evaluate(() => document.activeElement?.id), { message: address })
          .toBe('tartalom');
        expect(new URL(page.url()).pathname, address).toBe(path === '/' ? '/' : `${path}/`);
        expect(new URL(page.url()).hash, address).toBe('');
        // Still the same screen: the router did not take `#tartalom` for an address.
        await page.waitForTimeout(300);
        expect(await page.locator('h1').first().textContent(), address).toBe(heading);
        // The next Tab goes on from the content, not back to the top of the page.
        await page.keyboard.press('Tab');
        const next = await page.evaluate(() => document.activeElement?.closest('main') !== null);
        expect(next, address).toBe(true);
        expect(problems, address).toEqual([]);
      }
    } finally {
      await context.close();
    }
  }, 120_000);

  it('works on a prerendered screen before the app has arrived', async () => {
    const app = appEntry(readFileSync(join(dist, 'index.html'), 'utf8'));
    expect(app).toBeDefined();
    const { page, context } = await openPage(browser(), baseUrl, 'phone');
    try {
      // The app never arrives: the prerendered copy stays on its own.
      await page.route(`${baseUrl}${app}`, (route) => route.abort());
      await page.goto(`${baseUrl}/#/program8`, { waitUntil: 'commit' });
      await expect.poll(() => page.locator('#root').getAttribute('data-prerendered')).toBe('/program8/');
      // The page was built for another day than the test's clock: the visitor's Tab comes once
      // the day's copy shows.
      await waitForDaysCopy(page);
      expect(await appHasSkipLink(page)).toBe(false);

      await skipWithKeyboard(page);

      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('tartalom');
      expect(new URL(page.url()).pathname).toBe('/program8/');
      expect(new URL(page.url()).hash).toBe('');
    } finally {
      await context.close();
    }
  });
});

describe('addresses named like what every JavaScript object inherits', () => {
  it('/constructor/, /__proto__/, /toString/, /#/constructor and /2025/constructor/ load the app, which says the page does not exist', async () => {
    const { page, context, problems } = await openPage(browser(), baseUrl, 'phone');
    try {
      for (const address of [
        '/constructor/',
        '/__proto__/',
        '/toString/',
        '/#/constructor',
        '/2025/constructor/',
      ]) {
        await page.goto('about:blank');
        await page.goto(`${baseUrl}${address}`);
        await page.getByRole('heading', { level: 1, name: 'Ez az oldal nem található' }).waitFor();
        expect(problems, address).toEqual([]);
      }
    } finally {
      await context.close();
    }
  });
});

describe('a 2,000-character word does not widen the phone layout', () => {
  const LONG_WORD = 'Kéktúra'.repeat(286).slice(0, 2000);

  const PATHS = ['/', '/evesprogram', '/program1', '/program8', '/program11', '/program14'];

  it(`on every kind of screen (${PATHS.join(', ')}) at 375 px, with the word in every piece of text`, async () => {
    // One page visits the screens in turn, each in a document of its own: the word goes into a fresh copy.
    const { page, context } = await openPage(browser(), baseUrl, 'phone');
    try {
      for (const path of PATHS) {
        const address = await openScreen(page, path, { settled: true });
        // As an event name from Firestore or a trip file could: every text on the page gets the word,
        // but the action buttons' own labels (Naptárba, Megosztás, Nyomtatás) and the names of the
        // months the program folds away and the carousel's places (január–február, a 10–12., each
        // kept on one line), which no content changes,
        // the clock times, which the schema holds to ÓÓ:PP and which never break ("06:4" over "5"), and
        // the organisers' numbers, which it holds to +36 and nine digits and a call button keeps whole,
        // and the track's drawings, whose labels are the build's figures (heights, distances) in an SVG.
        const changed = await page.evaluate((word) => {
          let count = 0;
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          const texts: Text[] = [];
          while (walker.nextNode()) texts.push(walker.currentNode as Text);
          for (const text of texts) {
            const fixed =
              'script, style, title, svg, .button-action, .earlier-span, .carousel-places, .departure-time, .essential-time, .return-time strong, .call-number';
            if (!text.data.trim() || text.parentElement?.closest(fixed)) continue;
            text.data = `${text.data} ${word}`;
            count += 1;
          }
          return count;
        }, LONG_WORD);
        expect(changed, address).toBeGreaterThan(5);
        const width = await page.evaluate(() => ({
          document: document.documentElement.scrollWidth,
          body: document.body.scrollWidth,
          widest: Math.max(
            ...[...document.querySelectorAll('body *')].map((e) => e.getBoundingClientRect().right),
          ),
        }));
        expect(width, address).toMatchObject({ document: 375, body: 375 });
        expect(width.widest, address).toBeLessThanOrEqual(375);
      }
    } finally {
      await context.close();
    }
  }, 120_000);
});

describe('the narrowest phone, 320 px wide (or a 400 px phone with its text at 125 %)', () => {
  it(`every kind of screen (${SCREENS.join(', ')}) fits it, each button its label and each call button its number whole`, async () => {
    const { page, context } = await openPage(browser(), baseUrl, 'phone');
    await page.setViewportSize({ width: 320, height: 568 });
    try {
      for (const path of SCREENS) {
        const address = await openScreen(page, path);
        const layout = await page.evaluate(() => ({
          document: document.documentElement.scrollWidth,
          widest: Math.max(
            ...[...document.querySelectorAll('body *')].map((e) => e.getBoundingClientRect().right),
          ),
          held: document.querySelectorAll('.call-strip .call-number').length,
        }));
        const numbers = await callNumbers(page);
        expect(layout.document, address).toBe(320);
        expect(layout.widest, address).toBeLessThanOrEqual(320);
        for (const number of numbers) expect(number, address).toMatchObject({ fits: true });
        expect(await labelsOutsideTheirButtons(page), address).toEqual([]);
        // The open trip's page holds its two call buttons side by side, the narrowest of them.
        if (path === '/program8') expect(layout.held, address).toBe(2);
      }
    } finally {
      await context.close();
    }
  });
});

describe('phones from the narrowest to the largest (320 to 430 px wide)', () => {
  // 360 px is the most common Android width; 375 and 390 are iPhones; 412 and 430 the large phones.
  const WIDTHS = [320, 340, 350, 360, 365, 370, 375, 390, 412, 430];

  it(`the open trip's buttons keep their labels inside, each call button its number whole, on one line from 360 px (${WIDTHS.join(', ')})`, async () => {
    const { page, context } = await openPage(browser(), baseUrl, 'phone');
    try {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 740 });
        await openScreen(page, '/program8');
        const numbers = await callNumbers(page);
        expect(
          numbers.filter((number) => number.held),
          `${width} px`,
        ).toHaveLength(2);
        for (const number of numbers) {
          expect(number, `${width} px`).toMatchObject({ fits: true });
          // Under 360 px a held number may break between its two parts (+36 30, 123 4567), never elsewhere.
          expect(number.lines, `${width} px: ${number.text}`).toBeLessThanOrEqual(width < 360 ? 2 : 1);
        }
        // Its calendar, share and print buttons, three in a row from 360 px, among the labels checked.
        await expect.poll(() => page.locator('.trip-actions .button-action').count()).toBe(3);
        expect(await labelsOutsideTheirButtons(page), `${width} px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBe(width);
      }
    } finally {
      await context.close();
    }
  });
});

describe('a browser that refuses service workers (a private window, an enterprise policy)', () => {
  it('shows the site and says nothing about it in the console', async () => {
    const context = await visitorContext(browser(), 'phone', { serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.clock.setFixedTime(SEASON_NOW);
      const said: string[] = [];
      page.on('console', (message) => {
        // Playwright's own note that it refused the registration is the instrument speaking.
        if (/blocked by Playwright/.test(message.text())) return;
        if (message.type() === 'warning' || message.type() === 'error') said.push(message.text());
      });
      page.on('pageerror', (error) => said.push(error.message));
      // The worker is asked for by the chunk the page loads after its load event.
      const offlineChunk = page.waitForResponse(/\/assets\/offline-support-/);
      await page.goto(`${baseUrl}/2025/program7/`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await offlineChunk;
      await expect.poll(() => appHasSkipLink(page), { timeout: 15_000 }).toBe(true);
      // Give the refused registration time to come back.
      await page.waitForTimeout(1000);
      expect(said).toEqual([]);
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    } finally {
      await context.close();
    }
  });
});

describe('landmarks', () => {
  it('on / and /2025/program7/, the skip link is inside the banner landmark', async () => {
    const { page, context } = await openPage(browser(), baseUrl, 'phone');
    try {
      for (const path of ['/', '/2025/program7/']) {
        await readyForNextAddress(page);
        await page.goto(`${baseUrl}${path}`);
        await expect.poll(() => appHasSkipLink(page), { timeout: 15_000, message: path }).toBe(true);
        expect(
          await page.evaluate(() => document.querySelector('.skip-link')?.closest('header')?.className),
          path,
        ).toBe('site-header');
      }
    } finally {
      await context.close();
    }
  });
});

describe('the development server’s demonstration day', () => {
  it('is not in a production build: no note, no setting, no bundled list read for it', () => {
    const assets = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    expect(assets.length).toBeGreaterThan(5);
    for (const file of assets) {
      const code = readFileSync(join(dist, 'assets', file), 'utf8');
      expect(code, file).not.toContain('Bemutató nap');
      expect(code, file).not.toContain('VITE_DEMO_DAY');
    }
  });
});
