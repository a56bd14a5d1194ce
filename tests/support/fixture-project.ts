/**
 * The content of the e2e run's third shared build (tests/support/e2e-global-setup.ts): the
 * repository's content with what a season later brings, made the way the club makes it.
 *
 * - Two bundled seasons: a 2026 event list (tests/support/season-2026.ts) and one 2026 trip
 *   file made with `trips:new 2026/program5 --from 2025/program5`, checked by the volunteer
 *   (no longer a draft). program3 has an event in both seasons but a trip file for 2025 only.
 * - The 2026 program5's long route has a recorded GPX track (tests/fixtures/recorded-track.gpx),
 *   which tests/e2e/tracks.test.ts downloads from the built site; the 2025 sample tracks the
 *   copy brought along are taken out, so it is the page's only track.
 * - Statuses in the bundled 2025 list: program6 cancelled with a note, program7 full
 *   (tests/support/trip-statuses.ts).
 * - After the 2026 season's own trips, the week of the trip (tests/support/forecast-week.ts):
 *   three trips with their trip files, in April and May, under keys of their own.
 *
 * tests/e2e/seasons.test.ts, tests/e2e/trip-status.test.ts and tests/e2e/forecast.test.ts read
 * its build; no change moves what another checks (the statuses are of 2025 trips before the
 * day the seasons' checks start from; the week's trips come after 2026's first five, which the
 * seasons' checks show, and before the day they check the season's end on; the seasons count
 * them in 2026's trips).
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { StoredEvent } from '../../schema/event.ts';
import { FORECAST_EVENTS, FORECAST_TRIPS } from './forecast-week.ts';
import { season2026 } from './season-2026.ts';
import { REGISTRATION_STATUSES, STATUSES } from './trip-statuses.ts';

/** A track recorded on program5's long route (16 km, +450 m), as the 2026 trip's long route names it. */
export const RECORDED_TRACK = { fixture: 'tests/fixtures/recorded-track.gpx', file: 'program5-hosszu.gpx' };

export async function writeFixtureContent(root: string, project = process.cwd()): Promise<void> {
  // A project that already had any of it would not be the fixture described here.
  if (existsSync(join(root, 'src/content/events/2026.json')) || existsSync(join(root, 'trips/2026')))
    throw new Error(
      'the project already has a 2026 season: the two-season fixture would not be what it says',
    );
  writeFileSync(
    join(root, 'src/content/events/2026.json'),
    `${JSON.stringify([...season2026, ...FORECAST_EVENTS], null, 2)}\n`,
  );
  await promisify(execFile)(resolve(project, 'node_modules/.bin/tsx'), [
    join(project, 'tools/trips-new.ts'),
    '2026/program5',
    '--from',
    '2025/program5',
    '--root',
    root,
  ]);
  const copied = join(root, 'trips/2026/program5.json');
  const { draft, ...checked } = JSON.parse(readFileSync(copied, 'utf8')) as {
    draft?: boolean;
    days: Array<{ routes: Array<{ level: string; track?: string }> }>;
  };
  if (draft !== true) throw new Error('trips:new --from no longer makes a draft: the fixture needs a look');
  // The copy brought last season's sample tracks along; the volunteer took them out, so the
  // page has the one recorded track below, open as a day's only track is.
  for (const route of checked.days.flatMap((day) => day.routes)) {
    if (!route.track) continue;
    rmSync(join(root, 'trips/2026', route.track));
    delete route.track;
  }
  // The long route walked with a GPS, its recorded track dropped in beside the trip.
  const long = checked.days[0]?.routes.find((route) => route.level === 'long');
  if (!long) throw new Error('program5 has no long route for the recorded track');
  long.track = RECORDED_TRACK.file;
  copyFileSync(resolve(project, RECORDED_TRACK.fixture), join(root, 'trips/2026', RECORDED_TRACK.file));
  writeFileSync(copied, `${JSON.stringify(checked, null, 2)}\n`);
  // The week of the trip, written as the editor saves a trip file.
  for (const [key, trip] of Object.entries(FORECAST_TRIPS))
    writeFileSync(join(root, 'trips/2026', `${key}.json`), `${JSON.stringify(trip, null, 2)}\n`);

  const events2025 = join(root, 'src/content/events/2025.json');
  const events = JSON.parse(readFileSync(events2025, 'utf8')) as StoredEvent[];
  if (events.some((event) => event.status))
    throw new Error('the bundled 2025 program has statuses already: the fixture would not be what it says');
  const statuses = { ...STATUSES, ...REGISTRATION_STATUSES };
  const withStatuses = events.map((event) => ({
    ...event,
    ...(statuses[event.pdf as keyof typeof statuses] ?? {}),
  }));
  writeFileSync(events2025, `${JSON.stringify(withStatuses, null, 2)}\n`);
}
