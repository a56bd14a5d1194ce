/**
 * What a visitor sees of a cancelled and a full trip on the three screens and
 * in the calendar files, the same whether the statuses came with the build
 * (the bundled list) or were set in Firestore after it. The bundled build's
 * e2e test calls `checkTripStatusScreens`; the Firestore build's checks only
 * the home page with `checkHomeCardStatuses` (the other screens with statuses
 * from Firestore: tests/component/firestore-trip-status.test.tsx).
 */
import ICAL from 'ical.js';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { downloadedText, expectAccessible, waitForApp, type ViewportName } from './browser.ts';
import { CANCELLED_NOTE } from './trip-statuses.ts';

export { CANCELLED_NOTE, STATUSES } from './trip-statuses.ts';

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  problems: string[];
}

/** A trip of the 2025 program as the test gives it a status: its key and its name on the cards. */
export interface TripWithStatus {
  key: string;
  name: string;
}

/** Long enough for the live list of a Firestore build to replace the copy on a slow machine. */
const WAIT = { timeout: 15_000 };

/** Clicks the button and returns the downloaded calendar's entries, parsed, with the file's text. */
async function downloadCalendar(page: Page, button: ReturnType<Page['getByRole']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = await downloadedText(file);
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents('vevent').map((vevent) => ({
    uid: String(vevent.getFirstPropertyValue('uid')),
    status: String(vevent.getFirstPropertyValue('status')),
    sequence: Number(vevent.getFirstPropertyValue('sequence') ?? 0),
  }));
}

/** Opens the page and waits for the app to have it. */
async function openApp(
  open: (path: string, viewport: ViewportName) => Promise<OpenedPage>,
  path: string,
  viewport: ViewportName,
) {
  // What the statuses look like once the app has the page (with a Firestore build, once the live
  // list has replaced the build's snapshot); presses on a prerendered copy are prerender.test.ts's.
  const opened = await open(path, viewport);
  await waitForApp(opened.page);
  return opened;
}

/**
 * The home page with the statuses of STATUSES: the cancelled trip says so and is not "the next
 * trip", the full one is, with the waiting list; the cancelled card's calendar file calls it off.
 * `open` as for checkTripStatusScreens.
 */
export async function checkHomeCardStatuses(
  open: (path: string, viewport: ViewportName) => Promise<OpenedPage>,
  cancelled: TripWithStatus,
  full: TripWithStatus,
) {
  const { page, context, problems } = await openApp(open, '/#/', 'phone');
  const cancelledCard = page.locator('article.event-card', { hasText: cancelled.name });
  const fullCard = page.locator('article.event-card', { hasText: full.name });
  await expect
    .poll(() => cancelledCard.locator('.trip-status').textContent(), WAIT)
    .toBe(`Elmarad ${CANCELLED_NOTE}`);
  await expect
    .poll(() => fullCard.locator('.trip-status').textContent(), WAIT)
    .toBe('Megtelt Várólistára még felírjuk, telefonon.');
  expect(await cancelledCard.getByText('A következő túra').count()).toBe(0);
  expect(await fullCard.getByText('A következő túra').count()).toBe(1);
  // The screen reader hears the status with the card's link.
  const described = await cancelledCard.locator('a').first().getAttribute('aria-describedby');
  expect(described).toBeTruthy();
  const card = await downloadCalendar(page, cancelledCard.getByRole('button', { name: /^Naptárba: / }));
  expect(card).toEqual([{ uid: `${cancelled.key}-2025@zoldosveny`, status: 'CANCELLED', sequence: 2 }]);
  expect(problems).toEqual([]);
  await context.close();
}

/**
 * Checks the home page, the yearly program and both trip pages with the
 * statuses of STATUSES. `open` loads an address (`/#/…`) at a viewport, on
 * the tests' day, with the statuses already in the events; `alsoCancelled`,
 * the keys of any other trips the events call off.
 */
