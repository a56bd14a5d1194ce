/**
 * The site in the browsers visitors run: Chromium (the whole browser, beside the headless
 * Chromium of every other e2e test), Firefox (Gecko) and WebKit:
 * the production build served as Firebase Hosting serves it (firebase.json's
 * headers, its Content-Security-Policy included), at a phone's width and a
 * desktop's, with Budapest's time zone and the season's fixed day. A screen the
 * build prerendered must be taken over by the app as it is: a browser that
 * writes a day or a number otherwise than Node does makes React throw the page
 * away (a hydration error) or show the error screen, and both fail here.
 * What each engine can and cannot tell: docs/browsers.md.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import events2025 from '../../src/content/events/2025.json';
import { TRACK_FAILED, TRACK_NOT_KEPT } from '../../src/components/trip/track-download.tsx';
import { SEASON_NOW } from '../support/browser.ts';
import { RECORDED_TRACK } from '../support/fixture-project.ts';
import {
  LAUNCH,
  pageErrors,
  visitorClock,
  visitorScript,
  waitUntil,
  type Engine,
  type EngineName,
  type EnginePage,
} from '../support/engines.ts';
import { startFirestoreStandIn, type FirestoreStandIn } from '../support/firestore-stand-in.ts';
import { startForecastStandIn, type ForecastStandIn } from '../support/forecast-stand-in.ts';
import { season } from '../support/firestore-season.ts';
import { requestsSeen, startHostedSite, type HostedSite } from '../support/hosted-site.ts';
import { routeSwitchboard, sharedFirestoreBuild, sharedFixtureBuild } from '../support/shared-builds.ts';

const WIDTHS = { phone: 375, desktop: 1280 } as const;
const ENGINES: EngineName[] = ['chromium', 'firefox', 'webkit'];

function tripDocument(key: string): { title: string; departures: Array<{ time: string }> } {
  return JSON.parse(readFileSync(`trips/2025/${key}.json`, 'utf8')) as {
    title: string;
    departures: Array<{ time: string }>;
  };
}

/** The next trip on SEASON_NOW (program6, 15 March) and the two after it, as the home page's cards name them. */
const seasonEvents = events2025 as Array<{ date: string; name: string }>;
const nextIndex = seasonEvents.findIndex((event) => event.date === '2025.03.15');
/** 20 January 2025, 07:00 in Budapest: program3 (1 February) is still ahead. */
const DAY_BEFORE_PROGRAM3 = new Date('2025-01-20T07:00:00+01:00');

/** On SEASON_NOW: a one-day trip, the Easter trip and a placeholder, all still ahead, with the answers each shows. */
const FIRST_SCREENS: Array<[string, string[]]> = [
  ['/2025/program7/', ['departure', 'price', 'state', 'call']],
  ['/2025/program8/', ['departure', 'price', 'state', 'call']],
  ['/2025/program12/', ['date', 'state', 'call', 'departure', 'price']],
];

let site: HostedSite;
let standIn: FirestoreStandIn;
let forecast: ForecastStandIn;
let firestoreSite: HostedSite;
/** The run's fixture build: its 2026 program5 has a recorded track, which offers a map. */
let fixtureSite: HostedSite;

beforeAll(async () => {
  visitorClock.now = SEASON_NOW;
  site = await startHostedSite(process.env.E2E_DIST ?? 'dist', { firstScript: visitorScript() });
  forecast = await startForecastStandIn();
  // The stand-in, not the emulator: the live-update case holds Firestore's answer back so the
  // page is seen painting the build's events first, and the emulator cannot be made to wait.
  // (tests/e2e/firestore.test.ts reads the real emulator, through a relay for such delays.)
  // It holds what the run's shared Firestore build was built from (tests/support/e2e-global-setup.ts).
  standIn = await startFirestoreStandIn(season);
  const shared = sharedFirestoreBuild();
  firestoreSite = await startHostedSite(shared.dir, {
    connectTo: [shared.firestore, shared.forecast],
    firstScript: visitorScript(),
  });
  // For this file's pages only: another file may read the same build from its own server meanwhile.
  const pages = new URL(firestoreSite.url).origin;
  await routeSwitchboard(shared.firestore, standIn.origin, pages);
  await routeSwitchboard(shared.forecast, forecast.origin, pages);
  const fixture = sharedFixtureBuild();
  fixtureSite = await startHostedSite(fixture.dir, {
    firebaseJson: join(fixture.root, 'firebase.json'),
    firstScript: visitorScript(),
  });
}, 180_000);

