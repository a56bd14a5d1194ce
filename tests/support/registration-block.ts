/**
 * What a trip page of a build says about registering before any script runs
 * (tests/e2e/registration-states.test.ts for the site's own build,
 * tests/e2e/trip-status.test.ts for the one whose events carry statuses):
 * the page read in Chromium with scripts off, as a phone paints it first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { parseCopy } from '../../src/prerender/pick.ts';
import { builtScreens } from './built-pages.ts';
import { VIEWPORTS, type ViewportName } from './browser.ts';

/** A prerendered copy's screen in `dist`, as the start-up script would show it. */
export function copyHtml(dist: string, name: string): string {
  const copy = parseCopy(readFileSync(join(dist, 'prerendered', `${name}.html`), 'utf8'));
  if (!copy) throw new Error(`${name}.html is no prerendered copy`);
  return copy.html;
}

/** What the page's registration block and footer say, and how wide the page is. */
export interface SeenRegistration {
  block: string;
  blockPhones: number;
  footerPhones: number;
  /** The departure times' section: 1 where the page lists them. */
  departures: number;
  width: number;
}

/**
 * Reads `path` of the build in `dist` served at `baseUrl`, with scripts off: on
 * the build's day, or with `beforeTrip` as in its first copy, the one for every
 * day before its trip (what the start-up script puts in the root on such a day).
 */
export async function readRegistration(
  browser: Browser,
  { baseUrl, dist }: { baseUrl: string; dist: string },
  viewport: ViewportName,
  path: string,
  beforeTrip = false,
): Promise<SeenRegistration> {
  const context = await browser.newContext({ ...VIEWPORTS[viewport], javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}${path}`);
    expect(response?.status()).toBe(200);
    if (beforeTrip) {
      const first = builtScreens(dist)[path]?.[0]?.[1];
      if (!first) throw new Error(`${path} has no copy for the days before its trip`);
      await page.evaluate(
        (html) => {
          document.getElementById('root')!.innerHTML = html;
        },
        copyHtml(dist, first),
      );
    }
    const block = page.locator('section.trip-registration');
    await expect.poll(() => block.count()).toBe(1);
    return {
      block: await block.innerText(),
      blockPhones: await block.locator('a[href^="tel:"]').count(),
      footerPhones: await page.locator('footer a[href^="tel:"]').count(),
      departures: await page.getByRole('heading', { name: 'Indulás és érkezés' }).count(),
      width: await page.evaluate(() => document.documentElement.scrollWidth),
    };
  } finally {
    await context.close();
  }
}
