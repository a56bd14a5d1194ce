/**
 * The print view, printed to PDF by Chromium as a visitor would ("Nyomtatás"
 * or Ctrl+P): one A4 page for a one-day trip, two at most for a longer one,
 * holding what is needed on the coach in type of 10 points or more, no route
 * split across sheets, and nothing to press.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, inject, it } from 'vitest';
import { TripSchema, type Trip } from '../../schema/trip.ts';
import { ClubSettingsSchema } from '../../schema/club.ts';
import { formatDateRange } from '../../src/lib/dates.ts';
import { tripDaylight } from '../../src/lib/daylight.ts';
import { tripPlace } from '../../src/lib/trip-place.ts';
import { chromiumForThisFile, openPage, waitInPage } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const club = ClubSettingsSchema.parse(JSON.parse(readFileSync('src/content/club.json', 'utf8')));
const trips: Trip[] = readdirSync('trips/2025')
  .filter((file) => /^program\d+\.json$/.test(file))
  .map((file) => TripSchema.parse(JSON.parse(readFileSync(`trips/2025/${file}`, 'utf8'))))
  .sort((a, b) => Number(a.key.slice(7)) - Number(b.key.slice(7)));

/** PDF text runs are split at line ends and hyphenation points: compare with all white space removed. */
const squash = (text: string) => text.replace(/[\s\u00a0\u202f\u00ad]+/g, '');
/** `9 000` / `9000` / `9 000` all read the same on paper. */
const amount = (value: number) => `${value}Ft`;

const browser = chromiumForThisFile();

/** The trip's page printed on the morning of the trip, when it is printed for the coach (a past trip's page lists no departures). */
async function printTrip({ key, startDate }: Trip) {
  // 05:00 UTC is 6 or 7 in the morning in Budapest, the trip's own day in either season.
  const morning = new Date(`${startDate}T05:00:00Z`);
  const { page, context, problems } = await openPage(browser(), baseUrl, 'desktop', morning);
  await page.goto(`${baseUrl}/${key}/`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // Every picture and font settled, so the print is of the finished page.
  await waitInPage(
    page,
    async () => {
      await document.fonts.ready;
      return Array.from(document.images).every((image) => image.complete);
    },
    undefined,
    { message: 'fonts and pictures settled' },
  );
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  // The smallest type on paper: every element of the trip that prints text of its own.
  await page.emulateMedia({ media: 'print' });
  const smallestPt = await page.evaluate(() => {
    const sizes = [...document.querySelectorAll('.trip *')]
      .filter(
        (element) =>
          !element.closest('svg, .visually-hidden') &&
          element.getClientRects().length > 0 &&
          [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
          ),
      )
      .map((element) => parseFloat(getComputedStyle(element).fontSize));
    // In hundredths of a point: 10 pt is 13.33… CSS pixels.
    return Math.round((Math.min(...sizes) * 7200) / 96) / 100;
  });
  await context.close();
  const printed = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(printed, { mergePages: true });
  const { text: pageTexts } = await extractText(printed, { mergePages: false });
  return { pages: printed.numPages, text, pageTexts, smallestPt, problems };
}

/** Each trip printed once: the check of what a print leaves out reads the longest trip's print again. */
const prints = new Map<string, ReturnType<typeof printTrip>>();
const printOnce = (trip: Trip) => {
  if (!prints.has(trip.key)) prints.set(trip.key, printTrip(trip));
  return prints.get(trip.key)!;
};

describe('a trip page printed to PDF', () => {
  it.each(trips.map((trip) => [trip.key, trip] as const))(
    '%s fits on two A4 pages with everything needed on the coach',
    async (key, trip) => {
      const { pages, text, pageTexts, smallestPt, problems } = await printOnce(trip);
      expect(problems).toEqual([]);
      // A one-day trip on one sheet, a trip of several days on two at most.
      expect(pages).toBeGreaterThanOrEqual(1);
      expect(pages).toBeLessThanOrEqual(trip.days.length > 1 ? 2 : 1);
      expect(smallestPt, 'the smallest type, in points').toBeGreaterThanOrEqual(10);
      // No route is split across sheets: its name and its facts are on one page.
      for (const route of trip.days.flatMap((day) => day.routes)) {
        if (!route.title) continue;
        const sheet = pageTexts.map(squash).find((page) => page.includes(squash(route.title!)));
        expect(sheet, route.title).toContain(squash(`${route.distanceKm.toLocaleString('hu-HU')} km`));
      }

      const printed = squash(text);
      const expectText = (what: string) => expect(printed, what).toContain(squash(what));

      expectText(trip.title);
      expectText(formatDateRange(trip.startDate, trip.endDate));
      for (const departure of trip.departures) {
        const point = club.departurePoints.find((candidate) => candidate.id === departure.point)!;
        expectText(departure.time);
        expectText(point.name);
        expectText(point.address);
      }
      expectText(`Várható visszaérkezés: kb. ${trip.returnTime}`);
      for (const day of trip.days) {
        for (const route of day.routes) {
          if (route.title) expectText(route.title);
          expectText(`${route.distanceKm.toLocaleString('hu-HU')} km`);
        }
      }
      for (const tier of trip.fee.tiers) expect(printed).toContain(amount(tier.price));
      if (trip.fee.deposit !== undefined) expect(printed).toContain(amount(trip.fee.deposit));
      for (const organiser of club.organisers) {
        expectText(organiser.name);
        // The number as text, the way it is dialled: +36 30 123 4567.
        expect(printed).toContain(organiser.phone);
      }
      for (const item of trip.equipment) expectText(item);
      // Sunrise and sunset at the destination on each day print too.
      expectText('Napkelte és napnyugta');
      for (const { daylight: light } of tripDaylight(trip, tripPlace(trip, club)!.coordinates)) {
        expectText(`apkelte ${light!.sunrise}`);
        expectText(`napnyugta ${light!.sunset}`);
      }
    },
  );

  it('prints no buttons, navigation or repeated footer', async () => {
    // The longest trip: the one most likely to spill onto a third page, too.
    const longest = [...trips].sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0]!;
    const { text, pages } = await printOnce(longest);
    expect(pages).toBeLessThanOrEqual(2);
    for (const label of [
      'Naptárba',
      'Megosztás',
      'Nyomtatás',
      '← vissza',
      'Ugrás a tartalomra',
      'Éves prog',
      'Jelentkezés és információ telefonon',
    ]) {
      expect(text, label).not.toContain(label);
    }
    // The word "vissza" appears in itineraries ("és vissza"); the back button's would be one more.
    const word = /(?<!\p{L})vissza(?!\p{L})/giu;
    const inContent = (JSON.stringify(longest).match(word) ?? []).length;
    expect((text.match(word) ?? []).length).toBeLessThanOrEqual(inContent);
  });
});
