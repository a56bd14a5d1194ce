/**
 * A production build configured for Firestore (VITE_FIREBASE_PROJECT_ID=demo-club),
 * built against Google's Firestore emulator (the e2e project's, see
 * tests/support/firestore-emulator-setup.ts) and read from it in Chromium, served
 * with firebase.json's headers: the carousel shows the emulator's events, the
 * Firebase chunk downloads in parallel with the app, nothing jumps while the
 * events load, and a read the rules deny shows the error and recovers with the
 * retry button. Also checks that the default build carries no Firebase code at all.
 *
 * The build is the e2e run's shared Firestore build (tests/support/e2e-global-setup.ts),
 * made from the events of tests/support/firestore-season.ts. The browser reaches the
 * emulator through the build's switchboard and a relay of this file behind it
 * (tests/support/firestore-relay.ts) that passes everything on unchanged; it holds
 * answers back or fails them only in the tests of a slow or failing connection,
 * which the emulator cannot be made to have. The build made while the rules deny
 * every read is this file's own: how the build copes is what it tests.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoredDocument } from '../support/firestore-handlers.ts';
import { season } from '../support/firestore-season.ts';
import { routeSwitchboard, sharedFirestoreBuild } from '../support/shared-builds.ts';
import { buildSeedDocuments } from '../../tools/seed-firestore.ts';
import events2025 from '../../src/content/events/2025.json';
import { startFirestoreRelay, type FirestoreRelay, type RelayState } from '../support/firestore-relay.ts';
import { measureVisitorReads, seasonsBesideTheBuild, visitorHoursADay } from '../support/visitor-reads.ts';
import {
  clearFirestore,
  firestoreEmulator,
  setFirestoreRules,
  writeDocuments,
  writeOrganiserChange,
} from '../support/firestore-emulator.ts';
import { appEntry, gzipSize, kB, readBudgets } from '../../tools/first-view.ts';
import { parseCopy, type PrerenderedCopy } from '../../src/prerender/pick.ts';
import { builtScreens, pageStartUp } from '../support/built-pages.ts';
import {
  carouselCardNames,
  chromiumForThisFile,
  waitForApp,
  visitorContext,
  watchPageProblems,
  reportCspViolations,
  SEASON_NOW,
  type ServiceWorkers,
  type ViewportName,
  layoutShifts,
  watchLayoutShifts,
} from '../support/browser.ts';
import { buildFirestoreSite, startHostedSite, type HostedSite } from '../support/hosted-site.ts';
import { FIRST_SCREEN_PX } from '../../tools/trip-layout.ts';
import { EVENT_TEXT_LIMITS } from '../../schema/changes.ts';
import { seasonDocumentId } from '../../schema/collections.ts';
import { addIsoDays, budapestDay } from '../../src/lib/dates.ts';
import { season2026 as fullSeason2026, program3of2026 } from '../support/season-2026.ts';
import { checkHomeCardStatuses, STATUSES } from '../support/trip-status-screens.ts';
import { startForecastStandIn, type ForecastStandIn } from '../support/forecast-stand-in.ts';

/** A trip renamed in Firestore after the build (a name of about the same length: the card keeps its lines). */
const renamed = 'Mátra: Kékestető, Sástó, Galyatető';
const nextThree = [
  'Mátra: Kékestető, Sástó és Galyatető',
  'Szlovák-karszt: Szádelő és Jászó',
  'Szlovákia: a Lacnovszky-kanyon',
];

// ---------------------------------------------------------------------------
// The site: the configured build, with firebase.json's headers.

/** The shared build, made from `season`. */
let outDir = '';
/** A build of this file's own, made while the rules denied every read: it has no snapshot of the events. */
const outDirNoSnapshot = `dist-firestore-e2e-${process.pid}-no-snapshot`;
/** The configured build served as Firebase Hosting serves it; which build, and how, changes per test. */
let hosted: HostedSite;

const PROJECT = 'demo-club';
let relay: FirestoreRelay;
let forecast: ForecastStandIn;
/** What the relay saw, and the delay or failure it puts on the queries (only where a test says why). */
let wire: RelayState;
/** The emulator itself, the relay in front of it, and the build's switchboard in front of that. */
let emulatorOrigin = '';
let relayOrigin = '';
let switchboardOrigin = '';
let forecastSwitchboardOrigin = '';
let siteUrl = '';

/** A command-line tool as `npm run` runs it (tsx), with the environment a volunteer would set. */
async function runTool(file: string, args: string[], env: Record<string, string>) {
  await promisify(execFile)(join('node_modules', '.bin', 'tsx'), [file, ...args], {
    env: { ...process.env, ...env },
  });
}

/** The page's reads of Firestore as the relay saw them: the marker's and the queries. */
const reads = () => wire.requests.filter((request) => request.startsWith('POST '));

/**
 * The collection holds exactly `documents`, written into the emulator past the rules, and the
 * change marker moved as an organiser's write moves it: a page reads events only when the marker
 * is not the one the build read them with (none), so each test's documents are what it reads.
 */
async function seed(documents: readonly StoredDocument[]) {
  await clearFirestore(emulatorOrigin, PROJECT);
  await writeDocuments(emulatorOrigin, PROJECT, 'event', documents);
  await writeOrganiserChange(emulatorOrigin, PROJECT, {});
}

const PROJECT_RULES = readFileSync('firestore.rules', 'utf8');
/** firestore.rules as a project whose rules deny every read would have them. */
const CLOSED_RULES = PROJECT_RULES.replace(/allow (get|list): if [^;]+;/g, 'allow $1: if false;');
let rulesClosed = false;
/** The emulator's rules engine refuses the reads, as a wrongly deployed firestore.rules would. */
async function denyReads(denied: boolean) {
  await setFirestoreRules(emulatorOrigin, PROJECT, denied ? CLOSED_RULES : PROJECT_RULES);
  rulesClosed = denied;
}
const browser = chromiumForThisFile();

