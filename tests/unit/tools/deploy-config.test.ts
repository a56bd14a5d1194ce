/**
 * What a deploy ships and how it is served: firebase.json (rewrites, headers,
 * predeploy, the Firestore rules), the build's own refusals (bad content, an
 * emulator address) and the start-up script's hash it keeps in firebase.json,
 * what `npm run deploy:check` refuses to let go live, the service worker's
 * runtime caches, and no key file in the repository.
 * (tests/e2e/deploy-workflow.test.ts runs the deploy workflow itself.)
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createBuilder } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deployProblems, expectationsFromEnv } from '../../../tools/check-deploy.ts';
import { cspHash } from '../../../tools/first-view.ts';
import { hostingHeadersFor } from '../../support/hosted-site.ts';
import {
  assertContentValid,
  developmentBuild,
  emulatorInProduction,
  forecastStandInInProduction,
  syncCspHash,
  syncMapTilesSource,
} from '../../../vite-plugins/vite-build-checks.ts';
import { OPEN_METEO_FORECAST_URL } from '../../../src/data/forecast.ts';
import {
  onlyPictures,
  onlyPrerenderedCopies,
  onlyScripts,
  onlyTracks,
} from '../../../src/offline/cache-rules.ts';
import { SNAPSHOT_STAMP_FILE } from '../../../vite-plugins/vite-events-snapshot.ts';
import { hostingAnswer } from '../../../vite-plugins/vite-static-hosting.ts';

interface HeaderRule {
  source?: string;
  regex?: string;
  headers: Array<{ key: string; value: string }>;
}
interface FirebaseJson {
  firestore?: { rules?: string };
  hosting: {
    predeploy?: string[];
    rewrites?: unknown[];
    trailingSlash?: boolean;
    redirects?: Array<{ source: string; destination: string; type: number }>;
    headers: HeaderRule[];
  };
}

const firebaseJson = JSON.parse(readFileSync('firebase.json', 'utf8')) as FirebaseJson;
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
const tempDirs: string[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const dir of tempDirs.splice(0)) {
    chmodSync(dir, 0o755);
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('firebase.json hosting', () => {
  it('serves each address as its own file, with a trailing slash; a missing file is a 404, never another page', () => {
    expect(firebaseJson.hosting.rewrites).toBeUndefined();
    expect(firebaseJson.hosting.trailingSlash).toBe(true);
    expect(firebaseJson.hosting.redirects).toEqual([
      { source: '/home', destination: '/', type: 301 },
      { source: '/home/', destination: '/', type: 301 },
    ]);
  });

  it("answers as `npm run preview` and the tests' server do (hostingAnswer in vite-plugins/vite-static-hosting.ts)", () => {
    const files = new Set(['index.html', '2025/program7/index.html', '404.html', 'assets/index-abc.js']);
    const exists = (file: string) => files.has(file);
    expect(hostingAnswer('', exists)).toEqual({ kind: 'serve' });
    expect(hostingAnswer('2025/program7/', exists)).toEqual({ kind: 'serve' });
    expect(hostingAnswer('2025/program7', exists)).toEqual({ kind: 'redirect', to: '2025/program7/' });
    expect(hostingAnswer('home', exists)).toEqual({ kind: 'redirect', to: '' });
    expect(hostingAnswer('program14/', exists)).toEqual({ kind: 'not-found' });
    expect(hostingAnswer('program14', exists)).toEqual({ kind: 'not-found' });
    expect(hostingAnswer('assets/index-abc.js', exists)).toEqual({ kind: 'serve' });
    expect(hostingAnswer('assets/gone.js', exists)).toEqual({ kind: 'not-found' });
  });

  it('gives each path the headers of every rule that matches it, as the tests serve the build (tests/support/hosted-site.ts)', () => {
    const page = hostingHeadersFor('/2025/program7/');
    expect(page['Cache-Control']).toBe('no-cache');
    expect(page['Content-Security-Policy']).toContain("script-src 'self'");
    expect(page['X-Robots-Tag']).toBeUndefined();
    expect(hostingHeadersFor('/assets/index-abc.js')['Cache-Control']).toContain('immutable');
    const organisers = hostingHeadersFor('/szervezo/');
    expect(organisers['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(organisers['Content-Security-Policy']).not.toBe(page['Content-Security-Policy']);
    expect(organisers['Strict-Transport-Security']).toBe(page['Strict-Transport-Security']);
    const standIn = hostingHeadersFor('/', { connectTo: ['http://127.0.0.1:9'] });
    expect(standIn['Content-Security-Policy']).toMatch(/connect-src http:\/\/127\.0\.0\.1:9 /);
  });

  it("lets the page talk to its own host, Firestore and Open-Meteo's forecast, and nothing else", () => {
    const all = firebaseJson.hosting.headers.find((rule) => rule.source === '**');
    const csp = all?.headers.find((header) => header.key === 'Content-Security-Policy')?.value ?? '';
    const connectSrc = /connect-src ([^;]+)/.exec(csp)?.[1]?.trim().split(/\s+/);
    // The forecast is read from the browser (src/data/forecast.ts): its origin alone, no wildcard.
    expect(connectSrc).toEqual([
      "'self'",
      'https://firestore.googleapis.com',
      new URL(OPEN_METEO_FORECAST_URL).origin,
    ]);
  });

  it('sends Strict-Transport-Security with a max-age of at least a year on every response', () => {
    const all = firebaseJson.hosting.headers.find((rule) => rule.source === '**');
    const hsts = all?.headers.find((header) => header.key === 'Strict-Transport-Security')?.value ?? '';
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  });

  it('caches for long only paths whose content never changes under the same name', () => {
    const longLived = firebaseJson.hosting.headers
      .filter((rule) =>
        rule.headers.some((header) => header.key === 'Cache-Control' && /immutable/.test(header.value)),
      )
      .map((rule) => rule.source);
    expect(longLived.sort()).toEqual(['/assets/**', '/prerendered/**', '/workbox-*.js']);
    // Every page, the service worker and the manifest are asked for again on every visit; so is the
    // time of the deployed events' snapshot, which the deploy workflow's check reads after each deploy.
    for (const source of [
      '**/@(index|404).html',
      '/sw.js',
      '/manifest.webmanifest',
      `/${SNAPSHOT_STAMP_FILE}`,
    ]) {
      const rule = firebaseJson.hosting.headers.find((candidate) => candidate.source === source);
      expect(rule?.headers).toContainEqual({ key: 'Cache-Control', value: 'no-cache' });
    }
    const pages = firebaseJson.hosting.headers.find((candidate) => candidate.regex !== undefined);
    const pagePaths = new RegExp(pages!.regex!);
    for (const path of ['/', '/2025/program7/', '/evesprogram/2025/'])
      expect(pagePaths.test(path)).toBe(true);
    for (const path of ['/assets/index-abc.js', '/prerendered/abc.html'])
      expect(pagePaths.test(path)).toBe(false);
    expect(pages!.headers).toEqual([{ key: 'Cache-Control', value: 'no-cache' }]);
  });

  it('checks dist/ before every deploy and builds nothing: what goes live is the build that was checked', () => {
    expect(firebaseJson.hosting.predeploy).toEqual(['npm run deploy:check']);
    // A build here would have the deploy's environment, not the build's (its Firebase settings).
    expect(packageJson.scripts['deploy:check']).toBe('tsx tools/check-deploy.ts');
  });

  it('names the Firestore rules a deploy sends with the site', () => {
    expect(firebaseJson.firestore?.rules).toBe('firestore.rules');
    expect(readFileSync('firestore.rules', 'utf8')).toMatch(/match \/event\/\{/);
  });
});

