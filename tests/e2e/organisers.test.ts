/**
 * The organisers' page at /szervezo/ in Chromium at 375 px, against the real
 * emulators: Auth from firebase-tools (the sign-in link read from its REST
 * API) and Firestore from its jar, under the repo's firestore.rules. The page
 * is built as `npm run build` builds it (vite.organisers.config.ts), pointed at
 * the emulators, and served with firebase.json's headers for /szervezo/; its
 * policy's connect-src gains the two emulators' origins, the one change.
 * What a visitor's browser then reads is checked with the site's own Firestore
 * reader (src/data/firestore-events.ts); what the season form writes, with the
 * rules off, document by document.
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addIsoDays, budapestDay, formatCompactDate, formatLongDate } from '../../src/lib/dates.ts';
import { createFirestoreEventsReader } from '../../src/data/firestore-events.ts';
import { START_TIMEOUT_MS, type AuthEmulator } from '../../tools/emulators/auth-emulator.ts';
import { authEmulatorFor } from '../support/auth-emulator.ts';
import {
  chromiumForThisFile,
  reportCspViolations,
  setConnection,
  visitorContext,
  type ServiceWorkers,
  watchPageProblems,
} from '../support/browser.ts';
import { firestoreEmulator, writeDocuments } from '../support/firestore-emulator.ts';
import { startHostedSite, type HostedSite } from '../support/hosted-site.ts';
import { productionBuild } from '../support/production-build.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { EVENTS_COLLECTION, HISTORY_COLLECTION } from '../../schema/collections.ts';
import { LIST_KEPT_DAYS } from '../../schema/changes.ts';
import { openAdminFirestore } from '../../tools/admin-project.ts';
import { closeTripLists } from '../../tools/trip-list-closing.ts';

const PROJECT = 'demo-organisers-page';
const ORGANISER = 'kovacs.anna@example.hu';
const OTHER_ORGANISER = 'szabo.bela@example.hu';
const STRANGER = 'idegen@example.hu';
const REASON = 'Viharjelzés miatt elmarad.';
const POSTPONED_REASON = 'A Bükkben hófúvás zárta le az utakat.';

const browser = chromiumForThisFile();
/** A folder for the screens the tests pass through, to look at (none unless ORGANISER_SHOTS names one). */
const shots = process.env.ORGANISER_SHOTS;

