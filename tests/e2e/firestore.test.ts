/**
 * A production build configured for Firestore (VITE_FIREBASE_PROJECT_ID=demo-club,
 * VITE_FIRESTORE_EMULATOR_HOST pointing at a stand-in emulator on 127.0.0.1),
 * served with firebase.json's headers, in Chromium: the carousel shows the
 * emulator's events, the Firebase chunk downloads in parallel with the app,
 * nothing jumps while the events load, and a denied read shows the error and
 * recovers with the retry button. Also checks that the default build carries
 * no Firebase code at all.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  EVENT_COLLECTION,
  FIRESTORE_ERRORS,
  firestoreErrorBody,
  parseRunQuery,
  runQueryResponse,
  type FirestoreErrorKind,
  type StoredDocument,
} from '../msw/firestore-handlers';
import { appEntry } from '../../scripts/first-view';
import { chromiumForThisFile, SEASON_NOW, VIEWPORTS, type ViewportName } from './browser';

/**
 * A season the bundled list does not have, so what shows can only have come from the emulator.
 * Names of the club's usual length: the next trip's takes two lines on phones and desktops alike,
 * which is what the loading placeholders reserve.
 */
const season: StoredDocument[] = [
  {
    id: 'e1',
    data: {
      id: 1,
      date: '2025.02.22',
      name: 'Börzsöny: Nagy-Hideg-hegy, Csóványos',
      picture: 'default.svg',
      pdf: 'program11',
    },
  },
  {
    id: 'e2',
    data: {
      id: 2,
      date: '2025.03.15',
      name: 'Mátra: Kékestető, Sástó és Galyatető',
      picture: 'matra.svg',
      pdf: 'program6',
    },
  },
  {
    id: 'e3',
    data: {
      id: 3,
      date: '2025.04.05',
      name: 'Szlovák-karszt: Szádelő és Jászó',
      picture: 'szadelo.svg',
      pdf: 'program7',
    },
  },
  {
    id: 'e4',
    data: {
      id: 4,
      date: '2025.05.03',
      name: 'Szlovákia: a Lacnovszky-kanyon',
      picture: 'default.svg',
      pdf: 'program9',
    },
  },
  {
    id: 'e5',
    data: {
      id: 5,
      date: '2025.06.07',
      name: 'Pilis: Dobogókő és Pilisszentlászló',
      picture: 'default.svg',
      pdf: 'program12',
    },
  },
];
const nextThree = [
  'Mátra: Kékestető, Sástó és Galyatető',
  'Szlovák-karszt: Szádelő és Jászó',
  'Szlovákia: a Lacnovszky-kanyon',
];

// ---------------------------------------------------------------------------
// The stand-in emulator: Firestore's REST answers, CORS included.

interface EmulatorState {
  documents: StoredDocument[];
  delayMs: number;
  failWith: FirestoreErrorKind | null;
  /** method and path of every request, preflights included */
  requests: string[];
}

const emulator: EmulatorState = { documents: season, delayMs: 0, failWith: null, requests: [] };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

async function answerAsFirestore(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  emulator.requests.push(`${request.method} ${url.pathname}`);
  // The SDK's custom headers (X-Goog-Api-Client, google-cloud-resource-prefix, …) make the browser ask first.
  const cors = { 'Access-Control-Allow-Origin': request.headers.origin ?? '*', Vary: 'Origin' };
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      ...cors,
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '',
      'Access-Control-Max-Age': '3600',
    });
    response.end();
    return;
  }
  const target = request.method === 'POST' ? parseRunQuery(url.pathname, await readBody(request)) : null;
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { ...cors, 'Content-Type': 'application/json; charset=UTF-8' });
    response.end(JSON.stringify(body));
  };
  if (!target) {
    json(404, { error: { code: 404, message: `Not found: ${url.pathname}`, status: 'NOT_FOUND' } });
    return;
  }
  if (emulator.delayMs > 0) await sleep(emulator.delayMs);
  if (emulator.failWith) {
    json(FIRESTORE_ERRORS[emulator.failWith].code, firestoreErrorBody(emulator.failWith));
    return;
  }
  json(200, runQueryResponse(target, EVENT_COLLECTION, emulator.documents));
}

// ---------------------------------------------------------------------------
// The site: the configured build, with firebase.json's headers.

const outDir = `dist-firestore-e2e-${process.pid}`;
const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

