import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import {
  firstVisitBytes,
  gzipSize,
  kB,
  organisersPageBytes,
  prerenderedScreenFiles,
  readBudgets,
  readManifest,
  screenBytes,
  screenFiles,
  tripDocumentChunks,
} from '../../tools/first-view.ts';
import { chromiumForThisFile, VIEWPORTS, waitForApp } from '../support/browser.ts';
import { sharedFirestoreBuild } from '../support/shared-builds.ts';

/*
 * Byte budgets: what each screen downloads first, in gzip, from the
 * production build in dist/ (its index.html and Vite manifest). Bytes are
 * deterministic, so CI enforces them; times are measured by `npm run bench`.
 */

const dist = process.env.E2E_DIST ?? 'dist';
const baseUrl = inject('baseUrl');
const budgets = readBudgets();
const manifest = readManifest(dist);
const screens = Object.entries(budgets.screens);
const browser = chromiumForThisFile();

/** The chunk started after the load event (src/offline/after-load.ts) and everything it imports. */
function afterLoadFiles(): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit('src/offline/offline-support.tsx');
  expect(files.size, 'the build has no src/offline/offline-support.tsx chunk').toBeGreaterThan(0);
  // The yearly program's calendar subscription, below the program, loads once the app has the page.
  const before = files.size;
  visit('src/components/program/calendar-subscription.tsx');
  expect(files.size, 'the build has no calendar-subscription chunk').toBeGreaterThan(before);
  // The builders of a screen's schema.org data, which only a crawler reads, come once the screen shows.
  const withoutBuilders = files.size;
  visit('src/lib/json-ld.ts');
  expect(files.size, 'the build has no json-ld chunk').toBeGreaterThan(withoutBuilders);
  return files;
}

const describeSize = (files: Array<{ file: string; gzip: number }>) =>
  files.map((size) => `${size.file} ${kB(size.gzip)} kB`).join(', ');

