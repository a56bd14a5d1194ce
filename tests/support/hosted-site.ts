/**
 * The e2e tests' one static server: a build of the site served on 127.0.0.1 as
 * Firebase Hosting serves it with firebase.json (the addresses as hostingAnswer in
 * vite-plugins/vite-static-hosting.ts answers them, and each path's headers), and
 * the build configured for a Firestore stand-in or emulator.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import picomatch from 'picomatch';
import { hostingAnswer } from '../../vite-plugins/vite-static-hosting.ts';
import { productionBuild, type BuildRole } from './production-build.ts';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

interface HeaderRule {
  source?: string;
  regex?: string;
  headers: Array<{ key: string; value: string }>;
}

/**
 * The headers Firebase Hosting answers `path` with, from `firebaseJson`'s rules: those of every
 * rule whose glob (`source`) or `regex` matches the path, a later rule's value over an earlier
 * one's. `connectTo`: the test's stand-ins, which the page's Content-Security-Policy lets it
 * fetch beside what the deployed site talks to.
 */
export function hostingHeadersFor(
  path: string,
  { firebaseJson = 'firebase.json', connectTo = [] }: { firebaseJson?: string; connectTo?: string[] } = {},
): Record<string, string> {
  return hostingHeaders({ firebaseJson, connectTo })(path);
}

/** hostingHeadersFor with firebase.json read once: a function of the path. */
function hostingHeaders({
  firebaseJson = 'firebase.json',
  connectTo = [],
}: {
  firebaseJson?: string;
  connectTo?: string[];
}): (path: string) => Record<string, string> {
  const config = JSON.parse(readFileSync(firebaseJson, 'utf8')) as { hosting: { headers: HeaderRule[] } };
  const rules = config.hosting.headers.map((rule) => ({
    matches: rule.regex
      ? (path: string) => new RegExp(rule.regex!).test(path)
      : picomatch(rule.source ?? '', { dot: true }),
    headers: rule.headers,
  }));
  return (path) => {
    const headers: Record<string, string> = {};
    for (const rule of rules) {
      if (rule.matches(path)) for (const { key, value } of rule.headers) headers[key] = value;
    }
    const policy = headers['Content-Security-Policy'];
    if (policy && connectTo.length > 0)
      headers['Content-Security-Policy'] = policy.replace(
        'connect-src ',
        `connect-src ${connectTo.join(' ')} `,
      );
    return headers;
  };
}

/** A script of the test's own, served at `path` and loaded before anything else on every page. */
export interface FirstScript {
  path: string;
  source: () => string;
}

export interface SiteState {
  /** the build served */
  dir: string;
  /** the path's headers (hostingHeadersFor) */
  headers: (path: string) => Record<string, string>;
  /** milliseconds to hold back the app's entry chunk, as on a slow phone connection */
  entryDelayMs: number;
  /** when each file was asked for and when its answer was complete (ms, server clock) */
  log: Array<{ path: string; requestedAt: number; sentAt: number }>;
  /** Every connection but the first script's is cut, as in airplane mode. */
  offline: boolean;
  firstScript: FirstScript | null;
  /**
   * The requests still unanswered, and the last of those cut while offline (ms, server clock):
   * what a browser still waits on when a page never finishes loading (requestsSeen).
   */
  open: Set<SeenRequest>;
  cut: SeenRequest[];
}

/** One request as the test server saw it: what a stalled page load is read against. */
export interface SeenRequest {
  path: string;
  requestedAt: number;
  /** who asked: the page, or its service worker (`Service-Worker`, `Sec-Fetch-Dest` where sent) */
  dest: string;
}

/** The sites served now, for requestsSeen. */
const servedSites = new Map<string, SiteState>();

/**
 * What every site served now has open and has cut since `since` (ms, performance.now()), for an
 * engine's message when a page never finishes loading (tests/support/engines.ts).
 */
export function requestsSeen(since = 0): Record<string, { open: string[]; cut: string[] }> {
  const now = performance.now();
  const line = (request: SeenRequest) =>
    `${request.path} (${request.dest}, ${Math.round(now - request.requestedAt)} ms ago)`;
  return Object.fromEntries(
    [...servedSites].map(([url, state]) => [
      url,
      {
        open: [...state.open].map(line),
        cut: state.cut.filter((request) => request.requestedAt >= since).map(line),
      },
    ]),
  );
}

export interface HostedSite {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** What it serves and how; change it between visits. */
  state: SiteState;
  close(): Promise<void>;
}

