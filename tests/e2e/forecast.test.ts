/**
 * The week of the trip, in Chromium, on the run's shared fixture build: its three 2026 trips
 * after the season's own (tests/support/forecast-week.ts), opened on a page clock three days
 * before the first of them. Mátraháza in three days, depending on the weather and with a long
 * route planned to end after dark, Easter's four days in Pécsvárad in five, and Szádelő in
 * thirty. The build asks Open-Meteo, as the site does; this file's own Chromium finds Open-Meteo
 * on the file's own stand-in on 127.0.0.1 (chromiumWithOpenMeteoAt), which the tests tell to
 * answer, fail or hold its answer back. The build is served with firebase.json's headers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appEntry } from '../../tools/first-view.ts';
import { addIsoDays, formatShortDate, formatWeekday } from '../../src/lib/dates.ts';
import { daylight, headlampText } from '../../src/lib/daylight.ts';
import { FORECAST_UNAVAILABLE } from '../../src/lib/forecast.ts';
import { budapestInstant } from '../../src/lib/budapest-time.ts';
import {
  chromiumWithOpenMeteoAt,
  visitorContext,
  reportCspViolations,
  waitForApp,
  waitForDaysCopy,
  type ServiceWorkers,
  type ViewportName,
  layoutShifts,
  watchLayoutShifts,
  setConnection,
  watchPageProblems,
  waitInPage,
} from '../support/browser.ts';
import {
  isOpenMeteoRequest,
  openMeteoCertificate,
  startForecastStandIn,
  type ForecastStandIn,
} from '../support/forecast-stand-in.ts';
import {
  DECISION_DAY,
  FORECAST_EVENTS,
  FORECAST_TODAY,
  FORECAST_TRIPS,
  IN_FIVE,
  IN_THREE,
  LONG_FINISH,
  MOUNTAINS,
  SUNSET_IN_THREE,
  type ForecastTripKey,
} from '../support/forecast-week.ts';
import type { HostedSite } from '../support/hosted-site.ts';
import { serveFixtureBuild } from '../support/shared-builds.ts';

let standIn: ForecastStandIn;
let certificates = '';
let site: HostedSite | undefined;
let baseUrl = '';

/** 07:00 in Budapest on the day, winter or summer time as that day has it. */
const budapestMorning = (iso: string) => budapestInstant(iso, '07:00');

const mountainTrip = FORECAST_TRIPS.program41;
const longRoute = mountainTrip.days[0]!.routes.find((route) => route.level === 'long')!;
const TENTATIVE = `Az időjárástól függ – döntés: ${formatWeekday(DECISION_DAY)} 18:00`;

beforeAll(async () => {
  certificates = mkdtempSync(join(tmpdir(), 'forecast-stand-in-'));
  const tls = openMeteoCertificate(certificates);
  if (!tls)
    throw new Error(
      'openssl is missing: the forecast stand-in answers as Open-Meteo over HTTPS with its certificate',
    );
  standIn = await startForecastStandIn({ tls });
  site = await serveFixtureBuild();
  baseUrl = site.url;
}, 60_000);

afterAll(async () => {
  await site?.close();
  await standIn?.close();
  if (certificates) rmSync(certificates, { recursive: true, force: true });
});

// After the stand-in's hook: the browser needs its port.
const browser = chromiumWithOpenMeteoAt(() => Number(new URL(standIn.origin).port));

const tripPath = (key: ForecastTripKey) => `/${FORECAST_TRIPS[key].startDate.slice(0, 4)}/${key}/`;

interface Opened {
  page: Page;
  close: () => Promise<void>;
  /** console errors, page errors, CSP violations, requests to anywhere but the site and the stand-in */
  problems: string[];
  /** the site's files the page asked for, by path */
  fetched: string[];
}

async function open({
  viewport = 'desktop',
  now = budapestMorning(FORECAST_TODAY),
  serviceWorkers = 'block',
  fakeTimers = false,
}: {
  viewport?: ViewportName;
  /** the page's clock, fixed at this moment (07:00 on FORECAST_TODAY unless given) */
  now?: Date;
  serviceWorkers?: ServiceWorkers;
  /** the clock runs from `now`, and the test moves its timers on (page.clock.install) */
  fakeTimers?: boolean;
} = {}): Promise<Opened> {
  const context = await visitorContext(browser(), viewport, { serviceWorkers });
  const page = await context.newPage();
  if (fakeTimers) await page.clock.install({ time: now });
  else await page.clock.setFixedTime(now);
  const problems = watchPageProblems(page, (url) => url.startsWith(baseUrl) || isOpenMeteoRequest(url));
  const fetched: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(baseUrl)) fetched.push(new URL(url).pathname);
  });
  await reportCspViolations(page, problems);
  await watchLayoutShifts(page);
  return { page, problems, fetched, close: () => context.close() };
}