afterAll(async () => {
  await Promise.all([
    site?.close(),
    firestoreSite?.close(),
    fixtureSite?.close(),
    standIn?.close(),
    forecast?.close(),
  ]);
});

/** Whether React has taken the page over (its root is on #root): the prerendered copy hydrated, or rendered anew. */
function appIsThere() {
  const root = document.getElementById('root');
  return (
    root !== null &&
    Object.keys(root).some((key) => key.startsWith('__reactContainer')) &&
    !document.documentElement.hasAttribute('data-copy-pending')
  );
}

/**
 * Waits until the app has the page and its first heading reads `heading`. Fails at once on the
 * error screen, and says what the page showed and recorded when it fails.
 */
async function opened(page: EnginePage, heading: string) {
  const settled = await waitUntil(
    page,
    (expected: string) => {
      if (document.getElementById('hiba')) return true;
      const root = document.getElementById('root');
      const hasApp = root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      return hasApp && document.querySelector('h1')?.textContent === expected;
    },
    heading,
  ).then(
    () => 'settled',
    () => 'timed out',
  );
  const shown = await page.evaluate(() => document.querySelector('h1')?.textContent ?? null);
  if (shown !== heading)
    throw new Error(
      `${page.engine} (${settled}) at ${await page.url()}: the heading is ${JSON.stringify(shown)}, not "${heading}"; ` +
        `page errors: ${JSON.stringify(await pageErrors(page))}`,
    );
}

/** What a visitor must never meet on any page: the error screen, sideways scroll, a false update note, a script error. */
async function expectSoundPage(page: EnginePage) {
  const state = await page.evaluate(() => ({
    errorScreen: document.getElementById('hiba')?.textContent ?? null,
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    // No version is built after the run's own: an update note would greet a visitor falsely.
    updateNote: document.querySelector('.update-prompt')?.textContent ?? null,
  }));
  expect(state.errorScreen).toBeNull();
  expect(state.updateNote).toBeNull();
  expect(state.sideways, 'scrolls sideways').toBeLessThanOrEqual(0);
  expect(await pageErrors(page)).toEqual([]);
}

const cardNames = (page: EnginePage) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.carousel-cards [role="group"] a.event-card-link')].map(
      (link) => link.textContent ?? '',
    ),
  );

