/**
 * The browsers a visitor runs, for the e2e tests' journeys in each engine, beside the headless
 * Chromium of every other e2e test (tests/support/browser.ts): Debian's full Chromium through
 * Playwright, Debian's firefox-esr over WebDriver BiDi (puppeteer-core), and WebKitGTK's
 * MiniBrowser through WebKitWebDriver (selenium-webdriver), which speaks classic WebDriver only,
 * under an Xvfb display of its own. All open the pages of a site served with visitorScript()
 * loaded first (tests/support/hosted-site.ts): classic WebDriver hears no console or page error
 * and runs no script before the page's own, so that script pins the clock and records the
 * page's errors in every engine alike. What each engine can and cannot tell: docs/browsers.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import puppeteer, { type Browser as PuppeteerBrowser, type Page as PuppeteerPage } from 'puppeteer-core';
import {
  Builder,
  By,
  Capabilities,
  error as webDriverError,
  until,
  type WebDriver,
} from 'selenium-webdriver';
import { requestsSeen, type FirstScript } from './hosted-site.ts';
import { CHROME_PATH, CHROMIUM_SWITCHES } from '../../tools/chromium.ts';
import { freePort } from '../../tools/emulators/free-port.ts';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
/** Where webkit2gtk-driver's package (libwebkit2gtk-4.1-0) puts the browser it drives, by Debian's multiarch name. */
const MINIBROWSER_PATH = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/webkit2gtk-4.1/MiniBrowser`;
const XVFB_PATH = '/usr/bin/Xvfb';

/** Where the site serves visitorScript (never a file of the build). */
export const VISITOR_SCRIPT_PATH = '/__visitor.js';

/** The visitor's clock for visitorScript: a fixed instant, or the machine's own (null). */
export const visitorClock: { now: Date | null } = { now: null };

/**
 * The script every page loads first: the clock fixed at visitorClock.now (as Playwright's
 * setFixedTime fixes it: Date only, timers run), and every uncaught error, unhandled
 * rejection, console.error and Content-Security-Policy violation written to
 * window.__pageErrors, which pageErrors() reads. React reports a hydration error
 * (#418, #423…) through reportError or console.error, so it lands there too.
 */
export function visitorScript(): FirstScript {
  return {
    path: VISITOR_SCRIPT_PATH,
    source: () => `(() => {
  const now = ${visitorClock.now === null ? 'null' : visitorClock.now.getTime()};
  if (now !== null) {
    const RealDate = Date;
    class FixedDate extends RealDate {
      constructor(...args) { if (args.length === 0) super(now); else super(...args); }
      static now() { return now; }
    }
    window.Date = FixedDate;
  }
  const errors = (window.__pageErrors = []);
  const text = (value) => (value instanceof Error ? value.name + ': ' + value.message : String(value));
  window.addEventListener('error', (event) => errors.push('error: ' + (event.error ? text(event.error) : event.message)));
  window.addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + text(event.reason)));
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push('CSP: ' + event.violatedDirective + ' blocked ' + event.blockedURI));
  const consoleError = console.error.bind(console);
  console.error = (...args) => { errors.push('console.error: ' + args.map(text).join(' ')); consoleError(...args); };
})();
`,
  };
}

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** One open tab, in either engine, driven through the few commands both protocols have. */
export interface EnginePage {
  engine: EngineName;
  goto(url: string): Promise<void>;
  /** Runs `fn` in the page (it may return a promise) with `arg`, and gives back its result. */
  evaluate<T, A = undefined>(fn: (arg: A) => T | Promise<T>, arg?: A): Promise<T>;
  /**
   * A real click in the middle of the first element `selector` matches, once there is one (up to
   * 10 s): a part the app renders once its code has come may not be there yet when the app is.
   */
  click(selector: string): Promise<void>;
  screenshot(file: string): Promise<void>;
  /** The page's own address now. */
  url(): Promise<string>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  /**
   * Where a driver keeps one window for every test (WebKit): its last commands, when each began and
   * ended, for the message of a test that failed (a command still waited on is where it hung).
   */
  lastCommands?(): string[];
  /** A tab `width` CSS pixels wide (and 812 or 900 high), on a clean profile where the engine allows it. */
  open(width: number): Promise<EnginePage>;
  close(): Promise<void>;
}

/** Waits until `fn` gives something truthy in the page, for at most `timeoutMs`. */
export async function waitUntil<A>(
  page: EnginePage,
  fn: (arg: A) => unknown,
  arg?: A,
  { timeoutMs = 15_000, what = fn.toString() } = {},
): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    // A page that is between two documents cannot answer: ask again.
    if (await page.evaluate(fn, arg).catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${page.engine}: waited ${timeoutMs} ms in vain for ${what}`);
    await sleep(100);
  }
}

