/**
 * A route's GPX track as the built site serves it, read the way a crawler and a hiker's phone
 * read it: the run's shared fixture build, whose 2026 program5 has a recorded track on its long
 * route (tests/support/fixture-project.ts), and the site's own build, whose Bükk trip has a
 * sample. What the page says of the track is checked against gpxpy, another GPX reader than the
 * site's (Debian's python3-gpxpy).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { TRACK_NOT_KEPT } from '../../src/components/trip/track-download.tsx';
import { SAMPLE_WARNING } from '../../src/components/trip/track-figures.tsx';
import { MAP_FAILED } from '../../src/components/trip/track-map.tsx';
import {
  chromiumForThisFile,
  downloadedText,
  expectAccessible,
  ibmViolations,
  openPage,
  setConnection,
  waitForApp,
  waitInPage,
  waitUntilKeptForOffline,
} from '../support/browser.ts';
import type { HostedSite } from '../support/hosted-site.ts';
import { RECORDED_TRACK } from '../support/fixture-project.ts';
import { bundledSiteUrl, serveFixtureBuild, sharedFixtureBuild } from '../support/shared-builds.ts';

let site: HostedSite | undefined;
const browser = chromiumForThisFile();

beforeAll(async () => {
  site = await serveFixtureBuild();
});

afterAll(async () => {
  await site?.close();
});

/** The text of a part of a page, tags left out and spaces joined, as a crawler reads it. */
const textOf = (html: string) =>
  html
    .replace(/<svg[\s\S]*?<\/svg>/g, ' ')
    // React's marks between text parts are no space.
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');

/** gpxpy's reading of GPX bytes: length in km, highest and lowest point in whole metres, its ends. */
function gpxpyReads(bytes: Buffer) {
  const script = [
    'import sys, json, math, gpxpy',
    'g = gpxpy.parse(sys.stdin.buffer.read().decode("utf-8"))',
    'e = g.get_elevation_extremes()',
    'r = lambda x: math.floor(x + 0.5)',
    'p = [q for t in g.tracks for s in t.segments for q in s.points]',
    'ends = [[round(q.longitude, 5), round(q.latitude, 5)] for q in (p[0], p[-1])]',
    'print(json.dumps({"km": g.length_2d() / 1000, "highest": r(e.maximum), "lowest": r(e.minimum), "points": g.get_points_no(), "ends": ends}))',
  ].join('\n');
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: bytes, encoding: 'utf8' })) as {
    km: number;
    highest: number;
    lowest: number;
    points: number;
    /** the first and the last point, `[lon, lat]` to five places */
    ends: [[number, number], [number, number]];
  };
}