describe.each(ENGINES)('%s', (engineName) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await LAUNCH[engineName]();
  }, 60_000);
  afterAll(async () => {
    await engine?.close();
  });
  // A test that failed or ran out of time: where the engine's driver was waiting, and what the
  // test servers still had open (a hang shows as a command with no answer). Nothing when it passed.
  afterEach(({ task }) => {
    if (task.result?.state !== 'fail' || !engine?.lastCommands) return;
    console.error(
      `${engineName}, "${task.name}" failed; the driver's last commands:\n  ${engine.lastCommands().join('\n  ')}\n` +
        `the test servers (open, cut): ${JSON.stringify(requestsSeen(), null, 1)}`,
    );
  });

  describe.each(Object.entries(WIDTHS))('at %s width', (_viewport, width) => {
    let page: EnginePage;
    beforeAll(async () => {
      visitorClock.now = SEASON_NOW;
      page = await engine.open(width);
    });
    afterAll(async () => {
      await page?.close();
    });

    it('home: the next trips, and the carousel arrows work once the app has the page', async () => {
      await page.goto(`${site.url}/`);
      await opened(page, 'Következő túráink');
      await waitUntil(page, appIsThere);
      const first = await cardNames(page);
      expect(first[0]).toContain(seasonEvents[nextIndex]!.name);
      await page.click('button[aria-label="Következő túra"]');
      await waitUntil(
        page,
        (name: string) =>
          document.querySelector('.carousel-cards a.event-card-link')?.textContent?.includes(name),
        seasonEvents[nextIndex + 1]!.name,
      );
      await page.click('button[aria-label="Előző túra"]');
      await waitUntil(
        page,
        (name: string) =>
          document.querySelector('.carousel-cards a.event-card-link')?.textContent?.includes(name),
        seasonEvents[nextIndex]!.name,
      );
      expect(await cardNames(page)).toEqual(first);
      await expectSoundPage(page);
    });

    it('the yearly program lists the season', async () => {
      await page.goto(`${site.url}/evesprogram/`);
      await opened(page, 'Éves program 2025');
      const text = await page.evaluate(() => document.querySelector('main')?.textContent ?? '');
      for (const event of seasonEvents) expect(text).toContain(event.name);
      await expectSoundPage(page);
    });

    it("a trip page: the fee as the build wrote it, departure times, the organisers' phone links", async () => {
      const trip = tripDocument('program7');
      await page.goto(`${site.url}/2025/program7/`);
      await opened(page, trip.title);
      // Structured data is rendered in the browser only: there once the app has attached to the page.
      await waitUntil(page, () => document.querySelector('script[type="application/ld+json"]') !== null);
      const facts = await page.evaluate(async () => {
        const built = new DOMParser().parseFromString(
          await (await fetch(window.location.pathname)).text(),
          'text/html',
        );
        return {
          fee: document.querySelector('.trip-fee')?.textContent,
          builtFee: built.querySelector('.trip-fee')?.textContent,
          times: [...document.querySelectorAll('.departure-time')].map((time) => time.textContent),
          phones: [...document.querySelectorAll('.trip-registration a[href^="tel:"]')].map((link) =>
            link.getAttribute('href'),
          ),
        };
      });
      expect(facts.fee).toMatch(/9000\sFt/);
      expect(facts.fee).toBe(facts.builtFee);
      expect(facts.times).toEqual(trip.departures.map((departure) => departure.time));
      expect(facts.phones).toHaveLength(2);
      await expectSoundPage(page);
    });

    it('a hash address the club shared ends on its path', async () => {
      await page.goto(`${site.url}/#/program7`);
      await opened(page, tripDocument('program7').title);
      const url = new URL(await page.url());
      expect(`${url.pathname}${url.hash}`).toBe('/program7/');
      await expectSoundPage(page);
    });

    it('an address with no page: the Hungarian not-found screen with a way home', async () => {
      await page.goto(`${site.url}/nincs-ilyen-oldal`);
      await opened(page, 'Ez az oldal nem található');
      const home = await page.evaluate(
        () =>
          [...document.querySelectorAll('a')].find(
            (link) => link.textContent?.trim() === 'Vissza a kezdőlapra',
          )?.href,
      );
      expect(home).toBe(`${site.url}/`);
      await expectSoundPage(page);
    });
  });

  it('the first screen at phone width: a one-day trip, a multi-day trip and a placeholder answer within the first 640 px', async () => {
    const page = await engine.open(WIDTHS.phone);
    try {
      for (const [path, answers] of FIRST_SCREENS) {
        await page.goto(`${site.url}${path}`);
        await waitUntil(page, appIsThere);
        // Where the app rendered the screen itself (its copy came late), it does so once the screen's code is in.
        await waitUntil(page, () => document.querySelector('[data-answer~="state"]') !== null);
        const bottoms = await page.evaluate(
          (names: string[]) =>
            names.map((name) => {
              const element = document.querySelector(`[data-answer~="${name}"]`);
              return element ? Math.round(element.getBoundingClientRect().bottom + scrollY) : null;
            }),
          answers,
        );
        for (const [index, bottom] of bottoms.entries()) {
          expect(bottom, `${path} ${answers[index]}`).not.toBeNull();
          expect(bottom, `${path} ${answers[index]}`).toBeLessThanOrEqual(640);
        }
        await expectSoundPage(page);
      }
    } finally {
      await page.close();
    }
  });

  it('the Firestore build paints the events it was built with, then shows a trip renamed since in place', async () => {
    const renamed = 'Mátra: Kékestető, Sástó, Galyatető';
    // The build's next trip on SEASON_NOW (15 March).
    const next = season.find((document) => document.data.date === '2025.03.15')!.data as { name: string };
    standIn.state.documents = season.map((document) =>
      document.data.date === '2025.03.15'
        ? { ...document, data: { ...document.data, name: renamed } }
        : document,
    );
    standIn.state.delayMs = 1500;
    const page = await engine.open(WIDTHS.phone);
    try {
      await page.goto(`${firestoreSite.url}/`);
      await opened(page, 'Következő túráink');
      expect((await cardNames(page))[0]).toContain(next.name);
      await waitUntil(
        page,
        (name: string) =>
          document.querySelector('.carousel-cards a.event-card-link')?.textContent?.includes(name),
        renamed,
      );
      await expectSoundPage(page);
    } finally {
      standIn.state.documents = season;
      standIn.state.delayMs = 0;
      await page.close();
    }
  });

  it('a track downloaded once is kept by the service worker for the trip morning; one never downloaded is said so with no signal', async () => {
    const page = await engine.open(WIDTHS.phone);
    const track = `/2026/${RECORDED_TRACK.file}`;
    try {
      await page.goto(`${fixtureSite.url}/2026/program5/`);
      await waitUntil(page, appIsThere);
      await waitUntil(page, () => navigator.serviceWorker.controller !== null, undefined, {
        timeoutMs: 30_000,
        what: 'the service worker in control',
      });

      // The app has the link (hydration runs in slices): before that, a tap is the browser's own download.
      await waitUntil(page, () => {
        const link = document.querySelector('a.track-download');
        return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'));
      });
      // No signal, and the track never downloaded on this phone: the page says so, and starts no download.
      fixtureSite.state.offline = true;
      await page.click('a.track-download');
      await waitUntil(
        page,
        (said: string[]) => said.some((text) => document.body.textContent?.includes(text)),
        [TRACK_NOT_KEPT, TRACK_FAILED],
        { what: 'the note that the track is not kept' },
      );
      expect(new URL(await page.url()).pathname).toBe('/2026/program5/');
      fixtureSite.state.offline = false;

      // Fetched once as the link fetches it, then asked for with no signal: the worker's copy, the same bytes.
      const fetched = (path: string) =>
        page.evaluate(async (url: string) => {
          const answer = await fetch(url).catch(() => null);
          return answer?.ok ? await answer.text() : null;
        }, path);
      const online = await fetched(track);
      expect(online).toBe(readFileSync(RECORDED_TRACK.fixture, 'utf8'));
      await waitUntil(
        page,
        async (file: string) =>
          (await (await caches.open('tracks')).keys()).some((request) => request.url.endsWith(file)),
        track,
        { what: "the track in the worker's 'tracks' cache" },
      );
      fixtureSite.state.offline = true;
      expect(await fetched(track)).toBe(online);
      await expectSoundPage(page);
    } finally {
      fixtureSite.state.offline = false;
      await page.close();
    }
  });

  it('opens a trip page seen once again with the connection cut: heading and departure times', async () => {
    const trip = tripDocument('program3');
    // A day before program3 (1 February): from the day after, its page lists no departures.
    visitorClock.now = DAY_BEFORE_PROGRAM3;
    // A phone of its own, that has seen this one page: WebKitGTK's session, after the other
    // origin's track checks before this one, now and then stuck its window for good on the
    // page opened again (docs/browsers.md), which says nothing of the page kept for offline.
    const phone = await LAUNCH[engineName]();
    const page = await phone.open(WIDTHS.phone);
    try {
      await page.goto(`${site.url}/2025/program3/`);
      await opened(page, trip.title);
      // The service worker controls the page and has kept the trip document's chunk and the trip loader.
      const kept = () =>
        page.evaluate(async () => {
          const names: string[] = [];
          for (const name of await caches.keys())
            for (const request of await (await caches.open(name)).keys())
              names.push(`${name}:${new URL(request.url).pathname.split('/').pop()!}`);
          const worker = await navigator.serviceWorker.getRegistration();
          return {
            controller: navigator.serviceWorker.controller?.state ?? null,
            active: worker?.active?.state ?? null,
            waiting: worker?.waiting?.state ?? null,
            installing: worker?.installing?.state ?? null,
            kept: ['program3-', 'trips-'].every((start) =>
              names.some((name) => name.split(':')[1]!.startsWith(start)),
            ),
            runtime: names.filter((name) => !name.includes('precache')),
          };
        });
      await waitUntil(
        page,
        async () => {
          if (!navigator.serviceWorker.controller) return false;
          const names: string[] = [];
          for (const name of await caches.keys())
            for (const request of await (await caches.open(name)).keys())
              names.push(new URL(request.url).pathname.split('/').pop()!);
          return ['program3-', 'trips-'].every((start) => names.some((name) => name.startsWith(start)));
        },
        undefined,
        { timeoutMs: 30_000, what: 'the trip page kept for offline reading' },
      ).catch(async (error: unknown) => {
        // What the worker and its caches held instead: which of them fell behind.
        throw new Error(`${String(error)}; the worker and its caches: ${JSON.stringify(await kept())}`, {
          cause: error,
        });
      });
      await expectSoundPage(page);

      site.state.offline = true;
      await page.goto(`${site.url}/2025/program3/`);
      await opened(page, trip.title);
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll('.departure-time')].map((time) => time.textContent),
        ),
      ).toEqual(trip.departures.map((departure) => departure.time));
      expect(await page.evaluate(() => document.getElementById('hiba'))).toBeNull();
    } finally {
      site.state.offline = false;
      visitorClock.now = SEASON_NOW;
      await page.close();
      await phone.close();
    }
  });

  // Last of each engine: its tiles are asked of a server this machine cannot reach, and a request
  // the engine still waits on held up the next test's in WebKit. In a browser of its own, as the
  // trip page opened again above: after the track checks cut the fixture site's requests, WebKitGTK's
  // session once stuck its window for good on this same page opened again (docs/browsers.md).
  it("a recorded track's map: nothing of it before Térkép, then the route, its credit and zoom buttons, tiles asked of the club's server", async () => {
    const phone = await LAUNCH[engineName]();
    const page = await phone.open(WIDTHS.phone);
    try {
      await page.goto(`${fixtureSite.url}/2026/program5/`);
      await waitUntil(page, appIsThere);
      const mapFetched = () =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => /track-map-view/.test(entry.name)),
        );
      expect(await mapFetched()).toBe(false);
      await page.click('.track-map-button');
      // The route and its start and finish, drawn once the map's chunk and the GPX are there.
      await waitUntil(
        page,
        () => document.querySelectorAll('.track-map path.leaflet-interactive').length === 3,
        undefined,
        {
          timeoutMs: 20_000,
          what: 'the route drawn on the map',
        },
      );
      expect(await mapFetched()).toBe(true);
      const map = await page.evaluate(() => ({
        tiles: [...document.querySelectorAll('.track-map img.leaflet-tile')].map((tile) =>
          tile.getAttribute('src'),
        ),
        credit: document.querySelector('.track-map .leaflet-control-attribution')?.textContent,
        zoom: [...document.querySelectorAll('.track-map .leaflet-control-zoom a')].map((button) =>
          button.getAttribute('aria-label'),
        ),
        height: document.querySelector('.track-map')?.getBoundingClientRect().height ?? 0,
      }));
      // This machine reaches no tile server: that the page asks club.json's, under the policy the
      // build wrote (a refused one would be a page error), is what can be seen here.
      expect(map.tiles.length).toBeGreaterThan(0);
      for (const tile of map.tiles)
        expect(tile).toMatch(/^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/);
      expect(map.credit).toContain('OpenStreetMap-közreműködők');
      expect(map.zoom).toEqual(['Nagyítás', 'Kicsinyítés']);
      expect(map.height).toBeGreaterThan(200);
      await expectSoundPage(page);
    } finally {
      await page.close();
      await phone.close();
    }
  });
});