export async function checkTripStatusScreens(
  open: (path: string, viewport: ViewportName) => Promise<OpenedPage>,
  cancelled: TripWithStatus,
  full: TripWithStatus,
  alsoCancelled: readonly string[] = [],
) {
  // Home: the cancelled trip says so and is not "the next trip"; the full one is, with the waiting list.
  await checkHomeCardStatuses(open, cancelled, full);

  // The yearly program: both statuses in words, the full trip is the next one, the year's file says which is off.
  {
    const { page, context, problems } = await openApp(open, '/#/evesprogram', 'desktop');
    const cancelledItem = page.locator('li.program-item', { hasText: cancelled.name });
    const fullItem = page.locator('li.program-item', { hasText: full.name });
    await expect
      .poll(() => cancelledItem.locator('.trip-status').textContent(), WAIT)
      .toBe(`Elmarad ${CANCELLED_NOTE}`);
    await expect.poll(() => fullItem.locator('.trip-status').textContent(), WAIT).toContain('Megtelt');
    expect(await cancelledItem.getByText('A következő túra').count()).toBe(0);
    expect(await fullItem.getByText('A következő túra').count()).toBe(1);
    const year = await downloadCalendar(page, page.getByRole('button', { name: 'Éves program naptárba' }));
    expect(year.find((entry) => entry.uid === `${cancelled.key}-2025@zoldosveny`)).toEqual({
      uid: `${cancelled.key}-2025@zoldosveny`,
      status: 'CANCELLED',
      sequence: 2,
    });
    expect(year.find((entry) => entry.uid === `${full.key}-2025@zoldosveny`)?.status).toBe('CONFIRMED');
    expect(year.filter((entry) => entry.status === 'CANCELLED').map((entry) => entry.uid)).toEqual(
      [cancelled.key, ...alsoCancelled].map((key) => `${key}-2025@zoldosveny`),
    );
    expect(problems).toEqual([]);
    await context.close();
  }

  // The cancelled trip's page: the notice, the calendar entry and the structured data.
  {
    const { page, context, problems } = await openApp(open, `/#/2025/${cancelled.key}`, 'phone');
    const notice = page.getByRole('note').filter({ hasText: 'Elmarad' });
    await expect.poll(() => notice.textContent(), WAIT).toBe(`Elmarad ${CANCELLED_NOTE}`);
    const entry = await downloadCalendar(page, page.getByRole('button', { name: 'Naptárba', exact: true }));
    expect(entry).toEqual([{ uid: `${cancelled.key}-2025@zoldosveny`, status: 'CANCELLED', sequence: 2 }]);
    await expect
      .poll(
        () =>
          page
            .locator('script[type="application/ld+json"]')
            .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? '').join('\n')),
        WAIT,
      )
      .toContain('https://schema.org/EventCancelled');
    await expectAccessible(page);
    expect(problems).toEqual([]);
    await context.close();
  }

  // The full trip's page: the phone numbers stay, and the waiting-list link moves there without leaving the page.
  {
    const { page, context, problems } = await openApp(open, `/#/2025/${full.key}`, 'phone');
    const notice = page.getByRole('note').filter({ hasText: 'Megtelt' });
    await expect
      .poll(() => notice.textContent(), WAIT)
      .toBe('Megtelt Várólistára még felírjuk telefonon, a szervezőknél.');
    expect(await page.locator('.trip-registration a[href^="tel:"]').count()).toBeGreaterThanOrEqual(2);
    const address = page.url();
    await notice.getByRole('link', { name: 'Várólistára még felírjuk' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), WAIT).toBe('jelentkezes');
    expect(page.url()).toBe(address);
    const inView = await page.evaluate(() => {
      const box = document.getElementById('jelentkezes')!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(inView).toBe(true);
    const entry = await downloadCalendar(page, page.getByRole('button', { name: 'Naptárba', exact: true }));
    expect(entry).toEqual([{ uid: `${full.key}-2025@zoldosveny`, status: 'CONFIRMED', sequence: 0 }]);
    expect(problems).toEqual([]);
    await context.close();
  }
}
