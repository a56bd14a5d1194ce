/**
 * `npm run bench:trip`: where a trip page's four answers stand. For each written trip of
 * 2025 and two placeholders, at 375×740, 812×375 and 1280×800, a week before the trip and on its
 * morning, as the prerendered copy shows it (the app's scripts held back) and once the app
 * has taken it over: the page position (top–bottom, px) of the departure, the price, the
 * state and the first call link, and the page's height; then each trip's print in A4 pages.
 * A phone shows about the first 640 px with the browser's bars, and 375 held sideways: a
 * position past its viewport's first screen is marked with `!`. Serves the build in dist/ (or the folder given) on 127.0.0.1, in
 * Chromium's headless shell (TEST_CHROMIUM_PATH, as the tests).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { getDocumentProxy } from 'unpdf';
import { startHostedSite } from '../tests/support/hosted-site.ts';
import { CHROMIUM_SWITCHES, TEST_CHROMIUM_PATH } from './chromium.ts';
import { addIsoDays, eventDateToIso } from '../src/lib/dates.ts';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.argv[2] ?? 'dist');
/** The phone's page area with the browser's bars showing. */
export const FIRST_SCREEN_PX = 640;

export const ANSWERS = ['departure', 'price', 'state', 'call'] as const;
export type Answer = (typeof ANSWERS)[number];

interface Page {
  path: string;
  day: string;
  placeholder: boolean;
  multiDay: boolean;
}

function pagesToMeasure(): Page[] {
  const trips = readdirSync(resolve(root, 'trips/2025'))
    .filter((file) => /^program\d+\.json$/.test(file))
    .map(
      (file) =>
        JSON.parse(readFileSync(resolve(root, 'trips/2025', file), 'utf8')) as {
          key: string;
          startDate: string;
          days: unknown[];
        },
    )
    .sort((a, b) => Number(a.key.slice(7)) - Number(b.key.slice(7)));
  const written = new Set(trips.map((trip) => trip.key));
  const events = JSON.parse(readFileSync(resolve(root, 'src/content/events/2025.json'), 'utf8')) as Array<{
    pdf: string;
    date: string;
  }>;
  // The event records name their trip's key `pdf` (schema/event.ts).
  const placeholders = events.filter((event) => !written.has(event.pdf)).slice(0, 2);
  return [
    ...trips.map((trip) => ({
      path: `/2025/${trip.key}/`,
      day: trip.startDate,
      placeholder: false,
      multiDay: trip.days.length > 1,
    })),
    ...placeholders.map((event) => ({
      path: `/2025/${event.pdf}/`,
      day: eventDateToIso(event.date)!,
      placeholder: true,
      multiDay: false,
    })),
  ];
}

type Box = { top: number; bottom: number } | null;
export interface Positions {
  answers: Record<Answer, Box>;
  height: number;
}

/**
 * The answers' boxes on the page: the elements marked `data-answer`, or on a build before
 * they were marked, the elements that held them then.
 */
export function readPositions(): Positions {
  const legacy: Record<string, string> = {
    departure: '.departure-time',
    price: '.fee-tier dd strong',
    state: '.trip-status-notice, .trip-registration h2',
    call: 'a[href^="tel:"]',
  };
  const box = (answer: string) => {
    const element =
      document.querySelector(`[data-answer~="${answer}"]`) ?? document.querySelector(legacy[answer]!);
    if (!element) return null;
    const rect = element.getBoundingClientRect();
    return { top: Math.round(rect.top + scrollY), bottom: Math.round(rect.bottom + scrollY) };
  };
  return {
    answers: Object.fromEntries(
      ['departure', 'price', 'state', 'call'].map((answer) => [answer, box(answer)]),
    ) as Positions['answers'],
    height: document.documentElement.scrollHeight,
  };
}

const VIEWPORTS = {
  '375×740': { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
  '812×375': { viewport: { width: 812, height: 375 }, isMobile: true, hasTouch: true },
  '1280×800': { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;

/** Where a viewport's first screen ends: a phone held sideways has no bars to spare. */
const FIRST_SCREEN: Record<keyof typeof VIEWPORTS, number> = {
  '375×740': FIRST_SCREEN_PX,
  '812×375': 375,
  '1280×800': FIRST_SCREEN_PX,
};

async function measure(browser: Browser, base: string, page: Page, viewport: keyof typeof VIEWPORTS) {
  const rows: string[] = [];
  const days = { before: `${addIsoDays(page.day, -7)}T06:00:00Z`, morning: `${page.day}T05:00:00Z` };
  for (const [dayName, instant] of Object.entries(days)) {
    for (const mode of ['prerendered', 'hydrated'] as const) {
      const context = await browser.newContext({
        ...VIEWPORTS[viewport],
        locale: 'hu-HU',
        timezoneId: 'Europe/Budapest',
        serviceWorkers: 'block',
      });
      // tsx names the functions it compiles with a helper the page does not have.
      await context.addInitScript('window.__name = (f) => f');
      const tab = await context.newPage();
      await tab.clock.setFixedTime(new Date(instant));
      // The prerendered copy as the start-up script picks it for the day, with no app to take it over.
      if (mode === 'prerendered') await tab.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await tab.goto(`${base}${page.path}`, { waitUntil: 'load' });
      // The start-up script swaps in the day's copy, where the page's own is of another day.
      await tab.waitForFunction(() => !document.documentElement.hasAttribute('data-copy-pending'));
      if (mode === 'hydrated') {
        await tab.waitForFunction(() =>
          Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__react')),
        );
        await tab.waitForLoadState('networkidle');
      }
      const { answers, height } = await tab.evaluate(readPositions);
      const cell = (box: Box) =>
        box ? `${box.top}–${box.bottom}${box.bottom > FIRST_SCREEN[viewport] ? '!' : ''}` : '–';
      rows.push(
        [page.path, viewport, dayName, mode, ...ANSWERS.map((answer) => cell(answers[answer])), height].join(
          '\t',
        ),
      );
      await context.close();
    }
  }
  return rows;
}

async function printPages(browser: Browser, base: string, page: Page): Promise<number> {
  const context = await browser.newContext({ ...VIEWPORTS['1280×800'], timezoneId: 'Europe/Budapest' });
  const tab = await context.newPage();
  await tab.clock.setFixedTime(new Date(`${page.day}T05:00:00Z`));
  await tab.goto(`${base}${page.path}`, { waitUntil: 'networkidle' });
  await tab.evaluate(() => document.fonts.ready);
  const pdf = await tab.pdf({ format: 'A4', preferCSSPageSize: true });
  await context.close();
  return (await getDocumentProxy(new Uint8Array(pdf))).numPages;
}

async function main() {
  const site = await startHostedSite(dist);
  const browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_SWITCHES });
  try {
    const pages = pagesToMeasure();
    console.log(['page', 'viewport', 'day', 'copy', ...ANSWERS, 'height'].join('\t'));
    for (const page of pages)
      for (const viewport of Object.keys(VIEWPORTS) as Array<keyof typeof VIEWPORTS>)
        console.log((await measure(browser, site.url, page, viewport)).join('\n'));
    console.log('\npage\tdays\tprinted A4 pages');
    for (const page of pages.filter((candidate) => !candidate.placeholder))
      console.log(
        `${page.path}\t${page.multiDay ? 'several' : 'one'}\t${await printPages(browser, site.url, page)}`,
      );
  } finally {
    await browser.close();
    await site.close();
  }
}

if (process.argv[1] === import.meta.filename) await main();
