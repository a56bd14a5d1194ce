/**
 * The organisers' page at /szervezo/ in Chromium at 375 px, against the real
 * emulators: Auth from firebase-tools (the sign-in link read from its REST
 * API) and Firestore from its jar, under the repo's firestore.rules. The page
 * is built as `npm run build` builds it (vite.organisers.config.ts), pointed at
 * the emulators, and served with firebase.json's headers for /szervezo/; its
 * policy's connect-src gains the two emulators' origins, the one change.
 * What a visitor's browser then reads is checked with the site's own Firestore
 * reader (src/data/firestore-events.ts).
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { preview, type PreviewServer } from 'vite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addIsoDays, budapestDay } from '../../src/lib/dates';
import { createFirestoreEventsReader, EVENTS_COLLECTION } from '../../src/data/firestore-events';
import { START_TIMEOUT_MS, startAuthEmulator, type AuthEmulator } from '../support/auth-emulator';
import {
  chromiumForThisFile,
  reportCspViolations,
  visitorContext,
  watchPageProblems,
} from '../support/browser';
import { firestoreEmulator, writeDocuments } from '../support/firestore-emulator';
import { productionBuild } from '../support/production-build';

const PROJECT = 'demo-organisers-page';
const ORGANISER = 'kovacs.anna@example.hu';
const STRANGER = 'idegen@example.hu';
const REASON = 'Viharjelzés miatt elmarad.';

const browser = chromiumForThisFile();
let auth: AuthEmulator;
let rules: RulesTestEnvironment;
let server: PreviewServer;
let pageUrl: string;
let dist: string;

// The next trip two days from today (Budapest), another beyond the week, one past.
const day = (offset: number) => addIsoDays(budapestDay(new Date()), offset).replaceAll('-', '.');
const season = (date: string) => date.slice(0, 4);
const events = [
  { id: 4, date: day(-5), name: 'Pilis-tető', picture: 'pilis.svg', pdf: 'program4' },
  { id: 5, date: day(2), name: 'Szádelői-völgy', picture: 'szadelo.svg', pdf: 'program5' },
  { id: 6, date: day(12), name: 'Magas-Tátra', picture: 'magas-tatra.svg', pdf: 'program6' },
];
const NEXT = events[1]!;
const NEXT_ID = `${season(NEXT.date)}-${NEXT.id}`;

interface HeaderRule {
  source?: string;
  headers: Array<{ key: string; value: string }>;
}

/** firebase.json's headers for /szervezo/ (the site's, then the page's own, as Hosting applies them). */
function organisersHeaders(emulatorOrigins: string[]): Record<string, string> {
  const config = JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: HeaderRule[] } };
  const headers: Record<string, string> = {};
  for (const rule of config.hosting.headers.filter((rule) =>
    ['**', '/szervezo/**'].includes(rule.source ?? ''),
  )) {
    for (const { key, value } of rule.headers) headers[key] = value;
  }
  const csp = headers['Content-Security-Policy']!;
  headers['Content-Security-Policy'] = csp.replace(
    'connect-src ',
    `connect-src ${emulatorOrigins.join(' ')} `,
  );
  return headers;
}

/** What a visitor's browser reads of the next trip, with the site's reader. */
async function visitorsSee() {
  const reader = createFirestoreEventsReader({ projectId: PROJECT, emulatorHost: firestoreEmulator().host });
  const read = await reader.recent(budapestDay(new Date()));
  const next = read.find((event) => event.firestoreId === NEXT_ID);
  return { status: next?.status, statusNote: next?.statusNote };
}

async function signedInPage(email: string): Promise<{ page: Page; problems: string[] }> {
  const context = await visitorContext(browser(), 'phone');
  const page = await context.newPage();
  const allowed = [new URL(pageUrl).origin, auth.origin, firestoreEmulator().origin];
  const problems = watchPageProblems(page, (url) => allowed.some((origin) => url.startsWith(origin)));
  await reportCspViolations(page, problems);
  await page.goto(pageUrl);
  await page.getByLabel('E-mail-cím').fill(email);
  await page.getByRole('button', { name: 'Belépési link küldése' }).click();
  await expect.poll(() => page.getByRole('status').textContent(), { timeout: 15_000 }).toContain(email);
  // Firebase's action handler opens the page with the link's parameters; the emulator keeps the link.
  const link = new URL((await auth.signInLinks(email)).at(-1)!.oobLink);
  const opened = new URL(pageUrl);
  for (const [name, value] of link.searchParams)
    if (name !== 'continueUrl') opened.searchParams.set(name, value);
  await page.goto(opened.href);
  await page.getByText(`Belépve: ${email}`).waitFor();
  // The link's code leaves the address bar once used.
  expect(page.url()).toBe(pageUrl);
  return { page, problems };
}

const tripCard = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

