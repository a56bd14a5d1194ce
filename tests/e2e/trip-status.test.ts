/**
 * A cancelled and a full trip in the bundled program: the run's shared fixture build
 * (tests/support/fixture-project.ts), whose 2025 event list gives program6
 * `status: "cancelled"` with a note and program7 `status: "full"`, checked in Chromium
 * on the home page, the yearly program, both trip pages and the calendar files. The
 * same statuses set in Firestore after the build: the Firestore build's prerendered home
 * page in firestore.test.ts, the other screens in
 * tests/component/firestore-trip-status.test.tsx.
 *
 * The same build, for what a trip page says about registering before any
 * script (as tests/e2e/registration-states.test.ts reads the site's own
 * build): a cancelled and a postponed trip, each as a written page and as a
 * placeholder, at 375 px.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../schema/event.ts';
import type { HostedSite } from '../support/hosted-site.ts';
import { serveFixtureBuild, sharedFixtureBuild } from '../support/shared-builds.ts';
import { checkTripStatusScreens, STATUSES } from '../support/trip-status-screens.ts';
import { REGISTRATION_STATUSES } from '../support/trip-statuses.ts';
import { chromiumForThisFile, openPage, VIEWPORTS } from '../support/browser.ts';
import { readRegistration } from '../support/registration-block.ts';

let site: HostedSite | undefined;
let events: StoredEvent[];
const browser = chromiumForThisFile();

const nameOf = (key: string) => events.find((event) => event.pdf === key)!.name;

beforeAll(async () => {
  const file = join(sharedFixtureBuild().root, 'src/content/events/2025.json');
  events = JSON.parse(readFileSync(file, 'utf8')) as StoredEvent[];
  // The build's program has exactly the statuses this file checks.
  expect(
    Object.fromEntries(
      events
        .filter((event) => event.status)
        .map(({ pdf, status, statusNote }) => [pdf, { status, statusNote }]),
    ),
  ).toEqual({
    program6: STATUSES.program6,
    program7: { ...STATUSES.program7, statusNote: undefined },
    program9: { status: 'postponed', statusNote: REGISTRATION_STATUSES.program9.statusNote },
    program13: REGISTRATION_STATUSES.program13,
    program15: REGISTRATION_STATUSES.program15,
  });
  site = await serveFixtureBuild();
});

afterAll(async () => {
  await site?.close();
});

describe('trip status in the bundled program', () => {
  it('a cancelled and a full trip on the home page, the yearly program, their trip pages and in the calendars', async () => {
    const baseUrl = site!.url;
    await checkTripStatusScreens(
      async (path, viewport) => {
        const opened = await openPage(browser(), baseUrl, viewport);
        await opened.page.goto(`${baseUrl}${path}`);
        return opened;
      },
      { key: 'program6', name: nameOf('program6') },
      { key: 'program7', name: nameOf('program7') },
      ['program13'],
    );
  });
});

// At phone width only, as in registration-states.test.ts: a desktop gets the same HTML.
describe.each(['phone'] as const)('the registration block before any script, %s', (viewport) => {
  const read = (path: string, beforeTrip = false) =>
    readRegistration(
      browser(),
      { baseUrl: site!.url, dist: sharedFixtureBuild().dir },
      viewport,
      path,
      beforeTrip,
    );
  const deposits = JSON.parse(readFileSync('src/content/club.json', 'utf8')) as {
    cancelledTripDeposits: string;
  };

  it.each([
    ['/2025/program6/', 'a written page'],
    ['/2025/program13/', 'a placeholder'],
  ])(
    '%s (%s), cancelled: what happens to deposits, no invitation, the numbers in the footer',
    async (path) => {
      // On the build's day, after the trip, and in the copy for the days before it alike.
      for (const beforeTrip of [false, true]) {
        const seen = await read(path, beforeTrip);
        expect(seen.block).toContain('A túra elmarad');
        expect(seen.block).toContain(`Jelentkezni nem lehet. ${deposits.cancelledTripDeposits}`);
        expect(seen.block).not.toMatch(/jelentkezni (csak|már most)|lezajlott|Mit mondjon/i);
        expect([seen.blockPhones, seen.footerPhones]).toEqual([0, 2]);
        expect(seen.width).toBeLessThanOrEqual(VIEWPORTS[viewport].viewport.width);
      }
    },
  );

  it('/2025/program9/ (a written page), postponed: before the trip the new date, the numbers in the block', async () => {
    const seen = await read('/2025/program9/', true);
    expect(seen.block).toContain('Érdeklődés telefonon');
    expect(seen.block).toContain('A túra elhalasztva. Az új időpont: 2025. május 17., szombat.');
    expect(seen.block).not.toMatch(/lezajlott|Mit mondjon/);
    expect([seen.blockPhones, seen.footerPhones]).toEqual([2, 0]);
    expect(seen.width).toBeLessThanOrEqual(VIEWPORTS[viewport].viewport.width);
    // On the build's day, after the new date: it took place then.
    const after = await read('/2025/program9/');
    expect(after.block).toContain('Ez a túra már lezajlott: 2025. május 17., szombat.');
    expect([after.blockPhones, after.footerPhones, after.departures]).toEqual([0, 2, 0]);
  });

  it('/2025/program15/ (a placeholder), postponed with no new date: says so on the build day, the numbers in the block', async () => {
    const seen = await read('/2025/program15/');
    expect(seen.block).toContain('Érdeklődés telefonon');
    expect(seen.block).toContain('A túra elhalasztva. Az új időpont: még nincs kitűzve.');
    expect(seen.block).not.toContain('lezajlott');
    expect([seen.blockPhones, seen.footerPhones]).toEqual([2, 0]);
    expect(seen.width).toBeLessThanOrEqual(VIEWPORTS[viewport].viewport.width);
  });
});