const forecastRegion = (page: Page) => page.getByRole('region', { name: 'Időjárás-előrejelzés' });
const requestsFor = (start: string) => standIn.requests.filter((query) => query.get('start_date') === start);

/** No-break spaces (between a value and its unit) read as spaces. */
const spaced = (text: string) => text.replaceAll('\u00a0', ' ');

/** The trip page's forecast days as read, a line each: `március 15., szombat: eső | 3–10 °C | …`. */
async function forecastDays(page: Page) {
  return (await forecastRegion(page).getByRole('listitem').allInnerTexts()).map((text) =>
    spaced(text).replace(/\s*\n\s*/g, ' | '),
  );
}

/** A home card's forecast days, as a screen reader reads them. */
async function cardDays(page: Page, name: string) {
  const card = page.locator('article.event-card', { hasText: name });
  return (await card.locator('.card-forecast-day').allTextContents()).map((text) =>
    spaced(text).replace(/\s+/g, ' ').trim(),
  );
}

const dayLabel = (iso: string) => `${formatShortDate(iso)}, ${formatWeekday(iso)}`;

describe('the forecast of the week of the trip', () => {
  it('a trip in three days: its forecast on its page and on the home card, each day of a long trip, read once', async () => {
    standIn.behaviour = 'answer';
    const { page, problems, close } = await open();
    await page.goto(`${baseUrl}${tripPath('program41')}`);
    await waitForApp(page);
    await forecastRegion(page).waitFor();
    expect(await forecastDays(page)).toEqual([
      `${dayLabel(IN_THREE)}: eső | 3–10 °C | csapadék 70% (4,2 mm) | szél 18 km/h, lökés 42 km/h`,
    ]);
    const region = forecastRegion(page);
    expect(await region.getByText(mountainTrip.destination.name, { exact: true }).count()).toBe(1);
    const source = region.getByRole('link', { name: 'Időjárás: Open-Meteo.com' });
    expect(await source.getAttribute('href')).toBe('https://open-meteo.com/');
    expect(await region.locator('.forecast-source').innerText()).toMatch(
      /^Időjárás: Open-Meteo\.com Lekérdezve: ma \d\d:\d\d$/,
    );
    // Asked for the destination's one day, in Budapest days, once.
    expect(requestsFor(IN_THREE).map((query) => Object.fromEntries(query))).toEqual([
      expect.objectContaining({
        latitude: String(MOUNTAINS.lat),
        longitude: String(MOUNTAINS.lon),
        start_date: IN_THREE,
        end_date: IN_THREE,
        timezone: 'Europe/Budapest',
      }),
    ]);

    // The home card: each day's word, temperatures, precipitation and wind over the picture; the
    // Easter trip's two days within the week each; Mátra's read of a moment ago shown again. The
    // forecast arriving moves nothing on the page.
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    const mountainCard = page.locator('article.event-card', { hasText: FORECAST_EVENTS[0]!.name });
    const easterCard = page.locator('article.event-card', { hasText: FORECAST_EVENTS[1]!.name });
    await mountainCard.locator('.card-forecast').waitFor();
    await easterCard.locator('.card-forecast').waitFor();
    expect(await cardDays(page, FORECAST_EVENTS[0]!.name)).toEqual([
      'eső 3–10 °C csapadék 70% (4,2 mm) szél 18 km/h',
    ]);
    expect(await cardDays(page, FORECAST_EVENTS[1]!.name)).toEqual([
      `${formatWeekday(IN_FIVE)}: eső 3–10 °C csapadék 70% (4,2 mm) szél 18 km/h`,
      `${formatWeekday(addIsoDays(IN_FIVE, 1))}: felhős −3 – 5 °C csapadék 10% szél 10 km/h`,
    ]);
    expect(spaced(await mountainCard.locator('.card-forecast-source').innerText())).toMatch(
      /^Időjárás: Open-Meteo\.com, ma \d\d:\d\d$/,
    );
    expect(await layoutShifts(page)).toEqual([]);
    expect(await mountainCard.getByRole('link', { name: 'Időjárás: Open-Meteo.com' }).count()).toBe(1);
    expect(requestsFor(IN_THREE)).toHaveLength(1);
    expect(requestsFor(IN_FIVE).map((query) => query.get('end_date'))).toEqual([addIsoDays(IN_FIVE, 1)]);
    // The card's link is still the whole picture and text; the forecast is not part of its name.
    expect(await mountainCard.getByRole('link').first().getAttribute('href')).toBe('/program41/');

    // The long trip's page: each of its days within the week.
    await page.goto(`${baseUrl}${tripPath('program42')}`);
    await waitForApp(page);
    await forecastRegion(page).waitFor();
    expect(await forecastDays(page)).toEqual([
      `${dayLabel(IN_FIVE)}: eső | 3–10 °C | csapadék 70% (4,2 mm) | szél 18 km/h, lökés 42 km/h`,
      `${dayLabel(addIsoDays(IN_FIVE, 1))}: felhős | −3 – 5 °C | csapadék 10% | szél 10 km/h, lökés 22 km/h`,
    ]);
    expect(problems).toEqual([]);
    await close();
  });

  it('on a phone, a card shows its first day over the top of its picture, within it, and nothing moves', async () => {
    const { page, problems, close } = await open({ viewport: 'phone' });
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    for (const event of FORECAST_EVENTS.slice(0, 2)) {
      const card = page.locator('article.event-card', { hasText: event.name });
      const forecast = card.locator('.card-forecast-text');
      await forecast.waitFor();
      // The word, the temperatures, the chance of precipitation and the source, one a line (the
      // words in between are heard, not shown); the wind and a second day wait for the trip page.
      expect(spaced(await forecast.innerText()).split('\n')).toEqual([
        'Időjárás-előrejelzés:',
        'eső',
        '3–10 °C',
        'csapadék',
        '70%',
        'Időjárás:',
        'Open-Meteo.com',
      ]);
      expect(await forecast.getByText(/^szél/).first().isVisible()).toBe(false);
      expect(await forecast.locator('.card-forecast-day').nth(1).isVisible()).toBe(false);
      const box = (await forecast.boundingBox())!;
      const picture = (await card.locator('.event-card-picture').boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(picture.x);
      expect(box.x + box.width).toBeLessThanOrEqual(picture.x + picture.width);
      expect(box.y + box.height).toBeLessThanOrEqual(picture.y + picture.height);
    }
    expect(await layoutShifts(page)).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('a trip in thirty days asks for nothing and loads no forecast code', async () => {
    const before = standIn.requests.length;
    const { page, problems, fetched, close } = await open({ viewport: 'phone' });
    await page.goto(`${baseUrl}${tripPath('program43')}`);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await page.getByRole('region', { name: 'Napkelte és napnyugta' }).waitFor();
    expect(await forecastRegion(page).count()).toBe(0);
    expect(standIn.requests.length).toBe(before);
    expect(fetched.filter((path) => /forecast/.test(path))).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  it('the service failing leaves the page as it was, with one quiet line', async () => {
    standIn.behaviour = 'fail';
    try {
      const { page, problems, close } = await open({ viewport: 'phone' });
      await page.goto(`${baseUrl}${tripPath('program41')}`);
      await waitForApp(page);
      const heading = await page.locator('h1').elementHandle();
      await forecastRegion(page).getByText(FORECAST_UNAVAILABLE).waitFor();
      expect(await forecastRegion(page).getByRole('listitem').count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
      // The page the visitor was reading is the same one, with its departures.
      expect(await heading.evaluate((element) => element.isConnected)).toBe(true);
      expect(await page.locator('.departure-time').count()).toBe(mountainTrip.departures.length);
      // The browser reports the 500 itself; the page adds nothing to it.
      expect(problems).toEqual([expect.stringMatching(/^console\.error: .*status of 500/)]);
      await close();
    } finally {
      standIn.behaviour = 'answer';
    }
  });

  it('an answer later than ten seconds leaves the page as it was, with one quiet line', async () => {
    standIn.behaviour = 'hold';
    try {
      const { page, problems, close } = await open({ viewport: 'phone', fakeTimers: true });
      const asked = requestsFor(IN_THREE).length;
      await page.goto(`${baseUrl}${tripPath('program41')}`);
      await waitForApp(page);
      await expect.poll(() => requestsFor(IN_THREE).length, { timeout: 15_000 }).toBe(asked + 1);
      expect(await forecastRegion(page).count()).toBe(0);
      await page.clock.fastForward(10_000);
      await forecastRegion(page).getByText(FORECAST_UNAVAILABLE).waitFor();
      // The answer arriving after all changes nothing: the request was given up.
      standIn.release();
      await page.waitForLoadState('networkidle');
      expect(await forecastRegion(page).getByRole('listitem').count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(problems).toEqual([]);
      await close();
    } finally {
      standIn.behaviour = 'answer';
    }
  });

  it('offline, the page shows the forecast it read last, saying when', async () => {
    const { page, problems, close } = await open({ viewport: 'phone', serviceWorkers: 'allow' });
    const context = page.context();
    await page.goto(`${baseUrl}${tripPath('program41')}`);
    await forecastRegion(page).getByRole('listitem').waitFor();
    const readAt = /Lekérdezve: (ma \d\d:\d\d)/.exec(await forecastRegion(page).innerText())![1]!;
    const days = await forecastDays(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    // The visitor looks once more before setting off, through the worker now, which keeps the
    // trip document's chunk on the way. (What the first visit loaded before the worker is fetched
    // again by the page from the browser's list of what it loaded, src/offline/register-service-worker.ts,
    // which Playwright's fixed clock leaves empty.)
    await page.reload();
    await forecastRegion(page).getByRole('listitem').waitFor();
    await waitInPage(
      page,
      async () => {
        for (const name of await caches.keys()) {
          const requests = await (await caches.open(name)).keys();
          if (requests.some((request) => /\/program41-[^/]*\.js$/.test(request.url))) return true;
        }
        return false;
      },
      undefined,
      { message: "the trip document's chunk kept" },
    );
    await page.waitForLoadState('networkidle');
    const asked = standIn.requests.length;

    await setConnection(context, false);
    await page.reload();
    await forecastRegion(page).getByRole('listitem').first().waitFor({ timeout: 15_000 });
    expect(await forecastDays(page)).toEqual(days);
    expect(await forecastRegion(page).locator('.forecast-source').innerText()).toBe(
      `Időjárás: Open-Meteo.com Korábban mentett előrejelzés, lekérdezve: ${readAt}`,
    );
    expect(standIn.requests.length).toBe(asked);
    expect(problems).toEqual([]);
    await setConnection(context, true);
    await close();
  });
});

describe('daylight and the decision time, the same in the build’s copy and once the app has it', () => {
  /**
   * Opens `path` on `now` with the app held back, reads the copy, lets the app in and waits
   * until it has the page: the heading must be the copy's own element, not a new render.
   */
  async function copyThenApp(path: string, now: Date, read: (page: Page) => Promise<unknown>) {
    const opened = await open({ viewport: 'phone', now });
    const { page } = opened;
    const entry = appEntry(await (await fetch(`${baseUrl}/`)).text());
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === entry,
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
    await expect.poll(() => page.locator('#root').getAttribute('data-prerendered')).toBe(path);
    await waitForDaysCopy(page);
    await page.locator('h1').first().waitFor();
    const heading = await page.locator('h1').elementHandle();
    const copied = await read(page);
    release();
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(await heading.evaluate((element) => element.isConnected)).toBe(true);
    expect(await read(page)).toEqual(copied);
    return { ...opened, copied };
  }

  const tripFacts = async (page: Page) => ({
    daylight: (
      await page.getByRole('region', { name: 'Napkelte és napnyugta' }).locator('p').allInnerTexts()
    ).map(spaced),
    status: (await page.locator('.trip-status-notice').allInnerTexts()).join(''),
    registration: await page.locator('.trip-registration h2').innerText(),
  });

  // The day after it the trip is over: its page says so and leaves out what a hiker plans the
  // day with (departures, daylight, forecast) and the decision the weather was waiting on.
  it.each([
    ['ten days before the trip', -10, false],
    ['three days before it', -3, true],
    ['on its day', 0, true],
    ['the day after it', 1, false],
  ] as const)('the trip page %s', async (_when, offset, forecast) => {
    const now = budapestMorning(addIsoDays(IN_THREE, offset));
    const asked = requestsFor(IN_THREE).length;
    const over = offset > 0;
    const { page, problems, copied, close } = await copyThenApp(tripPath('program41'), now, tripFacts);
    expect(copied).toEqual({
      daylight: over
        ? []
        : [
            `${mountainTrip.destination.name}, budapesti idő szerint`,
            `Napkelte ${daylight(MOUNTAINS, IN_THREE)!.sunrise}, napnyugta ${SUNSET_IN_THREE}`,
            headlampText({ level: 'long', title: longRoute.title }, LONG_FINISH, SUNSET_IN_THREE),
          ],
      // Once the trip is over, no decision is still to come.
      status: over ? '' : TENTATIVE,
      registration: over ? 'A túra már lezajlott' : 'Jelentkezés telefonon',
    });
    // The forecast only for a trip within the week, and only once the app has the page.
    if (forecast) await forecastRegion(page).getByRole('listitem').waitFor();
    else expect(requestsFor(IN_THREE).length).toBe(asked);
    expect(await forecastRegion(page).count()).toBe(forecast ? 1 : 0);
    expect(problems).toEqual([]);
    await close();
  });

  it.each([
    [
      '/',
      (page: Page) =>
        page
          .locator('article.event-card', { hasText: FORECAST_EVENTS[0]!.name })
          .locator('.trip-status')
          .innerText(),
    ],
    [
      '/evesprogram/',
      (page: Page) =>
        page
          .locator('li.program-item', { hasText: FORECAST_EVENTS[0]!.name })
          .locator('.trip-status')
          .innerText(),
    ],
  ] as const)('%s says when the club decides', async (path, status) => {
    const { problems, copied, close } = await copyThenApp(path, budapestMorning(FORECAST_TODAY), status);
    expect(copied).toBe(TENTATIVE);
    expect(problems).toEqual([]);
    await close();
  });
});
