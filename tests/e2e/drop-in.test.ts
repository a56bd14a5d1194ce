/**
 * The volunteer's promise: one new file in trips/ becomes a working page in
 * the next build, with no code change, and the home page does not grow; and
 * until the volunteer has filled it in, it is a draft that only they see.
 * A copy of the project gets trips/2025/program11.json from `npm run
 * trips:new` (a draft) and is built as `npm run build` builds it (the draft is
 * left out, in one Hungarian line), as `npm run preview` builds it and served
 * by the development server (the draft shown, marked); then the page is filled
 * in, its draft line deleted, and built again: now it is published.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest, screenFiles } from '../../tools/first-view.ts';
import { chromiumForThisFile, openPage } from '../support/browser.ts';
import { noteBuild } from '../support/production-build.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

const project = process.cwd();
const PLACEHOLDER = 'EHHEZ A TÚRÁHOZ MÉG NEM KÉSZÜLT EL A RÉSZLETES PROGRAM...';
const DRAFT_FILE = 'trips/2025/program11.json';
/** A Budapest morning before program11's day. */
const BEFORE_PROGRAM11 = new Date('2025-01-02T07:00:00+01:00');
/** A sentence only the draft has: nothing of it may reach a published build. */
const DRAFT_REGION = '[kitöltendő] Ország, tájegység';

let copy: ProjectCopy | undefined;
let root: string;
let programName: string;
let buildOutput = '';
const browser = chromiumForThisFile();

/** Bytes of the JavaScript the home page fetches first: index.html's entry chunk and its static imports. */
function firstViewJs(outDir: string): { files: string[]; bytes: number } {
  const dist = join(root, outDir);
  const files = [...screenFiles(dist, readManifest(dist), [])].filter((file) => file.endsWith('.js')).sort();
  return { files, bytes: files.reduce((total, file) => total + statSync(join(dist, file)).size, 0) };
}

/** Every file of a build that contains `text`. */
function filesContaining(outDir: string, text: string): string[] {
  const dist = join(root, outDir);
  return readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((name) => {
    const path = join(dist, name);
    return statSync(path).isFile() && readFileSync(path, 'utf8').includes(text);
  });
}

