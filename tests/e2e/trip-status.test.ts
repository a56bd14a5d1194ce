/**
 * A cancelled and a full trip in the bundled program: the run's shared fixture build
 * (tests/support/fixture-project.ts), whose 2025 event list gives program6
 * `status: "cancelled"` with a note and program7 `status: "full"`, checked in Chromium
 * on the home page, the yearly program, both trip pages and the calendar files. The
 * same checks run against the Firestore build in firestore.test.ts, with the statuses
 * set after the build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../schema/event';
import type { HostedSite } from '../support/hosted-site';
import { serveFixtureBuild, sharedFixtureBuild } from '../support/shared-builds';
import { checkTripStatusScreens, STATUSES } from '../support/trip-status-screens';
import { chromiumForThisFile, openPage } from '../support/browser';

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
    );
  });
});
