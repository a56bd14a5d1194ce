/**
 * `npm run dev` as a maintainer uses it: the development server (vite.config.ts, started
 * here as the command starts it, on 127.0.0.1) answers every address as the host answers
 * the build: a trip's address opened directly shows the trip, a short address without its
 * slash is sent to it, an unknown one shows the not-found screen with 404, the editor's
 * and the organisers' addresses name the command that serves each, and the calendar, the
 * feed and the sitemap answer with the server's own address. Checked in Chromium.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createLogger, createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEPARATE_PAGES } from '../../vite-plugins/vite-dev-addresses.ts';
import { chromiumForThisFile, openPage, SEASON_NOW } from '../support/browser.ts';

const browser = chromiumForThisFile();
let server: ViteDevServer | undefined;
let baseUrl = '';

const program7 = JSON.parse(readFileSync('trips/2025/program7.json', 'utf8')) as { title: string };
/** The first visit waits for Vite to bundle the dependencies it found as it started. */
const FIRST_COMPILE = { timeout: 45_000 };

/** What the server printed, as a maintainer reads it in the terminal, its level with each line. */
const printed: string[] = [];
const logger = createLogger('info');
for (const level of ['info', 'warn', 'warnOnce', 'error'] as const)
  logger[level] = (message: string) => void printed.push(`${level}: ${message}`);

beforeAll(async () => {
  server = await createServer({
    configFile: 'vite.config.ts',
    // Optimised dependencies of its own: `npm run dev:organisers` (tests/e2e/dev-organisers.test.ts)
    // may run the site's development server on this checkout meanwhile, and two servers bundling
    // into one folder answer each other's pages 504 (Outdated Optimize Dep).
    cacheDir: 'node_modules/.vite-dev-server-test',
    customLogger: logger,
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  await server.listen();
  baseUrl = `http://127.0.0.1:${(server.httpServer!.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const status = async (path: string) =>
  (await fetch(`${baseUrl}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' })).status;

describe('npm run dev', () => {
  it('answers as the host does: 200 for a page the build writes, 301 to its slash, 404 for none', async () => {
    expect(await status('/2025/program7/')).toBe(200);
    expect(await status('/program7/')).toBe(200);
    expect(await status('/evesprogram/')).toBe(200);
    expect(await status('/2025/program7')).toBe(301);
    expect(await status('/nincs/')).toBe(404);
    expect(await status('/2025/program99/')).toBe(404);
  });

  it('a trip address opened directly shows the trip; an unknown one the not-found screen', async () => {
    const { page, context } = await openPage(browser(), baseUrl, 'phone', SEASON_NOW);
    await page.goto(`${baseUrl}/2025/program7/`);
    await expect.poll(() => page.locator('h1').first().textContent(), FIRST_COMPILE).toBe(program7.title);
    await page.goto(`${baseUrl}/nincs/`);
    await expect
      .poll(() => page.locator('h1').first().textContent(), FIRST_COMPILE)
      .toBe('Ez az oldal nem található');
    await context.close();
  }, 120_000);

  it('starts with no error or warning, and the first visit is not reloaded', () => {
    // Run after the first visit: by then the server has scanned the site's page for its
    // dependencies and bundled them.
    expect(printed.filter((line) => !line.startsWith('info: '))).toEqual([]);
    expect(printed.filter((line) => /reload/i.test(line))).toEqual([]);
  });

  it('answers every address the README lists whatever the request accepts, never with a server error', async () => {
    const readme = readFileSync('README.md', 'utf8');
    const listed: [string, number][] = [
      ['/', 200],
      ['/evesprogram/', 200],
      ['/evesprogram/2025/', 200],
      ['/2025/program3/', 200],
      ['/program3/', 200],
      ['/adatkezeles/', 200],
      ['/admin/', 200],
      ['/szervezo/', 200],
      ['/naptar.ics', 200],
      ['/feed.xml', 200],
      ['/sitemap.xml', 200],
      ['/nincs/', 404],
    ];
    for (const [path] of listed.filter(
      ([path]) => !['/nincs/', '/evesprogram/2025/', '/2025/program3/', '/program3/'].includes(path),
    ))
      expect(readme, `README.md lists ${path}`).toContain(`\`${path}`);
    for (const accept of ['text/html', '*/*', '']) {
      for (const [path, expected] of listed) {
        const answer = await fetch(`${baseUrl}${path}`, {
          headers: accept ? { accept } : {},
          redirect: 'manual',
        });
        expect(answer.status, `${path} with Accept: ${accept || '(none)'}`).toBe(expected);
      }
    }
    for (const path of ['/admin/index.html', '/szervezo/index.html', '/admin/assets/nincs.js'])
      expect((await fetch(`${baseUrl}${path}`)).status, path).toBeLessThan(500);
  });

  it('serves the calendar, the feed and the sitemap with its own address in them', async () => {
    const calendar = await fetch(`${baseUrl}/naptar.ics`);
    expect(calendar.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(await calendar.text()).toMatch(/^BEGIN:VCALENDAR\r?\n/);
    const feed = await fetch(`${baseUrl}/feed.xml`);
    expect(feed.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    expect(await feed.text()).toContain(`<id>${baseUrl}/</id>`);
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${baseUrl}/2025/program7/</loc>`);
    expect(sitemap).not.toContain('https://');
  });

  it.each(Object.entries(SEPARATE_PAGES))(
    '/%s/ names the command that serves it',
    async (folder, { command }) => {
      const { page, context } = await openPage(browser(), baseUrl, 'phone');
      const answer = await page.goto(`${baseUrl}/${folder}/`);
      expect(answer?.status()).toBe(200);
      expect(await page.locator('html').getAttribute('lang')).toBe('hu');
      expect(await page.locator('code').textContent()).toBe(command);
      await context.close();
    },
  );
});
