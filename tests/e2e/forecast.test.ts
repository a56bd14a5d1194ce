/**
 * The week of the trip, in Chromium against a build of its own: a copy of the
 * project with a season of three trips dated from the day the test runs (the
 * real clock, which the service worker needs): Mátraháza in three days,
 * depending on the weather and with a long route planned to end after dark,
 * Easter's four days in Pécsvárad in five, and Szádelő in thirty. The build
 * asks a stand-in of Open-Meteo on 127.0.0.1 for the forecast
 * (VITE_FORECAST_URL), and is served with firebase.json's headers, its
 * Content-Security-Policy allowing the stand-in beside Open-Meteo.
 */
import { readFileSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appEntry } from '../../tools/first-view';
import { addIsoDays, budapestDay, formatShortDate, formatWeekday } from '../../src/lib/dates';
import { daylight, headlampText } from '../../src/lib/daylight';
import { FORECAST_UNAVAILABLE } from '../../src/lib/forecast';
import { budapestInstant } from '../../src/lib/budapest-time';
import program6 from '../../trips/2025/program6.json';
import program7 from '../../trips/2025/program7.json';
import program8 from '../../trips/2025/program8.json';
import {
  chromiumForThisFile,
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
} from '../support/browser';
import { startForecastStandIn, type ForecastStandIn } from '../support/forecast-stand-in';
import { copyProject, type ProjectCopy } from '../support/project-copy';

const browser = chromiumForThisFile();
let copy: ProjectCopy | undefined;
let standIn: ForecastStandIn;
let baseUrl = '';

const eventDate = (iso: string) => iso.replaceAll('-', '.');
const season = (iso: string) => Number(iso.slice(0, 4));
/** 07:00 in Budapest on the day, winter or summer time as that day has it. */
const budapestMorning = (iso: string) => budapestInstant(iso, '07:00');

