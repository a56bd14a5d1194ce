/**
 * The volunteers' editor at /admin/ (admin/main.tsx) with Decap CMS's local
 * backend, as `npm run editor` runs it, against a copy of the project: the
 * editor as the run's `npm run build` wrote it (dist/admin/, vite.admin.config.ts)
 * and served under the headers firebase.json gives /admin/ (its own
 * Content-Security-Policy), the local backend answering on the same 127.0.0.1
 * server. The copy has the 2026 program, so last year's trips can be copied onto
 * it; the editor reads the copy's files as they are (liveContentSnapshot), not
 * the content the build was made with.
 */
import { execFile } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { preview, type Plugin, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_BACKEND_PATH } from '../../admin/addresses.ts';
import { jsonText } from '../../admin/json-text.ts';
import { trackFigures } from '../../admin/track-widget.tsx';
import { readTrack } from '../../content-check/gpx-track.ts';
import { RECORDED_TRACK } from '../support/fixture-project.ts';
import { precachedFiles, readManifest } from '../../tools/first-view.ts';
import { readContentSources } from '../../content-check/content-files.ts';
import { liveContentSnapshot, localEditorBackend } from '../../vite-plugins/vite-editor.ts';
import { formatForint, formatNumber } from '../../src/lib/numbers.ts';
import type { TrackFacts } from '../../src/lib/track.ts';
import { chromiumForThisFile, openPage, type ViewportName } from '../support/browser.ts';
import { hostingHeadersFor } from '../support/hosted-site.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { season2026 } from '../support/season-2026.ts';

const browser = chromiumForThisFile();
let copy: ProjectCopy;
let server: PreviewServer;
let baseUrl: string;

/**
 * firebase.json's headers on every answer, as Firebase Hosting gives them (hostingHeadersFor):
 * the editor's own Content-Security-Policy under /admin/.
 */
function hostingHeaders(root: string): Plugin {
  return {
    name: 'test:hosting-headers',
    configurePreviewServer(preview) {
      preview.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
        const headers = hostingHeadersFor(path, { firebaseJson: join(root, 'firebase.json') });
        for (const [key, value] of Object.entries(headers)) response.setHeader(key, value);
        next();
      });
    },
  };
}

const run = promisify(execFile);
const tsx = createRequire(import.meta.url).resolve('tsx/cli');

/** `npm run trips:check` on the copy: its output, and whether it passed. */
async function tripsCheck(): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout } = await run(process.execPath, [
      tsx,
      join(copy.root, 'tools/trips-check.ts'),
      '--root',
      copy.root,
    ]);
    return { ok: true, output: stdout };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout ?? error) };
  }
}

const file = (path: string) => join(copy.root, path);
const read = (path: string) => readFileSync(file(path), 'utf8');

/** The editor signed in to the local backend, at `hash` (Decap's own addresses). */
async function openEditor(hash = '', viewport: ViewportName = 'desktop') {
  const watched = await openPage(browser(), baseUrl, viewport);
  await watched.page.goto(`${baseUrl}/admin/${hash}`);
  await watched.page.getByRole('button', { name: 'Bejelentkezés' }).click();
  return watched;
}

const previewPane = (page: Page) => page.frameLocator('iframe').first();

/** Saves the entry into its file: on a volunteer's own machine Decap's "publish" writes the file. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Mentés', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Mentés a fájlba' }).click();
}

/** The toast Decap shows after a save, whatever it says. */
const toast = (page: Page) => page.locator('.Toastify__toast-body');

/** The run's bundled build, made by `npm run build` before the e2e tests: the editor in it too. */
const dist = process.env.E2E_DIST ?? 'dist';

