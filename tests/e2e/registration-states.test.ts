/**
 * What a trip page of the build says about registering before any script
 * runs, and where the organisers' numbers are: every copy of every built page
 * has each number once, and in Chromium, with scripts off, at 375 px, a
 * written trip page and a placeholder say on the build's day (a day
 * after every 2025 trip) that the trip took place, and in the copy for a day
 * before it invite a call. A cancelled and a postponed trip, each as a written
 * page and a placeholder, are read the same way in the build whose events carry
 * statuses (tests/e2e/trip-status.test.ts); every state through the app is in
 * tests/component/registration-states.test.tsx.
 */
import { describe, expect, inject, it } from 'vitest';
import club from '../../src/content/club.json';
import { builtScreens } from '../support/built-pages.ts';
import { chromiumForThisFile, VIEWPORTS } from '../support/browser.ts';
import { copyHtml as copyHtmlIn, readRegistration } from '../support/registration-block.ts';

const dist = process.env.E2E_DIST ?? 'dist';
const baseUrl = inject('baseUrl');
const browser = chromiumForThisFile();
const screens = builtScreens(dist);

const copyHtml = (name: string) => copyHtmlIn(dist, name);

const count = (html: string, text: string) => html.split(text).length - 1;

describe("the organisers' numbers in the build", () => {
  it('every copy of every page has each number once, and again in the call strip where the page invites a call', () => {
    const copies = Object.entries(screens).flatMap(([path, list]) =>
      list.filter(([, name]) => name).map(([day, name]) => ({ path, day, name })),
    );
    expect(copies.length).toBeGreaterThan(50);
    for (const { path, day, name } of copies) {
      const html = copyHtml(name);
      // The strip stands exactly where the block invites a call (open, full or postponed).
      const strip = count(html, 'class="call-strip"');
      const invites = /Jelentkezés telefonon|Várólista telefonon|Érdeklődés telefonon/.test(html);
      expect(strip, `${path} from ${day || 'the start'}: the call strip`).toBe(invites ? 1 : 0);
      for (const { phone } of club.organisers) {
        expect(count(html, `href="tel:${phone}"`), `${path} from ${day || 'the start'}: ${phone}`).toBe(
          1 + strip,
        );
      }
    }
  });
});

// At phone width only: before any script a desktop gets the same HTML, and that the block fits a
// desktop window is the site-wide sweep's check of each screen (site.test.ts).
describe.each(['phone'] as const)('a trip page before any script, %s', (viewport) => {
  /** The page with scripts off: what a phone paints first, or with its copy for a day before the trip. */
  const read = (path: string, beforeTrip = false) =>
    readRegistration(browser(), { baseUrl, dist }, viewport, path, beforeTrip);

  it.each([
    ['/2025/program3/', 'a written page', '2025. február 1., szombat'],
    ['/2025/program12/', 'a placeholder', '2025. június 7., szombat'],
  ])('%s (%s) says on the build day that it took place, the numbers in the footer', async (path, _, day) => {
    const seen = await read(path);
    expect(seen.block).toContain(`Ez a túra már lezajlott: ${day}.`);
    expect(seen.block).toContain('Az éves túraprogram');
    expect(seen.block).not.toMatch(/jelentkezni (csak|már most)/i);
    expect(seen.departures).toBe(0);
    expect([seen.blockPhones, seen.footerPhones]).toEqual([0, 2]);
    expect(seen.width).toBeLessThanOrEqual(VIEWPORTS[viewport].viewport.width);
  });

  it.each([
    ['/2025/program3/', 'Jelentkezni csak telefonon lehet, a két szervező bármelyikénél.', 1],
    ['/2025/program12/', 'Érdeklődni és jelentkezni már most lehet telefonon a szervezőknél.', 0],
  ])(
    '%s invites a call in the copy for a day before the trip, the numbers in its block',
    async (path, words, departures) => {
      const seen = await read(path, true);
      expect(seen.block).toContain(words);
      expect(seen.block).not.toContain('lezajlott');
      expect(seen.departures).toBe(departures);
      expect([seen.blockPhones, seen.footerPhones]).toEqual([2, 0]);
    },
  );
});