/** What visitorScript recorded on the page now open (read it before leaving the page). */
export function pageErrors(page: EnginePage): Promise<string[]> {
  return page.evaluate(
    () => (window as unknown as { __pageErrors?: string[] }).__pageErrors ?? ['no recorder'],
  );
}

// ---------------------------------------------------------------------------
// Chromium

/** Debian's Chromium, the whole browser with its windows, headless; each open() a fresh context. */
export async function launchChrome(): Promise<Engine> {
  if (!existsSync(CHROME_PATH))
    throw new Error(
      `Chromium is missing at ${CHROME_PATH}: apt-get install -y chromium (or set CHROME_PATH)`,
    );
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_SWITCHES });
  return {
    name: 'chromium',
    async open(width) {
      // A visitor in Hungary: Budapest's time zone (CI runs in UTC) and Hungarian first.
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 812 : 900 },
        locale: 'hu-HU',
        timezoneId: 'Europe/Budapest',
      });
      const page = await context.newPage();
      return {
        engine: 'chromium',
        goto: async (url) => {
          await page.goto(url, { waitUntil: 'load' });
        },
        evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
        click: (selector) => page.locator(selector).first().click({ timeout: 10_000 }),
        screenshot: async (file) => {
          await page.screenshot({ path: file });
        },
        url: () => Promise.resolve(page.url()),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

// ---------------------------------------------------------------------------
// Firefox

/** Firefox ESR, headless, over WebDriver BiDi; each open() a private browsing context. */
export async function launchFirefox(): Promise<Engine> {
  if (!existsSync(FIREFOX_PATH))
    throw new Error(
      `Firefox is missing at ${FIREFOX_PATH}: apt-get install -y firefox-esr (or set FIREFOX_PATH)`,
    );
  const browser: PuppeteerBrowser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    // A visitor in Hungary: Budapest's time zone (CI runs in UTC) and Hungarian first.
    env: { ...process.env, TZ: 'Europe/Budapest' },
    extraPrefsFirefox: { 'intl.accept_languages': 'hu-HU, hu', 'intl.locale.requested': 'hu-HU' },
  });
  return {
    name: 'firefox',
    async open(width) {
      const context = await browser.createBrowserContext();
      const page: PuppeteerPage = await context.newPage();
      // The WebDriver BiDi command itself: puppeteer-core's setViewport sends a screen orientation
      // with it, a command Firefox ESR 140 does not know, and then sets neither.
      const frame = page.mainFrame() as unknown as {
        browsingContext: {
          setViewport(options: { viewport: { width: number; height: number } }): Promise<void>;
        };
      };
      await frame.browsingContext.setViewport({ viewport: { width, height: width < 600 ? 812 : 900 } });
      const innerWidth = await page.evaluate(() => window.innerWidth);
      if (innerWidth !== width)
        throw new Error(`firefox: the viewport is ${innerWidth} px wide, not ${width}`);
      return {
        engine: 'firefox',
        // Once the page before has finished loading what it loads after its load event (the
        // offline support's chunk and files): a navigation begun meanwhile was now and then
        // answered NS_BINDING_ABORTED, the page before still reaching for a chunk as it was left.
        goto: async (url) => {
          await page.waitForNetworkIdle({ idleTime: 250, timeout: 5000 }).catch(() => undefined);
          try {
            await page.goto(url, { waitUntil: 'load' });
          } catch (error) {
            // A start-up script that replaces the address (a shared hash address sent to its
            // path) ends the navigation begun here; where it went is what the visitor gets, and
            // the test reads which page that is.
            if (!String(error).includes('NS_BINDING_ABORTED')) throw error;
            // Read again until the page it went to has loaded; a read made while it is still
            // being replaced fails with it, and is simply made again.
            const until = Date.now() + 15_000;
            for (;;) {
              const state = await page.evaluate(() => document.readyState).catch(() => 'replaced');
              if (state === 'complete') break;
              if (Date.now() > until)
                throw new Error(`firefox: ${url} did not finish loading`, { cause: error });
              await sleep(100);
            }
          }
        },
        evaluate: (fn, arg) => page.evaluate(fn as (arg: unknown) => never, arg),
        click: (selector) => page.locator(selector).setTimeout(10_000).click(),
        screenshot: async (file) => {
          await page.screenshot({ path: file, fullPage: false });
        },
        url: () => Promise.resolve(page.url()),
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}

// ---------------------------------------------------------------------------
// WebKit

/** Answers once `url` answers at all (the driver is listening), or throws after `timeoutMs`. */
async function whenListening(url: string, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url);
      return;
    } catch {
      if (Date.now() > until) throw new Error(`nothing answers at ${url}`);
      await sleep(100);
    }
  }
}