describe('the editor at /admin/', () => {
  beforeAll(async () => {
    // `vite build` alone builds the site without the editor: each test would wait out its timeout.
    if (!existsSync(join(dist, 'admin/index.html')))
      throw new Error(
        `${dist}/admin/ is missing: build with \`npm run build\`, which builds the editor too.`,
      );
    copy = copyProject('editor');
    writeFileSync(file('src/content/events/2026.json'), jsonText(season2026));
    // The editor's code does not depend on the content: the run's build serves, as the deploy's would.
    cpSync(dist, file('dist'), { recursive: true });
    server = await preview({
      root: copy.root,
      configFile: file('vite.config.ts'),
      // As `npm run editor` serves it: the check reads the checkout's files as each save left them.
      plugins: [
        localEditorBackend(copy.root),
        liveContentSnapshot(() => readContentSources(copy.root)),
        hostingHeaders(copy.root),
      ],
      preview: { port: 0, host: '127.0.0.1', strictPort: false },
      logLevel: 'silent',
    });
    baseUrl = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  });

  afterAll(async () => {
    await new Promise<void>((done) => (server ? server.httpServer.close(() => done()) : done()));
    await copy?.remove();
  });

  it('is served at /admin/, kept out of search engines, and opens in Hungarian with the club’s collections', async () => {
    const redirect = await fetch(`${baseUrl}/admin`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/admin/');
    const page = await fetch(`${baseUrl}/admin/`);
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await page.text()).toContain('<meta name="robots" content="noindex, nofollow" />');

    const { page: editor, context, problems } = await openEditor();
    await expect.poll(() => editor.locator('html').getAttribute('lang')).toBe('hu');
    for (const collection of ['Túrák', 'Eseménylisták', 'A klub adatai']) {
      await editor.getByRole('link', { name: collection }).first().waitFor();
    }
    await editor.getByText('Diósgyőr – Andó-kút – Fónagyság – Varbói-tó').first().waitFor();
    // Decap's start-up logs a 404 for nothing the editor needs; the page itself reports no error.
    expect(
      problems.filter((problem) => !problem.startsWith('console.error: Failed to load resource')),
    ).toEqual([]);
    await context.close();
  });

  it('saves a changed field of a 2025 trip into its file, and the content check passes', async () => {
    const before = read('trips/2025/program5.json');
    const { page, context, problems } = await openEditor('#/collections/turak/entries/2025/program5');
    const title = page.getByLabel('Cím', { exact: true });
    await expect.poll(() => title.inputValue()).toBe('Diósgyőr – Andó-kút – Fónagyság – Varbói-tó');
    await title.fill('Diósgyőr – Varbói-tó, tavaszi körtúra');
    // The preview is the site's trip page: the new title, the trip's fee.
    await previewPane(page)
      .getByRole('heading', { level: 1, name: 'Diósgyőr – Varbói-tó, tavaszi körtúra' })
      .waitFor();
    await previewPane(page).getByText(formatForint(7500)).first().waitFor();
    await previewPane(page).getByText('Az ellenőrzés rendben: így menthető.').waitFor();

    await save(page);
    await toast(page).filter({ hasText: 'Elmentve.' }).waitFor();
    await expect.poll(() => read('trips/2025/program5.json')).not.toBe(before);
    // The file changed in that one line: the editor writes the layout the file already had.
    expect(read('trips/2025/program5.json')).toBe(
      before.replace(
        '"title": "Diósgyőr – Andó-kút – Fónagyság – Varbói-tó"',
        '"title": "Diósgyőr – Varbói-tó, tavaszi körtúra"',
      ),
    );
    expect(await tripsCheck()).toMatchObject({ ok: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("copies last year's trip onto this year's event: a 2026 draft on the 2026 date that passes the check", async () => {
    const { page, context, problems } = await openEditor('#/collections/turak/entries/2025/program5');
    const old = JSON.parse(read('trips/2025/program5.json')) as { title: string; startDate: string };
    await expect.poll(() => page.getByLabel('Cím', { exact: true }).inputValue()).toBe(old.title);
    await page.getByRole('button', { name: 'Elmentve' }).click();
    await page.getByRole('menuitem', { name: 'Másolat készítése' }).click();

    const event = season2026.find((candidate) => candidate.pdf === 'program5');
    expect(event, 'the 2026 program has program5').toBeDefined();
    await previewPane(page).getByText('Másolat az új évadra.').waitFor();
    await previewPane(page).getByRole('note').getByText('a 2026. évi program túrái közé kerül').waitFor();
    await save(page);
    await toast(page).filter({ hasText: 'Elmentve.' }).waitFor();
    await page.waitForURL(/#\/collections\/turak\/entries\/2026\/program5$/);

    const copied = JSON.parse(read('trips/2026/program5.json')) as Record<string, unknown>;
    expect(copied).toMatchObject({
      draft: true,
      key: 'program5',
      title: old.title,
      startDate: event!.date.replaceAll('.', '-'),
    });
    expect(read('trips/2025/program5.json')).toContain(`"startDate": "${old.startDate}"`);
    expect(await tripsCheck()).toMatchObject({ ok: true });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses a fee typed as text, naming the field by its label; trips:check names it by its path', async () => {
    const before = read('trips/2025/program3.json');
    const { page, context } = await openEditor('#/collections/turak/entries/2025/program3');
    await page.getByLabel('Cím', { exact: true }).waitFor();
    const price = page.getByLabel('Ár (Ft/fő)', { exact: true }).first();
    await price.fill('9 000 Ft');
    await save(page);

    const refused = toast(page).filter({ hasText: 'Nem mentettem el.' });
    await refused.waitFor();
    const line =
      '„Ár (Ft/fő)” (40 fős csoport): egy szám legyen, például 9000 (most ez áll benne: „9 000 Ft”).';
    expect(await refused.innerText()).toBe(`Nem mentettem el. Javítsa ki, és mentse újra:\n• ${line}`);
    expect(read('trips/2025/program3.json')).toBe(before);
    // The preview's check says the same.
    await previewPane(page).getByText(line, { exact: true }).waitFor();

    // trips:check, for the same value written into the file by hand, names the file and the path.
    const document = JSON.parse(before) as { fee: { tiers: Array<{ price: unknown }> } };
    document.fee.tiers[0]!.price = '9 000 Ft';
    writeFileSync(file('trips/2025/program3.json'), jsonText(document));
    try {
      const check = await tripsCheck();
      expect(check.ok).toBe(false);
      expect(check.output).toContain('trips/2025/program3.json: fee.tiers[0].price: rossz típus');
    } finally {
      writeFileSync(file('trips/2025/program3.json'), before);
    }
    await context.close();
  });

  describe("a route's GPX track in the editor", () => {
    const recorded = readFileSync(RECORDED_TRACK.fixture);
    const upload = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/gpx+xml', buffer });
    /** The track fields of program5's routes, in the file's order: short, medium, long. */
    const trackInputs = (page: Page) => page.locator('input[type="file"][accept*="gpx"]');
    /** Opens the trip's days and their routes, as a volunteer does (Decap shows a list closed). */
    async function openRoutes(page: Page) {
      for (const list of ['Programnapok', 'Útvonalak']) {
        await page
          .locator('[aria-label="list mező"]')
          .filter({ has: page.locator('label', { hasText: new RegExp(`^${list}`) }) })
          .getByRole('button', { name: 'Kinyitás' })
          .first()
          .click();
      }
      await page.locator('.editor-track').last().scrollIntoViewIfNeeded();
    }
    /** The actions the editor asked of the local backend, in order. */
    function backendActions(page: Page): string[] {
      const actions: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'POST' || new URL(request.url()).pathname !== LOCAL_BACKEND_PATH) return;
        try {
          actions.push(String((JSON.parse(request.postData() ?? '') as { action?: unknown }).action));
        } catch {
          actions.push('(not JSON)');
        }
      });
      return actions;
    }

    it('takes a recorded file, names it after its route, shows its figures and saves it beside the trip', async () => {
      const facts = readTrack('felvetel.gpx', recorded.toString('utf8'));
      if (!facts.ok) throw new Error(facts.problem);
      const { page, context, problems } = await openEditor('#/collections/turak/entries/2025/program5');
      await page.getByLabel('Cím', { exact: true }).waitFor();
      await expect.poll(() => trackInputs(page).count()).toBe(3);
      await openRoutes(page);
      const long = page.locator('.editor-track').nth(2);
      expect(await long.textContent()).toContain('Ennek az útvonalnak még nincs nyomvonala.');

      await trackInputs(page).nth(2).setInputFiles(upload('Track_2026-03-07 083000.gpx', recorded));
      await expect
        .poll(() => long.textContent())
        .toContain(
          `Feltöltött nyomvonal (mentéskor a túrával együtt kerül a helyére): ${trackFigures(facts.facts)}`,
        );
      await previewPane(page).getByText('Az ellenőrzés rendben: így menthető.').waitFor();
      expect(existsSync(file(`trips/2025/${RECORDED_TRACK.file}`)), 'nothing written before the save').toBe(
        false,
      );

      await save(page);
      await toast(page).filter({ hasText: 'Elmentve.' }).waitFor();
      await expect.poll(() => existsSync(file(`trips/2025/${RECORDED_TRACK.file}`))).toBe(true);
      expect(readFileSync(file(`trips/2025/${RECORDED_TRACK.file}`))).toEqual(recorded);
      const saved = JSON.parse(read('trips/2025/program5.json')) as {
        days: Array<{ routes: Array<{ level: string; track?: string }> }>;
      };
      expect(saved.days[0]!.routes.map((route) => [route.level, route.track])).toEqual([
        ['short', 'program5-rovid.gpx'],
        ['medium', undefined],
        ['long', RECORDED_TRACK.file],
      ]);
      expect(await tripsCheck()).toMatchObject({ ok: true });
      expect(problems).toEqual([]);
      await context.close();
    });

    it('refuses a file that is no track, and a track far longer than its route, changing nothing (on a phone)', async () => {
      const before = read('trips/2025/program5.json');
      const { page, context } = await openEditor('#/collections/turak/entries/2025/program5', 'phone');
      await page.getByLabel('Cím', { exact: true }).waitFor();
      // The medium route, the one without a track (the short one has the sample).
      const medium = page.locator('.editor-track').nth(1);
      await openRoutes(page);
      await trackInputs(page)
        .nth(1)
        .setInputFiles(upload('jegyzet.gpx', Buffer.from('Indulás 7:00, Diósgyőr')));
      await medium.getByRole('alert').waitFor();
      expect(await medium.getByRole('alert').textContent()).toMatch(
        /^A választott fájl nem nyomvonal: .+\. Ilyen fájl kell: GPX 1\.1 fájl egy nyomvonallal, magasságokkal\. Az útvonal nyomvonala nem változott\.$/,
      );
      expect(await medium.textContent()).toContain('Ennek az útvonalnak még nincs nyomvonala.');

      // The 16 km recording on the 13 km route: the save is refused with the check's line, which
      // names the route and both lengths (on a phone the preview with the check is a tap away).
      await trackInputs(page).nth(1).setInputFiles(upload('felvetel.gpx', recorded));
      await expect.poll(() => medium.textContent()).toContain('Feltöltött nyomvonal');
      const { lengthKm } = (readTrack('felvetel.gpx', recorded.toString('utf8')) as { facts: TrackFacts })
        .facts;
      expect(await medium.getByRole('alert').textContent()).toBe(
        `A nyomvonal ${formatNumber(lengthKm)} km, az útvonal távja 13 km: 10%-nál több az eltérés, így nem menthető. Javítsa a távot, vagy töltse fel a jó fájlt.`,
      );
      await save(page);
      const refused = toast(page).filter({ hasText: 'Nem mentettem el.' });
      await refused.waitFor();
      expect(await refused.innerText()).toMatch(
        /„GPX nyomvonal” \(1\. nap, közepes táv\): a nyomvonal hossza több mint 10%-kal eltér .*elvárt: 13 km ± 10%, most: \d+,\d km\./,
      );
      expect(existsSync(file('trips/2025/program5-kozepes.gpx'))).toBe(false);
      expect(read('trips/2025/program5.json')).toBe(before);
      await context.close();
    });

    it("replaces a route's track with a new recording when the trip is saved, and not before", async () => {
      const again = Buffer.from(
        recorded
          .toString('utf8')
          .replace('<time>2026-03-07T06:30:00Z</time>', '<time>2026-03-14T06:30:00Z</time>'),
      );
      expect(again.equals(recorded)).toBe(false);
      const { page, context, problems } = await openEditor('#/collections/turak/entries/2025/program5');
      const actions = backendActions(page);
      const long = page.locator('.editor-track').nth(2);
      await expect.poll(() => long.textContent()).toContain('Ennek az útvonalnak van nyomvonala.');
      await openRoutes(page);

      await trackInputs(page).nth(2).setInputFiles(upload('felvetel-2.gpx', again));
      await expect.poll(() => long.textContent()).toContain('Feltöltött nyomvonal (');
      await previewPane(page).getByText('Az ellenőrzés rendben: így menthető.').waitFor();
      await save(page);
      await toast(page).filter({ hasText: 'Elmentve.' }).waitFor();
      await expect
        .poll(() => readFileSync(file(`trips/2025/${RECORDED_TRACK.file}`)).equals(again))
        .toBe(true);
      // Decap deletes a file uploaded again at once; the editor left it to the save to replace.
      expect(actions.filter((action) => action.startsWith('delete'))).toEqual([]);
      expect(actions).toContain('persistEntry');
      expect(await tripsCheck()).toMatchObject({ ok: true });
      expect(problems).toEqual([]);
      await context.close();
    });
  });
});

describe('npm run build', () => {
  const dist = process.env.E2E_DIST ?? 'dist';

  it("writes the editor into dist/admin/, and none of it into what the site's visitors load or keep", () => {
    expect(existsSync(join(dist, 'admin/index.html')), 'npm run build writes dist/admin/index.html').toBe(
      true,
    );
    expect(existsSync(join(dist, 'admin/tartalom.json'))).toBe(true);
    // The service worker's precache: what a visitor's browser downloads at the first visit.
    const precached = precachedFiles(dist);
    expect(precached).toContain('index.html');
    expect(precached.filter((url) => url.startsWith('admin/'))).toEqual([]);
    // The site's own bundles, whose manifest the byte budgets are worked out from.
    expect(Object.keys(readManifest(dist)).filter((key) => key.startsWith('admin/'))).toEqual([]);
    const siteScripts = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    expect(
      siteScripts.filter((file) => readFileSync(join(dist, 'assets', file), 'utf8').includes('decap-cms')),
    ).toEqual([]);
  });
});
