/**
 * Clock times on the trip pages never wrap: on a 375 px phone every departure
 * time and the return time stand on one line ("06:45", not "06:4" over "5"),
 * on the screen and in the print view, on every trip page of the build in dist/.
 */
import { describe, expect, inject, it } from 'vitest';
import { hashToPath } from '../../src/prerender/pick.ts';
import { readManifest } from '../../tools/first-view.ts';
import { chromiumForThisFile, openPage } from '../support/browser.ts';

const dist = process.env.E2E_DIST ?? 'dist';
const baseUrl = inject('baseUrl');
const browser = chromiumForThisFile();

/** The permanent address of each trip document the build has a chunk for: `/2025/program3`. */
const tripPaths = Object.keys(readManifest(dist)).flatMap((key) => {
  const match = /^trips\/(\d{4})\/(program\d+)\.json$/.exec(key);
  return match ? [`/${match[1]}/${match[2]}`] : [];
});

describe('clock times on the trip pages', () => {
  it('the build has trip pages to check', () => {
    expect(tripPaths.length).toBeGreaterThanOrEqual(9);
  });

  it('every departure and return time is on one line at 375 px, on the screen and in print', async () => {
    // New Year's Day 2025, before every trip: a past trip's page lists no times.
    const { page, context, problems } = await openPage(
      browser(),
      baseUrl,
      'phone',
      new Date('2025-01-01T07:00:00+01:00'),
    );
    const wrapped: string[] = [];
    for (const path of tripPaths) {
      await page.goto('about:blank');
      await page.goto(`${baseUrl}${hashToPath(`#${path}`, '/')}`);
      await page.locator('.return-time strong').waitFor();
      for (const media of ['screen', 'print'] as const) {
        await page.emulateMedia({ media });
        // The lines a text takes: the distinct tops of its line boxes (a flex item is one box however many lines it has).
        const times = await page.locator('.departure-time, .return-time strong').evaluateAll((elements) =>
          elements.map((element) => {
            const range = document.createRange();
            range.selectNodeContents(element);
            const tops = [...range.getClientRects()]
              .filter((rect) => rect.width > 0)
              .map((rect) => Math.round(rect.top));
            return { text: element.textContent ?? '', lines: new Set(tops).size };
          }),
        );
        expect(times.length, path).toBeGreaterThanOrEqual(2);
        times
          .filter((time) => time.lines !== 1)
          .forEach((time) => wrapped.push(`${path} (${media}): "${time.text}" on ${time.lines} lines`));
      }
    }
    expect(wrapped).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