/**
 * MiniBrowser's toolbar (the address field and its buttons) keeps the window at least
 * 447 px wide; shrunk to nothing by GTK's own stylesheet, it lets a window be 375 px.
 */
const GTK_CSS = `window toolbar, window toolbar *, window entry, window button, window box {
  min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px;
}
`;

/**
 * How long WebKit's session waits for a page's load event: well within a test's 60 s, so a page
 * that never finishes loading fails its own test with what it was waiting on (loadStalled), and
 * the session's one window is free for the next test, which would otherwise wait behind it.
 */
const WEBKIT_PAGE_LOAD_MS = 25_000;

/**
 * What a page that never finished loading was waiting on: the page's state as far as it still
 * answers (its readyState, the files it names that have no complete resource entry, its service
 * worker), and what the test servers still have open or cut meanwhile. Only read when a load
 * stalls, into that test's failure: a passing run prints nothing of it.
 */
async function loadStalled(driver: WebDriver, url: string, since: number, cause: unknown): Promise<Error> {
  const inPage = `const done = arguments[arguments.length - 1];
(async () => {
  const entries = performance.getEntriesByType('resource');
  const complete = new Set(entries.filter((entry) => entry.responseEnd > 0).map((entry) => entry.name));
  const named = [...document.querySelectorAll('script[src], link[href], img[src]')]
    .map((element) => element.src || element.href)
    .filter((address) => address && !address.startsWith('data:'));
  const registration = await navigator.serviceWorker?.getRegistration().catch(String);
  const [navigation] = performance.getEntriesByType('navigation');
  return {
    address: location.href,
    readyState: document.readyState,
    workerStart: navigation ? Math.round(navigation.workerStart) : null,
    unfinished: entries.filter((entry) => entry.responseEnd === 0).map((entry) => entry.name),
    namedWithoutEntry: named.filter((address) => !complete.has(address)),
    controller: navigator.serviceWorker?.controller?.state ?? null,
    worker: registration && typeof registration === 'object'
      ? { active: registration.active?.state ?? null, waiting: registration.waiting?.state ?? null, installing: registration.installing?.state ?? null }
      : registration ?? null,
  };
})().then(done, (error) => done(String(error)));`;
  const page = await Promise.race([
    driver.executeAsyncScript<unknown>(inPage).catch((error: unknown) => `no answer: ${String(error)}`),
    sleep(10_000).then(() => 'no answer within 10 s'),
  ]);
  const servers = requestsSeen(since);
  return new Error(
    `webkit: ${url} did not finish loading within ${WEBKIT_PAGE_LOAD_MS} ms; ` +
      `the page: ${JSON.stringify(page)}; the test servers (open, cut since the visit began): ${JSON.stringify(servers)}`,
    { cause },
  );
}

/**
 * WebKitGTK (MiniBrowser) through WebKitWebDriver, on an Xvfb display of its own. One
 * session: open() moves its one window to the width asked and to a blank page. The
 * session's storage (service worker, caches) lasts as long as the engine does.
 */