describe("the map tiles' server in firebase.json", () => {
  const policy = (imgSrc: string) =>
    `{"headers":[{"key":"Content-Security-Policy","value":"default-src 'self'; ${imgSrc}; connect-src 'self'"},` +
    `{"key":"Content-Security-Policy","value":"img-src 'self' data: https://avatars.githubusercontent.com"}]}\n`;

  it("the build puts club.json's tile server into the site's img-src, in place of another, and nothing else", () => {
    const file = join(tempDir('tiles-'), 'firebase.json');
    writeFileSync(file, policy("img-src 'self' data: https://old-tiles.example.org"));
    expect(syncMapTilesSource(file, 'https://tiles.example.hu:8443/hiking/{z}/{x}/{y}.png')).toBe('updated');
    expect(readFileSync(file, 'utf8')).toBe(policy("img-src 'self' data: https://tiles.example.hu:8443"));
    expect(syncMapTilesSource(file, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('updated');
    expect(readFileSync(file, 'utf8')).toBe(policy("img-src 'self' data: https://tile.openstreetmap.org"));
    expect(syncMapTilesSource(file, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('unchanged');
  });

  it("the repository's firebase.json allows club.json's tiles, as the build writes them", () => {
    const club = JSON.parse(readFileSync('src/content/club.json', 'utf8')) as { mapTiles: { url: string } };
    const text = readFileSync('firebase.json', 'utf8');
    const copy = join(tempDir('tiles-'), 'firebase.json');
    writeFileSync(copy, text);
    expect(syncMapTilesSource(copy, club.mapTiles.url)).toBe('unchanged');
  });
});

describe("the start-up script's hash in firebase.json", () => {
  const csp = (hashes: string) =>
    `{"headers":[{"key":"Content-Security-Policy","value":"default-src 'self'; script-src 'self' ${hashes}; style-src 'self'"}]}\n`;

  it('the build replaces a stale hash with the new one, leaving the rest of the file as it was', () => {
    const file = join(tempDir('csp-'), 'firebase.json');
    writeFileSync(file, csp("'sha256-b2xk'"));
    const hash = cspHash('console.log(1)');
    expect(syncCspHash(file, hash)).toBe('updated');
    expect(readFileSync(file, 'utf8')).toBe(csp(hash));
    expect(syncCspHash(file, hash)).toBe('unchanged');
  });

  it('fails, naming the file and the hash to put there, when it cannot write it', () => {
    const dir = tempDir('csp-');
    const file = join(dir, 'firebase.json');
    writeFileSync(file, csp("'sha256-b2xk'"));
    chmodSync(file, 0o444);
    const hash = cspHash('console.log(2)');
    // root may write read-only files: then the update simply succeeds.
    let message = '';
    try {
      syncCspHash(file, hash);
    } catch (error) {
      message = String(error);
    }
    if (process.getuid?.() !== 0) {
      expect(message).toContain(`${file} is stale`);
      expect(message).toContain(hash);
    } else {
      expect(readFileSync(file, 'utf8')).toContain(hash);
    }
    expect(() => syncCspHash(join(dir, 'missing.json'), hash)).toThrow(/missing\.json: cannot be read/);
    writeFileSync(file, '{}');
    chmodSync(file, 0o644);
    expect(() => syncCspHash(file, hash)).toThrow(/firebase\.json: no script-src/);
  });

  it('deploy:check names a stale hash in firebase.json, and passes when it matches dist/index.html', () => {
    const dir = tempDir('deploy-');
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist/index.html'), '<head><script>start()</script></head>');
    writeFileSync(join(dir, 'firebase.json'), `{"hosting":{"headers":[${csp("'sha256-b2xk'")}]}}`);
    expect(deployProblems(join(dir, 'dist'), join(dir, 'firebase.json'))).toEqual([
      expect.stringMatching(
        /firebase\.json: a Content-Security-Policy script-src részéből hiányzik 'sha256-.*', .*index\.html indító szkriptjének kivonata/,
      ),
    ]);
    syncCspHash(join(dir, 'firebase.json'), cspHash('start()'));
    expect(deployProblems(join(dir, 'dist'), join(dir, 'firebase.json'))).toEqual([]);
    expect(deployProblems(join(dir, 'nothing'), join(dir, 'firebase.json'))).toEqual([
      expect.stringContaining(
        'index.html hiányzik: a telepítés nem buildel, előbb futtasd az npm run build-et',
      ),
    ]);
  });
});

describe('deploy:check refuses a dist/ that is not the build the deploy asks for', () => {
  interface Build {
    /** the Firebase project it was built for; none: the bundled list */
    project?: string;
    /** whether the build read its snapshot of the events (then home and the program are prerendered) */
    snapshot?: boolean;
    /** VITE_SITE_URL's address, which becomes the canonical link */
    siteUrl?: string;
  }

  /** A dist/ laid out as `npm run build` writes it: index.html, the manifest, the app's chunks. */
  function builtDist({ project, snapshot = true, siteUrl }: Build): string {
    const dir = tempDir('dist-');
    mkdirSync(join(dir, '.vite'));
    mkdirSync(join(dir, 'assets'));
    const manifest: Record<string, { file: string }> = { 'index.html': { file: 'assets/index-a1.js' } };
    if (project) manifest['src/data/firestore-events.ts'] = { file: 'assets/firestore-events-b2.js' };
    writeFileSync(join(dir, '.vite/manifest.json'), JSON.stringify(manifest));
    writeFileSync(
      join(dir, 'assets/index-a1.js'),
      `const e={VITE_FIREBASE_PROJECT_ID:\`${project ?? ''}\`};export{e};`,
    );
    const prerendered = project && !snapshot ? [] : ['/', '/evesprogram/'];
    const canonical = siteUrl ? `<link rel="canonical" href="${siteUrl}" />` : '';
    for (const path of ['/', '/2025/program3/', '/evesprogram/']) {
      const copies = path === '/2025/program3/' || prerendered.includes(path) ? [['', 'copy']] : [];
      const config = { app: '/assets/index-a1.js', preload: [], base: '/', dir: '/prerendered/', copies };
      mkdirSync(join(dir, path), { recursive: true });
      writeFileSync(
        join(dir, path, 'index.html'),
        `<head>${path === '/' ? canonical : ''}<script type="application/json" id="page-start-up">${JSON.stringify(config)}</script></head>`,
      );
    }
    return dir;
  }
  const firebaseJsonFile = () => {
    const file = join(tempDir('firebase-'), 'firebase.json');
    writeFileSync(file, '{"hosting":{"headers":[]}}');
    return file;
  };
  const problems = (build: Build, expected: Parameters<typeof deployProblems>[2]) =>
    deployProblems(builtDist(build), firebaseJsonFile(), expected);

  it("passes the build of the project's Firestore with its snapshot at the expected address", () => {
    const build = { project: 'zold-osveny', siteUrl: 'https://turak.example.hu/' };
    expect(problems(build, { firestoreProject: 'zold-osveny', siteUrl: 'https://turak.example.hu' })).toEqual(
      [],
    );
    // Without expectations (a deploy by hand), any build of the right shape goes.
    expect(problems({}, {})).toEqual([]);
  });

  it('the bundled demo, where the deploy asks for Firestore', () => {
    expect(problems({}, { firestoreProject: 'zold-osveny' })).toEqual([
      expect.stringMatching(
        /: a beépített eseménylistával készült, nem a "zold-osveny" projekt Firestore-jával \(a buildnek VITE_FIREBASE_PROJECT_ID=zold-osveny kell\)$/,
      ),
    ]);
  });

  it("another project's Firestore", () => {
    expect(problems({ project: 'zold-osveny-teszt' }, { firestoreProject: 'zold-osveny' })).toEqual([
      expect.stringMatching(/: Firestore-ra készült, de nem a "zold-osveny" projektre/),
    ]);
  });

  it('a Firestore build without its snapshot of the events', () => {
    expect(
      problems({ project: 'zold-osveny', snapshot: false }, { firestoreProject: 'zold-osveny' }),
    ).toEqual([
      expect.stringMatching(
        /index\.html: nincs előre elkészítve a kezdőlap és az éves program: a build nem olvasta be az események pillanatképét/,
      ),
    ]);
  });

  it("a build without the site's address, or with another", () => {
    const expected = { siteUrl: 'https://turak.example.hu/' };
    expect(problems({}, expected)).toEqual([
      expect.stringMatching(
        /index\.html: a kanonikus cím \(<link rel="canonical">\) hiányzik, nem "https:\/\/turak\.example\.hu\/" \(a buildnek VITE_SITE_URL=https:\/\/turak\.example\.hu\/ kell\)$/,
      ),
    ]);
    expect(problems({ siteUrl: 'https://example.com/' }, expected)).toEqual([
      expect.stringContaining(
        'a kanonikus cím (<link rel="canonical">) "https://example.com/", nem "https://turak.example.hu/"',
      ),
    ]);
    expect(problems({ siteUrl: 'https://turak.example.hu/' }, { siteUrl: 'turak.example.hu' })).toEqual([
      'EXPECT_SITE_URL="turak.example.hu": nem http(s) cím, például https://turak.example.hu/',
    ]);
  });

  it('reads what to expect from EXPECT_FIREBASE_PROJECT_ID and EXPECT_SITE_URL; blank asks for nothing', () => {
    expect(
      expectationsFromEnv({
        EXPECT_FIREBASE_PROJECT_ID: ' zold-osveny ',
        EXPECT_SITE_URL: 'https://turak.example.hu/',
      }),
    ).toEqual({ firestoreProject: 'zold-osveny', siteUrl: 'https://turak.example.hu/' });
    expect(expectationsFromEnv({ EXPECT_FIREBASE_PROJECT_ID: '', EXPECT_SITE_URL: ' ' })).toEqual({});
  });
});

describe('npm run build refuses what must not be deployed', () => {
  it('an emulator address in a production build, in one line naming the variable', () => {
    expect(emulatorInProduction('production', { VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toMatch(
      /^VITE_FIRESTORE_EMULATOR_HOST=127\.0\.0\.1:8080 is set for a production build: [^\n]+\.env\.local[^\n]+$/,
    );
    expect(emulatorInProduction('production', { VITE_FIRESTORE_EMULATOR_HOST: ' ' })).toBeNull();
    expect(emulatorInProduction('production', {})).toBeNull();
    // A build for local tests against an emulator says so with a mode of its own.
    expect(emulatorInProduction('emulator', { VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toBeNull();
  });

  it("a forecast stand-in's address in a production build, which the Content-Security-Policy would block", () => {
    expect(
      forecastStandInInProduction('production', { VITE_FORECAST_URL: 'http://127.0.0.1:9999/v1/forecast' }),
    ).toMatch(
      /^VITE_FORECAST_URL=http:\/\/127\.0\.0\.1:9999\/v1\/forecast is set for a production build: [^\n]+\.env\.local[^\n]+$/,
    );
    // Open-Meteo's own address, as the site names it, is what a production build reads anyway.
    expect(
      forecastStandInInProduction('production', { VITE_FORECAST_URL: OPEN_METEO_FORECAST_URL }),
    ).toBeNull();
    expect(forecastStandInInProduction('production', { VITE_FORECAST_URL: '' })).toBeNull();
    expect(forecastStandInInProduction('production', {})).toBeNull();
    // The tests' builds against a stand-in say so with a mode of their own.
    expect(
      forecastStandInInProduction('forecast-stand-in', {
        VITE_FORECAST_URL: 'http://127.0.0.1:9999/v1/forecast',
      }),
    ).toBeNull();
  });

  it("React's development code: NODE_ENV set to anything but production, with the way out", () => {
    expect(developmentBuild('test')).toBe(
      "NODE_ENV=test would build React's development code, which is bigger and slower. Unset NODE_ENV (or set it to production) and build again.",
    );
    expect(developmentBuild('development')).toMatch(/^NODE_ENV=development /);
    expect(developmentBuild(undefined)).toBeNull();
    expect(developmentBuild('production')).toBeNull();
  });

  // Vite loads the whole config and its plugins first: about a second alone, more on a busy machine.
  it('the real build stops on it before bundling anything', { timeout: 30_000 }, async () => {
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-club');
    vi.stubEnv('VITE_FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080');
    const outDir = tempDir('emulator-build-');
    try {
      await expect(
        createBuilder({ mode: 'production', logLevel: 'silent', build: { outDir, write: false } }).then(
          (builder) => builder.buildApp(),
        ),
      ).rejects.toThrow(/VITE_FIRESTORE_EMULATOR_HOST=127\.0\.0\.1:8080 is set for a production build/);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  // Three runs of trips:check, each a Node process of its own (as the build starts it).
  it(
    'content that trips:check rejects (events, club, pages, cross-file rules), with the file and field',
    { timeout: 30_000 },
    () => {
      const root = tempDir('content-');
      for (const dir of ['trips', 'src/content', 'public/pictures'])
        mkdirSync(join(root, dir), { recursive: true });
      const files = execFileSync('git', ['ls-files', 'trips', 'src/content', 'public/pictures'], {
        encoding: 'utf8',
      })
        .split('\n')
        .filter(Boolean);
      for (const file of files) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        copyFileSync(file, join(root, file));
      }
      expect(() => assertContentValid(root)).not.toThrow();

      // A cross-file rule: a trip file whose date is not its season's event's.
      const tripFile = join(root, 'trips/2025/program3.json');
      const trip = JSON.parse(readFileSync(tripFile, 'utf8')) as { startDate: string };
      trip.startDate = '2025-02-08';
      writeFileSync(tripFile, JSON.stringify(trip));
      expect(() => assertContentValid(root)).toThrow(/trips\/2025\/program3\.json.*startDate/);
      writeFileSync(tripFile, readFileSync('trips/2025/program3.json'));

      // club.json, which no trip build step reads.
      writeFileSync(join(root, 'src/content/club.json'), '{"clubName": 5}');
      expect(() => assertContentValid(root)).toThrow(/src\/content\/club\.json/);
    },
  );
});

describe("the service worker's runtime caches keep only answers of the expected type", () => {
  const answer = (status: number, type: string, body = '') =>
    new Response(status === 204 ? null : body, { status, headers: { 'Content-Type': type } });

  it('pictures: an image, not an HTML page or an error answered in its place', async () => {
    expect(
      await onlyPictures.cacheWillUpdate({ response: answer(200, 'image/svg+xml', '<svg/>') }),
    ).not.toBeNull();
    expect(await onlyPictures.cacheWillUpdate({ response: answer(200, 'image/png') })).not.toBeNull();
    expect(
      await onlyPictures.cacheWillUpdate({ response: answer(200, 'text/html', '<!doctype html>') }),
    ).toBeNull();
    expect(await onlyPictures.cacheWillUpdate({ response: answer(404, 'image/png') })).toBeNull();
  });

  it('route tracks: a GPX file, not the page frame or an error answered for a missing one', async () => {
    expect(
      await onlyTracks.cacheWillUpdate({ response: answer(200, 'application/gpx+xml', '<gpx/>') }),
    ).not.toBeNull();
    expect(await onlyTracks.cacheWillUpdate({ response: answer(200, 'text/html', '<html>') })).toBeNull();
    expect(await onlyTracks.cacheWillUpdate({ response: answer(404, 'application/gpx+xml') })).toBeNull();
  });

  it('script chunks: JavaScript and the stylesheets they bring, nothing else', async () => {
    expect(
      await onlyScripts.cacheWillUpdate({ response: answer(200, 'text/javascript', 'x') }),
    ).not.toBeNull();
    expect(
      await onlyScripts.cacheWillUpdate({ response: answer(200, 'text/css; charset=utf-8', '.x{}') }),
    ).not.toBeNull();
    expect(await onlyScripts.cacheWillUpdate({ response: answer(200, 'text/html', '<html>') })).toBeNull();
    expect(
      await onlyScripts.cacheWillUpdate({ response: answer(404, 'text/plain', 'Not Found') }),
    ).toBeNull();
  });

  it('prerendered screens: an HTML copy the build wrote, not index.html or an error page', async () => {
    const copy = '<!--prerendered-->{"title":"t","description":"d"}\n<main></main>';
    expect(
      await onlyPrerenderedCopies.cacheWillUpdate({
        response: answer(200, 'text/html; charset=utf-8', copy),
      }),
    ).not.toBeNull();
    expect(
      await onlyPrerenderedCopies.cacheWillUpdate({ response: answer(200, 'text/html', '<!doctype html>') }),
    ).toBeNull();
    expect(
      await onlyPrerenderedCopies.cacheWillUpdate({ response: answer(200, 'text/plain', copy) }),
    ).toBeNull();
    expect(
      await onlyPrerenderedCopies.cacheWillUpdate({ response: answer(404, 'text/html', copy) }),
    ).toBeNull();
  });
});

describe('no key in the repository', () => {
  it('.gitignore refuses the usual key file names, and not the content files', () => {
    const ignored = (path: string) => {
      try {
        execFileSync('git', ['check-ignore', '-q', '--no-index', path]);
        return true;
      } catch {
        return false;
      }
    };
    for (const key of [
      'zold-osveny-1a2b3c4d5e6f.json',
      'kulcsok/zold-osveny-prod-0123456789ab.json',
      'zold-osveny-firebase-adminsdk-abc12-0123456789.json',
      'service-account.json',
      'server.pem',
      'klub.p12',
    ]) {
      expect(ignored(key), key).toBe(true);
    }
    for (const kept of [
      'trips/2025/program12.json',
      'package-lock.json',
      'src/content/events/2025.json',
      'schema/trip.schema.json',
    ]) {
      expect(ignored(kept), kept).toBe(false);
    }
  });

  it('no tracked file holds a service-account private key', () => {
    const needle = ['"private', '_key"'].join('');
    const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
    expect(tracked.length).toBeGreaterThan(50);
    const holding = tracked.filter((file) => {
      try {
        return readFileSync(file, 'utf8').includes(needle);
      } catch {
        return false; // a tracked file deleted in the working tree
      }
    });
    expect(holding, `remove the key from these files and rotate it in Google Cloud`).toEqual([]);
  });
});
