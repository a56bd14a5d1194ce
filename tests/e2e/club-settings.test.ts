/**
 * A club makes the site its own in its settings alone: with every value of the sample club's
 * settings and its logo replaced by a second club's, `npm run build` (with a site address, as
 * the deploy builds, the editor and the organisers' page included) and the site's build without
 * one write no sample value into any file: pages, scripts, styles, manifest, feeds, calendar,
 * sitemap, icons' source, the organisers' page and the editor.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPhone } from '../../src/lib/phone.ts';
import { noteBuild } from '../support/production-build.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { SAMPLE, sampleValues, SECOND_CLUB, SECOND_LOGO } from '../support/second-club.ts';

function textFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(html|js|mjs|css|json|webmanifest|xml|ics|svg|txt|gpx)$/.test(name))
    .map((name) => join(dir, name));
}

/** `<file>: <value>` for every sample value a file under `dir` holds. */
function sampleValuesIn(dir: string): string[] {
  const values = sampleValues();
  const osmValues = [
    new URL(SAMPLE.mapTiles.url.replace(/\{[xyz]\}/g, '0')).host,
    SAMPLE.mapTiles.attributionUrl,
  ];
  return textFiles(dir).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const lower = text.toLowerCase();
    // Colours in either case, as CSS and SVG write them; words as written, so a departure point
    // named Parkoló is not found in a trip's "parkolóban".
    // The editor's map widget (Decap's, with OpenLayers) names OpenStreetMap's tiles and
    // licence as its own default, whatever tiles the club's settings name.
    const fromLibrary = relative(dir, file).startsWith('admin/') ? osmValues : [];
    return values
      .filter((value) => !fromLibrary.includes(value))
      .filter((value) => (value.startsWith('#') ? lower.includes(value) : text.includes(value)))
      .map((value) => `${relative(dir, file)}: ${value}`);
  });
}

function npmRunBuild(root: string, env: Record<string, string>): Promise<string> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: root,
      env: { ...process.env, ...env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => {
      noteBuild('subject', 'a second club → dist (npm run build)', performance.now() - started);
      if (code === 0) resolve(output);
      else reject(new Error(`npm run build failed (${code}):\n${output}`));
    });
  });
}

/** A whole `npm run build` (site, editor, organisers' page) takes a minute, longer beside other builds. */
const BUILD_TIMEOUT_MS = 360_000;

describe("a second club's settings", () => {
  let copy: ProjectCopy;

  beforeAll(() => {
    copy = copyProject('second-club');
    writeFileSync(join(copy.root, 'src/content/club.json'), `${JSON.stringify(SECOND_CLUB, null, 2)}\n`);
    writeFileSync(join(copy.root, 'src/content', SECOND_CLUB.logo), SECOND_LOGO);
  });

  afterAll(() => copy?.remove());

  it('the sample values are what the check looks for', () => {
    // The search itself, on the repository's build: it finds each kind of value there.
    const found = sampleValuesIn('dist').map((line) => line.slice(line.indexOf(': ') + 2));
    for (const value of [
      SAMPLE.clubName,
      SAMPLE.siteName,
      formatPhone(SAMPLE.organisers[0]!.phone),
      SAMPLE.colours.main,
    ])
      expect(found).toContain(value);
  });

  it(
    'npm run build with a site address writes none of the sample club, editor and organisers included',
    async () => {
      await npmRunBuild(copy.root, { VITE_SITE_URL: 'https://kekberc.example/' });
      const dist = join(copy.root, 'dist');
      expect(sampleValuesIn(dist)).toEqual([]);
      const home = readFileSync(join(dist, 'index.html'), 'utf8');
      expect(home).toContain('<title>Túraprogramok – Kék Bérc Turistái</title>');
      expect(home).toContain('<meta name="theme-color" content="#24467a" />');
      expect(readFileSync(join(dist, 'favicon.svg'), 'utf8')).toBe(SECOND_LOGO);
      const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')) as Record<
        string,
        string
      >;
      expect(manifest).toMatchObject({ short_name: 'Kék Bérc', description: SECOND_CLUB.description });
      const calendar = readFileSync(join(dist, 'naptar.ics'), 'utf8');
      expect(calendar).toContain('PRODID:-//Kék Bérc Turistái//Túraprogram//HU');
      expect(readdirSync(join(dist, 'szervezo')).length).toBeGreaterThan(0);
      expect(readdirSync(join(dist, 'admin')).length).toBeGreaterThan(0);
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'the site built without an address writes none either',
    async () => {
      await copy.build('dist-no-address', 'production', {
        role: 'subject',
        name: 'a second club → dist-no-address',
      });
      expect(sampleValuesIn(join(copy.root, 'dist-no-address'))).toEqual([]);
    },
    BUILD_TIMEOUT_MS,
  );
});