export async function launchWebKit(): Promise<Engine> {
  for (const [file, apt] of [
    [WEBKIT_DRIVER_PATH, 'webkit2gtk-driver'],
    [MINIBROWSER_PATH, 'webkit2gtk-driver'],
    [XVFB_PATH, 'xvfb'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing: apt-get install -y ${apt}`);
  }
  const home = mkdtempSync(join(tmpdir(), 'webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const processes: ChildProcess[] = [];
  const stop = () => {
    for (const child of processes.reverse()) child.kill();
    rmSync(home, { recursive: true, force: true });
  };
  try {
    // A display number of our own, so parallel test files (or another user's Xvfb) never meet.
    const display = `:${((await freePort()) % 30000) + 100}`;
    const xvfb = spawn(XVFB_PATH, [display, '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], {
      stdio: 'ignore',
    });
    processes.push(xvfb);
    await sleep(300);
    if (xvfb.exitCode !== null) throw new Error(`Xvfb ${display} did not start`);
    const port = await freePort();
    const driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`, '--host=127.0.0.1'], {
      // Budapest's time zone (CI runs in UTC); GTK reads the stylesheet above from XDG_CONFIG_HOME.
      env: { ...process.env, DISPLAY: display, TZ: 'Europe/Budapest', XDG_CONFIG_HOME: home },
      stdio: 'ignore',
    });
    processes.push(driverProcess);
    const server = `http://127.0.0.1:${port}`;
    await whenListening(`${server}/status`, 10_000);
    const driver: WebDriver = await new Builder()
      .usingServer(server)
      .withCapabilities(
        new Capabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
        }),
      )
      .build();
    await driver.manage().setTimeouts({ pageLoad: WEBKIT_PAGE_LOAD_MS });
    const commands: Array<{ what: string; began: number; ended?: number; failed?: string }> = [];
    const command = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
      const entry: (typeof commands)[number] = { what, began: performance.now() };
      commands.push(entry);
      if (commands.length > 40) commands.shift();
      try {
        return await run();
      } catch (error) {
        entry.failed = String(error).slice(0, 120);
        throw error;
      } finally {
        entry.ended = performance.now();
      }
    };
    return {
      name: 'webkit',
      lastCommands: () => {
        const now = performance.now();
        return commands.map(
          ({ what, began, ended, failed }) =>
            `${Math.round(now - began)} ms ago: ${what} ` +
            (ended === undefined
              ? '(no answer yet)'
              : `(${Math.round(ended - began)} ms${failed ? `, ${failed}` : ''})`),
        );
      },
      async open(width) {
        await command('get about:blank (open)', () => driver.get('about:blank'));
        await driver
          .manage()
          .window()
          .setRect({ x: 0, y: 0, width, height: width < 600 ? 812 : 900 });
        // The window manager applies the size when it gets to it: on a busy machine, a moment later.
        let inner = 0;
        for (let tries = 0; tries < 30 && inner !== width; tries += 1) {
          if (tries > 0) await sleep(100);
          inner = await driver.executeScript<number>('return window.innerWidth');
        }
        if (inner !== width) throw new Error(`webkit: the window is ${inner} px wide, not ${width}`);
        return {
          engine: 'webkit',
          // By a blank page: once in a few dozen visits, a get() from one page of the site to another
          // returned with the old page still there, which then looked like a screen that never came.
          goto: async (url) => {
            await command('get about:blank', () => driver.get('about:blank'));
            const since = performance.now();
            try {
              await command(`get ${url}`, () => driver.get(url));
            } catch (error) {
              if (!(error instanceof webDriverError.TimeoutError)) throw error;
              const stalled = await loadStalled(driver, url, since, error);
              // Into the list too: a test whose cleanup then hangs as well ends on its timeout, not on this.
              const now = performance.now();
              commands.push({ what: stalled.message, began: now, ended: now });
              throw stalled;
            }
          },
          evaluate: <T, A>(fn: (arg: A) => T | Promise<T>, arg?: A) =>
            command(`evaluate ${fn.toString().replace(/\s+/g, ' ').slice(0, 60)}`, () =>
              driver.executeScript<T>(`return (${fn.toString()})(arguments[0]);`, arg),
            ),
          click: (selector) =>
            command(`click ${selector}`, async () => {
              const element = await driver.wait(until.elementLocated(By.css(selector)), 10_000);
              try {
                await element.click();
              } catch (error) {
                if (!(error instanceof webDriverError.ElementClickInterceptedError)) throw error;
                // WebKitWebDriver names nothing: what lay over the element's middle, and where.
                const over = await driver.executeScript<string>(
                  `const box = arguments[0].getBoundingClientRect();
                   const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
                   return JSON.stringify({ box, scrollY, innerHeight, over: top?.outerHTML.slice(0, 300) });`,
                  element,
                );
                throw new Error(`click ${selector} intercepted: ${over}`, { cause: error });
              }
            }),
          screenshot: async (file) => writeFileSync(file, await driver.takeScreenshot(), 'base64'),
          url: () => driver.getCurrentUrl(),
          close: async () => {
            await command('get about:blank (close)', () => driver.get('about:blank'));
          },
        };
      },
      async close() {
        await driver.quit().catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

export const LAUNCH: Record<EngineName, () => Promise<Engine>> = {
  chromium: launchChrome,
  firefox: launchFirefox,
  webkit: launchWebKit,
};
