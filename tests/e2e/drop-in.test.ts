/**
 * The volunteer's promise: one new file in trips/ becomes a working page in
 * the next build, with no code change, and the home page does not grow.
 * Builds a copy of the project twice (as it is, then with
 * trips/program11.json from `npm run trips:new`), serves the second build and
 * opens the new page in Chromium.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readManifest, screenFiles } from '../../build/first-view';
import { chromiumForThisFile, openPage } from '../support/browser';
import { copyProject, type ProjectCopy } from '../support/project-copy';

const project = process.cwd();
let copy: ProjectCopy | undefined;
let root: string;
let baseUrl: string;
let programName: string;
const browser = chromiumForThisFile();

/** Bytes of the JavaScript the home page fetches first: index.html's entry chunk and its static imports. */
function firstViewJs(outDir: string): { files: string[]; bytes: number } {
  const dist = join(root, outDir);
  const files = [...screenFiles(dist, readManifest(dist), [])].filter((file) => file.endsWith('.js')).sort();
  return { files, bytes: files.reduce((total, file) => total + statSync(join(dist, file)).size, 0) };
}

beforeAll(async () => {
  copy = copyProject('drop-in', project);
  root = copy.root;
  // The test is about adding program11; a copy that already has it would prove nothing.
  rmSync(join(root, 'trips/2025/program11.json'), { force: true });

  await copy.build('dist-before');

  await promisify(execFile)(resolve(project, 'node_modules/.bin/tsx'), [
    join(project, 'tools/trips-new.ts'),
    'program11',
    '--root',
    root,
  ]);
  programName = (
    JSON.parse(readFileSync(join(root, 'trips/2025/program11.json'), 'utf8')) as { title: string }
  ).title;
  await copy.build('dist-after');
  baseUrl = await copy.serve('dist-after');
}, 300_000);

afterAll(async () => {
  await copy?.remove();
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
