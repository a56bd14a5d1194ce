/**
 * A cancelled and a full trip in the bundled program: a copy of the project
 * whose 2025 event list gives program6 `status: "cancelled"` with a note and
 * program7 `status: "full"`, built and checked in Chromium on the home page,
 * the yearly program, both trip pages and the calendar files. The same checks
 * run against the Firestore build in firestore.test.ts, with the statuses set
 * after the build.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../schema/event';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { checkTripStatusScreens, STATUSES } from '../support/trip-status-screens';
import { chromiumForThisFile, openPage } from '../support/browser';

let copy: ProjectCopy | undefined;
let baseUrl: string;
let events: StoredEvent[];
const browser = chromiumForThisFile();

const nameOf = (key: string) => events.find((event) => event.pdf === key)!.name;

beforeAll(async () => {
  copy = copyProject('trip-status');
  const file = join(copy.root, 'src/content/events/2025.json');
  events = JSON.parse(readFileSync(file, 'utf8')) as StoredEvent[];
  // The repository's program has no statuses: a copy that had them would not be the fixture described here.
  expect(events.filter((event) => event.status)).toEqual([]);
  const withStatuses = events.map((event) => ({
    ...event,
    ...(STATUSES[event.pdf as keyof typeof STATUSES] ?? {}),
  }));
  writeFileSync(file, `${JSON.stringify(withStatuses, null, 2)}\n`);
  await copy.build();
  baseUrl = await copy.serve();
}, 300_000);

afterAll(async () => {
  await copy?.remove();
});

describe('trip status in the bundled program', () => {
  it('a cancelled and a full trip on the home page, the yearly program, their trip pages and in the calendars', async () => {
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