async function serveBuild(site: SiteState, request: IncomingMessage, response: ServerResponse) {
  const requestedAt = performance.now();
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const path = decodeURIComponent(url.pathname);
  const seen: SeenRequest = {
    path,
    requestedAt,
    dest:
      [request.headers['service-worker'], request.headers['sec-fetch-dest']].filter(Boolean).join(' ') || '-',
  };
  site.open.add(seen);
  response.on('close', () => site.open.delete(seen));
  if (site.firstScript && path === site.firstScript.path) {
    response.writeHead(200, { 'Content-Type': MIME['.js']!, 'Cache-Control': 'no-store' });
    response.end(site.firstScript.source());
    return;
  }
  if (site.offline) {
    site.cut.push(seen);
    if (site.cut.length > 200) site.cut.shift();
    site.open.delete(seen);
    request.socket.destroy();
    return;
  }
  const inSite = (name: string) => join(site.dir, normalize(name).replace(/^(\.\.[/\\])+/, ''));
  const isFile = (name: string) => existsSync(inSite(name)) && statSync(inSite(name)).isFile();
  // As Firebase Hosting answers with firebase.json (and `vite preview` with vite-plugins/vite-static-hosting.ts).
  const answer = hostingAnswer(path.slice(1), isFile);
  if (answer.kind === 'redirect') {
    response.writeHead(301, { ...site.headers(path), Location: `/${answer.to}${url.search}` });
    response.end();
    return;
  }
  const html = (body: Buffer) => withFirstScript(site.firstScript, body);
  if (answer.kind === 'not-found') {
    response.writeHead(404, { ...site.headers(path), 'Content-Type': 'text/html; charset=utf-8' });
    response.end(isFile('404.html') ? html(readFileSync(inSite('404.html'))) : 'Not Found');
    return;
  }
  const file = inSite(path.endsWith('/') ? `${path}index.html` : path);
  const entry = /^\/assets\/index-[\w-]+\.js$/.test(path);
  if (entry && site.entryDelayMs > 0) await sleep(site.entryDelayMs);
  const type = MIME[extname(file)] ?? 'application/octet-stream';
  // A type firebase.json names wins over the file's, as Hosting's custom headers do (a GPX track).
  response.writeHead(200, { 'Content-Type': type, ...site.headers(path) });
  const body = readFileSync(file);
  response.end(file.endsWith('/index.html') || file.endsWith('404.html') ? html(body) : body, () =>
    site.log.push({ path, requestedAt, sentAt: performance.now() }),
  );
}

/** A page with the first script at the top of its head, before the start-up script. */
function withFirstScript(first: FirstScript | null, body: Buffer): Buffer | string {
  if (!first) return body;
  const page = body.toString('utf8');
  const head = page.indexOf('<head>');
  if (head < 0) throw new Error('a page without <head>');
  const at = head + '<head>'.length;
  return `${page.slice(0, at)}<script src="${first.path}"></script>${page.slice(at)}`;
}

/**
 * Serves the build in `dir` on 127.0.0.1 with the headers of `firebaseJson` (the project's
 * firebase.json unless a test's copy has its own), its policy letting the page fetch `connectTo`.
 */
export function startHostedSite(
  dir: string,
  options: { firebaseJson?: string; connectTo?: string[]; firstScript?: FirstScript } = {},
): Promise<HostedSite> {
  const { firebaseJson, connectTo } = options;
  const state: SiteState = {
    dir,
    headers: hostingHeaders({ firebaseJson, connectTo }),
    entryDelayMs: 0,
    log: [],
    offline: false,
    firstScript: options.firstScript ?? null,
    open: new Set(),
    cut: [],
  };
  const server = createServer((request, response) => void serveBuild(state, request, response));
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      servedSites.set(url, state);
      resolve({
        url,
        state,
        close: () =>
          new Promise<void>((done) => {
            servedSites.delete(url);
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/**
 * Builds the site into `dir` configured for the Firestore project `demo-club` at the stand-in
 * `emulatorHost` (127.0.0.1:<port>), with the forecast asked of `forecastUrl`. What the build
 * warned of goes to `warnings`; `name` names it in the e2e run's closing line.
 */
export async function buildFirestoreSite(
  dir: string,
  {
    emulatorHost,
    forecastUrl,
    warnings = [],
    role,
    name,
  }: { emulatorHost: string; forecastUrl: string; warnings?: string[]; role: BuildRole; name?: string },
) {
  const variables = {
    VITE_FIREBASE_PROJECT_ID: 'demo-club',
    VITE_FIREBASE_API_KEY: '',
    VITE_FIRESTORE_EMULATOR_HOST: emulatorHost,
    // A trip within the week asks for its forecast: a stand-in on 127.0.0.1, not Open-Meteo. Not
    // answered in the browser (a Playwright route), which would answer the Firestore read's CORS
    // preflight itself and change how the browser fetches the reader's chunk.
    VITE_FORECAST_URL: forecastUrl,
  };
  // A mode of its own: a 'production' build refuses an emulator address (vite-plugins/vite-build-checks.ts).
  await productionBuild(
    { mode: 'emulator', logLevel: 'warn', build: { outDir: dir, emptyOutDir: true } },
    { role, name, env: variables, warnings },
  );
}