interface FirebaseJson {
  hosting: { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
}

/** The headers firebase.json gives every response, with the emulator allowed to be fetched. */
function hostingHeaders(emulatorOrigin: string): Record<string, string> {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as FirebaseJson;
  const all = config.hosting.headers.find((rule) => rule.source === '**');
  if (!all) throw new Error('firebase.json has no headers for "**"');
  const headers = Object.fromEntries(all.headers.map(({ key, value }) => [key, value]));
  // The deployed site talks to https://firestore.googleapis.com; this build talks to the emulator instead.
  headers['Content-Security-Policy'] = headers['Content-Security-Policy']!.replace(
    'connect-src ',
    `connect-src ${emulatorOrigin} `,
  );
  return headers;
}

const site = {
  headers: {} as Record<string, string>,
  /** milliseconds to hold back the app's entry chunk, as on a slow phone connection */
  entryDelayMs: 0,
  /** when each file was asked for and when its answer was complete (ms, server clock) */
  log: [] as Array<{ path: string; requestedAt: number; sentAt: number }>,
};

async function serveBuild(request: IncomingMessage, response: ServerResponse) {
  const requestedAt = performance.now();
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
  let file = join(outDir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
  if (path === '/') file = join(outDir, 'index.html'); // the one rewrite in firebase.json
  if (!existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404, { ...site.headers, 'Content-Type': 'text/plain' });
    response.end('Not Found');
    return;
  }
  const entry = /^\/assets\/index-[\w-]+\.js$/.test(path);
  if (entry && site.entryDelayMs > 0) await sleep(site.entryDelayMs);
  response.writeHead(200, {
    ...site.headers,
    'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
  });
  response.end(readFileSync(file), () => site.log.push({ path, requestedAt, sentAt: performance.now() }));
}

// ---------------------------------------------------------------------------

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

const emulatorServer = createServer((request, response) => void answerAsFirestore(request, response));
const siteServer = createServer((request, response) => void serveBuild(request, response));
let emulatorOrigin = '';
let siteUrl = '';
const browser = chromiumForThisFile();

beforeAll(async () => {
  emulatorOrigin = await listen(emulatorServer);
  const variables = {
    VITE_FIREBASE_PROJECT_ID: 'demo-club',
    VITE_FIREBASE_API_KEY: '',
    VITE_FIRESTORE_EMULATOR_HOST: emulatorOrigin.replace('http://', ''),
  };
  const saved = Object.fromEntries(Object.keys(variables).map((key) => [key, process.env[key]]));
  Object.assign(process.env, variables);
  try {
    // A mode of its own: a 'production' build refuses an emulator address (scripts/vite-build-checks.ts).
    await build({ mode: 'emulator', logLevel: 'error', build: { outDir, emptyOutDir: true } });
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
  site.headers = hostingHeaders(emulatorOrigin);
  siteUrl = await listen(siteServer);
}, 120_000);

afterAll(async () => {
  await Promise.all(
    [emulatorServer, siteServer].map((server) => new Promise((resolve) => server.close(resolve))),
  );
  rmSync(outDir, { recursive: true, force: true });
});

beforeEach(() => {
  Object.assign(emulator, { documents: season, delayMs: 0, failWith: null, requests: [] });
  Object.assign(site, { entryDelayMs: 0, log: [] });
});

interface Visit {
  page: Page;
  context: BrowserContext;
  /** console errors, page errors, CSP violations and requests to anywhere but the site and the emulator */
  problems: string[];
}

async function openHome({
  serviceWorkers = 'allow',
  viewport = 'phone',
}: { serviceWorkers?: 'allow' | 'block'; viewport?: ViewportName } = {}): Promise<Visit> {
  const context = await browser().newContext({
    ...VIEWPORTS[viewport],
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
    serviceWorkers,
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(SEASON_NOW);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (![siteUrl, emulatorOrigin, 'data:', 'blob:'].some((allowed) => url.startsWith(allowed))) {
      problems.push(`outside request: ${url}`);
    }
  });
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  await page.goto(`${siteUrl}/#/`);
  return { page, context, problems };
}

async function cardNames(page: Page): Promise<string[]> {
  await page.locator('.carousel-cards [role="group"]').first().waitFor();
  return page
    .locator('.carousel-cards [role="group"] a')
    .evaluateAll((links) => links.map((link) => link.textContent ?? ''));
}

describe('a build configured for Firestore, in Chromium', () => {
  it("shows the emulator's events in the carousel, with no sign-in, no CSP violation and nothing fetched elsewhere", async () => {
    const { page, context, problems } = await openHome();

    const names = await cardNames(page);
    expect(names).toHaveLength(3);
    nextThree.forEach((name, index) => expect(names[index]).toContain(name));
    await page.getByRole('link', { name: 'Éves prog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Éves program 2025' }).waitFor();
    for (const document of season) await page.getByText(String(document.data.name)).waitFor();

    // One read, preflighted by the browser because of the SDK's headers, answered with CORS.
    expect(emulator.requests).toEqual([
      'OPTIONS /v1/projects/demo-club/databases/(default)/documents:runQuery',
      'POST /v1/projects/demo-club/databases/(default)/documents:runQuery',
    ]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fetches the Firebase chunk in parallel with the app, not after it, and only once', async () => {
    site.entryDelayMs = 700;
    const { page, context, problems } = await openHome({ serviceWorkers: 'block' });
    await cardNames(page);

    const entry = site.log.find((item) => /^\/assets\/index-[\w-]+\.js$/.test(item.path));
    const reader = site.log.filter((item) => /^\/assets\/firestore-events-[\w-]+\.js$/.test(item.path));
    expect(entry).toBeDefined();
    expect(reader).toHaveLength(1);
    // Asked for while the app itself was still downloading.
    expect(reader[0]!.requestedAt).toBeLessThan(entry!.sentAt);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['phone', 'desktop'] as const)(
    'keeps the placeholders at the final size while the answer is slow (%s): nothing jumps when the events arrive',
    async (viewport) => {
      emulator.delayMs = 1500;
      const { page, context, problems } = await openHome({ serviceWorkers: 'block', viewport });
      const area = page.locator('.carousel-area');
      await page.getByText('A túraprogram betöltése folyamatban…').waitFor({ state: 'attached' });
      const before = await area.boundingBox();
      const buttonBefore = await page.getByRole('link', { name: 'Éves prog' }).boundingBox();

      await cardNames(page);
      const after = await area.boundingBox();
      const buttonAfter = await page.getByRole('link', { name: 'Éves prog' }).boundingBox();
      expect(after!.height).toBeCloseTo(before!.height, 0);
      expect(buttonAfter!.y).toBeCloseTo(buttonBefore!.y, 0);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('a denied read shows the Hungarian error at once, and the retry button brings the events once the rules allow it', async () => {
    emulator.failWith = 'permission-denied';
    const { page, context } = await openHome();

    const alert = page.getByRole('alert');
    await alert.getByText('Nem sikerült betölteni a túraprogramot.').waitFor();
    expect(emulator.requests.filter((request) => request.startsWith('POST'))).toHaveLength(1);

    emulator.failWith = null;
    await alert.getByRole('button', { name: 'Újrapróbálom' }).click();
    const names = await cardNames(page);
    expect(names[0]).toContain(nextThree[0]);
    await expect(alert.count()).resolves.toBe(0);
    await context.close();
  });

  it('the configured build keeps Firebase and zod out of the app chunk and preloads the reader from index.html', () => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const entry = appEntry(html)?.replace(/^\//, '');
    const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(entry).toBeDefined();
    const entryCode = readFileSync(join(outDir, entry!), 'utf8');
    expect(entryCode).not.toContain('firestore.googleapis.com');
    expect(entryCode).not.toContain('Invalid input'); // zod's messages
    const preloaded = preloads.map((file) => readFileSync(join(outDir, file), 'utf8')).join('\n');
    expect(preloaded).toContain('firestore.googleapis.com');
    expect(preloads.some((file) => /firestore-events-/.test(file))).toBe(true);
  });
});

describe('the default build (dist/, no VITE_FIREBASE_PROJECT_ID)', () => {
  it('carries no Firebase code at all and preloads nothing for it', () => {
    const dist = process.env.E2E_DIST ?? 'dist';
    const scripts = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const withFirebase = scripts.filter((file) =>
      /firestore\.googleapis\.com|@firebase|FirebaseError/.test(
        readFileSync(join(dist, 'assets', file), 'utf8'),
      ),
    );
    expect(withFirebase).toEqual([]);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).not.toMatch(/firestore-events/);
  });
});
