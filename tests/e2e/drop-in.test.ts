/**
 * The volunteer's promise: one new file in trips/ becomes a working page in
 * the next build, with no code change, and the home page does not grow.
 * Builds a copy of the project twice (as it is, then with
 * trips/program11.json from `npm run trips:new`), serves the second build and
 * opens the new page in Chromium.
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build, preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest, screenFiles } from '../../build/first-view';
import { chromiumForThisFile, openPage } from '../support/browser';

/**
 * Everything the build may read (index.html, src, schema, trips, public, the
 * Vite config and the scripts it imports, package.json, tsconfig.json …):
 * the project folder without what a build produces or installs.
 */
const NOT_BUILD_INPUTS = /^(node_modules|\.git|dist|dist-.*|coverage|test-results|\.bench)$/;

const project = process.cwd();
let root: string;
let server: PreviewServer | undefined;
let baseUrl: string;
let programName: string;
const browser = chromiumForThisFile();

async function buildInto(outDir: string) {
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    // The real build (`npm run build`) reports size warnings; here they would only repeat them.
    logLevel: 'error',
    build: { outDir: join(root, outDir), emptyOutDir: true },
  });
}

/** Bytes of the JavaScript the home page fetches first: index.html's entry chunk and its static imports. */
function firstViewJs(outDir: string): { files: string[]; bytes: number } {
  const dist = join(root, outDir);
  const files = [...screenFiles(dist, readManifest(dist), [])].filter((file) => file.endsWith('.js')).sort();
  return { files, bytes: files.reduce((total, file) => total + statSync(join(dist, file)).size, 0) };
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'drop-in-'));
  for (const input of readdirSync(project).filter((name) => !NOT_BUILD_INPUTS.test(name))) {
    cpSync(join(project, input), join(root, input), { recursive: true });
  }
  symlinkSync(join(project, 'node_modules'), join(root, 'node_modules'), 'dir');
  // The test is about adding program11; a copy that already has it would prove nothing.
  rmSync(join(root, 'trips/2025/program11.json'), { force: true });

  await buildInto('dist-before');

  await promisify(execFile)(resolve(project, 'node_modules/.bin/tsx'), [
    join(project, 'tools/trips-new.ts'),
    'program11',
    '--root',
    root,
  ]);
  programName = (
    JSON.parse(readFileSync(join(root, 'trips/2025/program11.json'), 'utf8')) as { title: string }
  ).title;
  await buildInto('dist-after');

  server = await preview({
    root,
    configFile: join(root, 'vite.config.ts'),
    build: { outDir: join(root, 'dist-after') },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    logLevel: 'silent',
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its address');
  baseUrl = url.replace(/\/$/, '');
}, 300_000);

afterAll(async () => {
  if (server) await new Promise<void>((done) => server!.httpServer.close(() => done()));
  if (root && existsSync(root)) rmSync(root, { recursive: true, force: true });
});

describe('a trip file dropped into trips/', () => {
  it('becomes a working page in the next build, and its placeholder is gone', async () => {
    const { page, context, problems } = await openPage(browser(), baseUrl, 'phone');
    await page.goto(`${baseUrl}/#/program11`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toBe(programName);
    await expect.poll(() => page.getByRole('heading', { name: 'PROGRAMOK' }).count()).toBe(1);
    expect(await page.getByText('EHHEZ A TÚRÁHOZ MÉG NEM KÉSZÜLT EL A RÉSZLETES PROGRAM...').count()).toBe(0);

    // The same build still shows the placeholder where there is no file, so the check above can fail.
    await page.goto(`${baseUrl}/#/program12`);
    await expect
      .poll(() => page.getByText('EHHEZ A TÚRÁHOZ MÉG NEM KÉSZÜLT EL A RÉSZLETES PROGRAM...').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is a chunk of its own and leaves the home page’s first JavaScript byte for byte the same size', () => {
    const manifest = readManifest(join(root, 'dist-after'));
    const tripChunk = manifest['trips/2025/program11.json']?.file;
    expect(tripChunk).toBeDefined();
    expect(readManifest(join(root, 'dist-before'))['trips/2025/program11.json']).toBeUndefined();

    const before = firstViewJs('dist-before');
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