describe('a route track on the built site', () => {
  it('a recorded track: the page draws and words it without script, and serves the same GPX, which gpxpy reads back', async () => {
    const html = await (await fetch(`${site!.url}/2026/program5/`)).text();
    const long = html.slice(html.indexOf('route-long'));
    const figure = long.slice(
      long.indexOf('<div class="track'),
      long.indexOf('</div>', long.indexOf('<div class="track')),
    );
    expect(figure).toContain('<svg class="track-profile"');
    expect(figure).toContain('<svg class="track-outline"');
    // The only track of the day: open, not behind a tap.
    expect(long.slice(0, long.indexOf('<div class="track'))).not.toContain('<details');
    const caption =
      /Szintmetszet: ([\d,]+) km, \d+ m fel, \d+ m le; legmagasabb pont: (\d+) m, a rajttól ([\d,]+) km-re; legalacsonyabb pont: (\d+) m, a rajtnál\./.exec(
        textOf(figure),
      );
    expect(caption, textOf(figure)).not.toBeNull();
    const [, km, highest, , lowest] = caption!;

    const link = /<a class="track-download" href="([^"]+)" download="([^"]+)"/.exec(figure);
    expect(link?.[1]).toBe(`/2026/${RECORDED_TRACK.file}`);
    expect(link?.[2]).toMatch(/^2026-\d\d-\d\d .+ \(hosszú táv\)\.gpx$/);
    const answer = await fetch(`${site!.url}${link![1]}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/gpx+xml');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(bytes.equals(readFileSync(RECORDED_TRACK.fixture))).toBe(true);

    // Another reader agrees with what the page says.
    const read = gpxpyReads(bytes);
    expect(read.points).toBeGreaterThan(100);
    expect(Math.abs(read.km - Number(km!.replace(',', '.')))).toBeLessThan(0.06);
    expect([read.highest, read.lowest]).toEqual([Number(highest), Number(lowest)]);

    // Opened in a map app: Mapy.com plans the walk from the track's first point to its last.
    const mapy = /<a href="(https:\/\/mapy\.com\/[^"]+)">Mapy\.com \(túraútvonal\)<\/a>/.exec(figure)?.[1];
    expect(mapy, figure).toBeDefined();
    const planned = new URL(mapy!.replaceAll('&amp;', '&'));
    const [start, end] = read.ends.map((point) => point.join(','));
    expect(planned.searchParams.get('start')).toBe(start);
    expect(planned.searchParams.get('end')).toBe(end);
    expect(planned.searchParams.get('waypoints')!.split(';')).toHaveLength(13);
    expect(planned.searchParams.get('routeType')).toBe('foot_hiking');
    expect(figure).toMatch(
      /<a href="https:\/\/www\.openstreetmap\.org\/\?mlat=[\d.]+&amp;mlon=[\d.]+#map=\d+\/[\d.]+\/[\d.]+">OpenStreetMap<\/a>/,
    );
  });

  it('a sample track: drawn and marked as a sample, with nothing to download', async () => {
    const html = await (await fetch(`${bundledSiteUrl()}/2025/program3/`)).text();
    const figure = html.slice(html.indexOf('<div class="track track-sample"'));
    expect(figure.slice(0, figure.indexOf('</div>'))).toContain(SAMPLE_WARNING);
    expect(html).not.toContain('track-download');
    expect(html).not.toContain('mapy.com');
    expect((await fetch(`${bundledSiteUrl()}/2025/program3-rovid.gpx`)).status).toBe(404);
  });
});

describe('a recorded track on the trip morning, with no signal', () => {
  /** The next download the page starts within `ms`, or null for none. */
  const nextDownload = (page: Page, ms: number) =>
    page.waitForEvent('download', { timeout: ms }).catch((): Download | null => null);

  it('never downloaded: the page says so; downloaded once: the phone keeps it and downloads it again offline', async () => {
    // With the service worker a visitor's phone installs, controlling the page from the first visit.
    const { page, context, problems } = await openPage(browser(), site!.url, 'phone', undefined, {
      serviceWorkers: 'allow',
    });
    await page.goto(`${site!.url}/2026/program5/`);
    await waitForApp(page);
    // Offline only once the page and all it loaded are kept: a request cut half-way would be
    // reported as a failed load.
    await waitUntilKeptForOffline(page);
    const link = page.getByRole('link', { name: 'GPX nyomvonal letöltése' });
    const recorded = readFileSync(RECORDED_TRACK.fixture, 'utf8');

    await setConnection(context, false);
    const none = nextDownload(page, 2000);
    await link.click();
    await page.getByText(TRACK_NOT_KEPT).waitFor();
    expect(await none).toBeNull();

    await setConnection(context, true);
    const online = nextDownload(page, 15_000);
    await link.click();
    const first = await online;
    expect(first?.suggestedFilename()).toMatch(/^2026-\d\d-\d\d .+ \(hosszú táv\)\.gpx$/);
    expect(await downloadedText(first!)).toBe(recorded);
    // The note is gone once the track downloads.
    await expect.poll(() => page.getByText(TRACK_NOT_KEPT).count()).toBe(0);
    // Kept by the service worker ('tracks').
    await waitInPage(
      page,
      async (file) => {
        const kept = await (await caches.open('tracks')).keys();
        return kept.some((request) => request.url.endsWith(`/2026/${file}`));
      },
      RECORDED_TRACK.file,
    );

    await setConnection(context, false);
    const offline = nextDownload(page, 15_000);
    await link.click();
    const again = await offline;
    expect(again?.suggestedFilename()).toBe(first!.suggestedFilename());
    expect(await downloadedText(again!)).toBe(recorded);
    expect(await page.getByText(TRACK_NOT_KEPT).count()).toBe(0);
    await setConnection(context, true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** A map tile as a tile server answers one: a PNG (one green pixel, which Leaflet stretches). */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk0Hb4DwADMgGHgpqg3QAAAABJRU5ErkJggg==',
  'base64',
);

describe('a recorded track on a map, on request', () => {
  it("nothing of the map before Térkép; then the route on the club's tiles, with their credit and zoom buttons", async () => {
    const { page, context, problems } = await openPage(browser(), site!.url, 'phone');
    // club.json's tile server, answered here: the page asks the address it ships with, under
    // the policy the build wrote for it.
    const tiles: string[] = [];
    await context.route('https://tile.openstreetmap.org/**', (route) => {
      tiles.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG });
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${site!.url}/2026/program5/`);
    await waitForApp(page);
    const mapCode = (url: string) => /track-map-view|leaflet/i.test(url);
    expect(requests.filter(mapCode)).toEqual([]);
    expect(tiles).toEqual([]);

    // With no signal the page says the map needs one, asking for nothing. The signal goes once the
    // page has had the last thing it asks for after the screen, its schema.org data's builders
    // (the data is then in the screen), not while they are on the way.
    await page.locator('#root script[type="application/ld+json"]').waitFor({ state: 'attached' });
    await setConnection(context, false);
    await page.getByRole('button', { name: 'Térkép' }).click();
    await page.getByText(MAP_FAILED).waitFor();
    expect(tiles).toEqual([]);
    expect(requests.filter(mapCode)).toEqual([]);
    await setConnection(context, true);

    await page.getByRole('button', { name: 'Térkép' }).click();
    const map = page.getByRole('application', { name: 'Az útvonal térképen, nyilakkal mozgatható' });
    await map.locator('.leaflet-tile-loaded').first().waitFor({ timeout: 15_000 });
    expect(requests.filter(mapCode).length).toBeGreaterThan(0);
    expect(tiles.length).toBeGreaterThan(0);
    for (const tile of tiles)
      expect(tile).toMatch(/^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/);
    // The route, its start and its finish.
    expect(await map.locator('path.leaflet-interactive').count()).toBe(3);
    expect(await map.locator('.leaflet-control-attribution').textContent()).toContain(
      '© OpenStreetMap-közreműködők',
    );
    expect(
      await map
        .locator('.leaflet-control-attribution a[href="https://www.openstreetmap.org/copyright"]')
        .count(),
    ).toBe(1);
    // Clean for both checkers with the map open.
    await expectAccessible(page, 'a trip page with its map open');
    expect(await ibmViolations(page)).toEqual([]);
    // Zoomed with buttons, no drag needed; each big enough for a thumb.
    const zoomIn = map.getByRole('button', { name: 'Nagyítás' });
    const before = tiles.length;
    await zoomIn.click();
    await expect.poll(() => tiles.length, { timeout: 15_000 }).toBeGreaterThan(before);
    expect((await zoomIn.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // Its code is in no precache: a visitor's first visit does not download a map nobody asked for.
    const worker = readFileSync(join(sharedFixtureBuild().dir, 'sw.js'), 'utf8');
    const chunks = requests.filter((url) => /track-map-view/.test(url));
    expect(chunks.map((url) => url.split('.').pop()).sort()).toEqual(['css', 'js']);
    for (const chunk of chunks) expect(worker).not.toContain(new URL(chunk).pathname.split('/').pop()!);
    // The tiles are the map's only requests to another host, and the service worker keeps none.
    expect(
      problems.filter((problem) => !problem.startsWith('outside request: https://tile.openstreetmap.org/')),
    ).toEqual([]);
    await context.close();
  });
});
