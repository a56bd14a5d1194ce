import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostingAnswer } from '../../vite-plugins/vite-static-hosting.ts';
import { chromiumForThisFile, VIEWPORTS, waitInPage } from '../support/browser.ts';

/*
 * A new deployment is announced, never swapped in silently. Two
 * deployments are served in turn at the same address: the build under test
 * (dist/) and the same build with a changed index.html, its precache revision
 * updated in sw.js as a new build would have it. The page keeps running the
 * old version until the visitor presses the reload button.
 */

const dist = process.env.E2E_DIST ?? 'dist';
const MARKER = '<meta name="test-deployment" content="second" />';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain',
};

const browser = chromiumForThisFile();
let server: Server;
let baseUrl: string;
let root: string;
let first: string;
let second: string;
let serving: string;

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/**
 * A copy of the build whose pages differ (the home page and program3's, which the test opens),
 * with sw.js naming the new index.html's revision.
 */
function makeSecondDeployment(from: string, to: string) {
  cpSync(from, to, { recursive: true });
  const oldHtml = readFileSync(join(from, 'index.html'), 'utf8');
  const newHtml = oldHtml.replace('</head>', `${MARKER}</head>`);
  const sw = readFileSync(join(from, 'sw.js'), 'utf8');
  const revision = `"${md5(oldHtml)}"`;
  if (!sw.includes(revision)) throw new Error(`sw.js does not precache index.html at revision ${revision}`);
  writeFileSync(join(to, 'index.html'), newHtml);
  const page = 'program3/index.html';
  writeFileSync(
    join(to, page),
    readFileSync(join(from, page), 'utf8').replace('</head>', `${MARKER}</head>`),
  );
  writeFileSync(join(to, 'sw.js'), sw.replace(revision, `"${md5(newHtml)}"`));
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'kiranduloklub-deploy-'));
  first = join(root, 'first');
  second = join(root, 'second');
  cpSync(dist, first, { recursive: true });
  makeSecondDeployment(dist, second);
  serving = first;
  // A plain static server whose folder can be switched: a redeployment at the same origin.
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
    const inSite = (name: string) => join(serving, name);
    // As Firebase Hosting answers (vite-plugins/vite-static-hosting.ts).
    const answer = hostingAnswer(
      path.slice(1),
      (name) => inSite(name).startsWith(serving) && existsSync(inSite(name)),
    );
    if (answer.kind === 'redirect') {
      response.writeHead(301, { location: `/${answer.to}` });
      response.end();
      return;
    }
    const file = inSite(
      answer.kind === 'not-found' ? '404.html' : path.endsWith('/') ? `${path}index.html` : path,
    );
    response.writeHead(answer.kind === 'not-found' ? 404 : 200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no server address');
  baseUrl = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('a new version', () => {
  it('is announced in Hungarian and loads only when the visitor presses the reload button', async () => {
    const context = await browser().newContext({ ...VIEWPORTS.phone, locale: 'hu-HU' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const notice = page.getByText('Elkészült a honlap új változata.');
    const isSecond = () =>
      page.evaluate(() => document.querySelector('meta[name="test-deployment"]') !== null);

    await page.goto(`${baseUrl}/program3/`);
    const heading = page.locator('h1').first();
    await heading.waitFor();
    const title = await heading.textContent();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    expect(await notice.count()).toBe(0);
    // The page is kept for the next visit (src/offline/register-service-worker.ts).
    await waitInPage(
      page,
      async () => (await (await caches.open('pages')).match(window.location.pathname)) !== undefined,
      undefined,
      { message: 'the page kept for the next visit' },
    );

    // Redeploy, then the visitor opens the page again: the browser finds the new service worker.
    serving = second;
    await page.reload();
    await notice.waitFor({ timeout: 30_000 });
    // Until the visitor decides, the page is wholly the old version and keeps working.
    expect(await isSecond()).toBe(false);
    expect(await heading.textContent()).toBe(title);
    await page.waitForTimeout(1500);
    expect(await isSecond()).toBe(false);

    await Promise.all([
      page.waitForEvent('load', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Újratöltés' }).click(),
    ]);
    await heading.waitFor();
    expect(await isSecond()).toBe(true);
    expect(await heading.textContent()).toBe(title);
    expect(await notice.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
