import { existsSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Download,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { OPEN_METEO_FORECAST_URL } from '../../src/data/forecast.ts';
import { CHROMIUM_SWITCHES, TEST_CHROMIUM_PATH } from '../../tools/chromium.ts';
import { answerOpenMeteoInBrowser, isOpenMeteoRequest } from './forecast-stand-in.ts';

const CHROMIUM_OPTIONS = {
  executablePath: TEST_CHROMIUM_PATH,
  args: [
    ...CHROMIUM_SWITCHES,
    // No spare renderer started beside each page: on two busy cores a new context and page
    // took 293 ms instead of 375 and its first visit 555 ms instead of 708 (medians of seven).
    '--renderer-process-limit=1',
  ],
};

/** Fails, saying how to get it, when the tests' Chromium is not installed. */
function expectTestChromium() {
  if (!existsSync(TEST_CHROMIUM_PATH))
    throw new Error(
      `The tests' Chromium is missing at ${TEST_CHROMIUM_PATH}: apt-get install -y chromium-headless-shell (or set TEST_CHROMIUM_PATH or CHROME_PATH)`,
    );
}

/**
 * Open-Meteo's address leads to a stand-in on 127.0.0.1:`port`, whose certificate the browser
 * takes: each page then reads the forecast as a visitor's does. Answering it with a route instead
 * would send every request of the page through the test (and switch the page's HTTP cache off),
 * about a fifth more time for a page's loads.
 */
function openMeteoAt(port: number): string[] {
  return [
    `--host-resolver-rules=MAP ${new URL(OPEN_METEO_FORECAST_URL).hostname} 127.0.0.1:${port}`,
    '--ignore-certificate-errors',
  ];
}

/**
 * A Chromium of the calling file's own, finding Open-Meteo on the file's stand-in
 * (`forecastStandInPort()`, read when it starts): for a file whose subject is how a page reads
 * the forecast, which holds back or fails that stand-in's answers. Started in a beforeAll hook of
 * its own: call it at the top level after the hook that starts the stand-in.
 */
export function chromiumWithOpenMeteoAt(forecastStandInPort: () => number): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    expectTestChromium();
    browser = await chromium.launch({
      ...CHROMIUM_OPTIONS,
      args: [...CHROMIUM_OPTIONS.args, ...openMeteoAt(forecastStandInPort())],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running: use the browser inside a test or hook');
    return browser;
  };
}

/** The worker Chromiums that find Open-Meteo on the run's stand-in (openPage answers it otherwise). */
const openMeteoOnRunStandIn = new WeakSet<Browser>();

/** This worker's Chromium, once started: the e2e files a worker runs share it (workerChromium). */
let workerBrowser: Promise<Browser> | undefined;

/**
 * The Chromium of the e2e worker running the calling file, started by the worker's first file
 * and kept for the files after it (the e2e project runs them in one module graph a worker, so
 * this module's state outlives a file): a launch costs most of a second of two busy cores, and a
 * file's contexts are what keep its pages apart, not its browser. Launched from the worker
 * rather than shared by the run through a Playwright server: each message between a test and
 * its pages then goes by pipe to the browser, not over a WebSocket through vitest's main
 * process, 15 % less CPU a page visit (four pages a context, fifteen contexts). Playwright
 * closes it when the worker's process ends.
 */
function workerChromium(): Promise<Browser> {
  const forecastPort = inject('forecastStandInPort');
  workerBrowser ??= (async () => {
    expectTestChromium();
    const browser = await chromium.launch({
      ...CHROMIUM_OPTIONS,
      args: [...CHROMIUM_OPTIONS.args, ...(forecastPort ? openMeteoAt(forecastPort) : [])],
    });
    if (forecastPort) openMeteoOnRunStandIn.add(browser);
    // A browser that went away (a crash) is started again for the next file.
    browser.on('disconnected', () => (workerBrowser = undefined));
    return browser;
  })();
  return workerBrowser;
}

/**
 * The e2e worker's Chromium for the calling test file (workerChromium), whose contexts the file
 * leaves open are closed after its last test. Call it at the top level of the file; the function
 * it returns gives the browser inside tests and hooks.
 */
export function chromiumForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await workerChromium();
  });
  afterAll(async () => {
    // A worker runs one file at a time: every context still open is this file's.
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  return () => {
    if (!browser) throw new Error('Chromium is not running: use the browser inside a test or hook');
    return browser;
  };
}

/**
 * A downloaded file's text, streamed from the browser: it reads the same whether the test
 * launched the browser or connected to one, which keeps its downloads where the test cannot read
 * them by path.
 */
export async function downloadedText(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export const VIEWPORTS = {
  phone: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
  landscapePhone: { viewport: { width: 812, height: 375 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/**
 * The home page's heading on whatever day a test runs with the real clock: the next trips while
 * one is ahead, the latest ones after the season (homeHeading in src/lib/carousel-window.ts).
 */
export const HOME_HEADING = /^(Következő|Legutóbbi) túráink$/;

/** 10 March 2025, 07:00 in Budapest: the season is in progress, the next trip is program6 (15 March). */
export const SEASON_NOW = new Date('2025-03-10T07:00:00+01:00');

export interface Watched {
  page: Page;
  context: BrowserContext;
  /** console errors, page errors and requests to anywhere but the test server */
  problems: string[];
}

/**
 * The browser's report of the page itself answered with 404: an address without a file
 * of its own gets 404.html with that status, as it should (the not-found screen, or the
 * screen of an event added after the build), so that is no problem of the page.
 */
export function isNotFoundPageReport(message: ConsoleMessage, page: Page): boolean {
  return message.text().includes('status of 404') && message.location().url === page.url();
}

/**
 * Whether a page's service worker runs. A visitor's browser installs it after the first page has
 * loaded, downloading and storing every precached file (about 0.5 MB): in a fresh browser
 * context, which every test opens, that is a second page load's work on two busy cores, for a
 * worker the test does not look at. So it is blocked unless a test allows it: the offline files,
 * whose subject it is, and the sweep over every address (site.test.ts), which checks that it
 * installs on each screen without an error.
 */
export type ServiceWorkers = 'allow' | 'block';

/** A browser as a visitor in Hungary has it: the viewport's size, Hungarian, Budapest's time zone. */
export function visitorContext(
  browser: Browser,
  viewportName: ViewportName,
  {
    serviceWorkers = 'block',
    userAgent,
    storageState,
  }: {
    serviceWorkers?: ServiceWorkers;
    userAgent?: string;
    storageState?: BrowserContextOptions['storageState'];
  } = {},
) {
  return browser.newContext({
    ...VIEWPORTS[viewportName],
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
    serviceWorkers,
    ...(userAgent ? { userAgent } : {}),
    ...(storageState ? { storageState } : {}),
  });
}

/**
 * A page at a viewport with a fixed clock, recording every console error,
 * uncaught exception and request that leaves 127.0.0.1. A trip within the
 * week of the clock asks Open-Meteo for its forecast: the stand-in answers it
 * inside the browser, so that request never leaves either.
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  viewportName: ViewportName,
  now: Date = SEASON_NOW,
  options: { serviceWorkers?: ServiceWorkers } = {},
): Promise<Watched> {
  const context = await visitorContext(browser, viewportName, options);
  if (!openMeteoOnRunStandIn.has(browser)) await answerOpenMeteoInBrowser(context);
  const page = await context.newPage();
  await page.clock.setFixedTime(now);
  const origin = new URL(baseUrl).origin;
  const problems = watchPageProblems(page, (url) => url.startsWith(origin) || isOpenMeteoRequest(url));
  return { page, context, problems };
}

/**
 * What a test expects none of on a page, as lines: every console error (but the
 * browser's report of a 404.html page, isNotFoundPageReport), uncaught
 * exception and request to an address `allowed` does not allow (data: and
 * blob: always are). The list fills as the page runs. A resource the browser
 * failed to load is named at the end of its line, ` at <address>`: the report
 * itself says which request it is, so no test has to pair it with another event.
 */
export function watchPageProblems(page: Page, allowed: (url: string) => boolean): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || isNotFoundPageReport(message, page)) return;
    const text = message.text();
    const resource = text.startsWith('Failed to load resource') ? message.location().url : '';
    problems.push(resource ? `console.error: ${text} at ${resource}` : `console.error: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (!/^(data|blob):/.test(url) && !allowed(url)) problems.push(`outside request: ${url}`);
  });
  return problems;
}

/** Adds each Content-Security-Policy violation on the page (a blocked script, fetch, style …) to `problems`. */
export async function reportCspViolations(page: Page, problems: string[]) {
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
}

/**
 * The home carousel's cards as their links read, in order. The card's own link only: the
 * forecast on a card within the week of the trip has a link of its own (its source), which
 * comes whenever the forecast does.
 */
export async function carouselCardNames(page: Page): Promise<string[]> {
  await page.locator('.carousel-cards [role="group"]').first().waitFor();
  return page
    .locator('.carousel-cards [role="group"] a.event-card-link')
    .evaluateAll((links) => links.map((link) => link.textContent ?? ''));
}

/**
 * Waits until the start-up script has settled the screen. Where the page was built for
 * another day than the page's clock, it puts that day's copy in place of the page's own and
 * keeps the screen out of sight until then (data-copy-pending on <html>); before the
 * stylesheet arrives, the page's own copy shows meanwhile. A test that reads the copy, holds
 * on to one of its elements or works it by keyboard waits for this first: a heading taken
 * too early is replaced (seen in CI under load), and a Tab finds nothing to focus.
 */
export async function waitForDaysCopy(page: Page) {
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-copy-pending'));
}

/**
 * Waits until `check`, run in the page, resolves to true, asking every 250 ms. For a check that
 * must await (the Cache API, fonts): page.waitForFunction takes the promise an async check
 * returns for a truthy answer and returns at once, so it would not wait at all.
 */
export async function waitInPage<Arg>(
  page: Page,
  check: (arg: Arg) => Promise<boolean>,
  arg: Arg,
  { timeout = 30_000, message }: { timeout?: number; message?: string } = {},
): Promise<void> {
  await expect
    // Playwright's types unbox `arg` (a handle for an element); these checks take plain values.
    .poll(() => page.evaluate(check as (arg: unknown) => Promise<boolean>, arg as unknown), {
      timeout,
      interval: 250,
      message,
    })
    .toBe(true);
}

/** Waits until the service worker controls the page (it precached the shell and the bundled program first). */
export function waitUntilControlled(page: Page) {
  return page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/**
 * Waits until the service worker controls the page and keeps what a visitor needs to open it
 * again offline: the page itself and every script, picture and prerendered copy it loaded. The
 * page stores them one at a time once the worker controls it (cacheWhatThisPageLoaded in
 * src/offline/register-service-worker.ts), and chunks the app loaded after that the worker stored itself:
 * one file cached says nothing of the rest. Cut off half way, the page is not kept (offline it
 * gets the page frame) and the files still on the way count as failed requests.
 */
export async function waitUntilKeptForOffline(page: Page) {
  await waitUntilControlled(page);
  await waitInPage(
    page,
    async () => {
      const loaded = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter(
          (url) =>
            url.origin === window.location.origin &&
            /^\/(assets\/[^/]+\.js|pictures\/|prerendered\/)/.test(url.pathname),
        )
        .map((url) => url.pathname);
      const kept = new Set<string>();
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) kept.add(new URL(request.url).pathname);
      return kept.has(window.location.pathname) && loaded.every((path) => kept.has(path));
    },
    undefined,
    { message: 'the page and what it loaded, kept for offline' },
  );
}

/**
 * Waits until the app has taken the page over (React's root is on #root). Until
 * then a screen may be its prerendered copy, on which a key press does nothing
 * (buttons pressed on it are pressed again later, keys are not): a test that
 * works the page by keyboard, or right after a click, waits for this first.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * axe-core scan: no serious or critical violation (`message`, if given, names the page in a
 * failure). In the page itself (legacy mode): the default opens a blank page more for each scan
 * to merge the frames' results, about a second of two busy cores a scan, and the site's pages
 * have no frames to merge.
 */
export async function expectAccessible(page: Page, message?: string) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    message,
  ).toEqual([]);
}

/** IBM's accessibility checker, its engine evaluated in the page (its own runner downloads it, which CI cannot). */
let ibmEngine: string | undefined;

/** IBM's checker on the page as it is now: each violation as `rule path: message`. */
export async function ibmViolations(page: Page): Promise<string[]> {
  ibmEngine ??= readFileSync('node_modules/accessibility-checker-engine/ace.js', 'utf8');
  await page.evaluate(ibmEngine);
  return page.evaluate(async () => {
    type Result = { ruleId: string; value: [string, string]; path: { dom: string }; message: string };
    const { ace } = window as unknown as {
      ace: {
        Checker: new () => { check(node: Document, rules: string[]): Promise<{ results: Result[] }> };
      };
    };
    const report = await new ace.Checker().check(document, ['IBM_Accessibility']);
    return report.results
      .filter((result) => result.value[0] === 'VIOLATION' && result.value[1] === 'FAIL')
      .map((result) => `${result.ruleId} ${result.path.dom}: ${result.message}`);
  });
}

/**
 * Readies a page that visits several addresses in turn for the next one, as a new context's
 * page has it but for the HTTP cache: the site's storage emptied (a forecast read on one screen
 * is kept there, and another screen of the trip shows it without asking) and a blank document,
 * so the next address loads from its start, with the focus at the top.
 */
export async function readyForNextAddress(page: Page) {
  if (/^https?:/.test(page.url()))
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  await page.goto('about:blank');
}

/**
 * Records the page's layout shifts from its first paint on, as the browser scores them, each
 * with what moved (read with layoutShifts), so a failing check names the element and not only
 * a score.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    const name = (node: Node | null) => {
      if (!(node instanceof Element)) return node ? node.nodeName : 'a removed node';
      const classes = [...node.classList].map((c) => `.${c}`).join('');
      return `${node.localName}${node.id ? `#${node.id}` : ''}${classes}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        }
      >) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(
          (source) => `${name(source.node)} ${box(source.previousRect)} → ${box(source.currentRect)}`,
        );
        shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts since the page opened (watchLayoutShifts), one line each: none is `[]`. */
export function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
}

/**
 * Cuts or restores the connection of a whole context, as a phone in a dead spot has it.
 * Chromium 150 under playwright-core 1.65 forgets the emulated cut in a document loaded
 * after it: its requests still fail, but `navigator.onLine` reads true again and no
 * `offline` event comes, which a real phone without signal never does. So each document of
 * the context is told too: init scripts run in the order they were added, and the last one
 * sets what `navigator.onLine` reads; the pages already open hear the event.
 */
export async function setConnection(context: BrowserContext, online: boolean): Promise<void> {
  await context.setOffline(!online);
  await context.addInitScript((isOnline: boolean) => {
    const flags = globalThis as { __connectionOnline?: boolean };
    flags.__connectionOnline = isOnline;
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get: () => flags.__connectionOnline ?? true,
    });
  }, online);
  for (const page of context.pages()) {
    await page.evaluate((isOnline: boolean) => {
      const flags = globalThis as { __connectionOnline?: boolean };
      flags.__connectionOnline = isOnline;
      Object.defineProperty(Navigator.prototype, 'onLine', {
        configurable: true,
        get: () => flags.__connectionOnline ?? true,
      });
      window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
    }, online);
  }
}
