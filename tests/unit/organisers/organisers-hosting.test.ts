// @vitest-environment node
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteChunkRequest, sitePageRequest } from '../../../src/offline/cache-rules.ts';

/*
 * The organisers' page at /szervezo/ is served beside the site and kept apart
 * from it: its own policy and noindex in firebase.json, no place in the
 * service worker's caches (its scripts are under szervezo/assets/).
 */
interface HeaderRule {
  source?: string;
  headers: Array<{ key: string; value: string }>;
}

const all = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: HeaderRule[] } })
  .hosting.headers;
const header = (rule: HeaderRule | undefined, key: string) =>
  rule?.headers.find((item) => item.key === key)?.value;

describe("firebase.json's answers for /szervezo/", () => {
  const site = all.find((rule) => rule.source === '**');
  const organisers = all.find((rule) => rule.source === '/szervezo/**');

  it('gives the page its own policy after the site’s: Firestore and the sign-in services, nothing inline', () => {
    expect(all.indexOf(organisers!)).toBeGreaterThan(all.indexOf(site!));
    const csp = header(organisers, 'Content-Security-Policy')!;
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).toMatch(/style-src 'self';/);
    expect(csp).toMatch(
      /connect-src 'self' https:\/\/firestore\.googleapis\.com https:\/\/identitytoolkit\.googleapis\.com https:\/\/securetoken\.googleapis\.com;/,
    );
    expect(csp).not.toMatch(/unsafe-eval|unsafe-inline|open-meteo|github/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(header(organisers, 'X-Robots-Tag')).toBe('noindex, nofollow');
  });

  it("lets the page register its own service worker, and Firestore's SDK its one connectivity probe", () => {
    const csp = header(organisers, 'Content-Security-Policy')!;
    expect(csp).toMatch(/worker-src 'self';/);
    // The full SDK asks for this one pixel when its connection fails: exactly that address, no more of Google.
    expect(csp).toMatch(/img-src 'self' data: https:\/\/www\.google\.com\/images\/cleardot\.gif;/);
    const worker = all.find((rule) => rule.source === '/szervezo/sw.js');
    expect(header(worker, 'Cache-Control')).toBe('no-cache');
  });

  it("leaves the site's policy without the sign-in services", () => {
    expect(header(site, 'Content-Security-Policy')).not.toMatch(/identitytoolkit|securetoken/);
  });
});

describe("the site's service worker and the organisers' page", () => {
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

  it('never answers it from a cache', () => {
    expect(sitePageRequest(match('/szervezo/', 'navigate'))).toBe(false);
    expect(sitePageRequest(match('/szervezo/?mode=signIn&oobCode=x', 'navigate'))).toBe(false);
    expect(sitePageRequest(match('/szervezok-tura/', 'navigate'))).toBe(true);
    expect(siteChunkRequest(match('/szervezo/assets/index-a1.js', 'cors'))).toBe(false);
  });
});
