/**
 * "Naptárba" in Chromium against the production build: the file a visitor
 * actually gets (name, content parsed with ical.js), that the home page
 * fetches the calendar code and the trip documents only on the click, and
 * that the new buttons are big enough and pass axe.
 */
import { readFileSync } from 'node:fs';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { TripSchema, type Trip } from '../../schema/trip.ts';
import {
  chromiumForThisFile,
  downloadedText,
  expectAccessible,
  openPage,
  readyForNextAddress,
} from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const readTrip = (key: string): Trip =>
  TripSchema.parse(JSON.parse(readFileSync(`trips/2025/${key}.json`, 'utf8')));

const browser = chromiumForThisFile();

/** Clicks `button` and returns the downloaded file's name and its events, parsed. */
async function download(page: Page, name: string | RegExp) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).first().click(),
  ]);
  const text = await downloadedText(file);
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return {
    fileName: file.suggestedFilename(),
    events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)),
  };
}

function budapest(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Budapest',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(date);
}

describe('Naptárba', () => {
  it('on a home page card: the trip’s times, with trip and calendar code fetched only on the click', async () => {
    const { page, context, problems } = await openPage(browser(), baseUrl, 'phone');
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${baseUrl}/`);
    const card = page.getByRole('group').first();
    await card.getByRole('button', { name: /^Naptárba: / }).waitFor();
    await page.waitForLoadState('networkidle');
    const lazy = /\/assets\/(ics|trips|program\d+)-[\w-]+\.js$/;
    expect(requested.filter((path) => lazy.test(path))).toEqual([]);

    // 10 March 2025: the first card is the next trip, program6 (15 March).
    const trip = readTrip('program6');
    const file = await download(page, /^Naptárba: /);
    expect(file.fileName).toBe('program6.ics');
    expect(file.events).toHaveLength(1);
    const entry = file.events[0]!;
    expect(entry.uid).toBe('program6-2025@zoldosveny');
    const first = [...trip.departures].sort((a, b) => a.time.localeCompare(b.time))[0]!;
    expect(budapest(entry.startDate.toJSDate())).toBe(`${trip.startDate} ${first.time}`);
    expect(budapest(entry.endDate.toJSDate())).toBe(`${trip.startDate} ${trip.returnTime}`);
    expect(requested.some((path) => /\/assets\/program6-[\w-]+\.js$/.test(path))).toBe(true);
    await expect.poll(() => card.getByRole('status').textContent()).toContain('program6.ics');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a trip page, and from the keyboard', async () => {
    const { page, context, problems } = await openPage(browser(), baseUrl, 'desktop');
    await page.goto(`${baseUrl}/#/program7`);
    const button = page.getByRole('button', { name: 'Naptárba', exact: true });
    await button.focus();
    const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(file.suggestedFilename()).toBe('program7.ics');
    const text = await downloadedText(file);
    expect(text).toContain('UID:program7-2025@zoldosveny');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on the yearly program: the calendar to subscribe to, at the site’s own address, with the steps', async () => {
    const { page, context, problems } = await openPage(browser(), baseUrl, 'phone');
    await page.goto(`${baseUrl}/evesprogram/`);
    const subscription = page.locator('details.calendar-subscription');
    await subscription.getByText('A túraprogram a saját naptárában').click();
    const link = subscription.getByRole('link', { name: 'Feliratkozás a naptárra' });
    expect(await link.getAttribute('href')).toBe(`webcal://${new URL(baseUrl).host}/naptar.ics`);
    // To paste by hand into Google or Outlook: the https address.
    expect(await subscription.locator('.calendar-address').textContent()).toBe(
      `A naptár címe: ${baseUrl}/naptar.ics`,
    );
    for (const app of ['Google Naptár', 'Apple Naptár', 'Outlook'])
      expect(await subscription.getByText(app, { exact: false }).count()).toBeGreaterThan(0);
    // The address it names is the calendar the build wrote.
    const calendar = await fetch(`${baseUrl}/naptar.ics`);
    expect(calendar.status).toBe(200);
    expect(await calendar.text()).toMatch(/^BEGIN:VCALENDAR/);
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on the yearly program: every event of the year in one file', async () => {
    const { page, context, problems } = await openPage(browser(), baseUrl, 'desktop');
    await page.goto(`${baseUrl}/#/evesprogram`);
    const file = await download(page, 'Éves program naptárba');
    expect(file.fileName).toBe('turaprogram-2025.ics');
    expect(file.events).toHaveLength(24);
    expect(file.events.filter((event) => !event.startDate.isDate)).toHaveLength(9);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the new buttons', () => {
  const SCREENS = [
    ['/program7/', ['Naptárba', 'Megosztás', 'Nyomtatás']],
    ['/program12/', [/^Naptárba: /, 'Megosztás']],
    ['/evesprogram/', ['Éves program naptárba', 'Megosztás']],
    ['/', [/^Naptárba: /]],
  ] as const;

  it(`on ${SCREENS.map(([path]) => path).join(', ')} are at least 48 px tall on a phone and pass axe, confirmation shown`, async () => {
    // One page visits the screens in turn, each in a document of its own, and downloads once on each.
    const { page, context, problems } = await openPage(browser(), baseUrl, 'phone');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseUrl).origin,
    });
    for (const [path, names] of SCREENS) {
      await readyForNextAddress(page);
      await page.goto(`${baseUrl}${path}`);
      for (const name of names) {
        const buttons = page.getByRole('button', { name, exact: typeof name === 'string' });
        await buttons.first().waitFor();
        for (const button of await buttons.all()) {
          const box = await button.boundingBox();
          expect(box?.height, `${path}: ${String(name)}`).toBeGreaterThanOrEqual(48);
          expect(box?.width, `${path}: ${String(name)}`).toBeGreaterThanOrEqual(48);
        }
      }
      // With a confirmation on screen, too: it must be as readable as the rest.
      await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: names[0] }).first().click(),
      ]);
      await page
        .getByText(/letöltése elindult/)
        .first()
        .waitFor();
      await expectAccessible(page, path);
      expect(problems, path).toEqual([]);
    }
    await context.close();
  }, 120_000);
});