async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`), ...options });
}
let auth: AuthEmulator;
let rules: RulesTestEnvironment;
let site: HostedSite | undefined;
let pageUrl: string;
let dist: string;
let project: ProjectCopy | undefined;

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

/**
 * The next trip's page as the club would write it (program5's of 2025, moved to its day), with
 * fee tiers a test coach reaches: 8 000 Ft from 3 people, 6 500 Ft from 6.
 */
const program5 = JSON.parse(readFileSync('trips/2025/program5.json', 'utf8')) as Record<string, unknown> & {
  days: Array<{ routes: Array<{ track?: string }> }>;
};
const NEXT_TRIP_PAGE = {
  ...program5,
  // Its sample track stays beside the 2025 trip: a page elsewhere naming it would fail the check.
  days: program5.days.map((day) => ({
    ...day,
    routes: day.routes.map(({ track: _track, ...route }) => route),
  })),
  startDate: NEXT.date.replaceAll('.', '-'),
  fee: {
    tiers: [
      { groupSize: 3, price: 8000 },
      { groupSize: 6, orMore: true, price: 6500 },
    ],
    deposit: 3000,
  },
};

/** The club's bundled 2025 program, 24 events: what the season copy starts from. */
const PROGRAM_2025 = JSON.parse(readFileSync('src/content/events/2025.json', 'utf8')) as typeof events;
const weekday = (date: string) => new Date(`${date.replaceAll('.', '-')}T12:00:00Z`).getUTCDay();
const REFUSED =
  'A szerver nem engedte a mentést: ez a cím nincs a szervezők között, vagy nincs megerősítve. Semmi nem változott.';

/**
 * Firestore's full SDK, when its connection fails, asks Google for a one-pixel picture to tell
 * a dead network from a dead server (the page's policy allows that one address); this machine
 * reaches neither.
 */
const CONNECTIVITY_PROBE = 'https://www.google.com/images/cleardot.gif';

/**
 * When the server has ended a connection the page still holds (one it had before it lost the
 * signal, or a write stream the server closed on refusing a write), the SDK's next request on it
 * is answered 400 and it opens a new one by itself; Chromium reports that answer, naming the
 * channel. A call placed from a summary another organiser's call moved meanwhile is refused at
 * its transaction's commit, and the call is placed anew from the summary read again: by the
 * rules (403), or by Firestore itself when that write landed after the transaction's read (400,
 * FAILED_PRECONDITION, or 409, ABORTED, which the SDK's transaction runs again by itself).
 * Chromium reports either answer, naming the commit; which one comes depends only on when the
 * other page's write lands, and the test checks each call is placed once.
 */
const FIRESTORE_SESSION_ENDED =
  /^console\.error: Failed to load resource: the server responded with a status of 400 \(Bad Request\) at \S+\/google\.firestore\.v1\.Firestore\/(Listen|Write)\/channel\?/;
const CALL_PLACED_AGAIN =
  /^console\.error: Failed to load resource: the server responded with a status of (400 \(Bad Request\)|403 \(Forbidden\)|409 \(Conflict\)) at \S+\/documents:commit(\?|$)/;

/** A signed-in page's problems, less the SDK reopening a connection and calls placed again. */
function withoutReopenedConnections(problems: string[]): string[] {
  return problems.filter(
    (problem) => !FIRESTORE_SESSION_ENDED.test(problem) && !CALL_PLACED_AGAIN.test(problem),
  );
}

/**
 * What a page with no signal reports and nothing else does: its requests failing, the probe
 * above unanswered, and Firestore saying it works from the phone's copy.
 */
function withoutOfflineReports(problems: string[]): string[] {
  return withoutReopenedConnections(problems).filter(
    (problem) =>
      !/Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|NAME_NOT_RESOLVED)|Could not reach Cloud Firestore backend/.test(
        problem,
      ),
  );
}

/** The next trip's status and its list's counts, as a visitor's browser reads them with the site's reader. */
async function visitorsSeats() {
  const reader = createFirestoreEventsReader({ projectId: PROJECT, emulatorHost: firestoreEmulator().host });
  const next = (await reader.recent(budapestDay(new Date()))).find((event) => event.firestoreId === NEXT_ID);
  return { status: next?.status, seats: next?.seats };
}

/** What a visitor's browser reads of the next trip, with the site's reader. */
async function visitorsSee() {
  const reader = createFirestoreEventsReader({ projectId: PROJECT, emulatorHost: firestoreEmulator().host });
  const read = await reader.recent(budapestDay(new Date()));
  const next = read.find((event) => event.firestoreId === NEXT_ID);
  return { status: next?.status, statusNote: next?.statusNote };
}

/**
 * Each organiser's session after the first sign-in of the file, by address: Firebase Auth keeps it
 * in the page's localStorage (organisers/app/club-firebase.ts), and a later test opens the page on a
 * phone that signed in before, as an organiser does on most days. The e-mail link is a page load
 * and a round trip to the emulator more each time, and the first sign-in of each address has it.
 */
const signedInBefore = new Map<string, StorageState>();
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The context's Firebase Auth session alone: nothing else the page keeps (its waiting changes). */
async function firebaseSession(context: BrowserContext): Promise<StorageState> {
  const state = await context.storageState();
  return {
    cookies: [],
    origins: state.origins.map((kept) => ({
      origin: kept.origin,
      localStorage: kept.localStorage.filter((item) => item.name.startsWith('firebase:authUser:')),
    })),
  };
}

/** The page's address as the last e-mail link sent to `email` opens it (Firebase's action handler
 * hands the page the link's parameters; the emulator keeps each link it would have sent). */
async function lastSignInLink(email: string): Promise<string> {
  const link = new URL((await auth.signInLinks(email)).at(-1)!.oobLink);
  const opened = new URL(pageUrl);
  for (const [name, value] of link.searchParams)
    if (name !== 'continueUrl') opened.searchParams.set(name, value);
  return opened.href;
}

/**
 * A phone at /szervezo/ with `email` signed in: by the e-mail link the first time in the file,
 * as the page asks, then as that phone, already signed in.
 */
async function signedInPage(
  email: string,
  { serviceWorkers = 'block' }: { serviceWorkers?: ServiceWorkers } = {},
): Promise<{ page: Page; problems: string[] }> {
  const kept = signedInBefore.get(email);
  const context = await visitorContext(browser(), 'phone', {
    serviceWorkers,
    ...(kept ? { storageState: kept } : {}),
  });
  const page = await context.newPage();
  const allowed = [new URL(pageUrl).origin, auth.origin, firestoreEmulator().origin, CONNECTIVITY_PROBE];
  const problems = watchPageProblems(page, (url) => allowed.some((origin) => url.startsWith(origin)));
  await reportCspViolations(page, problems);
  await page.goto(pageUrl);
  if (kept) {
    // The phone that signed in before: the page opens signed in, with no link.
    await page.getByText(`Belépve: ${email}`).waitFor();
    return { page, problems };
  }
  await page.getByLabel('E-mail-cím').fill(email);
  await page.getByRole('button', { name: 'Belépési link küldése' }).click();
  await expect.poll(() => page.getByRole('status').textContent(), { timeout: 15_000 }).toContain(email);
  // The focus goes to what the button brought, where a screen reader reads on.
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
  await page.goto(await lastSignInLink(email));
  await page.getByText(`Belépve: ${email}`).waitFor();
  // The link's code leaves the address bar once used.
  expect(page.url()).toBe(pageUrl);
  signedInBefore.set(email, await firebaseSession(context));
  return { page, problems };
}

/** The emulator holds exactly these events (each under `<season>-<id>`) and the one listed organiser. */
async function holdOnly(program: ReadonlyArray<{ id: number; date: string }>) {
  await rules.clearFirestore();
  const { origin } = firestoreEmulator();
  await writeDocuments(
    origin,
    PROJECT,
    EVENTS_COLLECTION,
    program.map((event) => ({ id: `${season(event.date)}-${event.id}`, data: event })),
  );
  await writeDocuments(origin, PROJECT, 'organisers', [
    { id: ORGANISER, data: {} },
    { id: OTHER_ORGANISER, data: {} },
  ]);
}

const tripCard = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

/** Takes a phone call on a trip's open list, as an organiser types it. */
async function call(list: Locator, name: string, phone: string, seats: string, deposit = '', boarding = '') {
  await list.getByLabel('Név').fill(name);
  await list.getByLabel('Telefonszám').fill(phone);
  await list.getByLabel('Helyek').fill(seats);
  await list.getByLabel('Előleg (Ft)').fill(deposit);
  if (boarding) await list.getByLabel('Felszállás').selectOption({ label: boarding });
  await list.getByRole('button', { name: 'Hívás felvétele' }).click();
}
/** An event of the season form by its document, whatever its name says now. */
const seasonCard = (page: Page, documentId: string) =>
  page.locator('li', { has: page.locator(`[id="evad-${documentId}"]`) });

/** Every history entry of one event, as stored: read with the rules off. */
async function historyOf(documentId: string): Promise<Array<Record<string, unknown>>> {
  const entries: Array<Record<string, unknown>> = [];
  await rules.withSecurityRulesDisabled(async (context) => {
    const snapshot = await context
      .firestore()
      .collection(HISTORY_COLLECTION)
      .where('event', '==', documentId)
      .get();
    for (const document of snapshot.docs) entries.push(document.data());
  });
  return entries;
}

/** Every event document as stored, by document id: read with the rules off. */
async function storedEvents(): Promise<Map<string, Record<string, unknown>>> {
  const stored = new Map<string, Record<string, unknown>>();
  await rules.withSecurityRulesDisabled(async (context) => {
    const snapshot = await context.firestore().collection(EVENTS_COLLECTION).get();
    for (const document of snapshot.docs) stored.set(document.id, document.data());
  });
  return stored;
}

/** The change marker as stored (rules off). */
async function storedMarker(): Promise<Record<string, unknown>> {
  let marker: Record<string, unknown> = {};
  await rules.withSecurityRulesDisabled(async (context) => {
    marker = (await context.firestore().doc('meta/changes').get()).data() ?? {};
  });
  return marker;
}

/** A trip's list as stored (rules off): its calls by name, and the morning's fixed fee. */
async function storedList(
  eventId: string,
): Promise<{ calls: Map<string, Record<string, unknown>>; fee: Record<string, unknown> | undefined }> {
  const calls = new Map<string, Record<string, unknown>>();
  let fee: Record<string, unknown> | undefined;
  await rules.withSecurityRulesDisabled(async (context) => {
    const list = context.firestore().collection('tripLists').doc(eventId);
    for (const document of (await list.collection('calls').get()).docs)
      calls.set(String(document.get('name')), document.data());
    fee = (await list.collection('morning').doc('fee').get()).data();
  });
  return { calls, fee };
}

/**
 * A trip's list as the page would have left it after taking these calls (rules off), each with a
 * seat but those named in `waiting`; no capacity set. Faster than typing two dozen calls.
 */
async function holdList(
  eventId: string,
  calls: Array<{
    name: string;
    phone: string;
    seats: number;
    boarding: string;
    deposit: { amount: number; method: string } | null;
  }>,
  { waiting = [], capacity = null }: { waiting?: string[]; capacity?: number | null } = {},
) {
  await rules.withSecurityRulesDisabled(async (context) => {
    const list = context.firestore().collection('tripLists').doc(eventId);
    const ids = calls.map((_, index) => `call-${String(index).padStart(2, '0')}`);
    const batch = context.firestore().batch();
    calls.forEach((typed, index) => {
      batch.set(list.collection('calls').doc(ids[index]), {
        ...typed,
        note: '',
        state: waiting.includes(typed.name) ? 'waiting' : 'place',
        takenBy: ORGANISER,
        // Taken a minute apart, in the order given.
        takenAt: new Date(Date.UTC(2026, 0, 1, 8, index)),
        change: ids[index],
      });
    });
    batch.set(list, {
      capacity,
      taken: calls
        .filter((typed) => !waiting.includes(typed.name))
        .reduce((sum, typed) => sum + typed.seats, 0),
      waiting: calls.flatMap((typed, index) => (waiting.includes(typed.name) ? [ids[index]!] : [])),
      change: ids.at(-1) ?? null,
      base: null,
      lastCall: ids.at(-1) ?? null,
      updatedAt: new Date(),
    });
    await batch.commit();
  });
}

/**
 * Waits until the page's service worker has stored it and is activated, so a reload with no
 * signal opens it: a navigation in the worker's scope goes through an activated worker whether or
 * not the page before it was controlled. (The worker claims the first page too, but on a busy
 * machine that claim was seen to come late, and the next reload does not depend on it.) On a busy
 * machine its precache (the page's scripts) takes seconds.
 */
async function keptOffline(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          if (registration?.active?.state !== 'activated') return false;
          // What the reload needs: the page itself, from the worker's precache.
          return (
            (await caches.match(`${registration.scope}index.html`, { ignoreSearch: true })) !== undefined
          );
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Which of `texts` the page's Firestore copy on the phone holds: every record of every store of
 * its databases, as the phone keeps them.
 */
function heldOnPhone(page: Page, texts: string[]): Promise<string[]> {
  return page.evaluate(async (texts) => {
    const held: string[] = [];
    for (const { name = '' } of await indexedDB.databases()) {
      if (!name.includes('firestore')) continue;
      const database = await new Promise<IDBDatabase>((opened, failed) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => opened(request.result);
        request.onerror = () => failed(new Error(`${name}: ${String(request.error)}`));
      });
      const stores = [...database.objectStoreNames];
      const records = await new Promise<unknown[]>((read, failed) => {
        const all: unknown[] = [];
        const transaction = database.transaction(stores, 'readonly');
        for (const store of stores) {
          const request = transaction.objectStore(store).getAll();
          request.onsuccess = () => all.push(...(request.result as unknown[]));
        }
        transaction.oncomplete = () => read(all);
        transaction.onerror = () => failed(new Error(`${name}: ${String(transaction.error)}`));
      });
      database.close();
      const text = JSON.stringify(records);
      held.push(...texts.filter((wanted) => text.includes(wanted) && !held.includes(wanted)));
    }
    return held;
  }, texts);
}

/** Every control on screen is at least 48 px tall: a thumb can hit it. */
async function expectThumbSized(page: Page) {
  for (const control of await page.locator('button, input, select').all()) {
    const box = await control.boundingBox();
    if (box) expect(box.height, await control.evaluate((node) => node.outerHTML)).toBeGreaterThanOrEqual(48);
  }
}

describe("the organisers' page at /szervezo/", () => {
  beforeAll(async () => {
    auth = await authEmulatorFor(PROJECT);
    // Once a file, not a test: an organiser's session outlives a test (signedInBefore).
    await auth.clear();
    const firestore = firestoreEmulator();
    rules = await initializeTestEnvironment({
      projectId: PROJECT,
      firestore: { rules: readFileSync('firestore.rules', 'utf8'), host: '127.0.0.1', port: firestore.port },
    });
    dist = mkdtempSync(join(tmpdir(), 'organisers-page-'));
    // The page carries the trips' pages it shows the trip morning from: built from a copy of the
    // project that has one for the next trip (NEXT_TRIP_PAGE).
    project = copyProject('organisers-project');
    const page = join(project.root, 'trips', season(NEXT.date), `${NEXT.pdf}.json`);
    mkdirSync(dirname(page), { recursive: true });
    writeFileSync(page, JSON.stringify(NEXT_TRIP_PAGE));
    const variables = {
      VITE_FIREBASE_PROJECT_ID: PROJECT,
      VITE_FIREBASE_API_KEY: 'fake-api-key',
      VITE_FIRESTORE_EMULATOR_HOST: firestore.host,
      VITE_AUTH_EMULATOR_HOST: auth.host,
    };
    await productionBuild(
      {
        // The config finds the page's folder beside itself, in the copy.
        configFile: join(project.root, 'vite.organisers.config.ts'),
        logLevel: 'error',
        build: { outDir: join(dist, 'szervezo') },
      },
      { role: 'organisers', env: variables },
    );
    // Beside the site's own files, as in a deploy: the page's icon and the trips' pictures are the site's.
    copyFileSync('src/content/logo.svg', join(dist, 'favicon.svg'));
    cpSync('public/pictures', join(dist, 'pictures'), { recursive: true });
    site = await startHostedSite(dist, { connectTo: [auth.origin, firestore.origin] });
    pageUrl = `${site.url}/szervezo/`;
  }, START_TIMEOUT_MS + 120_000);

  afterAll(async () => {
    await site?.close();
    await rules?.cleanup();
    await auth?.stop();
    await project?.remove();
    if (dist) rmSync(dist, { recursive: true, force: true });
  }, 60_000);

  beforeEach(async () => {
    await holdOnly(events);
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
    expect(await card.getByLabel('Így látják a túrázók').textContent()).toBe(
      `Így látják a túrázók: Elmarad ${REASON}`,
    );
    // The focus stays with what the save brought, not thrown back to the page's top.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Mentve\./);
    expect(await visitorsSee()).toEqual({ status: 'cancelled', statusNote: REASON });
    // Who saved it is in the change's history entry, for organisers; the public event holds no address.
    let saved: Record<string, unknown> = {};
    let entry: Record<string, unknown> = {};
    await rules.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      saved = (await db.collection(EVENTS_COLLECTION).doc(NEXT_ID).get()).data() ?? {};
      entry = (await db.collection(HISTORY_COLLECTION).doc(String(saved.lastChange)).get()).data() ?? {};
    });
    expect(JSON.stringify(saved)).not.toContain('@');
    expect(entry).toMatchObject({
      event: NEXT_ID,
      kind: 'status',
      by: ORGANISER,
      after: { status: 'cancelled' },
    });

    await card.getByRole('button', { name: 'Visszavonás' }).click();
    await expect.poll(visitorsSee, { timeout: 15_000 }).toEqual({ status: undefined, statusNote: undefined });
    expect(await card.getByLabel('Így látják a túrázók').textContent()).toBe(
      'Így látják a túrázók: A túra rendben, a terv szerint.',
    );
    expect(withoutReopenedConnections(problems)).toEqual([]);
    await page.context().close();
  });

  it("with no signal, a change and its undo wait on the phone; another organiser's meanwhile stands, both are shown refused, and one goes again in one tap", async () => {
    const anna = await signedInPage(ORGANISER);
    const bela = await signedInPage(OTHER_ORGANISER);
    const annasCard = tripCard(anna.page, NEXT.name);
    const belasCard = tripCard(bela.page, NEXT.name);
    await annasCard.getByRole('button', { name: 'elmarad' }).waitFor({ timeout: 20_000 });
    await belasCard.getByRole('button', { name: 'megtelt' }).waitFor({ timeout: 20_000 });

    // Anna loses the signal, calls the trip off and thinks better of it: both wait on her phone.
    await setConnection(anna.page.context(), false);
    await annasCard.getByRole('button', { name: 'elmarad' }).click();
    // The tap opens the reason's form and saves nothing: elmarad does not look saved, rendben
    // still does, until the form is sent.
    await expect(
      annasCard.getByRole('button', { name: 'elmarad', exact: true }).getAttribute('aria-pressed'),
    ).resolves.toBe('false');
    await expect(
      annasCard.getByRole('button', { name: 'elmarad', exact: true }).getAttribute('class'),
    ).resolves.toContain('choice-picked');
    await expect(
      annasCard.getByRole('button', { name: 'rendben', exact: true }).getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await annasCard.getByLabel('Indoklás (kötelező)').fill(REASON);
    await annasCard.getByRole('button', { name: 'Mentés: elmarad' }).click();
    const waiting = annasCard.getByRole('status');
    await expect
      .poll(() => waiting.textContent(), { timeout: 15_000 })
      .toContain('Még csak ezen a készüléken');
    expect(await annasCard.getByLabel('Így látják a túrázók').textContent()).toBe(
      `Így látják a túrázók: Elmarad ${REASON}`,
    );
    await waiting.getByRole('button', { name: 'Visszavonás' }).click();
    await expect
      .poll(() => annasCard.getByLabel('Így látják a túrázók').textContent())
      .toBe('Így látják a túrázók: A túra rendben, a terv szerint.');
    expect(await waiting.textContent()).toContain('Még csak ezen a készüléken');
    expect(await visitorsSee()).toEqual({ status: undefined, statusNote: undefined });

    // Meanwhile Béla, with a signal, says the coach is full in one tap; his page follows it live.
    await belasCard.getByRole('button', { name: 'megtelt' }).click();
    await belasCard.getByText('Mentve.').waitFor({ timeout: 15_000 });
    expect(await visitorsSee()).toEqual({ status: 'full', statusNote: undefined });

    // Anna's signal returns: both her changes were based on what Béla's replaced, so both are
    // refused; his stands, and she sees each of hers beside it, ready to go again.
    await setConnection(anna.page.context(), true);
    const conflict = annasCard.getByRole('alert');
    await expect
      .poll(() => conflict.textContent(), { timeout: 30_000 })
      .toContain('Közben egy másik szervező módosította ezt a túrát');
    await expect
      .poll(() => conflict.getByRole('button', { name: 'Mégis ezt mentem' }).count(), { timeout: 15_000 })
      .toBe(2);
    expect(await visitorsSee()).toEqual({ status: 'full', statusNote: undefined });
    await expect
      .poll(() => annasCard.getByLabel('Így látják a túrázók').textContent())
      .toBe('Így látják a túrázók: Megtelt');
    expect(await conflict.textContent()).toContain(`A te változtatásod: Elmarad ${REASON}`);
    expect(await conflict.textContent()).toContain('A te változtatásod: A túra rendben, a terv szerint.');
    expect(await annasCard.getByText('Még csak ezen a készüléken').count()).toBe(0);

    // One tap sends the cancellation again, on top of Béla's change.
    await conflict
      .locator('.actions', { hasText: 'Elmarad' })
      .getByRole('button', { name: 'Mégis ezt mentem' })
      .click();
    await annasCard.getByText('Mentve.').waitFor({ timeout: 15_000 });
    expect(await visitorsSee()).toEqual({ status: 'cancelled', statusNote: REASON });
    // Béla's page follows without a reload.
    await expect
      .poll(() => belasCard.getByLabel('Így látják a túrázók').textContent(), { timeout: 15_000 })
      .toBe(`Így látják a túrázók: Elmarad ${REASON}`);
    // The history holds what the server took, each by its organiser: nothing refused is in it.
    const entries = await historyOf(NEXT_ID);
    expect(
      entries
        .map((entry) => [entry.by, (entry.after as { status?: string }).status])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual([
      [ORGANISER, 'cancelled'],
      [OTHER_ORGANISER, 'full'],
    ]);
    expect(withoutOfflineReports(anna.problems)).toEqual([]);
    expect(withoutReopenedConnections(bela.problems)).toEqual([]);
    await anna.page.context().close();
    await bela.page.context().close();
  });

  it('opened once on a phone, the page opens again with no signal: signed in, the trips read last, a change waiting until the signal returns, and one refused meanwhile shown to send again', async () => {
    const { page, problems } = await signedInPage(ORGANISER, { serviceWorkers: 'allow' });
    const card = tripCard(page, NEXT.name);
    await card.getByRole('button', { name: 'elmarad' }).waitFor({ timeout: 20_000 });
    await keptOffline(page);

    await setConnection(page.context(), false);
    await page.reload();
    await page.getByText(`Belépve: ${ORGANISER}`).waitFor({ timeout: 20_000 });
    await card.getByRole('button', { name: 'elmarad' }).waitFor({ timeout: 20_000 });
    // It says how old what it shows is.
    expect(await page.locator('.offline-note').textContent()).toMatch(
      /^Nincs kapcsolat: a \d\d:\d\d-kori állapot látszik\./,
    );
    // Editing the season's program needs a signal, and says so.
    await page.getByRole('button', { name: 'Évad programja' }).click();
    expect(await page.locator('.offline-note').textContent()).toMatch(
      /^Az évad programját térerővel lehet szerkeszteni\./,
    );
    await page.getByRole('button', { name: 'Túrák állapota' }).click();
    await card.getByRole('button', { name: 'elmarad' }).click();
    await card.getByLabel('Indoklás (kötelező)').fill(REASON);
    await card.getByRole('button', { name: 'Mentés: elmarad' }).click();
    await card.getByText('Még csak ezen a készüléken').waitFor({ timeout: 15_000 });

    // The phone locks, the page is reloaded, still with no signal: the change is still waiting.
    await page.reload();
    await card.getByText('Még csak ezen a készüléken').waitFor({ timeout: 20_000 });
    expect(await card.getByLabel('Így látják a túrázók').textContent()).toBe(
      `Így látják a túrázók: Elmarad ${REASON}`,
    );
    expect(await visitorsSee()).toEqual({ status: undefined, statusNote: undefined });

    // The signal returns: the change reaches the server once, and the page stops saying it waits.
    await setConnection(page.context(), true);
    await expect.poll(visitorsSee, { timeout: 30_000 }).toEqual({ status: 'cancelled', statusNote: REASON });
    await expect
      .poll(() => card.getByText('Még csak ezen a készüléken').count(), { timeout: 15_000 })
      .toBe(0);
    await expect.poll(() => page.locator('.offline-note').count(), { timeout: 15_000 }).toBe(0);
    expect((await historyOf(NEXT_ID)).filter((entry) => entry.kind === 'status')).toHaveLength(1);

    // Again with no signal Anna says the coach is full, and the page is reloaded before the signal
    // returns; meanwhile Béla, with a signal, puts the trip back as planned.
    await setConnection(page.context(), false);
    await card.getByRole('button', { name: 'megtelt' }).click();
    await card.getByText('Még csak ezen a készüléken').waitFor({ timeout: 15_000 });
    await page.reload();
    await card.getByText('Még csak ezen a készüléken').waitFor({ timeout: 20_000 });
    const bela = await signedInPage(OTHER_ORGANISER);
    const belasCard = tripCard(bela.page, NEXT.name);
    await belasCard.getByRole('button', { name: 'rendben' }).click({ timeout: 20_000 });
    await belasCard.getByText('Mentve.').waitFor({ timeout: 15_000 });

    // The signal returns: the page that sent Anna's change is gone, yet she is told it was
    // refused, beside Béla's, and sends it again in one tap.
    await setConnection(page.context(), true);
    const conflict = card.getByRole('alert');
    await expect
      .poll(() => conflict.textContent(), { timeout: 30_000 })
      .toContain('Közben egy másik szervező módosította ezt a túrát');
    expect(await conflict.textContent()).toContain('A te változtatásod: Megtelt');
    expect(await visitorsSee()).toEqual({ status: undefined, statusNote: undefined });
    await conflict.getByRole('button', { name: 'Mégis ezt mentem' }).click();
    await card.getByText('Mentve.').waitFor({ timeout: 15_000 });
    expect(await visitorsSee()).toEqual({ status: 'full', statusNote: undefined });
    expect(withoutOfflineReports(problems)).toEqual([]);
    expect(withoutReopenedConnections(bela.problems)).toEqual([]);
    await bela.page.context().close();
    await page.context().close();
  });

  it('two organisers take phone calls for one coach: seats, a split party, the waiting list, and both lists agree', async () => {
    const anna = await signedInPage(ORGANISER);
    const bela = await signedInPage(OTHER_ORGANISER);
    const lists = [anna, bela].map(({ page }) => tripCard(page, NEXT.name));
    for (const list of lists) await list.getByText('Jelentkezők').click({ timeout: 20_000 });
    const [annas, belas] = lists as [ReturnType<typeof tripCard>, ReturnType<typeof tripCard>];
    await annas.getByLabel('Férőhely (a busz ülései)').fill('5');
    await annas.getByRole('button', { name: 'Férőhely mentése' }).click();
    await annas.getByText('Férőhely: 5.').waitFor({ timeout: 15_000 });

    // The two organisers take calls side by side.
    await Promise.all([
      call(annas, 'Kovács Éva', '06 30 123 4567', '2', '10000'),
      call(belas, 'Szabó Péter', '06-20/987-6543', '1'),
    ]);
    await annas.getByText('Kovács Éva: 2 hely lefoglalva.').waitFor({ timeout: 15_000 });
    await belas.getByText('Szabó Péter: 1 hely lefoglalva.').waitFor({ timeout: 15_000 });
    // A bad number is refused naming the field; a number already listed is pointed out.
    await call(belas, 'Tóth Anna', '06 30 123 456', '1');
    await expect
      .poll(() => belas.getByRole('alert').textContent())
      .toContain('telefonszám: „06 30 123 456” nem hívható szám');
    await belas.getByLabel('Telefonszám').fill('30 123 4567');
    await belas.getByText('Ez a szám már a listán van: Kovács Éva, 2 fő.').waitFor({ timeout: 15_000 });
    // Three seats asked for, two left: split, two now and one waiting.
    await call(belas, 'Nagy Ilona', '06 1 234 5678', '3');
    await expect
      .poll(() => belas.getByLabel('Így látják a túrázók').textContent(), { timeout: 15_000 })
      .toBe('Így látják a túrázók: A túra rendben, a terv szerint. Még 2 hely.');
    await belas.getByRole('button', { name: '2 most, 1 várólistára' }).click({ timeout: 15_000 });
    await belas.getByText('Nagy Ilona: 2 hely lefoglalva, 1 a várólistán (1.).').waitFor({ timeout: 15_000 });
    await call(annas, 'Tóth Anna', '06 70 555 1234', '1');
    await annas.getByText('Tóth Anna: várólistára került (2.)').waitFor({ timeout: 15_000 });

    // Both phones show the same list, live: five seats of five taken, two waiting; the split
    // party one caller on one line.
    for (const list of lists) {
      await expect
        .poll(() => list.locator('.list-count').textContent(), { timeout: 15_000 })
        .toBe('Foglalt: 5 / 5 hely · szabad: 0 · várólista: 2');
      await expect
        .poll(() => list.getByRole('list', { name: 'Hívások' }).getByRole('listitem').allTextContents(), {
          timeout: 15_000,
        })
        .toHaveLength(4);
    }
    const annasLines = await annas
      .getByRole('list', { name: 'Hívások' })
      .getByRole('listitem')
      .allTextContents();
    expect(
      await belas.getByRole('list', { name: 'Hívások' }).getByRole('listitem').allTextContents(),
    ).toEqual(annasLines);
    expect(annasLines.filter((line) => line.includes('várólista'))).toEqual([
      expect.stringContaining('Nagy Ilona · 3 fő: 2 a buszon, 1 várólistán'),
      expect.stringContaining('Tóth Anna · 1 fő'),
    ]);
    expect(annasLines.join('\n')).toContain('előleg 10\u00a0000\u00a0Ft, készpénz');
    // Visitors read a full trip, and counts only.
    await expect
      .poll(visitorsSeats, { timeout: 15_000 })
      .toEqual({ status: 'full', seats: { capacity: 5, taken: 5, waiting: 2 } });
    // The card says so as visitors read it, though nobody set the status by hand.
    await expect
      .poll(() => annas.getByLabel('Így látják a túrázók').textContent(), { timeout: 15_000 })
      .toBe('Így látják a túrázók: Megtelt');

    // Szabó Péter cancels, taken on Anna's phone in two taps: on Béla's, the waiting one of Nagy
    // Ilona's party is to be phoned for the freed seat; visitors still read full.
    const peter = annas.getByRole('listitem').filter({ hasText: 'Szabó Péter' });
    await peter.getByRole('button', { name: 'Lemondta' }).click();
    await peter.getByRole('button', { name: 'Igen, Szabó Péter lemondta' }).click();
    await annas
      .getByText('Szabó Péter: lemondta. 1 hely felszabadult. A várólistán a soron következőt hívd fel')
      .waitFor({ timeout: 15_000 });
    // Recorded by mistake, it would be taken back in one tap.
    await peter.getByRole('button', { name: 'Visszavétel' }).waitFor({ timeout: 15_000 });
    const ilona = belas.getByRole('listitem').filter({ hasText: 'Nagy Ilona · 3 fő' });
    await ilona.getByText('Hívd fel:').waitFor({ timeout: 15_000 });
    expect(await ilona.locator('.to-phone a').getAttribute('href')).toBe('tel:+3612345678');
    await expect
      .poll(visitorsSeats, { timeout: 15_000 })
      .toEqual({ status: 'full', seats: { capacity: 5, taken: 4, waiting: 2 } });
    await ilona.getByRole('button', { name: 'Kéri a helyet' }).click();
    await belas
      .getByText('Nagy Ilona: helyet kapott a többi 1 fő is, a társaság együtt a buszon (3 fő).')
      .waitFor({ timeout: 15_000 });
    for (const list of lists)
      await expect
        .poll(() => list.locator('.list-count').textContent(), { timeout: 15_000 })
        .toBe('Foglalt: 5 / 5 hely · szabad: 0 · várólista: 1');
    await expect
      .poll(visitorsSeats, { timeout: 15_000 })
      .toEqual({ status: 'full', seats: { capacity: 5, taken: 5, waiting: 1 } });
    // Each number calls back from the list.
    expect(await annas.getByRole('link', { name: '06 20 987 6543' }).getAttribute('href')).toBe(
      'tel:+36209876543',
    );
    await expectThumbSized(anna.page);
    // Nothing of the calls on the public event.
    expect(JSON.stringify((await storedEvents()).get(NEXT_ID))).not.toMatch(/Kovács|\+36/);
    expect(withoutReopenedConnections(anna.problems)).toEqual([]);
    expect(withoutReopenedConnections(bela.problems)).toEqual([]);
    await anna.page.context().close();
    await bela.page.context().close();
  });

  it('seats freed for a larger first waiting party: both ways offered on a phone, the next party moves up, the first splits and stays one caller with one message', async () => {
    await holdList(
      NEXT_ID,
      [
        { name: 'Szabó Péter', phone: '+36209876543', seats: 2, boarding: 'benzinkut', deposit: null },
        { name: 'Kovács Éva', phone: '+36301234567', seats: 4, boarding: 'benzinkut', deposit: null },
        { name: 'Nagy Ilona', phone: '+3612345678', seats: 3, boarding: 'parkolo', deposit: null },
        { name: 'Tóth Anna', phone: '+36705551234', seats: 1, boarding: 'parkolo', deposit: null },
        { name: 'Kiss Vera', phone: '+36703334444', seats: 1, boarding: 'parkolo', deposit: null },
      ],
      { waiting: ['Nagy Ilona', 'Tóth Anna', 'Kiss Vera'], capacity: 6 },
    );
    const { page, problems } = await signedInPage(ORGANISER);
    await page.setViewportSize({ width: 375, height: 740 });
    const card = tripCard(page, NEXT.name);
    await card.getByText('Jelentkezők').click({ timeout: 20_000 });
    const line = (name: string) =>
      card.getByRole('list', { name: 'Hívások' }).getByRole('listitem').filter({ hasText: name });
    const said = card.locator('.saved');
    // Szabó Péter's two seats free up; the party of three waiting first does not fit them.
    await line('Szabó Péter').getByRole('button', { name: 'Lemondta' }).click({ timeout: 15_000 });
    await line('Szabó Péter').getByRole('button', { name: 'Igen, Szabó Péter lemondta' }).click();
    await expect
      .poll(() => said.textContent(), { timeout: 15_000 })
      .toBe(
        'Szabó Péter: lemondta. 2 hely felszabadult. Az első a várólistán Nagy Ilona, 3 fő, nem fér el: hívd fel, kettéválnak-e (2 most, 1 vár tovább), vagy várnak. Ha várnak, a hely a következőé, aki elfér: Tóth Anna, 1 fő. Lent jelölve.',
      );
    // Both ways on the list: the first party, to split or wait; the next that fits, to move up.
    const ilona = line('Nagy Ilona');
    await ilona
      .getByText('Hívd fel: felszabadult 2 hely, a társaság 3 fős. Kettéválnak, vagy várnak?')
      .waitFor();
    expect(await ilona.locator('.to-phone a').getAttribute('href')).toBe('tel:+3612345678');
    await ilona.getByRole('button', { name: '2 most, 1 vár tovább' }).waitFor();
    const anna = line('Tóth Anna');
    await anna.getByText('Vagy őt hívd fel: a 2 szabad hely neki elég').waitFor();
    expect(await line('Kiss Vera').locator('.to-phone').count()).toBe(0);
    await ilona.scrollIntoViewIfNeeded();
    await shot(page, '4-freed-both-ways');
    await expectThumbSized(page);
    // They wait: nothing is written, and the page says so.
    await ilona.getByRole('button', { name: 'Várnak' }).click();
    await expect
      .poll(() => said.textContent())
      .toBe(
        'Nagy Ilona (3 fő) vár tovább az első helyen; ez nem változtat semmin. A hely a következőé, aki elfér: Tóth Anna, 1 fő (lent jelölve).',
      );
    // The other way: Tóth Anna takes a seat past the larger party, which stays first.
    await anna.getByRole('button', { name: 'Kéri a helyet' }).click();
    await expect
      .poll(() => said.textContent(), { timeout: 15_000 })
      .toBe('Tóth Anna feljebb lépett, helyet kapott (1 fő); Nagy Ilona (3 fő) vár tovább az első helyen.');
    // One seat left: now the first party splits, one seat now and two still first.
    await ilona.getByRole('button', { name: '1 most, 2 vár tovább' }).click({ timeout: 15_000 });
    await expect
      .poll(() => said.textContent(), { timeout: 15_000 })
      .toBe('Nagy Ilona: 1 hely a buszon, 2 a várólista élén.');
    await expect
      .poll(() => card.locator('.list-count').textContent(), { timeout: 15_000 })
      .toBe('Foglalt: 6 / 6 hely · szabad: 0 · várólista: 2');
    expect(await card.getByRole('list', { name: 'Hívások' }).getByRole('listitem').allTextContents()).toEqual(
      [
        expect.stringMatching(/^Szabó Péter · 2 fő · .* · lemondta/),
        expect.stringMatching(/^Kovács Éva · 4 fő/),
        expect.stringMatching(/^Nagy Ilona · 3 fő: 1 a buszon, 2 várólistán · .* · várólista 1\./),
        expect.stringMatching(/^Tóth Anna · 1 fő · .* · helyet kapott/),
        expect.stringMatching(/^Kiss Vera · 1 fő · .* · várólista 2\./),
      ],
    );
    await ilona.scrollIntoViewIfNeeded();
    await shot(page, '5-split-line');
    expect((await storedList(NEXT_ID)).calls.get('Nagy Ilona')).toMatchObject({
      state: 'waiting',
      seats: 3,
      placedSeats: 1,
    });
    await expect
      .poll(visitorsSeats, { timeout: 15_000 })
      .toEqual({ status: 'full', seats: { capacity: 6, taken: 6, waiting: 2 } });

    // The trip is called off: every caller once, the split party with one message of its own.
    await card.getByRole('button', { name: 'elmarad' }).click();
    await card.getByLabel('Indoklás (kötelező)').fill(REASON);
    await card.getByRole('button', { name: 'Mentés: elmarad' }).click();
    const tell = card.getByRole('region', { name: 'Értesítés' });
    await tell.getByText('Elérve: 0 / 4 jelentkező · még 4 hátravan.').waitFor({ timeout: 15_000 });
    expect(await tell.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Kovács Éva/),
      expect.stringMatching(/^Nagy Ilona\s*részben várólista/),
      expect.stringMatching(/^Tóth Anna/),
      expect.stringMatching(/^Kiss Vera\s*várólista/),
    ]);
    const links = await tell
      .getByRole('link', { name: 'SMS' })
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!.split('?')[0]));
    expect(links).toEqual(['sms:+36301234567', 'sms:+3612345678', 'sms:+36705551234', 'sms:+36703334444']);
    await tell.getByRole('listitem').filter({ hasText: 'Nagy Ilona' }).scrollIntoViewIfNeeded();
    await shot(page, '6-split-told');
    expect(withoutReopenedConnections(problems)).toEqual([]);
    await page.context().close();
  });

  it("on a phone the list opens with the coach's seats and the counts, the day with its weekday, and the call's button on the first screen", async () => {
    await holdList(NEXT_ID, [
      { name: 'Kovács Éva', phone: '+36301234567', seats: 2, boarding: 'benzinkut', deposit: null },
      { name: 'Tóth Anna', phone: '+36705551234', seats: 1, boarding: 'parkolo', deposit: null },
      { name: 'Nagy Béla', phone: '+36201112233', seats: 1, boarding: 'parkolo', deposit: null },
    ]);
    const { page, problems } = await signedInPage(ORGANISER);
    // A phone with its keyboard closed.
    await page.setViewportSize({ width: 375, height: 740 });
    const card = tripCard(page, NEXT.name);
    // The day as the organiser checks it, from the project's own names, not the browser's.
    expect(await card.getByRole('heading', { level: 3 }).textContent({ timeout: 20_000 })).toBe(
      `${formatCompactDate(NEXT.date.replaceAll('.', '-'))} · ${NEXT.name}`,
    );
    expect(formatCompactDate('2026-02-07')).toBe('febr. 7., szo.');
    await card.getByText('Jelentkezők').click();
    await card.locator('.list-count').waitFor({ timeout: 15_000 });
    await card
      .locator('summary')
      .first()
      .evaluate((summary) => summary.scrollIntoView({ block: 'start' }));
    await shot(page, '2-trip-list');
    const top = async (locator: Locator) => (await locator.boundingBox())!.y;
    const count = await top(card.locator('.list-count'));
    const seats = await top(card.getByLabel('Férőhely (a busz ülései)'));
    const firstCall = await top(card.getByRole('list', { name: 'Hívások' }).getByRole('listitem').first());
    // The counts, then the coach's seats, before the calls rather than after them.
    expect(count).toBeLessThan(seats);
    expect(seats).toBeLessThan(firstCall);
    const send = (await card.getByRole('button', { name: 'Hívás felvétele' }).boundingBox())!;
    expect(send.y + send.height).toBeLessThanOrEqual(740);
    expect(withoutReopenedConnections(problems)).toEqual([]);
    await page.context().close();
  });

  it('every organiser screen speaks Hungarian: no field path, command, file name, database, word of the code nor a(z)', async () => {
    await holdList(NEXT_ID, [
      { name: 'Kovács Éva', phone: '+36301234567', seats: 2, boarding: 'benzinkut', deposit: null },
    ]);
    const seen: Array<{ screen: string; text: string }> = [];
    async function look(page: Page, screen: string) {
      await shot(page, `3-${screen}`, { fullPage: true });
      const text = await page.evaluate(() => {
        const words = [document.body.innerText];
        for (const element of document.querySelectorAll('[aria-label], [placeholder], [title]'))
          for (const name of ['aria-label', 'placeholder', 'title'])
            words.push(element.getAttribute(name) ?? '');
        return words.join('\n');
      });
      seen.push({ screen, text });
    }

    const signedOut = await visitorContext(browser(), 'phone', { serviceWorkers: 'block' });
    const signIn = await signedOut.newPage();
    await signIn.setViewportSize({ width: 375, height: 740 });
    await signIn.goto(pageUrl);
    await signIn.getByLabel('E-mail-cím').waitFor({ timeout: 20_000 });
    await look(signIn, 'sign-in');
    await signedOut.close();

    const { page } = await signedInPage(ORGANISER);
    await page.setViewportSize({ width: 375, height: 740 });
    const card = tripCard(page, NEXT.name);
    await card.getByRole('button', { name: 'elmarad' }).waitFor({ timeout: 20_000 });
    await look(page, 'board');
    await card.getByRole('button', { name: 'időjárásfüggő' }).click();
    await card.getByLabel(/Döntés ideje/).fill('holnap');
    await card.getByRole('button', { name: 'Mentés: időjárásfüggő' }).click();
    await card.getByRole('alert').first().waitFor({ timeout: 15_000 });
    await look(page, 'status-form');
    await card.getByRole('button', { name: 'elmarad' }).click();
    await card.getByRole('button', { name: 'Mentés: elmarad' }).click();
    await card.getByRole('alert').first().waitFor({ timeout: 15_000 });
    await card.getByLabel('Indoklás (kötelező)').fill(REASON);
    await card.getByRole('button', { name: 'Mentés: elmarad' }).click();
    await card
      .getByRole('region', { name: 'Értesítés' })
      .getByText('Kovács Éva')
      .waitFor({ timeout: 15_000 });
    await look(page, 'trip-list');
    await card.getByRole('button', { name: 'Hívás felvétele' }).click();
    await card.getByLabel('Helyek').fill('0');
    await card.getByRole('button', { name: 'Hívás felvétele' }).click();
    await look(page, 'call-form');
    await card.getByText('Buszlista a túra reggelére').click();
    await card.getByRole('button', { name: 'Buszlista nyomtatása' }).waitFor({ timeout: 15_000 });
    await look(page, 'coach-list');

    await page.getByRole('button', { name: 'Évad programja' }).click();
    const seasonCardOfNext = seasonCard(page, NEXT_ID);
    await seasonCardOfNext.getByRole('button', { name: 'Változások' }).click({ timeout: 20_000 });
    await seasonCardOfNext.locator('.change-list li').first().waitFor({ timeout: 15_000 });
    await look(page, 'history');
    await page.getByRole('button', { name: /^Átmásolás: / }).click();
    await page.getByRole('button', { name: /^Másolás: / }).waitFor({ timeout: 15_000 });
    await look(page, 'season-copy');

    const forbidden: Array<[string, RegExp]> = [
      ['field path', /\[\d+\]|[^\s.@]\.[a-z][A-Za-z]+\b/],
      ['command', /\bnpm\b|\bnpx\b/],
      ['file name', /\.(json|gpx|svg|ts|tsx|pdf)\b/i],
      ['database', /firestore|firebase/i],
      [
        'word of the code',
        /\b(undefined|null|NaN|true|false|error|status|cancelled|postponed|tentative|full|waiting|place|price|decisionBy|statusNote|newDate|capacity|boarding|deposit|seats|phone|cash|transfer|submit|permission|denied|unavailable|loading|season|event|trip|calls|object)\b/i,
      ],
      ['a(z)', /\ba\(z\)/i],
    ];
    const found = seen.flatMap(({ screen, text }) => {
      // An address is the organiser's own, not the page's words.
      const words = text.replace(/\S+@\S+/g, '');
      return forbidden.flatMap(([what, pattern]) => {
        const hit = pattern.exec(words);
        return hit
          ? [`${screen}: ${what}: …${words.slice(Math.max(0, hit.index - 30), hit.index + 30)}…`]
          : [];
      });
    });
    expect(found).toEqual([]);
    expect(seen.map(({ screen }) => screen)).toHaveLength(8);
    await page.context().close();
  });

  it('calls taken with no signal wait as függőben, then are placed once each, in the order the server received them', async () => {
    const anna = await signedInPage(ORGANISER);
    const bela = await signedInPage(OTHER_ORGANISER);
    const lists = [anna, bela].map(({ page }) => tripCard(page, NEXT.name));
    for (const list of lists) await list.getByText('Jelentkezők').click({ timeout: 20_000 });
    const [annas, belas] = lists as [Locator, Locator];
    await annas.getByLabel('Férőhely (a busz ülései)').fill('2');
    await annas.getByRole('button', { name: 'Férőhely mentése' }).click();
    await annas.getByText('Férőhely: 2.').waitFor({ timeout: 15_000 });

    // Anna's signal goes; she takes two calls, each on her list at once, no place promised.
    await setConnection(anna.page.context(), false);
    await call(annas, 'Kiss Ákos', '06 30 111 2222', '1');
    await annas
      .getByText('Kiss Ákos: függőben: helyet még nem tudunk ígérni.', { exact: false })
      .waitFor({ timeout: 15_000 });
    await call(annas, 'Varga Zsófia', '06 30 333 4444', '2');
    await annas.getByText('Varga Zsófia: függőben', { exact: false }).waitFor({ timeout: 15_000 });
    const pendingOn = (list: Locator) =>
      list.getByRole('list', { name: 'Függőben' }).getByRole('listitem').allTextContents();
    // The page says so as it writes the call; its line follows from Firestore's copy a moment later.
    await expect
      .poll(() => pendingOn(annas), { timeout: 15_000 })
      .toEqual([
        expect.stringMatching(/^Kiss Ákos · 1 fő .*függőben.*Még a telefonon/),
        expect.stringMatching(/^Varga Zsófia · 2 fő .*függőben.*Még a telefonon/),
      ]);
    expect(await belas.getByRole('list', { name: 'Függőben' }).count()).toBe(0);

    // The signal returns: each placed once, in the order they reached the server, on both
    // phones; the party of two waits for the one seat left.
    await setConnection(anna.page.context(), true);
    for (const list of lists) {
      await expect
        .poll(() => list.locator('.list-count').textContent(), { timeout: 30_000 })
        .toBe('Foglalt: 1 / 2 hely · szabad: 1 · várólista: 1');
      await expect
        .poll(() => list.getByRole('list', { name: 'Hívások' }).getByRole('listitem').allTextContents(), {
          timeout: 15_000,
        })
        .toEqual([
          expect.stringMatching(/^Kiss Ákos · 1 fő · .* · helyet kapott/),
          expect.stringMatching(/^Varga Zsófia · 2 fő · .* · várólista 1\./),
        ]);
      await expect.poll(() => list.getByRole('list', { name: 'Függőben' }).count()).toBe(0);
    }
    await expect
      .poll(visitorsSeats, { timeout: 15_000 })
      .toEqual({ status: 'full', seats: { capacity: 2, taken: 1, waiting: 1 } });
    expect(withoutReopenedConnections(bela.problems)).toEqual([]);
    await anna.page.context().close();
    await bela.page.context().close();
  });

  it('on the trip morning two organisers tick who boarded at two stops, each seeing the other’s ticks, with the amounts at the fee fixed by the first tick', async () => {
    const anna = await signedInPage(ORGANISER);
    const bela = await signedInPage(OTHER_ORGANISER);
    const lists = [anna, bela].map(({ page }) => tripCard(page, NEXT.name));
    for (const list of lists) await list.getByText('Jelentkezők').click({ timeout: 20_000 });
    const [annas, belas] = lists as [Locator, Locator];
    await call(annas, 'Kovács Éva', '06 30 123 4567', '2', '6000', 'Benzinkút');
    await annas.getByText('Kovács Éva: 2 hely lefoglalva.').waitFor({ timeout: 15_000 });
    await call(annas, 'Szabó Péter', '06 20 987 6543', '1', '', 'Parkoló');
    await annas.getByText('Szabó Péter: 1 hely lefoglalva.').waitFor({ timeout: 15_000 });
    await call(belas, 'Nagy Ilona', '06 1 234 5678', '3', '3000', 'Parkoló');
    await belas.getByText('Nagy Ilona: 3 hely lefoglalva.').waitFor({ timeout: 15_000 });

    const coaches = lists.map((list) => list.getByRole('region', { name: 'Buszlista' }));
    for (const list of lists) await list.getByText('Buszlista a túra reggelére').click();
    const [annasCoach, belasCoach] = coaches as [Locator, Locator];
    // Six seats taken: the trip page's tier from six people, 6 500 Ft.
    await expect
      .poll(() => annasCoach.locator('.meta').first().textContent(), { timeout: 15_000 })
      .toBe('Díj: 6500\u00a0Ft/fő, 6 fős létszámmal (az első pipával rögzül).');
    // By boarding point, in the coach's order, the times from the trip's page.
    expect(await annasCoach.locator('h5').allTextContents()).toEqual([
      'Benzinkút · 06:45',
      'Parkoló · 07:00',
    ]);
    const marker = await storedMarker();

    await annasCoach.getByRole('checkbox', { name: /Kovács Éva/ }).click();
    await expect
      .poll(() => annasCoach.getByRole('checkbox', { name: /Kovács Éva/ }).isChecked(), { timeout: 15_000 })
      .toBe(true);
    // Anna's phone shows her tick at once, before the server has it; Béla's shows it once the
    // server has. Only then is it the first tick, which fixes the fee, whatever Béla ticks next.
    await expect
      .poll(() => belasCoach.getByRole('checkbox', { name: /Kovács Éva/ }).isChecked(), { timeout: 15_000 })
      .toBe(true);
    await belasCoach.getByLabel('Nagy Ilona: ennyien szálltak fel').selectOption('2');
    // Szabó Péter phones at dawn: he is not coming. Five seats are left on the list, but the fee
    // stays the one the first tick fixed.
    const calls = annas.getByRole('list', { name: 'Hívások' });
    const peter = calls.getByRole('listitem').filter({ hasText: 'Szabó Péter' });
    await peter.getByRole('button', { name: 'Lemondta' }).click();
    await peter.getByRole('button', { name: 'Igen, Szabó Péter lemondta' }).click();
    await annas.getByText('Szabó Péter: lemondta.', { exact: false }).waitFor({ timeout: 15_000 });

    const boarding = (coach: Locator, point: string) =>
      coach.getByRole('region', { name: point }).locator('.group-total').textContent();
    for (const coach of coaches) {
      await expect
        .poll(() => boarding(coach, 'Benzinkút'), { timeout: 15_000 })
        .toBe('Felszállt: 2/2 fő · beszedendő: 7000\u00a0Ft');
      // Nagy Ilona: three seats at 6 500 Ft, less her 3 000 Ft deposit.
      await expect
        .poll(() => boarding(coach, 'Parkoló'), { timeout: 15_000 })
        .toBe('Felszállt: 2/3 fő · beszedendő: 16\u00a0500\u00a0Ft');
      await expect
        .poll(() => coach.locator('.trip-total').textContent(), { timeout: 15_000 })
        .toBe('Összesen: 4/5 fő a buszon · beszedendő: 23\u00a0500\u00a0Ft');
      expect(await coach.locator('.meta').first().textContent()).toBe(
        'Díj: 6500\u00a0Ft/fő, 6 fős létszámmal (rögzítve az első pipával).',
      );
      // The party not all on board can be phoned from the list; the one on board cannot.
      expect(
        await coach
          .getByRole('listitem')
          .filter({ hasText: 'Nagy Ilona' })
          .getByRole('link')
          .getAttribute('href'),
      ).toBe('tel:+3612345678');
      expect(
        await coach.getByRole('listitem').filter({ hasText: 'Kovács Éva' }).getByRole('link').count(),
      ).toBe(0);
    }
    await expectThumbSized(anna.page);

    // As stored: each tick by whoever made it, the fee's head-count once; nothing on the public
    // event or the marker moved but the cancellation's counts.
    const stored = await storedList(NEXT_ID);
    expect(stored.fee).toMatchObject({ headCount: 6, fixedBy: ORGANISER });
    expect(stored.calls.get('Kovács Éva')).toMatchObject({ boarded: 2, boardedBy: ORGANISER });
    expect(stored.calls.get('Nagy Ilona')).toMatchObject({ boarded: 2, boardedBy: OTHER_ORGANISER });
    expect(stored.calls.get('Szabó Péter')!.boarded).toBeUndefined();
    const after = await storedMarker();
    expect(after.removals).toBe(marker.removals);
    expect(String(after.lastChange)).toMatch(new RegExp(`^${NEXT_ID}/`));
    expect(JSON.stringify((await storedEvents()).get(NEXT_ID))).not.toMatch(/boarded|Kovács/);
    expect(withoutReopenedConnections(anna.problems)).toEqual([]);
    expect(withoutReopenedConnections(bela.problems)).toEqual([]);
    await anna.page.context().close();
    await bela.page.context().close();
  });

  it('the coach list of 24 prints on one A4 page with names, boarding points and amounts', async () => {
    await holdList(
      NEXT_ID,
      Array.from({ length: 24 }, (_, index) => ({
        name: `Utas ${String(index + 1).padStart(2, '0')} Hosszúnevű-Példa`,
        phone: `+3630${String(1_000_000 + index)}`,
        seats: 1,
        boarding: index % 3 === 0 ? 'parkolo' : 'benzinkut',
        deposit: index % 2 === 0 ? { amount: 3000, method: 'cash' } : null,
      })),
    );
    const { page, problems } = await signedInPage(ORGANISER);
    const list = tripCard(page, NEXT.name);
    await list.getByText('Jelentkezők').click({ timeout: 20_000 });
    await list.getByText('Buszlista a túra reggelére').click();
    const coach = list.getByRole('region', { name: 'Buszlista' });
    await expect
      .poll(() => coach.locator('.trip-total').textContent(), { timeout: 15_000 })
      .toBe('Összesen: 0/24 fő a buszon · beszedendő: 120\u00a0000\u00a0Ft');
    // What the print button prints: the coach list alone.
    await page.evaluate(() => (document.documentElement.dataset.print = 'coach'));
    await page.emulateMedia({ media: 'print' });
    const printed = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter(
          (element) => getComputedStyle(element).visibility === 'visible' && element.children.length === 0,
        )
        .map((element) => element.textContent)
        .join(' '),
    );
    expect(printed).toMatch(
      new RegExp(`${NEXT.name} · ${season(NEXT.date)}\\. [a-zá-ű]+ \\d+\\., [a-zá-ű]+ · buszlista`),
    );
    expect(printed).toContain('Benzinkút · 06:45');
    expect(printed).toContain('Utas 24 Hosszúnevű-Példa');
    expect(printed).toContain('Fizetendő: 3500\u00a0Ft');
    expect(printed).not.toContain('Túrák állapota');
    const pdf = await page.pdf({ format: 'A4', printBackground: false });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    expect(withoutReopenedConnections(problems)).toEqual([]);
    await page.context().close();
  });

  it('with no signal on the coach, the list opened before opens again after a reload, and its ticks reach the server when the signal returns', async () => {
    await holdList(NEXT_ID, [
      { name: 'Kiss Ákos', phone: '+36301112222', seats: 1, boarding: 'benzinkut', deposit: null },
      { name: 'Varga Zsófia', phone: '+36303334444', seats: 2, boarding: 'parkolo', deposit: null },
    ]);
    const { page, problems } = await signedInPage(ORGANISER, { serviceWorkers: 'allow' });
    const list = tripCard(page, NEXT.name);
    await list.getByText('Jelentkezők').click({ timeout: 20_000 });
    await list.getByText('Buszlista a túra reggelére').click();
    const coach = list.getByRole('region', { name: 'Buszlista' });
    await coach.getByRole('checkbox', { name: /Kiss Ákos/ }).waitFor({ timeout: 15_000 });
    await keptOffline(page);

    await setConnection(page.context(), false);
    await page.reload();
    await list.getByText('Jelentkezők').click({ timeout: 20_000 });
    await list.getByText('Buszlista a túra reggelére').click();
    await coach.getByRole('checkbox', { name: /Kiss Ákos/ }).click({ timeout: 20_000 });
    await expect
      .poll(() => coach.getByRole('checkbox', { name: /Kiss Ákos/ }).isChecked(), { timeout: 15_000 })
      .toBe(true);
    await coach.getByLabel('Varga Zsófia: ennyien szálltak fel').selectOption('1');
    await expect
      .poll(() => coach.locator('.trip-total').textContent(), { timeout: 15_000 })
      .toMatch(/^Összesen: 2\/3 fő a buszon/);
    // The phone locks and the page is reloaded, still with no signal: the ticks are kept.
    await page.reload();
    await list.getByText('Jelentkezők').click({ timeout: 20_000 });
    await list.getByText('Buszlista a túra reggelére').click();
    await expect
      .poll(() => coach.locator('.trip-total').textContent(), { timeout: 20_000 })
      .toMatch(/^Összesen: 2\/3 fő a buszon/);
    expect((await storedList(NEXT_ID)).calls.get('Kiss Ákos')!.boarded).toBeUndefined();

    await setConnection(page.context(), true);
    await expect
      .poll(async () => (await storedList(NEXT_ID)).calls.get('Varga Zsófia')!.boarded, { timeout: 30_000 })
      .toBe(1);
    const stored = await storedList(NEXT_ID);
    expect(stored.calls.get('Kiss Ákos')).toMatchObject({ boarded: 1, boardedBy: ORGANISER });
    expect(stored.fee).toMatchObject({ headCount: 3, fixedBy: ORGANISER });
    expect(withoutOfflineReports(problems)).toEqual([]);
    await page.context().close();
  });

  it('a trip called off: every caller, waiting list included, gets a message of their own, and both organisers see who was reached', async () => {
    await holdList(
      NEXT_ID,
      [
        { name: 'Kovács Éva', phone: '+36301234567', seats: 2, boarding: 'benzinkut', deposit: null },
        { name: 'Tóth Anna', phone: '+36705551234', seats: 1, boarding: 'parkolo', deposit: null },
      ],
      { waiting: ['Tóth Anna'] },
    );
    const anna = await signedInPage(ORGANISER);
    const bela = await signedInPage(OTHER_ORGANISER);
    await anna.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    // A phone with its keyboard closed: the save brings the callers on screen, with no other tap.
    await anna.page.setViewportSize({ width: 375, height: 740 });
    const card = tripCard(anna.page, NEXT.name);
    await card.getByRole('button', { name: 'elmarad' }).click({ timeout: 20_000 });
    await card.getByLabel('Indoklás (kötelező)').fill(REASON);
    await card.getByRole('button', { name: 'Mentés: elmarad' }).click();
    await card.getByText('Mentve.').waitFor({ timeout: 15_000 });

    const [annas, belas] = [anna, bela].map(({ page }) =>
      tripCard(page, NEXT.name).getByRole('region', { name: 'Értesítés' }),
    ) as [Locator, Locator];
    await annas.getByText('Elérve: 0 / 2 jelentkező · még 2 hátravan.').waitFor({ timeout: 15_000 });
    await expect
      .poll(
        () =>
          annas.getByRole('link', { name: 'SMS' }).evaluateAll((anchors) =>
            anchors.map((anchor) => {
              const box = anchor.getBoundingClientRect();
              return box.top >= 0 && box.bottom <= innerHeight;
            }),
          ),
        { timeout: 15_000 },
      )
      .toEqual([true, true]);
    await shot(anna.page, '1-called-off');
    expect(await card.locator('summary').first().textContent()).toBe('Jelentkezők · 0 / 2 elérve');
    // The other organiser's card counts the callers to reach before anyone opens the list there.
    await expect
      .poll(() => tripCard(bela.page, NEXT.name).locator('summary').first().textContent(), {
        timeout: 20_000,
      })
      .toBe('Jelentkezők · 0 / 2 elérve');
    await tripCard(bela.page, NEXT.name).getByText('Jelentkezők').click({ timeout: 20_000 });
    const text = await annas.locator('.message-text').textContent();
    expect(text).toContain(`„${NEXT.name}” túra`);
    expect(text).toContain('elmarad. Viharjelzés miatt elmarad.');
    expect(text).toContain('Az előleget visszaadjuk');
    // One message per caller, holding only that caller's number (Chromium here says Linux: the Android form).
    const links = await annas
      .getByRole('link', { name: 'SMS' })
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toEqual([
      `sms:+36301234567?body=${encodeURIComponent(text!)}`,
      `sms:+36705551234?body=${encodeURIComponent(text!)}`,
    ]);
    await annas.getByRole('button', { name: 'Szöveg másolása' }).click();
    await annas.getByText('Kimásolva', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await anna.page.evaluate(() => navigator.clipboard.readText())).toBe(text);

    // Anna reaches Kovács Éva; Béla sees it, and Tóth Anna, still to reach, at the top.
    await annas
      .getByRole('listitem')
      .filter({ hasText: 'Kovács Éva' })
      .getByRole('checkbox', { name: 'elérve' })
      .click();
    await belas.getByText('Elérve: 1 / 2 jelentkező · még 1 hátravan.').waitFor({ timeout: 15_000 });
    expect(await belas.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Tóth Anna\s*várólista/),
      expect.stringMatching(/^Kovács Éva/),
    ]);
    expect(
      await belas.getByRole('listitem').filter({ hasText: 'Kovács Éva' }).getByRole('checkbox').isChecked(),
    ).toBe(true);
    expect((await storedList(NEXT_ID)).calls.get('Kovács Éva')).toMatchObject({
      reached: true,
      reachedBy: ORGANISER,
    });
    expect(await card.locator('summary').first().textContent()).toBe('Jelentkezők · 1 / 2 elérve');
    await annas
      .getByRole('listitem')
      .filter({ hasText: 'Tóth Anna' })
      .getByRole('checkbox', { name: 'elérve' })
      .click();
    // Everyone reached: the card's count is gone.
    await expect.poll(() => card.locator('summary').first().textContent()).toBe('Jelentkezők');
    await expectThumbSized(bela.page);
    expect(withoutReopenedConnections(anna.problems)).toEqual([]);
    expect(withoutReopenedConnections(bela.problems)).toEqual([]);
    await anna.page.context().close();
    await bela.page.context().close();
  });

  it('a trip postponed: every caller gets a message with the new date and the reason, never that it is off, and the card counts who was reached', async () => {
    await holdList(
      NEXT_ID,
      [
        { name: 'Kovács Éva', phone: '+36301234567', seats: 2, boarding: 'benzinkut', deposit: null },
        { name: 'Nagy Ilona', phone: '+3612345678', seats: 1, boarding: 'parkolo', deposit: null },
        { name: 'Tóth Anna', phone: '+36705551234', seats: 1, boarding: 'parkolo', deposit: null },
      ],
      { waiting: ['Tóth Anna'] },
    );
    const { page, problems } = await signedInPage(ORGANISER);
    // A phone with its keyboard closed: the save brings the callers on screen, with no other tap.
    await page.setViewportSize({ width: 375, height: 740 });
    const newDate = day(9);
    const card = tripCard(page, NEXT.name);
    // She looks who is on the list and closes it: the callers are read before the save is taken,
    // and the list still opens in view once it is.
    await card.getByText('Jelentkezők').click({ timeout: 20_000 });
    await card.getByRole('list', { name: 'Hívások' }).getByText('Tóth Anna').waitFor({ timeout: 15_000 });
    await card.getByText('Jelentkezők').click();
    await card.getByRole('button', { name: 'elhalasztva' }).click({ timeout: 20_000 });
    await card.getByLabel('Indoklás (kötelező)').fill(POSTPONED_REASON);
    await card.getByLabel('Új időpont, ha már tudjátok (ÉÉÉÉ.HH.NN)').fill(newDate);
    await card.getByRole('button', { name: 'Mentés: elhalasztva' }).click();
    await card.getByText('Mentve.').waitFor({ timeout: 15_000 });
    expect((await storedEvents()).get(NEXT_ID)).toMatchObject({
      status: 'postponed',
      statusNote: POSTPONED_REASON,
      newDate,
    });

    const tell = card.getByRole('region', { name: 'Értesítés' });
    await tell.getByText('Elérve: 0 / 3 jelentkező · még 3 hátravan.').waitFor({ timeout: 15_000 });
    expect(await tell.getByRole('heading').textContent()).toBe('A túra elhalasztva: szólj mindenkinek');
    // In view with no tap: the heading at the top, the first caller's message link and tick below it.
    const inView = (locator: Locator) =>
      locator.evaluate((node) => {
        const box = node.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= innerHeight;
      });
    const first = tell.getByRole('listitem').first();
    await expect
      .poll(
        async () => [
          await inView(tell.getByRole('heading')),
          await inView(first.getByRole('link', { name: 'SMS' })),
          await inView(first.getByRole('checkbox', { name: 'elérve' })),
        ],
        { timeout: 15_000 },
      )
      .toEqual([true, true, true]);
    await shot(page, '7-postponed-told');
    expect(await card.locator('summary').first().textContent()).toBe('Jelentkezők · 0 / 3 elérve');

    // The new date as the trip page writes it, the reason, the deposit kept; nothing says it is off.
    const text = (await tell.locator('.message-text').textContent())!;
    const newDay = formatLongDate(newDate.replaceAll('.', '-'));
    expect(text).toContain(
      `„${NEXT.name}” túra (${formatLongDate(NEXT.date.replaceAll('.', '-'))}) elhalasztva.`,
    );
    expect(text).toContain(`Az új időpont: ${newDay}. ${POSTPONED_REASON}`);
    expect(text).toContain('Ha előleget fizettél, az az új időpontra is érvényes');
    expect(text).not.toMatch(/elmarad|lemond|visszaadjuk|még nincs kitűzve/i);
    // One message per caller, holding only that caller's number (Chromium here says Linux: the Android form).
    const links = await tell
      .getByRole('link', { name: 'SMS' })
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(links).toEqual(
      ['+36301234567', '+3612345678', '+36705551234'].map(
        (phone) => `sms:${phone}?body=${encodeURIComponent(text)}`,
      ),
    );

    // Kovács Éva reached: the card counts one, and she goes below those still to reach.
    await first.getByRole('checkbox', { name: 'elérve' }).click();
    await tell.getByText('Elérve: 1 / 3 jelentkező · még 2 hátravan.').waitFor({ timeout: 15_000 });
    await expect.poll(() => card.locator('summary').first().textContent()).toBe('Jelentkezők · 1 / 3 elérve');
    expect(await tell.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Nagy Ilona/),
      expect.stringMatching(/^Tóth Anna\s*várólista/),
      expect.stringMatching(/^Kovács Éva/),
    ]);
    expect((await storedList(NEXT_ID)).calls.get('Kovács Éva')).toMatchObject({
      reached: true,
      reachedBy: ORGANISER,
    });
    await expectThumbSized(page);
    expect(withoutReopenedConnections(problems)).toEqual([]);
    await page.context().close();
  });

  it("signing out takes the trips and callers' names off the phone, after a warning while something is unsent", async () => {
    const { page } = await signedInPage(ORGANISER);
    const list = tripCard(page, NEXT.name);
    await list.getByText('Jelentkezők').click({ timeout: 20_000 });
    await call(list, 'Kiss Ákos', '06 30 111 2222', '1');
    await list.getByText('Kiss Ákos: 1 hely lefoglalva.').waitFor({ timeout: 15_000 });
    const firestoreCopies = () =>
      page.evaluate(async () =>
        (await indexedDB.databases())
          .map((database) => database.name ?? '')
          .filter((name) => name.includes('firestore')),
      );
    expect(await firestoreCopies()).not.toEqual([]);

    // A call taken with no signal is still only on the phone: signing out would lose it.
    await setConnection(page.context(), false);
    await call(list, 'Varga Zsófia', '06 30 333 4444', '1');
    await list.getByText('Varga Zsófia: függőben', { exact: false }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Kilépés' }).click();
    const warning = page.getByRole('alert').filter({ hasText: 'Ha most kilépsz, elvész.' });
    await warning.waitFor({ timeout: 15_000 });
    await warning.getByRole('button', { name: 'Maradok' }).click();
    expect(await page.getByText(`Belépve: ${ORGANISER}`).count()).toBe(1);

    // Once it is sent, signing out asks nothing, and leaves no copy behind.
    await setConnection(page.context(), true);
    await expect
      .poll(() => list.getByRole('list', { name: 'Függőben' }).count(), { timeout: 30_000 })
      .toBe(0);
    await page.getByRole('button', { name: 'Kilépés' }).click();
    await page.getByLabel('E-mail-cím').waitFor({ timeout: 15_000 });
    expect(await firestoreCopies()).toEqual([]);
    expect(await page.getByText('Kiss Ákos').count()).toBe(0);
    await page.context().close();
  });

  /** The next trip's list opened on `page`, a call taken on it: its name and number on the phone. */
  async function callOnPhone(page: Page) {
    const list = tripCard(page, NEXT.name);
    await list.getByText('Jelentkezők').click({ timeout: 20_000 });
    await call(list, 'Kiss Ákos', '06 30 111 2222', '1');
    await list.getByText('Kiss Ákos: 1 hely lefoglalva.').waitFor({ timeout: 15_000 });
    expect(await heldOnPhone(page, CALLER)).toEqual(CALLER);
  }
  const CALLER = ['Kiss Ákos', '+36301112222'];

  /** The nightly step on the day the next trip's list is past keeping; that day. */
  async function nightlyStepPastKeeping(): Promise<Date> {
    const pastKeeping = new Date(
      `${addIsoDays(NEXT.date.replaceAll('.', '-'), LIST_KEPT_DAYS + 1)}T10:00:00Z`,
    );
    process.env.FIRESTORE_EMULATOR_HOST = firestoreEmulator().host;
    try {
      expect(await closeTripLists(await openAdminFirestore(PROJECT), pastKeeping)).toEqual([NEXT_ID]);
    } finally {
      delete process.env.FIRESTORE_EMULATOR_HOST;
    }
    return pastKeeping;
  }

  /** The page opened on the same phone at `time`, to the board, not the list; its problems. */
  async function openedOn(phone: BrowserContext, time: Date) {
    const page = await phone.newPage();
    const allowed = [new URL(pageUrl).origin, auth.origin, firestoreEmulator().origin, CONNECTIVITY_PROBE];
    const problems = watchPageProblems(page, (url) => allowed.some((origin) => url.startsWith(origin)));
    await page.clock.setFixedTime(time);
    await page.goto(pageUrl);
    return { page, problems };
  }

  it("a trip's callers leave the phone a month after the trip, with its list never opened again", async () => {
    const { page } = await signedInPage(ORGANISER);
    await callOnPhone(page);
    await page.close();
    const later = await openedOn(page.context(), await nightlyStepPastKeeping());
    await later.page.getByText(`Belépve: ${ORGANISER}`).waitFor();
    await expect.poll(() => heldOnPhone(later.page, CALLER), { timeout: 20_000 }).toEqual([]);
    expect(withoutReopenedConnections(later.problems)).toEqual([]);
    await page.context().close();
  });

  it('taken off the organisers, a phone keeps no list past keeping: the page signs out and deletes its copy', async () => {
    const { page } = await signedInPage(OTHER_ORGANISER);
    await callOnPhone(page);
    await page.close();
    // Béla leaves the organisers; the phone he took calls on stays signed in.
    await rules.withSecurityRulesDisabled(async (context) => {
      await context.firestore().collection('organisers').doc(OTHER_ORGANISER).delete();
    });
    const later = await openedOn(page.context(), await nightlyStepPastKeeping());
    await later.page.getByLabel('E-mail-cím').waitFor({ timeout: 20_000 });
    // The form says why, in an organiser's words, and sending a link is the way back.
    await later.page
      .getByText('ez a cím nincs a szervezők között, vagy nincs megerősítve. Az oldal ezért kiléptetett', {
        exact: false,
      })
      .waitFor();
    expect(await later.page.getByRole('button', { name: 'Belépési link küldése' }).count()).toBe(1);
    await shot(later.page, 'kileptetve');
    expect(await heldOnPhone(later.page, CALLER)).toEqual([]);
    await page.context().close();
  });

  it("two organisers change one trip's details at once: neither change is lost, and one tap writes both", async () => {
    const anna = await signedInPage(ORGANISER);
    const bela = await signedInPage(OTHER_ORGANISER);
    for (const { page } of [anna, bela]) {
      await page.getByRole('button', { name: 'Évad programja' }).click();
      await page.getByLabel('Évad', { exact: true }).selectOption(season(NEXT.date));
      await seasonCard(page, NEXT_ID).getByRole('button', { name: 'Szerkesztés' }).click({ timeout: 20_000 });
    }
    const annasForm = anna.page.getByRole('form', { name: `${NEXT.name}: szerkesztés` });
    const belasForm = bela.page.getByRole('form', { name: `${NEXT.name}: szerkesztés` });

    // Béla picks another picture; Anna, whose form was opened before, renames the trip.
    await belasForm.getByLabel('Kép').selectOption('bukk.svg');
    await belasForm.getByRole('button', { name: 'Mentés' }).click();
    await seasonCard(bela.page, NEXT_ID).getByText('Mentve.').waitFor({ timeout: 15_000 });
    const renamed = `${NEXT.name}, a vízeséssel`;
    await annasForm.getByLabel('A túra neve').fill(renamed);
    await annasForm.getByRole('button', { name: 'Mentés' }).click();

    // Refused, and said: what Béla changed, and that Anna's own change is still in the form.
    const refusal = annasForm.getByRole('alert');
    await expect
      .poll(() => refusal.textContent(), { timeout: 15_000 })
      .toContain('Közben egy másik szervező is módosította ezt a túrát (kép: „Bukk”)');
    expect(await refusal.textContent()).toContain(`megmaradt a tiéd is (név: „${renamed}”)`);
    expect(await annasForm.getByLabel('Kép').inputValue()).toBe('bukk.svg');
    expect(await annasForm.getByLabel('A túra neve').inputValue()).toBe(renamed);
    expect((await storedEvents()).get(NEXT_ID)).toMatchObject({ name: NEXT.name, picture: 'bukk.svg' });

    // One more tap writes hers on top of his: both stand.
    await annasForm.getByRole('button', { name: 'Mentés' }).click();
    await seasonCard(anna.page, NEXT_ID).getByText('Mentve.').waitFor({ timeout: 15_000 });
    const stored = (await storedEvents()).get(NEXT_ID)!;
    expect(stored).toMatchObject({ name: renamed, picture: 'bukk.svg' });
    // Nobody's address in what visitors read; each change in the history, by its organiser.
    expect(JSON.stringify(stored)).not.toContain('@');
    const entries = await historyOf(NEXT_ID);
    expect(
      entries
        .map((entry) => [entry.by, entry.kind, (entry.after as { name?: string; picture?: string }).picture])
        .sort(([a], [b]) => String(a).localeCompare(String(b))),
    ).toEqual([
      [ORGANISER, 'details', 'bukk.svg'],
      [OTHER_ORGANISER, 'details', 'bukk.svg'],
    ]);
    // Firestore's SDK hears a refused write on its stream, not as a failed request: nothing in the
    // console but, at times, the server's answer to the stream it closed.
    expect(withoutReopenedConnections(anna.problems)).toEqual([]);
    expect(withoutReopenedConnections(bela.problems)).toEqual([]);
    await anna.page.context().close();
    await bela.page.context().close();
  });

  it("speaks a volunteer's words and shows where the keyboard is", async () => {
    const { page, problems } = await signedInPage(ORGANISER);
    await tripCard(page, NEXT.name).getByRole('button', { name: 'elmarad' }).waitFor({ timeout: 20_000 });
    // The list's header reads as the disclosure it is: an arrow that turns as it opens.
    const header = tripCard(page, NEXT.name).locator('details.trip-list > summary');
    const arrow = () => header.evaluate((summary) => getComputedStyle(summary, '::before').content);
    await expect(arrow()).resolves.toContain('▸');
    await header.click();
    await expect.poll(arrow).toContain('▾');
    await header.click();
    await page.getByRole('button', { name: 'Évad programja' }).click();
    await page.getByLabel('Évad', { exact: true }).selectOption(season(NEXT.date));
    const list = page.getByRole('list', { name: `A ${season(NEXT.date)}. évad túrái`, exact: true });
    await list.getByText(NEXT.name).waitFor({ timeout: 15_000 });
    await seasonCard(page, NEXT_ID).getByRole('button', { name: 'Szerkesztés' }).click();
    const shown = await page.locator('body').innerText();
    // No document id, collection, field key or file name on screen: dates, names and the page's address.
    expect(shown).not.toMatch(new RegExp(`\\b${NEXT_ID}\\b`));
    expect(shown).not.toMatch(/\.svg|\.json|\bpdf\b|dokumentum|trips\/|firestore|programkulcs/i);
    expect(shown).toContain(`oldala: /${season(NEXT.date)}/${NEXT.pdf}/`);
    // The picture by its name beside a look at it, not its file.
    const picture = page.getByRole('form', { name: `${NEXT.name}: szerkesztés` }).getByLabel('Kép');
    expect(await picture.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text)).toBe(
      'Szadelo',
    );

    // A keyboard's focus wears the site's amber ring, 3 px.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement!);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      }),
    ).toBe('solid 3px rgb(138, 90, 0)');
    expect(withoutReopenedConnections(problems)).toEqual([]);
    await page.context().close();
  });

  it('an organiser copies the 2025 program onto 2026, then adds, edits, takes the edit back, removes and restores a 2026 event', async () => {
    // The 2025 program alone: the copy needs a 2026 with nothing in it.
    await holdOnly(PROGRAM_2025);
    const { page, problems } = await signedInPage(ORGANISER);
    await page.getByRole('button', { name: 'Évad programja' }).click();
    await page.getByLabel('Évad', { exact: true }).selectOption('2025');
    const season2025 = page.getByRole('list', { name: 'A 2025. évad túrái', exact: true });
    await expect.poll(() => season2025.getByRole('listitem').count(), { timeout: 20_000 }).toBe(24);
    expect(await season2025.getByRole('heading', { level: 3 }).first().textContent()).toBe(
      `2025.01.04 · ${PROGRAM_2025[0]!.name}`,
    );

    // The preview first; nothing is written until it is confirmed.
    await page.getByRole('button', { name: 'Átmásolás: 2025 → 2026' }).click();
    const preview = page.getByRole('list', { name: 'A 2026. évad túrái a másolás után', exact: true });
    await preview.waitFor({ timeout: 15_000 });
    expect(await preview.getByRole('listitem').count()).toBe(24);
    expect(await preview.getByRole('listitem').first().textContent()).toContain('2026.01.03, szombat');
    expect((await storedEvents()).size).toBe(24);
    await expectThumbSized(page);
    await page.getByRole('button', { name: 'Másolás: 24 túra' }).click();

    // The new season in the form, to adjust.
    const season2026 = page.getByRole('list', { name: 'A 2026. évad túrái', exact: true });
    await expect.poll(() => season2026.getByRole('listitem').count(), { timeout: 15_000 }).toBe(24);
    expect(await page.getByLabel('Évad', { exact: true }).inputValue()).toBe('2026');
    await page.getByText('Átmásolva: 24 túra a 2026. évadba.').waitFor();
    let stored = await storedEvents();
    expect([...stored.keys()].filter((id) => id.startsWith('2026-')).sort()).toEqual(
      PROGRAM_2025.map((event) => `2026-${event.id}`).sort(),
    );
    for (const source of PROGRAM_2025) {
      const { updatedAt, statusChange, detailsChange, lastChange, ...copy } = stored.get(
        `2026-${source.id}`,
      )!;
      expect(updatedAt).toBeDefined();
      expect([statusChange, detailsChange]).toEqual([lastChange, lastChange]);
      expect(copy).toEqual({ ...source, date: copy.date });
      expect(copy.date).toMatch(/^2026\.\d{2}\.\d{2}$/);
      expect(weekday(copy.date as string), source.date).toBe(weekday(source.date));
    }
    // What a visitor's browser reads for /evesprogram/2026/ with the site's own reader: the season.
    const reader = createFirestoreEventsReader({
      projectId: PROJECT,
      emulatorHost: firestoreEmulator().host,
    });
    const program = await reader.season(2026);
    expect(program.events.map((event) => event.name)).toEqual(PROGRAM_2025.map((event) => event.name));
    expect(program.previous).toBe(2025);

    // A second copy would overwrite the new season: refused, nothing written.
    await page.getByLabel('Évad', { exact: true }).selectOption('2025');
    await page.getByRole('button', { name: 'Átmásolás: 2025 → 2026' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 })
      .toContain('A 2026. évadban már van 24 túra, ezért nem másolok');
    await page.getByLabel('Évad', { exact: true }).selectOption('2026');
    await expect.poll(() => season2026.getByRole('listitem').count(), { timeout: 15_000 }).toBe(24);

    // A wrong value is refused by the form, field by field, and nothing is sent.
    await page.getByRole('button', { name: 'Új túra a 2026. évadba' }).click();
    const form = page.getByRole('form', { name: 'Új túra a 2026. évadba' });
    expect(await form.getByText('Sorszám: 28', { exact: true }).count()).toBe(1);
    await expectThumbSized(page);
    await form.getByLabel('Dátum (ÉÉÉÉ.HH.NN)').fill('2026-03-07');
    await form.getByLabel('A túra neve').fill('');
    await form.getByRole('button', { name: 'Mentés' }).click();
    await expect
      .poll(() => form.getByRole('alert').getByRole('listitem').allTextContents(), { timeout: 15_000 })
      .toEqual([
        'dátum: hibás formátum (várt: dátum ÉÉÉÉ.HH.NN alakban, pl. 2025.01.18, kapott: "2026-03-07")',
        'név: a túra neve nem lehet üres (várt: nem üres szöveg, kapott: "")',
      ]);
    expect((await storedEvents()).size).toBe(48);

    // Put right, it is saved as the next free id of the season.
    await form.getByLabel('Dátum (ÉÉÉÉ.HH.NN)').fill('2026.03.07');
    await form.getByLabel('A túra neve').fill('Tavaszi túra: Bükk-fennsík');
    await form.getByLabel('Kép').selectOption('bukk.svg');
    await form.getByLabel('A túra oldala a honlapon (pl. program7)').fill('program28');
    await form.getByRole('button', { name: 'Mentés' }).click();
    await page.getByText('Mentve: 2026.03.07 · Tavaszi túra: Bükk-fennsík').waitFor({ timeout: 15_000 });
    const { updatedAt, statusChange, detailsChange, lastChange, ...added } = (await storedEvents()).get(
      '2026-28',
    )!;
    expect(updatedAt).toBeDefined();
    expect([statusChange, detailsChange]).toEqual([lastChange, lastChange]);
    expect(added).toEqual({
      id: 28,
      date: '2026.03.07',
      name: 'Tavaszi túra: Bükk-fennsík',
      picture: 'bukk.svg',
      pdf: 'program28',
    });
    // Listed by date, as the site lists it, though its id is the season's last.
    expect(await season2026.getByRole('heading', { level: 3 }).nth(5).textContent()).toBe(
      '2026.03.07 · Tavaszi túra: Bükk-fennsík',
    );
    // The site's reader gives the season in the order its program shows.
    expect((await reader.season(2026)).events.map((event) => event.name)[5]).toBe(
      'Tavaszi túra: Bükk-fennsík',
    );

    // An edit keeps the document and the id.
    const szadelo = seasonCard(page, '2026-7');
    await szadelo.getByRole('button', { name: 'Szerkesztés' }).click();
    await szadelo.getByLabel('A túra neve').fill('Szlovák-karszt: Szádelői- és Zádieli-völgy');
    await szadelo.getByRole('button', { name: 'Mentés' }).click();
    await szadelo.getByText('Mentve.').waitFor({ timeout: 15_000 });
    expect((await storedEvents()).get('2026-7')).toMatchObject({
      id: 7,
      date: stored.get('2026-7')!.date,
      name: 'Szlovák-karszt: Szádelői- és Zádieli-völgy',
    });

    // The trip's changes list the edit, who made it, and take it back in one more tap: the
    // name as it was, the way back a change of its own at the top of the list.
    const oldName = stored.get('2026-7')!.name as string;
    await szadelo.getByRole('button', { name: 'Változások' }).click();
    const changes = szadelo.getByRole('region', { name: /: változások$/ });
    const edit = changes.getByRole('listitem').filter({
      hasText: `név: ${oldName} → Szlovák-karszt: Szádelői- és Zádieli-völgy`,
    });
    await edit.getByText(ORGANISER, { exact: false }).waitFor({ timeout: 15_000 });
    await edit.getByRole('button', { name: 'Visszaállítás az előzőre' }).click();
    await changes.getByText(/^Visszaállítva: név: /).waitFor({ timeout: 15_000 });
    expect((await storedEvents()).get('2026-7')).toMatchObject({ id: 7, name: oldName });
    await expect
      .poll(() => changes.getByRole('listitem').first().textContent(), { timeout: 15_000 })
      .toContain(`név: Szlovák-karszt: Szádelői- és Zádieli-völgy → ${oldName}`);
    expect(await seasonCard(page, '2026-7').getByRole('heading', { level: 3 }).textContent()).toBe(
      `${stored.get('2026-7')!.date as string} · ${oldName}`,
    );
    await szadelo.getByRole('button', { name: 'Változások' }).click();

    // Removing asks first.
    const last = seasonCard(page, '2026-27');
    await last.getByRole('button', { name: 'Törlés' }).click();
    await last.getByRole('button', { name: 'Igen, törlöm' }).click();
    await expect.poll(() => season2026.getByRole('listitem').count(), { timeout: 15_000 }).toBe(24);
    const removed = stored.get('2026-27')!;
    stored = await storedEvents();
    expect(stored.has('2026-27')).toBe(false);
    expect(stored.size).toBe(48);

    // Offered back at once, and restored in one tap, identical to what was removed.
    const removedList = page.getByRole('region', { name: 'Törölt események' });
    const removedCard = removedList.getByRole('listitem').filter({ hasText: PROGRAM_2025.at(-1)!.name });
    await removedCard.getByText(`Törölte: ${ORGANISER}`).waitFor({ timeout: 15_000 });
    await removedCard.getByRole('button', { name: 'Visszaállítás' }).click();
    await removedList.getByText(/^Visszaállítva: /).waitFor({ timeout: 15_000 });
    await expect.poll(() => season2026.getByRole('listitem').count(), { timeout: 15_000 }).toBe(25);
    const without = ({
      updatedAt,
      statusChange,
      detailsChange,
      lastChange,
      ...fields
    }: Record<string, unknown>) => {
      void [updatedAt, statusChange, detailsChange, lastChange];
      return fields;
    };
    expect(without((await storedEvents()).get('2026-27')!)).toEqual(without(removed));
    // And the site shows it again.
    expect((await reader.season(2026)).events.map((event) => event.name)).toContain(
      PROGRAM_2025.at(-1)!.name,
    );
    expect(withoutReopenedConnections(problems)).toEqual([]);
    await page.context().close();
  });

  it('an address nobody listed signs in, is refused by the rules, and the page says so; nothing changes', async () => {
    const { page, problems } = await signedInPage(STRANGER);
    const card = tripCard(page, NEXT.name);
    await card.getByRole('button', { name: 'elmarad' }).click();
    await card.getByLabel('Indoklás (kötelező)').fill(REASON);
    await card.getByRole('button', { name: 'Mentés: elmarad' }).click();
    await expect.poll(() => card.getByRole('alert').textContent(), { timeout: 15_000 }).toBe(REFUSED);
    expect(await card.getByLabel('Így látják a túrázók').textContent()).toBe(
      'Így látják a túrázók: A túra rendben, a terv szerint.',
    );
    expect(await visitorsSee()).toEqual({ status: undefined, statusNote: undefined });

    // The season form: the same refusal, and the season stays as it was.
    await page.getByRole('button', { name: 'Évad programja' }).click();
    await page.getByLabel('Évad', { exact: true }).selectOption(season(NEXT.date));
    const list = page.getByRole('list', { name: `A ${season(NEXT.date)}. évad túrái`, exact: true });
    await list.getByText(NEXT.name).waitFor({ timeout: 15_000 });
    const before = await list.getByRole('listitem').allTextContents();
    await page.getByRole('button', { name: `Új túra a ${season(NEXT.date)}. évadba` }).click();
    const form = page.getByRole('form', { name: `Új túra a ${season(NEXT.date)}. évadba` });
    await form.getByLabel('Dátum (ÉÉÉÉ.HH.NN)').fill(NEXT.date);
    await form.getByLabel('A túra neve').fill('Idegen túra');
    await form.getByRole('button', { name: 'Mentés' }).click();
    await expect.poll(() => form.getByRole('alert').textContent(), { timeout: 15_000 }).toBe(REFUSED);
    expect(await list.getByRole('listitem').allTextContents()).toEqual(before);
    expect([...(await storedEvents()).keys()].sort()).toEqual(
      events.map((event) => `${season(event.date)}-${event.id}`).sort(),
    );
    // Firestore's SDK hears each refusal on its stream, not as a failed request: the refused
    // writes, the refused look for a history entry and the refused read of the removed events
    // (history is for organisers) leave nothing in the console but, at times, the server's answer
    // to a stream it closed; and nothing else went wrong.
    expect(withoutReopenedConnections(problems)).toEqual([]);
    await page.context().close();
  });

  it('a sign-in link used once, opened again in another browser: the page says so, drops it and sends a new one to the address typed', async () => {
    // The link, used on the phone that asked for it.
    const phone = await visitorContext(browser(), 'phone', { serviceWorkers: 'block' });
    const asked = await phone.newPage();
    await asked.goto(pageUrl);
    await asked.getByLabel('E-mail-cím').fill(OTHER_ORGANISER);
    await asked.getByRole('button', { name: 'Belépési link küldése' }).click();
    await asked.getByRole('status').waitFor({ timeout: 15_000 });
    const used = await lastSignInLink(OTHER_ORGANISER);
    await asked.goto(used);
    await asked.getByText(`Belépve: ${OTHER_ORGANISER}`).waitFor({ timeout: 15_000 });
    await phone.close();

    // The same link from the mail, opened on a laptop: it asks for the address, then refuses the link.
    const laptop = await visitorContext(browser(), 'phone', { serviceWorkers: 'block' });
    const page = await laptop.newPage();
    const allowed = [new URL(pageUrl).origin, auth.origin, firestoreEmulator().origin, CONNECTIVITY_PROBE];
    const problems = watchPageProblems(page, (url) => allowed.some((origin) => url.startsWith(origin)));
    await page.goto(used);
    await page.getByLabel('E-mail-cím').fill(OTHER_ORGANISER);
    await page.getByRole('button', { name: 'Belépés' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 })
      .toBe('Ez a belépési link már nem érvényes. Kérj újat.');
    // The next step, in view: the address stays, the button sends a new link; the dead link is out of the address bar.
    expect(page.url()).toBe(pageUrl);
    expect(await page.getByLabel('E-mail-cím').inputValue()).toBe(OTHER_ORGANISER);
    const send = page.getByRole('button', { name: 'Belépési link küldése' });
    expect(await send.evaluate((button) => button.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
    const sentBefore = (await auth.signInLinks(OTHER_ORGANISER)).length;
    await send.click();
    await expect
      .poll(() => page.getByRole('status').textContent(), { timeout: 15_000 })
      .toContain(OTHER_ORGANISER);
    expect(await auth.signInLinks(OTHER_ORGANISER)).toHaveLength(sentBefore + 1);
    // Opening the new link signs in on the laptop.
    await page.goto(await lastSignInLink(OTHER_ORGANISER));
    await page.getByText(`Belépve: ${OTHER_ORGANISER}`).waitFor({ timeout: 15_000 });
    // The browser's own line for the server's refusal of the used link, and nothing else.
    expect(withoutReopenedConnections(problems)).toEqual([
      expect.stringMatching(/status of 400 .* at \S+accounts:signInWithEmailLink/),
    ]);
    await laptop.close();
  });
});