describe('byte budgets (budgets.json, kB = 1000 bytes of gzip)', () => {
  it("the organisers' page: its one script and stylesheet within budget", () => {
    const page = organisersPageBytes(dist);
    expect(page.js.length, 'a script named in szervezo/index.html').toBe(1);
    expect(page.css.length, 'a stylesheet named in szervezo/index.html').toBe(1);
    const sum = (files: Array<{ gzip: number }>) => files.reduce((total, file) => total + file.gzip, 0);
    expect(sum(page.js) / 1000, `JS: ${describeSize(page.js)}`).toBeLessThanOrEqual(budgets.organisers.js);
    expect(sum(page.css) / 1000, `CSS: ${describeSize(page.css)}`).toBeLessThanOrEqual(
      budgets.organisers.css,
    );
  });

  it.each(screens)('%s: first-view JavaScript and CSS within budget', (_name, screen) => {
    const bytes = screenBytes(dist, manifest, screen.loads);
    expect(bytes.js.length).toBeGreaterThan(0);
    expect(bytes.jsGzip / 1000, `JS: ${describeSize(bytes.js)}`).toBeLessThanOrEqual(screen.js);
    expect(bytes.cssGzip / 1000, `CSS: ${describeSize(bytes.css)}`).toBeLessThanOrEqual(screen.css);
  });

  it('a first visit (the page, the service worker and its precache) within budget, in both builds', () => {
    const bundled = firstVisitBytes(dist);
    const largest = [...bundled.files].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
    expect(bundled.gzip / 1000, `largest: ${describeSize(largest)}`).toBeLessThanOrEqual(
      budgets.firstVisit.bundled,
    );
    // What a visitor uses rarely is cached when first used, not downloaded by every phone.
    const rare = [
      'src/components/shared/calendar-downloads.ts',
      'src/components/shared/forecast-view.tsx',
      'src/components/program/calendar-subscription.tsx',
    ];
    for (const key of rare) {
      expect(manifest[key], key).toBeDefined();
      expect(
        bundled.files.map((size) => size.file),
        key,
      ).not.toContain(manifest[key]!.file);
    }
    // The Firestore build precaches its reader too (the SDK and the events' schema).
    const firestore = firstVisitBytes(sharedFirestoreBuild().dir);
    expect(firestore.gzip / 1000, 'the Firestore build').toBeLessThanOrEqual(budgets.firstVisit.firestore);
    console.info(
      `First visit (page + precache, gzip): bundled ${kB(bundled.gzip)} kB, Firestore ${kB(firestore.gzip)} kB`,
    );
    // Being ready for no signal costs a new visitor at most 10 kB beyond the home page's first view.
    expect(
      firestore.gzip / 1000,
      `the Firestore build, against its home page's first view: ${describeSize(firestore.files)}`,
    ).toBeLessThanOrEqual(budgets.firestore.home!.total + 10);
  });

  it("the home page's budget stays within the site's target of 110 kB of JavaScript", () => {
    // The ratchet may be raised with a reason, but not past the target: a React or Router
    // upgrade that grows the home page beyond it needs a decision (docs/decisions/0007-react-19-2.md).
    expect(budgets.screens.home?.js).toBeLessThanOrEqual(110);
  });

  it('each trip document is a chunk of its own, within budget', () => {
    const chunks = tripDocumentChunks(dist, manifest);
    expect(chunks.length).toBeGreaterThanOrEqual(9);
    const over = chunks.filter((chunk) => chunk.gzip / 1000 > budgets.tripDocument);
    expect(describeSize(over)).toBe('');
  });

  it('index.html and each prerendered screen within budget', () => {
    expect(gzipSize(dist, 'index.html') / 1000).toBeLessThanOrEqual(budgets.indexHtml);
    const copies = prerenderedScreenFiles(dist);
    expect(copies.length).toBeGreaterThanOrEqual(9);
    const over = copies.filter((copy) => copy.gzip / 1000 > budgets.prerenderedScreen);
    expect(describeSize(over)).toBe('');
  });

  it('the forecast, its reader and its styles are in no first view: they load for a trip within the week alone', () => {
    const chunk = manifest['src/components/shared/forecast-view.tsx'];
    expect(chunk, 'the build has no forecast-view chunk').toBeDefined();
    const forecast = [chunk!.file, ...(chunk!.css ?? [])];
    // The reader itself (src/data/forecast.ts) is in that chunk: no first-view script names Open-Meteo.
    expect(readFileSync(join(dist, chunk!.file), 'utf8')).toContain('api.open-meteo.com');
    for (const [name, screen] of screens) {
      const firstView = [...screenFiles(dist, manifest, screen.loads)];
      expect(
        firstView.filter((file) => forecast.includes(file)),
        name,
      ).toEqual([]);
      const naming = firstView.filter(
        (file) =>
          file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes('api.open-meteo.com'),
      );
      expect(naming, name).toEqual([]);
    }
  });

  it('the home page does not grow when trips are added: no trip document or trip loader in its first view', () => {
    const home = screenFiles(dist, manifest, budgets.screens.home?.loads ?? []);
    const loader = manifest['src/routes/trip-loader.ts']!;
    // The loader and every chunk it needs but the app: the trip page's read path and the trip list.
    const loaderChunks = new Set<string>();
    const visit = (key: string) => {
      if (key === 'index.html' || loaderChunks.has(key)) return;
      loaderChunks.add(key);
      manifest[key]?.imports?.forEach(visit);
    };
    loader.imports?.forEach(visit);
    expect([...loaderChunks].some((key) => /^_trips-/.test(key))).toBe(true);
    const tripFiles = [
      ...Object.entries(manifest)
        .filter(([key]) => /^trips\/.+\.json$/.test(key))
        .map(([, chunk]) => chunk.file),
      loader.file,
      ...[...loaderChunks].map((key) => manifest[key]!.file),
    ];
    expect(tripFiles.length).toBeGreaterThan(0);
    expect(tripFiles.filter((file) => home.has(file))).toEqual([]);
  });
});

describe('the budgets measure what the browser really loads', () => {
  it.each(screens)(
    '%s: the scripts and styles Chromium fetches are the ones counted',
    async (_name, screen) => {
      // No service worker: its precaching would fetch the whole app shell in the background.
      const context = await browser().newContext({ ...VIEWPORTS.phone, serviceWorkers: 'block' });
      const page = await context.newPage();
      const fetched = new Set<string>();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === new URL(baseUrl).origin && /\.(js|css)$/.test(url.pathname)) {
          fetched.add(url.pathname.replace(/^\//, ''));
        }
      });
      await page.goto(`${baseUrl}${screen.path}`);
      await page.locator('h1').first().waitFor();
      // The start-up script adds the app after the paint: on a busy machine the network can be
      // quiet before it does, so the app's taking over the page is waited for first.
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      // After the load event the page fetches the service worker's chunk (update note,
      // the registration), and the yearly program its calendar subscription: not part of the
      // first view, so not counted.
      const afterLoad = afterLoadFiles();
      const counted = [...screenFiles(dist, manifest, screen.loads)].sort();
      // A chunk the later ones share with the first view is the first view's.
      const firstView = [...fetched].filter((file) => !afterLoad.has(file) || counted.includes(file));
      expect(firstView.sort()).toEqual(counted);
      await context.close();
    },
  );
});