/** `npm run build` in the copy, as a volunteer runs it: what it printed and its exit code. */
async function npmRunBuild(args: string[]): Promise<{ code: number; output: string }> {
  // The test runner's NODE_ENV=test would make the build refuse to run (it would build React's development code).
  const env = { ...process.env };
  delete env.NODE_ENV;
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', '--silent', 'build', '--', ...args], {
      cwd: root,
      env,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

beforeAll(async () => {
  copy = copyProject('drop-in', project);
  root = copy.root;
  // The test is about adding program11; a copy that already has it would prove nothing.
  rmSync(join(root, DRAFT_FILE), { force: true });

  await promisify(execFile)(resolve(project, 'node_modules/.bin/tsx'), [
    join(project, 'tools/trips-new.ts'),
    'program11',
    '--root',
    root,
  ]);
  programName = (JSON.parse(readFileSync(join(root, DRAFT_FILE), 'utf8')) as { title: string }).title;

  const started = performance.now();
  const drafted = await npmRunBuild(['--outDir', 'dist-draft', '--emptyOutDir', '--logLevel', 'error']);
  noteBuild(
    'subject',
    'drop-in → dist-draft (npm run build, as a volunteer runs it)',
    performance.now() - started,
  );
  expect(drafted.code).toBe(0);
  buildOutput = drafted.output;
  await copy.build('dist-preview', 'preview', { role: 'subject' });
}, 300_000);

afterAll(async () => {
  await copy?.remove();
});

describe('a trip page written by trips:new is a draft', () => {
  it('npm run build leaves it out and says so in one Hungarian line naming the file and what is left', () => {
    const lines = buildOutput.split('\n').filter((line) => line.includes(DRAFT_FILE));
    expect(lines).toEqual([
      expect.stringMatching(
        /^Vázlat, nem kerül ki a honlapra: trips\/2025\/program11\.json – kitöltendő: region, summary, .*fee\.deposit; ha kész, törölje a "draft": true sort$/,
      ),
    ]);
    expect(readManifest(join(root, 'dist-draft'))[DRAFT_FILE]).toBeUndefined();
    expect(filesContaining('dist-draft', DRAFT_REGION)).toEqual([]);
    expect(filesContaining('dist-preview', DRAFT_REGION)).not.toEqual([]);
  });

  it('the published build shows the event’s placeholder, not the draft', async () => {
    const baseUrl = await copy!.serve('dist-draft');
    // Days before program11 (4 January 2025): a placeholder says its program is still to come
    // only while the trip is.
    const { page, context, problems } = await openPage(browser(), baseUrl, 'phone', BEFORE_PROGRAM11);
    await page.goto(`${baseUrl}/program11/`);
    await expect.poll(() => page.getByText(PLACEHOLDER).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByText('VÁZLAT').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('npm run preview’s build shows it, marked VÁZLAT', async () => {
    expect(readManifest(join(root, 'dist-preview'))[DRAFT_FILE]).toBeDefined();
    const baseUrl = await copy!.serve('dist-preview');
    const { page, context, problems } = await openPage(browser(), baseUrl, 'phone');
    await page.goto(`${baseUrl}/2025/program11/`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe(programName);
    await expect.poll(() => page.getByRole('note').filter({ hasText: 'VÁZLAT' }).count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the development server shows it, marked VÁZLAT', async () => {
    let server: ViteDevServer | undefined;
    try {
      server = await createServer({
        root,
        configFile: join(root, 'vite.config.ts'),
        // In the copy: its node_modules is the checkout's, whose optimised dependencies another
        // file's development server may be bundling meanwhile.
        cacheDir: join(root, '.vite-cache'),
        server: { port: 0, host: '127.0.0.1', strictPort: false },
        logLevel: 'silent',
      });
      await server.listen();
      const baseUrl = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
      const { page, context, problems } = await openPage(browser(), baseUrl, 'phone');
      await page.goto(`${baseUrl}/#/2025/program11`);
      await expect
        .poll(() => page.getByRole('note').filter({ hasText: 'VÁZLAT' }).count(), { timeout: 45_000 })
        .toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(programName);
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await server?.close();
    }
  }, 90_000);
});

describe('a trip file dropped into trips/, filled in', () => {
  beforeAll(async () => {
    // The volunteer fills the page in and deletes the draft line.
    const trip = JSON.parse(readFileSync(join(root, DRAFT_FILE), 'utf8')) as Record<string, unknown> & {
      days: Array<Record<string, unknown> & { routes: Array<Record<string, unknown>> }>;
      departures: Array<{ point: string; time: string }>;
      fee: Record<string, unknown>;
    };
    delete trip.draft;
    trip.region = 'Magyarország, Mátra';
    trip.summary = 'Téli gerinctúra a Mátra legmagasabb csúcsaira.';
    trip.days[0]!.description = 'Mátraházáról indulunk, Galyatetőn ebédelünk.';
    trip.days[0]!.routes[0] = {
      level: 'medium',
      distanceKm: 14,
      elevationGainM: 520,
      durationHours: 5,
      description: 'Mátraháza – Kékes – Galyatető a kék jelzésen.',
    };
    trip.departures = trip.departures.map((departure, index) => ({ ...departure, time: `06:${index}0` }));
    trip.returnTime = '19:00';
    trip.fee = { ...trip.fee, tiers: [{ price: 8500 }], deposit: 3000 };
    writeFileSync(join(root, DRAFT_FILE), `${JSON.stringify(trip, null, 2)}\n`);
    await copy!.build('dist-after', 'production', { role: 'subject' });
  }, 300_000);

  it('becomes a working page in the next build, and its placeholder is gone', async () => {
    const baseUrl = await copy!.serve('dist-after');
    const { page, context, problems } = await openPage(browser(), baseUrl, 'phone');
    await page.goto(`${baseUrl}/program11/`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe(programName);
    await expect.poll(() => page.getByRole('heading', { name: 'PROGRAMOK' }).count()).toBe(1);
    expect(await page.getByText(PLACEHOLDER).count()).toBe(0);
    expect(await page.getByText('VÁZLAT').count()).toBe(0);

    // The same build still shows the placeholder where there is no file, so the check above can fail.
    await page.goto(`${baseUrl}/program12/`);
    await expect.poll(() => page.getByText(PLACEHOLDER).count(), { timeout: 15_000 }).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is a chunk of its own and leaves the home page’s first JavaScript byte for byte the same size', () => {
    const manifest = readManifest(join(root, 'dist-after'));
    const tripChunk = manifest[DRAFT_FILE]?.file;
    expect(tripChunk).toBeDefined();

    // The draft's build is the build without the page.
    const before = firstViewJs('dist-draft');
    const after = firstViewJs('dist-after');
    expect(after.files).not.toContain(tripChunk);
    expect(after.bytes).toBeGreaterThan(0);
    // Names may differ: a chunk's hash covers the names of the lazy chunks it can load.
    expect({ count: after.files.length, bytes: after.bytes }).toEqual({
      count: before.files.length,
      bytes: before.bytes,
    });
  });
});

describe('npm run build on a file a volunteer got wrong', () => {
  it('prints the Hungarian report of trips:check and nothing else, and builds nothing', async () => {
    const file = join(root, 'trips/2025/program5.json');
    const before = readFileSync(file, 'utf8');
    try {
      const trip = JSON.parse(before) as { fee: { tiers: Array<{ price: unknown }> } };
      trip.fee.tiers[0]!.price = '9 000 Ft';
      writeFileSync(file, JSON.stringify(trip, null, 2));
      const { code, output } = await npmRunBuild(['--outDir', 'dist-broken']);
      expect(code).not.toBe(0);
      expect(output.trim().split('\n')).toEqual([
        expect.stringMatching(
          /^trips\/2025\/program5\.json: fee\.tiers\[0\]\.price: .*kapott: "9 000 Ft" \(szöveg\)\)$/,
        ),
        '',
        '1 hiba. Javítsa a fenti sorokban megnevezett mezőket, majd futtassa újra: npm run build',
      ]);
      expect(output).not.toMatch(/Error|expected|received|\bat\b.*:\d+:\d+/);
    } finally {
      writeFileSync(file, before);
    }
  });
});