describe("the organisers' page at /szervezo/", () => {
  beforeAll(async () => {
    auth = await startAuthEmulator(PROJECT);
    const firestore = firestoreEmulator();
    rules = await initializeTestEnvironment({
      projectId: PROJECT,
      firestore: { rules: readFileSync('firestore.rules', 'utf8'), host: '127.0.0.1', port: firestore.port },
    });
    dist = mkdtempSync(join(tmpdir(), 'organisers-page-'));
    const variables = {
      VITE_FIREBASE_PROJECT_ID: PROJECT,
      VITE_FIREBASE_API_KEY: 'fake-api-key',
      VITE_FIRESTORE_EMULATOR_HOST: firestore.host,
      VITE_AUTH_EMULATOR_HOST: auth.host,
    };
    Object.assign(process.env, variables);
    try {
      await productionBuild({
        configFile: 'vite.organisers.config.ts',
        logLevel: 'error',
        build: { outDir: join(dist, 'szervezo') },
      });
    } finally {
      for (const name of Object.keys(variables)) delete process.env[name];
    }
    // Beside the site's own files, as in a deploy: the page's icon is the site's.
    copyFileSync('public/favicon.svg', join(dist, 'favicon.svg'));
    const headers = organisersHeaders([auth.origin, firestore.origin]);
    server = await preview({
      configFile: false,
      root: dist,
      build: { outDir: dist },
      preview: { port: 0, host: '127.0.0.1', strictPort: false },
      logLevel: 'silent',
      plugins: [
        {
          name: 'test:organisers-headers',
          configurePreviewServer(previewServer) {
            previewServer.middlewares.use((request, response, next) => {
              if (request.url?.startsWith('/szervezo/')) {
                for (const [key, value] of Object.entries(headers)) response.setHeader(key, value);
              }
              next();
            });
          },
        },
      ],
    });
    pageUrl = `${server.resolvedUrls!.local[0]!.replace(/\/$/, '')}/szervezo/`;
  }, START_TIMEOUT_MS + 120_000);

  afterAll(async () => {
    await new Promise<void>((done) => (server ? server.httpServer.close(() => done()) : done()));
    await rules?.cleanup();
    await auth?.stop();
    if (dist) rmSync(dist, { recursive: true, force: true });
  }, 60_000);

  beforeEach(async () => {
    await auth.clear();
    await rules.clearFirestore();
    const { origin } = firestoreEmulator();
    await writeDocuments(
      origin,
      PROJECT,
      EVENTS_COLLECTION,
      events.map((event) => ({ id: `${season(event.date)}-${event.id}`, data: event })),
    );
    await writeDocuments(origin, PROJECT, 'organisers', [{ id: ORGANISER, data: {} }]);
  }, 60_000);

  it('is kept out of search engines and has its own policy', async () => {
    const answer = await fetch(pageUrl);
    expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(answer.headers.get('content-security-policy')).toMatch(/identitytoolkit\.googleapis\.com/);
    expect(await answer.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('an organiser signs in by e-mail link, cancels the next trip with a reason, and undoes it', async () => {
    const { page, problems } = await signedInPage(ORGANISER);
    // Today's and the week's trips first; the past one is not offered.
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).allTextContents(), { timeout: 20_000 })
      .toEqual(['A következő hét napban', 'Később']);
    expect(await page.getByText('Pilis-tető').count()).toBe(0);
    const card = tripCard(page, NEXT.name);
    // Every control a thumb can hit.
    for (const button of await card.getByRole('button').all()) {
      expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    }

    await card.getByRole('button', { name: 'elmarad' }).click();
    await card.getByRole('button', { name: 'Mentés: elmarad' }).click();
    // No reason: refused by the page before anything is sent.
    await expect
      .poll(() => card.getByRole('alert').textContent(), { timeout: 15_000 })
      .toContain('indoklás: írd meg röviden, miért');
    expect(await visitorsSee()).toEqual({ status: undefined, statusNote: undefined });

    await card.getByLabel('Indoklás (kötelező)').fill(REASON);
    await card.getByRole('button', { name: 'Mentés: elmarad' }).click();
    await card.getByText('Mentve.').waitFor();
    expect(await card.getByLabel('Így látják a túrázók').textContent()).toBe(`Elmarad ${REASON}`);
    expect(await visitorsSee()).toEqual({ status: 'cancelled', statusNote: REASON });
    let updatedBy: unknown;
    await rules.withSecurityRulesDisabled(async (context) => {
      updatedBy = (await context.firestore().collection(EVENTS_COLLECTION).doc(NEXT_ID).get()).get(
        'updatedBy',
      );
    });
    expect(updatedBy).toBe(ORGANISER);

    await card.getByRole('button', { name: 'Visszavonás' }).click();
    await expect.poll(visitorsSee, { timeout: 15_000 }).toEqual({ status: undefined, statusNote: undefined });
    expect(await card.getByLabel('Így látják a túrázók').textContent()).toBe(
      'A túra rendben, a terv szerint.',
    );
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('an address nobody listed signs in, is refused by the rules, and the page says so; nothing changes', async () => {
    const { page, problems } = await signedInPage(STRANGER);
    const card = tripCard(page, NEXT.name);
    await card.getByRole('button', { name: 'elmarad' }).click();
    await card.getByLabel('Indoklás (kötelező)').fill(REASON);
    await card.getByRole('button', { name: 'Mentés: elmarad' }).click();
    await expect
      .poll(() => card.getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe(
        'A szerver nem engedte a mentést: ez a cím nincs a szervezők között, vagy nincs megerősítve. Semmi nem változott.',
      );
    expect(await card.getByLabel('Így látják a túrázók').textContent()).toBe(
      'A túra rendben, a terv szerint.',
    );
    expect(await visitorsSee()).toEqual({ status: undefined, statusNote: undefined });
    // Chromium reports the refused write's answer, and nothing else went wrong.
    expect(problems).toEqual([
      'console.error: Failed to load resource: the server responded with a status of 403 (Forbidden)',
    ]);
    await page.context().close();
  });
});
