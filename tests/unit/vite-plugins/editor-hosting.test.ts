// @vitest-environment node
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncCspHash } from '../../../vite-plugins/vite-build-checks.ts';
import { siteChunkRequest, sitePageRequest } from '../../../src/offline/cache-rules.ts';
import { hostingAnswer } from '../../../vite-plugins/vite-static-hosting.ts';

/*
 * The editor at /admin/ is served beside the site and kept apart from it: its own
 * headers in firebase.json, no place in the service worker's caches.
 */
interface HeaderRule {
  source?: string;
  regex?: string;
  headers: Array<{ key: string; value: string }>;
}

const rules = (file = 'firebase.json') =>
  (JSON.parse(readFileSync(file, 'utf8')) as { hosting: { headers: HeaderRule[] } }).hosting.headers;
const header = (rule: HeaderRule | undefined, key: string) =>
  rule?.headers.find((item) => item.key === key)?.value;

describe("firebase.json's answers for /admin/", () => {
  const all = rules();
  const site = all.find((rule) => rule.source === '**');
  const admin = all.find((rule) => rule.source === '/admin/**');

  it('gives the editor its own policy after the site’s, which Firebase Hosting lets replace it there', () => {
    expect(all.indexOf(admin!)).toBeGreaterThan(all.indexOf(site!));
    const csp = header(admin, 'Content-Security-Policy')!;
    // Decap CMS checks its configuration with code ajv compiles at run time, and inserts its styles.
    expect(csp).toMatch(/script-src 'self' 'unsafe-eval';/);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline';/);
    expect(csp).toMatch(/connect-src 'self' blob: https:\/\/api\.github\.com;/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    // The GitHub sign-in answers from a popup of another origin.
    expect(header(admin, 'Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
    expect(header(admin, 'X-Robots-Tag')).toBe('noindex, nofollow');
  });

  it("leaves the site's own policy as strict as it was", () => {
    const csp = header(site, 'Content-Security-Policy')!;
    expect(csp).not.toMatch(/unsafe-eval|unsafe-inline|api\.github\.com/);
    expect(header(site, 'Cross-Origin-Opener-Policy')).toBe('same-origin');
  });

  describe('the build writing the start-up hash', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'editor-csp-'));
      copyFileSync('firebase.json', join(dir, 'firebase.json'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("puts it into the site's policy and leaves the editor's alone", () => {
      syncCspHash(join(dir, 'firebase.json'), "'sha256-bmV1ZQ=='");
      const written = rules(join(dir, 'firebase.json'));
      expect(
        header(
          written.find((rule) => rule.source === '**'),
          'Content-Security-Policy',
        ),
      ).toContain("'sha256-bmV1ZQ=='");
      expect(written.find((rule) => rule.source === '/admin/**')).toEqual(admin);
    });
  });

  it('sends /admin to /admin/ and serves dist/admin/index.html there, as the site’s pages', () => {
    const exists = (file: string) => file === 'admin/index.html';
    expect(hostingAnswer('admin', exists)).toEqual({ kind: 'redirect', to: 'admin/' });
    expect(hostingAnswer('admin/', exists)).toEqual({ kind: 'serve' });
  });
});

describe("the site's service worker and the editor", () => {
  const scope = 'https://klub.example/';
  beforeAll(() => {
    (globalThis as { self?: unknown }).self = { registration: { scope } };
  });
  afterAll(() => {
    delete (globalThis as { self?: unknown }).self;
  });
  const match = (path: string, mode: RequestMode) => ({
    request: { mode } as Request,
    url: new URL(path, scope),
    sameOrigin: true,
  });

  it("keeps the site's pages, chunks and their stylesheets, never the editor's", () => {
    expect(sitePageRequest(match('/2025/program5/', 'navigate'))).toBe(true);
    expect(sitePageRequest(match('/', 'navigate'))).toBe(true);
    expect(sitePageRequest(match('/admin/', 'navigate'))).toBe(false);
    expect(sitePageRequest(match('/assets/index-a1.js', 'cors'))).toBe(false);
    expect(siteChunkRequest(match('/assets/trip-screen-a1.js', 'cors'))).toBe(true);
    expect(siteChunkRequest(match('/admin/assets/index-a1.js', 'cors'))).toBe(false);
    // A chunk's stylesheet, kept with it (the map's, the forecast view's: in no precache).
    expect(siteChunkRequest(match('/assets/track-map-view-a1.css', 'cors'))).toBe(true);
    expect(siteChunkRequest(match('/admin/assets/index-a1.css', 'cors'))).toBe(false);
    expect(siteChunkRequest(match('/assets/layers-a1.png', 'no-cors'))).toBe(false);
  });
});
