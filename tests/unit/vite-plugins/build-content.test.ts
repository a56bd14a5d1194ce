/**
 * The build reads each content file once (vite-plugins/build-content.ts): its content check,
 * the drafts a production build leaves out, the yearly program's and the forecast's indexes,
 * and the feeds' content all ask for the trip files, the page table, the club's settings and
 * the seasons' events, and the three environments of a build ask again. Counted here as the
 * plugins ask, in a copy of the repository's content; a file changed on disk (the development
 * server) is read again, and only that one.
 */
import fs, { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readSiteContent } from '../../../vite-plugins/feed-contents.ts';
import { buildTripIndex, buildTripPlaces } from '../../../vite-plugins/trip-index.ts';
import { assertContentValid } from '../../../vite-plugins/vite-build-checks.ts';
import { draftTrips } from '../../../vite-plugins/vite-validated-trips.ts';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'build-content-'));
  cpSync('trips', join(root, 'trips'), { recursive: true });
  cpSync('src/content', join(root, 'src/content'), { recursive: true });
  cpSync('public/pictures', join(root, 'public/pictures'), { recursive: true });
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** The content files read while `ask` runs, each with how many times, by path from the copy's root. */
function readsDuring(ask: () => void): Record<string, number> {
  // Node's own way to change a built-in module: on its object, then synced into the named exports
  // the plugins imported. (A worker's files share modules, so a mock of node:fs for this file alone
  // would miss the plugins another file had loaded first.)
  const readFileSync = vi.spyOn(fs, 'readFileSync');
  syncBuiltinESMExports();
  let calls: unknown[][];
  try {
    ask();
  } finally {
    calls = readFileSync.mock.calls;
    readFileSync.mockRestore();
    syncBuiltinESMExports();
  }
  const counts: Record<string, number> = {};
  for (const [file] of calls) {
    const path = relative(root, String(file));
    if (!path.startsWith('..')) counts[path] = (counts[path] ?? 0) + 1;
  }
  return counts;
}

/** What the plugins of one build ask for, as each of its three environments loads them. */
function oneBuild() {
  assertContentValid(root);
  for (let environment = 0; environment < 3; environment += 1) {
    draftTrips(root);
    buildTripIndex(root, { withDrafts: false });
    buildTripPlaces(root, { withDrafts: false });
  }
  readSiteContent(root);
}

const contentFiles = () =>
  [
    ...fs
      .readdirSync(join(root, 'trips'), { recursive: true, encoding: 'utf8' })
      // The trip documents and their routes' GPX tracks.
      .filter((name) => /^\d{4}\/program[\w-]+\.(json|gpx)$/.test(name))
      .map((name) => `trips/${name}`),
    ...fs.readdirSync(join(root, 'src/content/events')).map((name) => `src/content/events/${name}`),
    'src/content/pages.json',
    'src/content/club.json',
  ].sort();

describe('the content a build reads', () => {
  it('reads each trip file and track, the page table, the club and each season’s events once for a whole build', () => {
    const reads = readsDuring(oneBuild);
    expect(Object.keys(reads).sort()).toEqual(contentFiles());
    expect(Object.values(reads).every((count) => count === 1)).toBe(true);
    // A second build in the same process (the tests' builds, a rebuild) has nothing to read.
    expect(readsDuring(oneBuild)).toEqual({});
  });

  it('reads a file again once it changed on disk, and only that one, and the plugins see the change', () => {
    oneBuild();
    const file = join(root, 'trips/2025/program3.json');
    const trip = JSON.parse(fs.readFileSync(file, 'utf8')) as { title: string };
    writeFileSync(file, `${JSON.stringify({ ...trip, title: `${trip.title} (módosítva)` }, null, 2)}\n`);
    let content: ReturnType<typeof readSiteContent> | undefined;
    expect(
      readsDuring(() => {
        oneBuild();
        content = readSiteContent(root);
      }),
    ).toEqual({ 'trips/2025/program3.json': 1 });
    expect(content!.trips.get('2025/program3')?.title).toBe(`${trip.title} (módosítva)`);
  });

  it('a draft is read as one and left out of what a production build publishes', () => {
    const file = join(root, 'trips/2025/program4.json');
    const trip = JSON.parse(fs.readFileSync(file, 'utf8')) as object;
    writeFileSync(file, `${JSON.stringify({ ...trip, draft: true }, null, 2)}\n`);
    expect(draftTrips(root)).toEqual(['/trips/2025/program4.json']);
    expect(readSiteContent(root).trips.has('2025/program4')).toBe(false);
    expect(buildTripIndex(root, { withDrafts: false }).index).not.toHaveProperty('2025/program4');
    expect(buildTripIndex(root, { withDrafts: true }).index).toHaveProperty('2025/program4');
  });
});