/** What the build said, warnings and errors only. */
const buildWarnings: string[] = [];

beforeAll(async () => {
  const shared = sharedFirestoreBuild();
  outDir = shared.dir;
  switchboardOrigin = shared.firestore;
  forecastSwitchboardOrigin = shared.forecast;
  forecast = await startForecastStandIn();
  emulatorOrigin = firestoreEmulator().origin;
  relay = await startFirestoreRelay(emulatorOrigin);
  wire = relay.state;
  relayOrigin = relay.origin;
  // The build below reads Firestore in Node, naming no page.
  await routeSwitchboard(switchboardOrigin, relayOrigin);
  await denyReads(true);
  // Against the same switchboard as the shared build, so one server with one policy serves both.
  await buildFirestoreSite(outDirNoSnapshot, {
    emulatorHost: new URL(switchboardOrigin).host,
    forecastUrl: `${forecastSwitchboardOrigin}/v1/forecast`,
    warnings: buildWarnings,
    role: 'subject',
    name: 'firestore.test.ts, its reads denied',
  });
  await denyReads(false);
  hosted = await startHostedSite(outDir, {
    connectTo: [switchboardOrigin, emulatorOrigin, forecastSwitchboardOrigin],
  });
  siteUrl = hosted.url;
  // For this file's pages only: another file may read the shared build from its own server meanwhile.
  const pages = new URL(siteUrl).origin;
  await routeSwitchboard(switchboardOrigin, relayOrigin, pages);
  await routeSwitchboard(forecastSwitchboardOrigin, forecast.origin, pages);
}, 180_000);

afterAll(async () => {
  await Promise.all([relay?.close(), forecast?.close(), hosted?.close()]);
  rmSync(outDirNoSnapshot, { recursive: true, force: true });
});

beforeEach(async () => {
  Object.assign(wire, { delayMs: 0, failWith: null, requests: [], billed: 0, documents: [] });
  wire.byVisitor.clear();
  if (rulesClosed) await denyReads(false);
  await seed(season);
  Object.assign(hosted.state, { dir: outDir, entryDelayMs: 0, log: [] });
});

interface Visit {
  page: Page;
  context: BrowserContext;
  /** console errors, page errors, CSP violations and requests to anywhere but the site and the emulator */
  problems: string[];
}

async function openHome({
  serviceWorkers = 'block',
  viewport = 'phone',
  path = '/#/',
  watchShifts = false,
  realClock = false,
  runningClock = false,
  now = SEASON_NOW,
  prepare,
  userAgent,
}: {
  serviceWorkers?: ServiceWorkers;
  viewport?: ViewportName;
  path?: string;
  /** Record the layout shifts from the start (read with layoutShifts). */
  watchShifts?: boolean;
  /** Today's real date instead of the test season's day. */
  realClock?: boolean;
  /** The day the page believes it is (ignored with realClock). */
  now?: Date;
  /** A clock that runs from `now` and that the test can move on (page.clock.fastForward). */
  runningClock?: boolean;
  /** Called with the page before it opens (to route its requests). */
  prepare?: (page: Page) => Promise<void>;
  /** The User-Agent the browser sends, for the relay to count this visitor's reads apart. */
  userAgent?: string;
} = {}): Promise<Visit> {
  const context = await visitorContext(browser(), viewport, { serviceWorkers, userAgent });
  const page = await context.newPage();
  if (runningClock) await page.clock.install({ time: now });
  else if (!realClock) await page.clock.setFixedTime(now);
  const problems = watchPageProblems(page, (url) =>
    [siteUrl, switchboardOrigin, emulatorOrigin, forecastSwitchboardOrigin].some((allowed) =>
      url.startsWith(allowed),
    ),
  );
  await reportCspViolations(page, problems);
  if (watchShifts) await watchLayoutShifts(page);
  await prepare?.(page);
  await page.goto(`${siteUrl}${path}`);
  return { page, context, problems };
}

/** A build's prerendered copies, read as the start-up script reads them, by path address. */
function copiesByPath(dir: string): Map<string, PrerenderedCopy[]> {
  const byPath = new Map<string, PrerenderedCopy[]>();
  for (const [path, days] of Object.entries(builtScreens(dir))) {
    const names = days.map(([, name]) => name).filter((name) => name !== '');
    byPath.set(
      path,
      names.map((name) => parseCopy(readFileSync(join(dir, 'prerendered', `${name}.html`), 'utf8'))!),
    );
  }
  return byPath;
}

/**
 * The trip page's answers (departure, price, state, call) not wholly within a phone's first
 * screen (FIRST_SCREEN_PX), each named with where it stands.
 */
function answersOnFirstScreen(page: Page): Promise<string[]> {
  return page.evaluate((limit) => {
    const off: string[] = [];
    for (const answer of ['departure', 'price', 'state', 'call']) {
      const element = document.querySelector(`[data-answer~="${answer}"]`);
      const box = element?.getBoundingClientRect();
      if (!box) off.push(`${answer}: missing`);
      else if (box.top + scrollY < 0 || box.bottom + scrollY > limit)
        off.push(`${answer}: ${Math.round(box.top + scrollY)}–${Math.round(box.bottom + scrollY)} px`);
    }
    return off;
  }, FIRST_SCREEN_PX);
}

/**
 * Opens the yearly program's fold of the months before the coming one, as a visitor looking for
 * an earlier trip taps it; nothing when the program has no such months.
 */
async function openEarlierMonths(page: Page): Promise<void> {
  const fold = page.locator('details.earlier-months');
  if ((await fold.count()) === 0 || (await fold.getAttribute('open')) !== null) return;
  await fold.locator('summary').click();
}

