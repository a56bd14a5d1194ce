import { readdirSync, readFileSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { precachedFiles } from '../../tools/first-view.ts';
import {
  chromiumForThisFile,
  HOME_HEADING,
  setConnection,
  visitorContext,
  waitForApp,
  waitInPage,
  waitUntilControlled,
  waitUntilKeptForOffline,
} from '../support/browser.ts';

/*
 * Offline reading: a visitor who opened a trip page once can open
 * it again in airplane mode and read it, with a note that the data may be out
 * of date. Runs against the production build (the service
 * worker exists only there); 127.0.0.1 counts as a secure context.
 */

const baseUrl = inject('baseUrl');
const OFFLINE_NOTE = 'Nincs internetkapcsolat – az adatok elavultak lehetnek.';

const browser = chromiumForThisFile();

/**
 * A phone-sized page recording failed requests and uncaught errors. Unlike
 * openPage() it keeps the real clock: Playwright's fake clock also replaces
 * the Performance API, which the page reads to find the files it loaded
 * before the service worker took over (src/offline/register-service-worker.ts).
 */
async function openPhonePage() {
  const context = await visitorContext(browser(), 'phone', { serviceWorkers: 'allow' });
  const page = await context.newPage();
  const problems: string[] = [];
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    problems.push(
      `failed: ${new URL(request.url()).pathname} (${request.failure()?.errorText ?? 'no reason given'})`,
    );
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  /**
   * Resolves once the page has fetched nothing for half a second. The page goes on fetching what
   * it loaded before the service worker controlled it after the cache already holds those files
   * (the worker stored the app's own requests): a reload in the middle aborts such a fetch, which
   * a visitor never notices but this test would count as failed.
   */
  async function quiet() {
    let quietSince = Date.now();
    while (Date.now() - quietSince < 500) {
      if (pending.size > 0) quietSince = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return { page, context, problems, quiet };
}

describe('the precache', () => {
  it('holds the app shell but no trip document, not the trip loader, nor the trip screen: those are cached once seen', () => {
    const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Record<
      string,
      { file: string; imports?: string[] }
    >;
    const tripFiles = readdirSync('trips', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json'))
      .map((file) => manifest[`trips/${file}`]?.file)
      .filter((file) => file !== undefined);
    expect(tripFiles.length).toBeGreaterThan(5);
    // The loader and the trip list it reads (src/data/trips.ts, a chunk it shares with the trip
    // screen, reached through the trip page's read path); not the app, nor the read path itself,
    // which stays as small as it is however many trips there are.
    const loader = manifest['src/routes/trip-loader.ts']!;
    const reachable = new Set<string>();
    const visit = (key: string) => {
      if (key === 'index.html' || reachable.has(key)) return;
      reachable.add(key);
      manifest[key]?.imports?.forEach(visit);
    };
    loader.imports?.forEach(visit);
    const tripList = [...reachable].filter((key) => /^_trips-/.test(key));
    expect(tripList).toHaveLength(1);
    const loaderFiles = [loader.file, ...tripList.map((key) => manifest[key]!.file)];
    // What sw.js precaches: every file a visitor's browser downloads at the first visit.
    const urls = precachedFiles('dist');
    expect(urls).toContain('index.html');
    expect(urls).toContain(manifest['index.html']!.file);
    // The yearly program's screen stays: offline, a phone that opened the home page once shows it.
    expect(urls).toContain(manifest['src/routes/yearly-program-screen.tsx']!.file);
    expect(urls.filter((url) => tripFiles.includes(url))).toEqual([]);
    expect(urls.filter((url) => loaderFiles.includes(url))).toEqual([]);
    // A trip page never opened cannot be shown offline without its document, so its screen's
    // code waits until one is opened; chunks only the trip screen and the loader import with it.
    const tripScreen = manifest['src/routes/trip-screen.tsx']!;
    expect(urls).not.toContain(tripScreen.file);
    const tripPage = Object.values(manifest).find((chunk) => /^assets\/trip-page-/.test(chunk.file));
    expect(tripPage, 'the trip page chunk').toBeDefined();
    expect(urls).not.toContain(tripPage!.file);
  });
});

interface TripDocument {
  title: string;
  days: Array<{ routes: Array<{ title?: string }> }>;
}

function tripDocument(key: string): TripDocument {
  return JSON.parse(readFileSync(`trips/2025/${key}.json`, 'utf8')) as TripDocument;
}

/** Home, once the service worker controls it: what a visitor has after one visit. */
async function visitHomeOnce() {
  const opened = await openPhonePage();
  await opened.page.goto(`${baseUrl}/`);
  await opened.page.getByRole('heading', { name: HOME_HEADING }).waitFor();
  await waitUntilControlled(opened.page);
  return opened;
}

/** Waits until the service worker controls the page and has stored the file whose name starts with `prefix`. */
async function waitUntilCached(page: Page, prefix: string) {
  await waitUntilControlled(page);
  await waitInPage(
    page,
    async (start) => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        const requests = await cache.keys();
        if (requests.some((request) => new URL(request.url).pathname.split('/').pop()!.startsWith(start))) {
          return true;
        }
      }
      return false;
    },
    prefix,
    { message: `a cached file starting ${prefix}` },
  );
}

describe('offline reading', () => {
  // The real clock (see openPhonePage): on it program3 (1 February 2025) is past, so its page says
  // it took place instead of listing departures. What it reads offline is what the app renders
  // from the kept trip document and program: the itinerary's routes and the trip's state.
  it('opens a trip page seen once again without a connection, its program, state and offline note shown', async () => {
    const trip = tripDocument('program3');
    const { page, context, problems, quiet } = await openPhonePage();
    await page.goto(`${baseUrl}/program3/`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(trip.title);
    await expect(page.getByText(OFFLINE_NOTE).count()).resolves.toBe(0);
    // The trip document's own chunk (program3-<hash>.js) and the trip loader, which the app
    // loads once it has the page, and with them everything else the page loaded.
    await waitUntilCached(page, 'program3-');
    await waitUntilCached(page, 'trips-');
    // The loader's own chunk is kept at run time too, and the cache writes of the chunks a page
    // loads finish in any order: the trip list kept does not mean the loader is.
    await waitUntilCached(page, 'trip-loader-');
    await waitUntilKeptForOffline(page);
    await quiet();

    await setConnection(context, false);
    await page.reload();
    // The page as kept, then the app taking it over: read once the app has it, not in between.
    await waitForApp(page);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toBe(trip.title);
    await expect
      .poll(() => page.locator('.route-name').allTextContents())
      .toEqual(trip.days.flatMap((day) => day.routes.map((route) => route.title)));
    await expect
      .poll(() => page.locator('.trip-registration').textContent())
      .toContain('Ez a túra már lezajlott: 2025. február 1., szombat.');
    // The page is there before the app, which then says it is offline.
    await page.getByText(OFFLINE_NOTE).waitFor({ timeout: 15_000 });

    // Back online, the note goes away by itself.
    await setConnection(context, true);
    await expect.poll(() => page.getByText(OFFLINE_NOTE).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  // A phone's first visits: the worker the home page registered is still downloading the precache
  // when the visitor opens a trip, and takes that page over half way through its loading, before the
  // page's own code that registers the worker has run. What the page loaded before still has to be
  // kept, or the trip cannot be opened again with no signal.
  it('keeps a trip page for offline that the first worker took over while it was loading', async () => {
    const trip = tripDocument('program3');
    const { page: home, context, problems } = await openPhonePage();
    // The worker's download of one precached file is held back, so it stays installing.
    let precacheHeld = true;
    const heldPrecache: Array<() => Promise<void>> = [];
    await context.route(/\/assets\/yearly-program-screen-[\w-]+\.js$/, (route) =>
      precacheHeld ? heldPrecache.push(() => route.continue()) : route.continue(),
    );
    await home.goto(`${baseUrl}/`);
    await home.getByRole('heading', { name: HOME_HEADING }).waitFor();
    await waitInPage(
      home,
      async () => (await navigator.serviceWorker.getRegistration())?.installing != null,
      undefined,
      { message: 'the first worker installing' },
    );

    // The trip page, its code that registers the worker held back until the worker has taken it over.
    let registrationHeld = true;
    const heldRegistration: Array<() => Promise<void>> = [];
    // The page's request only: the worker precaches that file too.
    await context.route(/\/assets\/offline-support-[\w-]+\.js$/, (route) =>
      registrationHeld && !route.request().serviceWorker()
        ? heldRegistration.push(() => route.continue())
        : route.continue(),
    );
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await page.goto(`${baseUrl}/2025/program3/`);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(trip.title);
    await waitForApp(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

    precacheHeld = false;
    await Promise.all(heldPrecache.map((release) => release()));
    await waitUntilControlled(page);
    registrationHeld = false;
    await expect.poll(() => heldRegistration.length).toBeGreaterThan(0);
    await Promise.all(heldRegistration.map((release) => release()));

    await waitUntilKeptForOffline(page);
    await setConnection(context, false);
    await page.reload();
    await waitForApp(page);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toBe(trip.title);
    await page.getByText(OFFLINE_NOTE).waitFor({ timeout: 15_000 });
    expect(problems).toEqual([]);
    await context.close();
  });

  // A first visit on a busy phone: the app asks for the trip list's chunk (the trip loader's, which
  // the precache leaves out) after the load event, and its answer is still on the way when the
  // first worker takes the page over. It went past the worker, so the page has to keep it itself
  // once it has arrived, or the trip cannot be opened again with no signal.
  it('keeps the trip list the page was still fetching when the first worker took it over', async () => {
    const trip = tripDocument('program3');
    const { page, context, problems, quiet } = await openPhonePage();
    let held = true;
    const heldTripList: Array<() => Promise<void>> = [];
    // The page's own request only: a fetch through the worker is what keeps it.
    await context.route(/\/assets\/trips-[\w-]+\.js$/, (route) =>
      held && !route.request().serviceWorker() ? heldTripList.push(() => route.continue()) : route.continue(),
    );
    await page.goto(`${baseUrl}/2025/program3/`);
    await expect.poll(() => heldTripList.length).toBeGreaterThan(0);
    await waitUntilControlled(page);
    held = false;
    await Promise.all(heldTripList.map((release) => release()));
    await expect.poll(() => page.locator('h1').first().textContent()).toBe(trip.title);
    await waitForApp(page);
    await waitUntilCached(page, 'program3-');
    await waitUntilCached(page, 'trips-');
    await waitUntilKeptForOffline(page);
    // The page's own fetches that kept those files may still be finishing (see quiet).
    await quiet();

    await setConnection(context, false);
    await page.reload();
    await waitForApp(page);
    await expect.poll(() => page.locator('h1').first().textContent(), { timeout: 15_000 }).toBe(trip.title);
    await page.getByText(OFFLINE_NOTE).waitFor({ timeout: 15_000 });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows the home page offline after one visit (shell and bundled program precached)', async () => {
    const { page, context } = await visitHomeOnce();

    await setConnection(context, false);
    await page.reload();
    await page.getByRole('heading', { name: HOME_HEADING }).waitFor({ timeout: 15_000 });
    await expect(page.locator('.event-card').count()).resolves.toBe(3);
    // The page is there before the app, which then says it is offline.
    await page.getByText(OFFLINE_NOTE).waitFor({ timeout: 15_000 });
    await context.close();
  });

  // One origin, one CacheStorage: the site's worker and the organisers' page's each keep a
  // precache there. An organiser who opened their page on the phone still has it with no signal
  // after the site's next version takes over.
  it("leaves the organisers' page's offline copy alone when the site's worker takes over", async () => {
    const { page, context } = await openPhonePage();
    const precaches = () =>
      page.evaluate(async () => {
        const sizes: Record<string, number> = {};
        for (const name of await caches.keys())
          if (name.includes('-precache-'))
            sizes[new URL(name.replace(/^.*?-precache-(v\d+-)?/, '')).pathname] = (
              await (await caches.open(name)).keys()
            ).length;
        return sizes;
      });
    await page.goto(`${baseUrl}/szervezo/`);
    await waitInPage(
      page,
      async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
      undefined,
      { message: "the organisers' page's worker" },
    );
    await expect.poll(async () => (await precaches())['/szervezo/'] ?? 0).toBeGreaterThan(0);
    const kept = (await precaches())['/szervezo/'];

    await page.goto(`${baseUrl}/`);
    await waitUntilControlled(page);
    await expect.poll(async () => (await precaches())['/'] ?? 0).toBeGreaterThan(0);
    expect((await precaches())['/szervezo/']).toBe(kept);
    await context.close();
  });

  it('shows the yearly program offline though never opened, without the calendar subscription, which needs the network', async () => {
    const { page, context, problems, quiet } = await visitHomeOnce();
    await quiet();

    await setConnection(context, false);
    await page.getByRole('link', { name: 'Éves prog', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /^Éves program \d{4}$/ }).waitFor({ timeout: 15_000 });
    // The first line of the coming month: the months before it are folded away.
    await page.locator('.yearly-program > .month .program-item').first().waitFor();
    await page.getByText(OFFLINE_NOTE).waitFor({ timeout: 15_000 });
    // Its chunk asked for and not had: in its place, what it needs and how to get it, the program
    // still whole, with no error screen.
    await page
      .getByText('A naptárra feliratkozáshoz internetkapcsolat kell. Ha lesz térerő, töltse újra az oldalt.')
      .waitFor();
    expect(problems).toEqual([expect.stringMatching(/^failed: \/assets\/calendar-subscription-/)]);
    expect(await page.locator('details.calendar-subscription').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Az oldal nem töltődött be' }).count()).toBe(0);
    await context.close();
  });

  it('explains a trip page never opened before instead of showing a blank page', async () => {
    const { page, context } = await visitHomeOnce();

    await setConnection(context, false);
    await page.goto(`${baseUrl}/program9/`);
    const heading = page.getByRole('heading', { name: 'Az oldal nem töltődött be' });
    await heading.waitFor({ timeout: 15_000 });
    await expect(page.getByText('Nincs internetkapcsolat, és ezt az oldalt').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Újratöltés' }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe('installable web app', () => {
  it('links a Hungarian manifest with the club colour and PNG icons of the sizes it names', async () => {
    const { page, context } = await openPhonePage();
    await page.goto(`${baseUrl}/#/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifestUrl = new URL(href!, `${baseUrl}/`);
    const manifest = (await (await fetch(manifestUrl)).json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
    };
    expect(manifest).toMatchObject({
      lang: 'hu',
      display: 'standalone',
      theme_color: '#1f5e3a',
      start_url: '/',
    });
    expect(manifest.name).toContain('Zöld Ösvény');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const response = await fetch(new URL(icon.src, manifestUrl));
      expect(response.headers.get('content-type'), icon.src).toContain('image/png');
      const png = Buffer.from(await response.arrayBuffer());
      // PNG header: width and height are the big-endian words at bytes 16 and 20.
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
    }
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect((await fetch(new URL(touchIcon!, `${baseUrl}/`))).status).toBe(200);
    await context.close();
  });
});