const today = budapestDay(new Date());
const inThree = addIsoDays(today, 3);
const inFive = addIsoDays(today, 5);
const inThirty = addIsoDays(today, 30);
const mountains = program6.destination.coordinates;
const sunsetInThree = daylight(mountains, inThree)!.sunset;
const clock = (time: string, minutes: number) => {
  const total = Math.min(Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + minutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};
/** The long route ends 45 minutes after that day's sunset; the medium one an hour before it. */
const longFinish = clock(sunsetInThree, 45);
const longRoute = program6.days[0]!.routes.find((route) => route.level === 'long')!;
const decisionDay = addIsoDays(inThree, -1);
const TENTATIVE = `Az időjárástól függ – döntés: ${formatWeekday(decisionDay)} 18:00`;

const trips = {
  program6: {
    ...program6,
    startDate: inThree,
    days: program6.days.map((day) => ({
      ...day,
      routes: day.routes.map((route) =>
        route.level === 'long'
          ? { ...route, finishTime: longFinish }
          : route.level === 'medium'
            ? { ...route, finishTime: clock(sunsetInThree, -60) }
            : route,
      ),
    })),
  },
  program8: {
    ...program8,
    startDate: inFive,
    endDate: addIsoDays(inFive, 3),
    days: program8.days.map((day, index) => ({ ...day, date: addIsoDays(inFive, index) })),
  },
  program7: { ...program7, startDate: inThirty },
};
const events = [
  {
    id: 101,
    date: eventDate(inThree),
    name: 'Mátra: Kékestető és a Csörgő-patak',
    picture: program6.picture,
    pdf: 'program6',
    status: 'tentative',
    decisionBy: `${eventDate(decisionDay)} 18:00`,
  },
  {
    id: 102,
    date: eventDate(inFive),
    name: 'Húsvét a Mecsekben',
    picture: program8.picture,
    pdf: 'program8',
  },
  { id: 103, date: eventDate(inThirty), name: 'Szádelői-völgy', picture: program7.picture, pdf: 'program7' },
];

beforeAll(async () => {
  standIn = await startForecastStandIn();
  copy = copyProject('forecast');
  for (const [key, trip] of Object.entries(trips)) {
    const dir = join(copy.root, 'trips', String(season(trip.startDate)));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${key}.json`), `${JSON.stringify(trip, null, 2)}\n`);
  }
  for (const event of events) {
    const file = join(copy.root, 'src/content/events', `${season(event.date.replaceAll('.', '-'))}.json`);
    const list = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown[]) : [];
    writeFileSync(file, `${JSON.stringify([...list, event], null, 2)}\n`);
  }
  // A mode of its own: a production build refuses a stand-in's address (vite-plugins/vite-build-checks.ts).
  await copy.build('dist', 'forecast-stand-in', { role: 'content', env: { VITE_FORECAST_URL: standIn.url } });
  // Served with firebase.json's headers; the policy lets the page fetch the stand-in as it does Open-Meteo.
  baseUrl = await copy.serve('dist', { connectTo: [standIn.origin] });
}, 300_000);

afterAll(async () => {
  await copy?.remove();
  await standIn?.close();
});

const tripPath = (key: keyof typeof trips) => `/${season(trips[key].startDate)}/${key}/`;

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
  now,
  serviceWorkers = 'block',
  fakeTimers = false,
}: {
  viewport?: ViewportName;
  /** the page's clock, fixed; the real one without */
  now?: Date;
  serviceWorkers?: ServiceWorkers;
  /** timers the test moves on (page.clock.install), from the real time */
  fakeTimers?: boolean;
} = {}): Promise<Opened> {
  const context = await visitorContext(browser(), viewport, { serviceWorkers });
  const page = await context.newPage();
  if (now) await page.clock.setFixedTime(now);
  if (fakeTimers) await page.clock.install();
  const problems = watchPageProblems(
    page,
    (url) => url.startsWith(baseUrl) || url.startsWith(standIn.origin),
  );
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
    await page.goto(`${baseUrl}${tripPath('program6')}`);
    await waitForApp(page);
    await forecastRegion(page).waitFor();
    expect(await forecastDays(page)).toEqual([
      `${dayLabel(inThree)}: eső | 3–10 °C | csapadék 70% (4,2 mm) | szél 18 km/h, lökés 42 km/h`,
    ]);
    const region = forecastRegion(page);
    expect(await region.getByText(program6.destination.name, { exact: true }).count()).toBe(1);
    const source = region.getByRole('link', { name: 'Időjárás: Open-Meteo.com' });
    expect(await source.getAttribute('href')).toBe('https://open-meteo.com/');
    expect(await region.locator('.forecast-source').innerText()).toMatch(
      /^Időjárás: Open-Meteo\.com Lekérdezve: ma \d\d:\d\d$/,
    );
    // Asked for the destination's one day, in Budapest days, once.
    expect(requestsFor(inThree).map((query) => Object.fromEntries(query))).toEqual([
      expect.objectContaining({
        latitude: String(mountains.lat),
        longitude: String(mountains.lon),
        start_date: inThree,
        end_date: inThree,
        timezone: 'Europe/Budapest',
      }),
    ]);

    // The home card: each day's word, temperatures, precipitation and wind over the picture; the
    // Easter trip's two days within the week each; Mátra's read of a moment ago shown again. The
    // forecast arriving moves nothing on the page.
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    const mountainCard = page.locator('article.event-card', { hasText: events[0]!.name });
    const easterCard = page.locator('article.event-card', { hasText: events[1]!.name });
    await mountainCard.locator('.card-forecast').waitFor();
    await easterCard.locator('.card-forecast').waitFor();
    expect(await cardDays(page, events[0]!.name)).toEqual(['eső 3–10 °C csapadék 70% (4,2 mm) szél 18 km/h']);
    expect(await cardDays(page, events[1]!.name)).toEqual([
      `${formatWeekday(inFive)}: eső 3–10 °C csapadék 70% (4,2 mm) szél 18 km/h`,
      `${formatWeekday(addIsoDays(inFive, 1))}: felhős −3 – 5 °C csapadék 10% szél 10 km/h`,
    ]);
    expect(spaced(await mountainCard.locator('.card-forecast-source').innerText())).toMatch(
      /^Időjárás: Open-Meteo\.com, ma \d\d:\d\d$/,
    );
    expect(await layoutShifts(page)).toEqual([]);
    expect(await mountainCard.getByRole('link', { name: 'Időjárás: Open-Meteo.com' }).count()).toBe(1);
    expect(requestsFor(inThree)).toHaveLength(1);
    expect(requestsFor(inFive).map((query) => query.get('end_date'))).toEqual([addIsoDays(inFive, 1)]);
    // The card's link is still the whole picture and text; the forecast is not part of its name.
    expect(await mountainCard.getByRole('link').first().getAttribute('href')).toBe('/program6/');

    // The long trip's page: each of its days within the week.
    await page.goto(`${baseUrl}${tripPath('program8')}`);
    await waitForApp(page);
    await forecastRegion(page).waitFor();
    expect(await forecastDays(page)).toEqual([
      `${dayLabel(inFive)}: eső | 3–10 °C | csapadék 70% (4,2 mm) | szél 18 km/h, lökés 42 km/h`,
      `${dayLabel(addIsoDays(inFive, 1))}: felhős | −3 – 5 °C | csapadék 10% | szél 10 km/h, lökés 22 km/h`,
    ]);
    expect(problems).toEqual([]);
    await close();
  });

  it('on a phone, a card shows its first day over the top of its picture, within it, and nothing moves', async () => {
    const { page, problems, close } = await open({ viewport: 'phone' });
    await page.goto(`${baseUrl}/`);
    await waitForApp(page);
    for (const event of events.slice(0, 2)) {
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
    await page.goto(`${baseUrl}${tripPath('program7')}`);
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
      await page.goto(`${baseUrl}${tripPath('program6')}`);
      await waitForApp(page);
      const heading = await page.locator('h1').elementHandle();
      await forecastRegion(page).getByText(FORECAST_UNAVAILABLE).waitFor();
      expect(await forecastRegion(page).getByRole('listitem').count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
      // The page the visitor was reading is the same one, with its departures.
      expect(await heading.evaluate((element) => element.isConnected)).toBe(true);
      expect(await page.locator('.departure-time').count()).toBe(program6.departures.length);
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
      const asked = requestsFor(inThree).length;
      await page.goto(`${baseUrl}${tripPath('program6')}`);
      await waitForApp(page);
      await expect.poll(() => requestsFor(inThree).length, { timeout: 15_000 }).toBe(asked + 1);
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
    await page.goto(`${baseUrl}${tripPath('program6')}`);
    await forecastRegion(page).getByRole('listitem').waitFor();
    const readAt = /Lekérdezve: (ma \d\d:\d\d)/.exec(await forecastRegion(page).innerText())![1]!;
    const days = await forecastDays(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    // The trip document's chunk is kept once the page has it (src/offline/register-service-worker.ts).
    await waitInPage(
      page,
      async () => {
        for (const name of await caches.keys()) {
          const requests = await (await caches.open(name)).keys();
          if (requests.some((request) => /\/program6-[^/]*\.js$/.test(request.url))) return true;
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
    const now = budapestMorning(addIsoDays(inThree, offset));
    const asked = requestsFor(inThree).length;
    const over = offset > 0;
    const { page, problems, copied, close } = await copyThenApp(tripPath('program6'), now, tripFacts);
    expect(copied).toEqual({
      daylight: over
        ? []
        : [
            `${program6.destination.name}, budapesti idő szerint`,
            `Napkelte ${daylight(mountains, inThree)!.sunrise}, napnyugta ${sunsetInThree}`,
            headlampText({ level: 'long', title: longRoute.title }, longFinish, sunsetInThree),
          ],
      // Once the trip is over, no decision is still to come.
      status: over ? '' : TENTATIVE,
      registration: over ? 'A túra már lezajlott' : 'Jelentkezés telefonon',
    });
    // The forecast only for a trip within the week, and only once the app has the page.
    if (forecast) await forecastRegion(page).getByRole('listitem').waitFor();
    else expect(requestsFor(inThree).length).toBe(asked);
    expect(await forecastRegion(page).count()).toBe(forecast ? 1 : 0);
    expect(problems).toEqual([]);
    await close();
  });

  it.each([
    [
      '/',
      (page: Page) =>
        page.locator('article.event-card', { hasText: events[0]!.name }).locator('.trip-status').innerText(),
    ],
    [
      '/evesprogram/',
      (page: Page) =>
        page.locator('li.program-item', { hasText: events[0]!.name }).locator('.trip-status').innerText(),
    ],
  ] as const)('%s says when the club decides', async (path, status) => {
    const { problems, copied, close } = await copyThenApp(path, budapestMorning(today), status);
    expect(copied).toBe(TENTATIVE);
    expect(problems).toEqual([]);
    await close();
  });
});