describe('a build configured for Firestore, in Chromium', () => {
  it("shows the emulator's events in the carousel, with no sign-in, no CSP violation and nothing fetched elsewhere", async () => {
    // With the service worker a visitor's browser installs: it too asks nothing elsewhere.
    const { page, context, problems } = await openHome({ serviceWorkers: 'allow' });

    const names = await carouselCardNames(page);
    expect(names).toHaveLength(3);
    nextThree.forEach((name, index) => expect(names[index]).toContain(name));
    // The app first: a tap on the copy before it arrives is a page load, which cuts short the
    // home page's reads and starts the program's own, as many as the machine's speed decides.
    await waitForApp(page);
    await page.getByRole('link', { name: 'Éves prog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Éves program 2025' }).waitFor();
    await openEarlierMonths(page);
    for (const document of season) await page.getByText(String(document.data.name)).waitFor();

    // The change marker (posted as plain text, which needs no preflight), then, the page's day
    // being in another year than the build's, the events: this year's range and last year's
    // last trips in one round trip, each preflighted by the browser because of the SDK's
    // headers; answered with the emulator's CORS headers. The home page's app reads them; the
    // program, opened in the app, shows what it read.
    const runQuery = '/v1/projects/demo-club/databases/(default)/documents:runQuery';
    await expect.poll(() => wire.requests.length, { timeout: 15_000 }).toBe(5);
    expect(wire.requests[0]).toBe('POST /v1/projects/demo-club/databases/(default)/documents:batchGet');
    expect(wire.requests.slice(1).sort()).toEqual([
      `OPTIONS ${runQuery}`,
      `OPTIONS ${runQuery}`,
      `POST ${runQuery}`,
      `POST ${runQuery}`,
    ]);
    // The relay counts a document as its answer arrives, after the request; the two queries'
    // answers may come in either order.
    await expect.poll(() => wire.documents.length).toBe(1 + season.length);
    expect(wire.documents[0]).toBe('meta/changes');
    expect(wire.documents.slice(1).sort()).toEqual(season.map((document) => `event/${document.id}`).sort());
    // And with nothing between: the page's origin may read the emulator itself, preflight and all.
    const direct = await page.evaluate(async (origin) => {
      const response = await fetch(`${origin}/v1/projects/demo-club/databases/(default)/documents:runQuery`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'X-Goog-Api-Client': 'gl-js/ fire/12.19.0' },
        body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'event' }], limit: 200 } }),
      });
      const items = (await response.json()) as Array<{ document?: unknown }>;
      return items.filter((item) => item.document).length;
    }, emulatorOrigin);
    expect(direct).toBe(season.length);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fetches the Firebase chunk in parallel with the app, not after it, and only once', async () => {
    hosted.state.entryDelayMs = 700;
    const { context, problems } = await openHome();
    // The copy shows the cards before the app is there; the read starts once the app runs.
    await expect.poll(() => reads().length > 0, { timeout: 15_000 }).toBe(true);

    const entry = hosted.state.log.find((item) => /^\/assets\/index-[\w-]+\.js$/.test(item.path));
    const reader = hosted.state.log.filter((item) =>
      /^\/assets\/firestore-events-[\w-]+\.js$/.test(item.path),
    );
    expect(entry).toBeDefined();
    expect(reader).toHaveLength(1);
    // Asked for while the app itself was still downloading.
    expect(reader[0]!.requestedAt).toBeLessThan(entry!.sentAt);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['phone', 'desktop'] as const)(
    'paints the program the build read before Firestore answers, and the live list replaces it in place (%s)',
    async (viewport) => {
      // Changed in Firestore after the build: one trip renamed. The answer takes 2 s.
      await seed(
        season.map((document) =>
          document.id === 'e2' ? { ...document, data: { ...document.data, name: renamed } } : document,
        ),
      );
      // Held back by the relay: the emulator answers at once, and only a slow answer shows the snapshot first.
      wire.delayMs = 2000;
      const { page, context, problems } = await openHome({
        viewport,
        watchShifts: true,
      });

      // The first paint already has the program: the build's copy of it.
      const names = await carouselCardNames(page);
      nextThree.forEach((name, index) => expect(names[index]).toContain(name));
      const area = await page.locator('.carousel-area').boundingBox();
      const button = await page.getByRole('link', { name: 'Éves prog' }).boundingBox();

      // Then Firestore answers, and the renamed trip shows, where the old name was.
      await page.getByText(renamed).waitFor({ timeout: 10_000 });
      expect((await carouselCardNames(page))[0]).toContain(renamed);
      expect((await page.locator('.carousel-area').boundingBox())!.height).toBeCloseTo(area!.height, 0);
      expect((await page.getByRole('link', { name: 'Éves prog' }).boundingBox())!.y).toBeCloseTo(
        button!.y,
        0,
      );
      await expect(layoutShifts(page)).resolves.toEqual([]);
      // Nothing says the data may be old: it is the live list.
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      await expect(page.locator('.offline-note').count()).resolves.toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('the yearly program is painted from the build too, and follows a trip removed after the build', async () => {
    await seed(season.filter((document) => document.id !== 'e5'));
    // Held back by the relay, so the build's copy is seen before the live list replaces it.
    wire.delayMs = 1500;
    const { page, context, problems } = await openHome({ path: '/#/evesprogram' });
    await page.getByRole('heading', { level: 1, name: 'Éves program 2025' }).waitFor();
    const removed = String(season[4]!.data.name);
    await page.getByText(removed).waitFor();

    await page.getByText(removed).waitFor({ state: 'detached', timeout: 10_000 });
    await openEarlierMonths(page);
    await page.getByText(String(season[0]!.data.name)).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a trip page's copy is taken over before Firestore answers, then shows the trip cancelled after the build in place", async () => {
    await seed(
      season.map((document) =>
        document.data.pdf === 'program6'
          ? { ...document, data: { ...document.data, ...STATUSES.program6 } }
          : document,
      ),
    );
    // Held back by the relay: the take-over must happen before the answer, which the emulator gives at once.
    wire.delayMs = 6000;
    const { page, context, problems } = await openHome({ path: '/#/2025/program6' });
    const notice = page.getByRole('note').filter({ hasText: 'Elmarad' });
    // The app has attached to the copy (the structured data is rendered in the browser only)
    // while the read is still unanswered: the copy as the build made it, with working buttons.
    await page.locator('script[type="application/ld+json"]').first().waitFor({ state: 'attached' });
    expect(await notice.count()).toBe(0);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    const print = page.getByRole('button', { name: 'Nyomtatás' });
    await page.evaluate(() => (window.print = () => document.body.setAttribute('data-printed', '')));
    await print.click();
    await page.locator('body[data-printed]').waitFor({ timeout: 1000 });
    expect(reads().length > 0).toBe(true);

    // The four answers on a phone's first screen before the read answers…
    await expect(answersOnFirstScreen(page)).resolves.toEqual([]);

    // Then the read answers, and the same page says the trip is off.
    await expect.poll(() => notice.textContent(), { timeout: 15_000 }).toContain('Elmarad');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    // …and after, the trip called off where the answers were: the departure and the price go (a
    // trip called off has neither), and what stands there says so, on the same first screen.
    await expect(page.locator('[data-answer~="state"]').textContent()).resolves.toContain('Elmarad');
    await expect(answersOnFirstScreen(page)).resolves.toEqual(['departure: missing', 'price: missing']);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a trip page whose state did not change since the build: the live read moves nothing on a phone's first screen", async () => {
    await seed(season);
    wire.delayMs = 2000;
    const { page, context, problems } = await openHome({ path: '/#/2025/program6', watchShifts: true });
    await page.locator('script[type="application/ld+json"]').first().waitFor({ state: 'attached' });
    await expect(answersOnFirstScreen(page)).resolves.toEqual([]);
    const state = await page.locator('[data-answer~="state"]').textContent();
    // The events' read answered (the marker moved by the seed) and the page took it in.
    await expect.poll(() => wire.documents.length, { timeout: 15_000 }).toBeGreaterThan(1);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-answer~="state"]').textContent()).resolves.toBe(state);
    await expect(answersOnFirstScreen(page)).resolves.toEqual([]);
    await expect(layoutShifts(page)).resolves.toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a page left open follows a trip called off in Firestore within a minute: home card and trip page', async () => {
    await seed(season);
    // Called off on the organisers' page: the event and the marker in one batch.
    const cancel = () =>
      writeOrganiserChange(emulatorOrigin, PROJECT, {
        write: season
          .filter((document) => document.data.pdf === 'program6')
          .map((document) => ({ ...document, data: { ...document.data, ...STATUSES.program6 } })),
      });
    const name = String(season.find((document) => document.data.pdf === 'program6')!.data.name);
    const home = await openHome({ runningClock: true });
    const trip = await openHome({ runningClock: true, path: '/#/2025/program6' });
    const card = home.page.locator('article.event-card', { hasText: name });
    await waitForApp(home.page);
    await waitForApp(trip.page);
    // Both pages have read their events once the live list is on screen, before the change.
    await expect
      .poll(
        () =>
          wire.requests.filter((request) => request.startsWith('POST') && request.endsWith(':runQuery'))
            .length,
      )
      .toBeGreaterThan(1);
    expect(await card.locator('.trip-status').count()).toBe(0);
    expect(await trip.page.getByRole('note').filter({ hasText: 'Elmarad' }).count()).toBe(0);

    await cancel();
    // Nothing reads again before the minute is up; once it is, both pages say it, in place.
    await home.page.clock.fastForward(30_000);
    await trip.page.clock.fastForward(30_000);
    await sleep(1000);
    expect(await card.locator('.trip-status').count()).toBe(0);
    await home.page.clock.fastForward(31_000);
    await trip.page.clock.fastForward(31_000);
    await expect
      .poll(() => card.locator('.trip-status').textContent(), { timeout: 15_000 })
      .toBe(`Elmarad ${STATUSES.program6.statusNote}`);
    await expect
      .poll(() => trip.page.getByRole('note').filter({ hasText: 'Elmarad' }).textContent(), {
        timeout: 15_000,
      })
      .toContain(STATUSES.program6.statusNote);
    expect([...home.problems, ...trip.problems]).toEqual([]);
    await home.context.close();
    await trip.context.close();
  });

  it('a home page left open for an hour with one change a minute: each shows within the minute, for the marker and that one event', async () => {
    const home = await openHome({ runningClock: true });
    await waitForApp(home.page);
    // The first view: the marker, moved since the build, and the events.
    const events = () => wire.documents.filter((path) => path.startsWith('event/'));
    await expect.poll(() => events().length, { timeout: 15_000 }).toBe(season.length);
    await sleep(500);
    Object.assign(wire, { billed: 0, documents: [] });

    // Renamed on the organisers' page each minute: the minute's read takes the marker and that event.
    const e2 = season.find((document) => document.id === 'e2')!;
    const minutes = 60;
    for (let minute = 1; minute <= minutes; minute += 1) {
      const name = `${renamed} (${minute})`;
      await writeOrganiserChange(emulatorOrigin, PROJECT, { write: [{ ...e2, data: { ...e2.data, name } }] });
      // A second more each time: each read sets the page's next one a minute after it ends.
      await home.page.clock.fastForward(61_000);
      await expect
        .poll(async () => (await carouselCardNames(home.page))[0], {
          timeout: 15_000,
          message: `minute ${minute}`,
        })
        .toContain(name);
    }
    await sleep(500);
    // Sixty minutes, sixty markers, sixty changed documents: nothing else.
    expect(wire.documents, wire.requests.join('\n')).toEqual(
      Array.from({ length: minutes }, () => ['meta/changes', 'event/e2']).flat(),
    );
    expect(wire.billed).toBe(2 * minutes);
    expect(home.problems).toEqual([]);
    await home.context.close();
  });

  it.each(['phone', 'desktop'] as const)(
    'a read that fails on the way keeps the program, and the note that it may be out of date moves nothing on the page (%s)',
    async (viewport) => {
      // A 503 from the relay: the emulator has no way to be made unavailable on demand.
      wire.failWith = 'unavailable';
      const { page, context } = await openHome({ viewport, watchShifts: true });
      const names = await carouselCardNames(page);
      const title = await page.getByRole('heading', { level: 1 }).boundingBox();

      const note = page
        .getByRole('status')
        .filter({ hasText: 'A túraprogramot most nem sikerült frissíteni' });
      await note.waitFor({ timeout: 15_000 });
      // The program the build read stays where it was, and the note is in sight at the bottom.
      expect(await carouselCardNames(page)).toEqual(names);
      expect((await page.getByRole('heading', { level: 1 }).boundingBox())!.y).toBe(title!.y);
      await expect(layoutShifts(page)).resolves.toEqual([]);
      const box = (await note.boundingBox())!;
      const height = page.viewportSize()!.height;
      expect(box.y + box.height).toBeCloseTo(height, 0);

      wire.failWith = null;
      await note.getByRole('button', { name: 'Újrapróbálom' }).click();
      await expect.poll(() => note.count(), { timeout: 10_000 }).toBe(0);
      await context.close();
    },
  );

  it.each([
    ['home page', '/#/', 'phone', null],
    ['home page', '/#/', 'desktop', null],
    ['yearly program', '/#/evesprogram', 'phone', null],
    ['yearly program', '/#/evesprogram', 'landscapePhone', null],
    // The screen's code arriving after the failure: the app takes the copy over with the read
    // already failed, so the note is there from the app's first render.
    ['yearly program', '/#/evesprogram', 'phone', /\/assets\/yearly-program-screen-[\w-]+\.js$/],
  ] as const)(
    'a denied read keeps the %s (%s) on screen, says at the bottom of the screen that it may be out of date, moves nothing, and the retry button brings the live list (%s, code held back: %s)',
    async (_screen, path, viewport, heldCode) => {
      await denyReads(true);
      await seed(
        season.map((document) =>
          document.id === 'e2' ? { ...document, data: { ...document.data, name: renamed } } : document,
        ),
      );
      const prepare = async (page: Page) => {
        if (!heldCode) return;
        await page.route(heldCode, async (route) => {
          await expect.poll(() => reads().length).toBe(1);
          // Time for the SDK to take the answer in and the query to fail.
          await sleep(300);
          await route.continue();
        });
      };
      const { page, context, problems } = await openHome({ path, viewport, watchShifts: true, prepare });
      const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
      const title = await heading.boundingBox();

      const alert = page.getByRole('alert');
      await alert.getByText('Nem sikerült frissíteni a túraprogramot.').waitFor();
      await alert.getByText('Az oldalon látható adatok elavultak lehetnek.', { exact: false }).waitFor();
      // Never a blank program: the list the build read stays, where it was.
      await page.getByText(nextThree[0]!).first().waitFor();
      expect(reads()).toHaveLength(1);
      expect((await page.getByRole('heading', { level: 1 }).boundingBox())!.y).toBe(title!.y);
      await expect(layoutShifts(page)).resolves.toEqual([]);
      // In sight without scrolling, at the bottom of the screen.
      const box = (await alert.boundingBox())!;
      const height = page.viewportSize()!.height;
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      expect(box.y + box.height).toBeGreaterThan(height - 40);
      // Sideways, a phone's screen is short: the note keeps to two lines, its button beside them.
      if (viewport === 'landscapePhone') expect(box.height).toBeLessThan(height / 4);
      // The screen on show is the one first painted, taken over as it was (not thrown away and
      // rendered again because the note came in before the app): no hydration error either.
      await expect(heading.evaluate((element) => element.isConnected)).resolves.toBe(true);
      expect(problems.filter((problem) => !problem.includes('status of 403'))).toEqual([]);

      await denyReads(false);
      await alert.getByRole('button', { name: 'Újrapróbálom' }).click();
      await page.getByText(renamed).first().waitFor();
      await expect(alert.count()).resolves.toBe(0);
      await context.close();
    },
  );

  it('export, wipe, npm run events:restore: a page left open shows every event back within a minute', async () => {
    await seed(season);
    const home = await openHome({ runningClock: true });
    await waitForApp(home.page);
    const names = () => home.page.locator('article.event-card .event-card-name').allTextContents();
    await expect.poll(async () => (await names()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const shown = await names();

    // The nightly copy, as a visitor reads the collection; then everything gone.
    const dir = mkdtempSync(join(tmpdir(), 'events-export-'));
    const emulatorHost = firestoreEmulator().host;
    await runTool('tools/events-export.ts', ['--out', dir], {
      VITE_FIREBASE_PROJECT_ID: PROJECT,
      VITE_FIRESTORE_EMULATOR_HOST: emulatorHost,
    });
    const [file] = readdirSync(dir);
    // Every event removed, as the organisers' page removes one: the marker counts the removals.
    await clearFirestore(emulatorOrigin, PROJECT);
    await writeOrganiserChange(emulatorOrigin, PROJECT, { remove: season.map((document) => document.id) });
    // The open page's next read finds the program gone.
    await home.page.clock.fastForward(61_000);
    await expect.poll(names, { timeout: 15_000 }).toEqual([]);
    await runTool('tools/events-restore.ts', [join(dir, file!), '--project', PROJECT], {
      FIRESTORE_EMULATOR_HOST: emulatorHost,
    });
    rmSync(dir, { recursive: true, force: true });

    // The page's next read, within the minute, shows every trip again, in place.
    await home.page.clock.fastForward(61_000);
    await expect.poll(names, { timeout: 15_000 }).toEqual(shown);
    expect(home.problems).toEqual([]);
    await home.context.close();
  });

  // The yearly program, the trip pages and their calendar files with these statuses from Firestore:
  // tests/component/firestore-trip-status.test.tsx. Here, what only the build shows: the
  // prerendered home page taking them in once the live list replaces the build's copy.
  it('a trip cancelled and one full in Firestore after the build show on the prerendered home page and in its calendar, with no deploy', async () => {
    await seed(
      season.map((document) => {
        const status = STATUSES[document.data.pdf as keyof typeof STATUSES];
        return status ? { ...document, data: { ...document.data, ...status } } : document;
      }),
    );
    const nameOf = (key: string) => String(season.find((document) => document.data.pdf === key)!.data.name);
    await checkHomeCardStatuses(
      (path, viewport) => openHome({ path, viewport }),
      { key: 'program6', name: nameOf('program6') },
      { key: 'program7', name: nameOf('program7') },
    );
  });

  it('the configured build keeps Firebase and zod out of the app chunk; the start-up script preloads the reader with the app', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const entry = appEntry(html)?.replace(/^\//, '');
    expect(entry).toBeDefined();
    const entryCode = readFileSync(join(outDir, entry!), 'utf8');
    expect(entryCode).not.toContain('firestore.googleapis.com');
    expect(entryCode).not.toContain('Invalid input'); // zod's messages
    // Not from <head>: there it would compete with the stylesheet and the copy for the first paint.
    expect(html).not.toContain('rel="modulepreload"');
    const preloads = pageStartUp(join(outDir, 'index.html')).preload.map((href) => href.replace(/^\//, ''));
    const preloaded = preloads.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
    expect(preloaded).toContain('firestore.googleapis.com');
    expect(preloads.some((file) => /firestore-events-/.test(file))).toBe(true);
  });

  it('prerenders the home page and the program from the events it read at build time', () => {
    const screens = builtScreens(outDir);
    expect(Object.keys(screens)).toEqual(
      expect.arrayContaining(['/', '/evesprogram/', '/evesprogram/2025/', '/program11/']),
    );
    const copies = readdirSync(join(outDir, 'prerendered')).map((file) =>
      readFileSync(join(outDir, 'prerendered', file), 'utf8'),
    );
    expect(copies.some((copy) => copy.includes(String(season[0]!.data.name)))).toBe(true);
  });

  it("a trip page's copy carries the events of its key it was rendered from; the home page and the program carry none", () => {
    const copies = copiesByPath(outDir);
    const [tripCopy] = copies.get('/2025/program6/')!;
    // As TanStack Query's dehydrate writes it, dated 0 so the browser reads the live events at once.
    const queries = tripCopy!.state!.queries;
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({
      queryKey: ['events', 'key', 'program6', 2025],
      dehydratedAt: 0,
      state: { status: 'success', dataUpdatedAt: 0 },
    });
    expect((queries[0]!.state.data as Array<{ name: string }>).map((event) => event.name)).toEqual([
      season.find((document) => document.data.pdf === 'program6')!.data.name,
    ]);
    // The page carries its own copy's the same way, in one JSON after its root.
    const page = readFileSync(join(outDir, '2025/program6/index.html'), 'utf8');
    const inlined = [
      ...page.matchAll(/<script type="application\/json" id="prerendered-state">(.*?)<\/script>/g),
    ];
    expect(inlined).toHaveLength(1);
    expect(JSON.parse(inlined[0]![1]!)).toEqual(tripCopy!.state);
    expect(page.indexOf('id="prerendered-state"')).toBeGreaterThan(page.indexOf('<div id="root"'));
    for (const path of ['/', '/evesprogram/'])
      for (const copy of copies.get(path)!) expect(copy.state).toBeNull();
  });
});

/**
 * The bundled season's events `from`–`to` (by place) moved to `year`, every text the public event
 * holds at its bound (schema/changes.ts EVENT_TEXT_LIMITS), each trip postponed by a week with
 * its reason, and its coach's counts at their largest: the most the rules let one event weigh.
 * Words drawn from the club's trip files, in an order of their own for each text.
 */
function eventsAtTheirBounds(year: number, from: number, to: number): StoredDocument[] {
  const pool = [
    ...new Set(
      readdirSync('trips/2025')
        .filter((file) => file.endsWith('.json'))
        .map((file) => readFileSync(`trips/2025/${file}`, 'utf8'))
        .join(' ')
        .match(/[A-Za-zÁÉÍÓÖŐÚÜŰáéíóöőúüű-]{3,}/g),
    ),
  ];
  let state = 7;
  const words = (length: number) => {
    let text = '';
    while (text.length < length) {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      text += `${text ? ' ' : ''}${pool[state % pool.length]}`;
    }
    return text.slice(0, length);
  };
  return events2025.slice(from, to).map((event) => {
    const date = event.date.replace(/^2025/, String(year));
    return {
      id: seasonDocumentId(year, event.id),
      data: {
        id: event.id,
        date,
        name: words(EVENT_TEXT_LIMITS.name),
        picture: event.picture,
        pdf: event.pdf,
        status: 'postponed',
        statusNote: words(EVENT_TEXT_LIMITS.statusNote),
        newDate: addIsoDays(date.replaceAll('.', '-'), 7).replaceAll('-', '.'),
        seats: { capacity: 99, taken: 99, waiting: 99 },
      },
    };
  });
}

/**
 * What a screen open in `page` fetched from the site built into `dir`, once settled: each file,
 * whether it came before the first paint, and the gzip bytes of what the first paint is made of
 * (the page with its screen, its stylesheet and, on a day the page was not built for, the day's
 * copy; counted by kind, not by arrival) and of everything.
 */
async function screenBytes(page: Page, dir: string) {
  await page.locator('h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const fetched = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    return entries
      .filter((entry) => new URL(entry.name).origin === location.origin)
      .map((entry) => ({ path: new URL(entry.name).pathname, beforePaint: entry.responseEnd <= paint }));
  });
  const size = (paths: string[]) =>
    paths.reduce(
      (sum, path) => sum + gzipSize(dir, path.endsWith('/') ? `${path.slice(1)}index.html` : path.slice(1)),
      0,
    );
  const beforePaint = size(
    fetched
      .filter(({ path }) => path.endsWith('/') || path.endsWith('.css') || path.startsWith('/prerendered/'))
      .map((item) => item.path),
  );
  return { fetched, beforePaint, total: size(fetched.map((item) => item.path)) };
}

describe('the Firestore build within its byte budgets (budgets.json, firestore)', () => {
  const budgets = readBudgets().firestore;

  it.each(Object.entries(budgets))(
    '%s: what the first paint waits for, and all it fetches',
    async (name, budget) => {
      // The real clock: a faked one has no performance entries to read.
      const { page, context, problems } = await openHome({
        path: budget.path,
        realClock: true,
      });
      const { fetched, beforePaint, total } = await screenBytes(page, outDir);
      console.info(
        `Firestore build, ${name}: ${kB(beforePaint)} kB before the first paint, ${kB(total)} kB in all`,
      );
      // No script holds the first paint back: the page and the stylesheet are all it waits for.
      expect(fetched.filter((item) => item.beforePaint && item.path.endsWith('.js'))).toEqual([]);
      // The page carries its screen for the day it was built: no copy to fetch on top.
      expect(fetched.filter((item) => item.path.startsWith('/prerendered/'))).toEqual([]);
      expect(beforePaint / 1000).toBeLessThanOrEqual(budget.beforePaint);
      expect(total / 1000).toBeLessThanOrEqual(budget.total);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe("27 events with every field at its bound, the most the rules let a visitor's read hold", () => {
  const outDirBounded = `dist-firestore-e2e-${process.pid}-bounded`;
  afterAll(() => rmSync(outDirBounded, { recursive: true, force: true }));

  it("the home page within budgets.json's firestore.home.atBounds, and its first view one read", async () => {
    // The build's season in full and last season's last three trips: the recent list the build
    // reads and the home page carries, each event's texts as long as the rules allow, in words
    // of the club's own trips (repeated words would pack down to nothing).
    const year = Number(budapestDay(new Date()).slice(0, 4));
    await clearFirestore(emulatorOrigin, PROJECT);
    await writeDocuments(emulatorOrigin, PROJECT, 'event', [
      ...eventsAtTheirBounds(year, 0, 24),
      ...eventsAtTheirBounds(year - 1, 21, 24),
    ]);
    await buildFirestoreSite(outDirBounded, {
      emulatorHost: new URL(switchboardOrigin).host,
      forecastUrl: `${forecastSwitchboardOrigin}/v1/forecast`,
      role: 'subject',
      name: 'firestore.test.ts, every field at its bound',
    });
    hosted.state.dir = outDirBounded;
    // What the build read went through the relay too: only the page's reads count below.
    Object.assign(wire, { requests: [], billed: 0, documents: [] });
    const { path, atBounds: budget } = readBudgets().firestore.home!;
    const { page, context, problems } = await openHome({ path, realClock: true });
    const { beforePaint, total } = await screenBytes(page, outDirBounded);
    console.info(
      `Firestore build, home, every field at its bound: ${kB(beforePaint)} kB before the first paint, ${kB(total)} kB in all`,
    );
    expect(beforePaint / 1000).toBeLessThanOrEqual(budget!.beforePaint);
    expect(total / 1000).toBeLessThanOrEqual(budget!.total);
    // Nothing changed since the build: the marker, one document, is the whole first view.
    await sleep(1000);
    expect(wire.billed).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});

describe('what a visitor costs in Firestore reads (budgets.json, firestoreReads)', () => {
  const budgets = readBudgets().firestoreReads;
  it('each screen: a first view with nothing changed since the build, then an hour on screen', async () => {
    // The collection as the build read it, and no marker written since: nothing changed. Beside it
    // last year's and next year's programs, as a club's collection holds three seasons: what a
    // visit costs must not grow with what is stored.
    await clearFirestore(emulatorOrigin, PROJECT);
    await writeDocuments(emulatorOrigin, PROJECT, 'event', [...season, ...seasonsBesideTheBuild()]);
    // The screens side by side, each in a browser of its own that the relay tells apart by the
    // User-Agent it sends: the hour's sixty minutes move on for the three at once. Today, in the
    // build's own season range: the page may take the build's list as current.
    const probe = await browser().newPage();
    const userAgent = await probe.evaluate(() => navigator.userAgent);
    await probe.close();
    const measured = await measureVisitorReads({
      relay: wire,
      screens: Object.fromEntries(Object.entries(budgets).map(([name, budget]) => [name, budget.path])),
      open: (path, agent, now, prepare) =>
        openHome({ path, runningClock: true, now, userAgent: agent, prepare }),
      userAgent,
    });
    for (const { name, firstView, hour, problems } of measured) {
      console.info(`Firestore reads, ${name}: ${firstView} in the first view, ${hour} in an hour on screen`);
      const budget = budgets[name]!;
      expect(firstView, name).toBeLessThanOrEqual(budget.firstView);
      expect(hour, name).toBeLessThanOrEqual(budget.hour);
      // The free plan's day, each visitor-hour a first view and an hour on screen.
      expect(visitorHoursADay({ firstView, hour }), name).toBeGreaterThanOrEqual(300);
      expect(problems, name).toEqual([]);
    }
  }, 120_000);
});

describe('a build configured for Firestore that could not read it', () => {
  it('still succeeded, said why in one line, and left the home page and the program to the browser', () => {
    const said = buildWarnings.filter((line) => line.includes('events snapshot not read'));
    expect(said).toHaveLength(1);
    // …which the shared build, made while the rules allowed the read, did not say.
    expect(
      sharedFirestoreBuild().warnings.filter((line) => line.includes('events snapshot not read')),
    ).toEqual([]);
    expect(said[0]!.split('\n')).toHaveLength(1);
    expect(said[0]).toMatch(/permission|denied|PERMISSION_DENIED/i);
    const screens = builtScreens(outDirNoSnapshot);
    expect(screens['/']).toBeUndefined();
    expect(screens['/evesprogram/']).toBeUndefined();
    // Trip documents' permanent addresses are prerendered whatever the events.
    expect(screens['/2025/program1/']).toBeDefined();
  });

  it.each(['phone', 'desktop'] as const)(
    'keeps the placeholders at the final size while the answer is slow (%s): nothing jumps when the events arrive',
    async (viewport) => {
      hosted.state.dir = outDirNoSnapshot;
      // Held back by the relay: the placeholders can only be measured while the answer is on its way.
      wire.delayMs = 1500;
      const { page, context, problems } = await openHome({ viewport });
      const area = page.locator('.carousel-area');
      await page.getByText('A túraprogram betöltése folyamatban…').waitFor({ state: 'attached' });
      const before = await area.boundingBox();
      const buttonBefore = await page.getByRole('link', { name: 'Éves prog' }).boundingBox();

      await carouselCardNames(page);
      const after = await area.boundingBox();
      const buttonAfter = await page.getByRole('link', { name: 'Éves prog' }).boundingBox();
      expect(after!.height).toBeCloseTo(before!.height, 0);
      expect(buttonAfter!.y).toBeCloseTo(buttonBefore!.y, 0);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('a denied read shows the Hungarian error at once, and the retry button brings the events once the rules allow it', async () => {
    hosted.state.dir = outDirNoSnapshot;
    await denyReads(true);
    const { page, context } = await openHome();

    const alert = page.getByRole('alert');
    await alert.getByText('Nem sikerült betölteni a túraprogramot.').waitFor();
    expect(reads()).toHaveLength(1);

    await denyReads(false);
    await alert.getByRole('button', { name: 'Újrapróbálom' }).click();
    const names = await carouselCardNames(page);
    expect(names[0]).toContain(nextThree[0]);
    await expect(alert.count()).resolves.toBe(0);
    await context.close();
  });
});

describe('the default build (dist/, no VITE_FIREBASE_PROJECT_ID)', () => {
  it('carries no Firebase code at all and preloads nothing for it', () => {
    const dist = process.env.E2E_DIST ?? 'dist';
    const scripts = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const withFirebase = scripts.filter((file) =>
      /firestore\.googleapis\.com|@firebase|FirebaseError/.test(
        readFileSync(join(dist, 'assets', file), 'utf8'),
      ),
    );
    expect(withFirebase).toEqual([]);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).not.toMatch(/firestore-events/);
  });

  it('carries no data in its prerendered copies: the browser has the same events in its bundle', () => {
    const copies = [...copiesByPath(process.env.E2E_DIST ?? 'dist').values()].flat();
    expect(copies.length).toBeGreaterThan(0);
    expect(copies.filter((copy) => copy.state !== null)).toEqual([]);
  });
});

// Which trip an address shows and which season a program is, for these two seasons on a given
// day (the home page's carousel on 30 December, the yearly programs, the 2025 and 2026 program3):
// tests/component/firestore-seasons.test.tsx. Here, what only the build has: the host's page for
// an address it has no file for, and the addresses it prerendered.
describe('two seasons in Firestore, seeded as `seed:firestore --season` writes them', () => {
  // 2026 as the club would enter it in January: its first three events, program3 before its trip file.
  const season2026 = fullSeason2026.slice(0, 3);
  const twoSeasons = [...buildSeedDocuments(events2025, 2025), ...buildSeedDocuments(season2026, 2026)];
  const DEC_30 = new Date('2025-12-30T07:00:00+01:00');

  beforeEach(async () => {
    await seed(twoSeasons);
  });

  const heading = (page: Page) => page.locator('h1').first().textContent();
  /** The 2026 program3 event's page: its placeholder, with its own date. */
  const placeholderOf2026program3 = {
    heading: program3of2026.name,
    placeholder: 1,
    itinerary: 0,
    date: '2026-02-01',
  };

  /** The page's heading, placeholder text, itinerary heading and the day it is dated. */
  async function tripPageFacts(page: Page) {
    await page.locator('main time[datetime]').first().waitFor();
    return {
      heading: await heading(page),
      placeholder: await page.getByText('EHHEZ A TÚRÁHOZ MÉG NEM KÉSZÜLT EL A RÉSZLETES PROGRAM...').count(),
      itinerary: await page.getByRole('heading', { name: 'PROGRAMOK' }).count(),
      date: await page.locator('main time[datetime]').first().getAttribute('datetime'),
    };
  }

  it('a 2026 event the club added after the build opens at its own address, before the nightly deploy writes its page', async () => {
    // No file for it: the host answers with 404.html, in which the app renders the event's page.
    expect(existsSync(join(outDir, '2026/program3/index.html'))).toBe(false);
    const { page, context, problems } = await openHome({ path: '/2026/program3/', now: DEC_30 });
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe(program3of2026.name);
    expect(await tripPageFacts(page)).toEqual(placeholderOf2026program3);
    expect(new URL(page.url()).pathname).toBe('/2026/program3/');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the build prerendered the permanent addresses and the short addresses of the events it read', () => {
    const screens = builtScreens(outDir);
    expect(Object.keys(screens)).toEqual(
      expect.arrayContaining([
        '/2025/program3/',
        '/2025/program7/',
        '/program7/',
        '/program6/',
        '/program2/',
        '/program25/',
      ]),
    );
  });
});
