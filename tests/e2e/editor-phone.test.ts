/**
 * The volunteers' editor at /admin/ on a phone (375 × 740), as the run's
 * `npm run build` wrote it (dist/admin/) under firebase.json's headers, on
 * Decap's in-memory test repository (`/admin/?proba`, admin/main.tsx): the
 * site's publishing flow (save, review, publish) without GitHub, every change
 * kept in the page. What the editor does with the files on a volunteer's own
 * machine is tests/e2e/editor.test.ts's.
 *
 * EDITOR_SHOTS=<folder> saves a screenshot of each step there, to look at, and the
 * text the walk read on each screen (kepernyok-szovege.json).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { preview, type Plugin, type PreviewServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SNAPSHOT } from '../../admin/addresses.ts';
import { editorConfig } from '../../admin/editor-config.ts';
import type { EditorField } from '../../admin/fields.ts';
import { jsonText } from '../../admin/json-text.ts';
import { CLUB_WORDS, EVENT_WORDS, TRIP_WORDS } from '../../admin/labels.ts';
import type { ContentSources } from '../../content-check/content-check.ts';
import { newTripDocument } from '../../content-check/trip-template.ts';
import { chromiumForThisFile, openPage } from '../support/browser.ts';
import { hostingHeadersFor } from '../support/hosted-site.ts';
import { season2026 } from '../support/season-2026.ts';

const browser = chromiumForThisFile();
const dist = process.env.E2E_DIST ?? 'dist';
const shots = process.env.EDITOR_SHOTS;
const PHONE = { width: 375, height: 740 };
let server: PreviewServer;
let baseUrl: string;

/** firebase.json's headers on every answer, as Firebase Hosting gives them: the editor's own policy. */
function hostingHeaders(): Plugin {
  return {
    name: 'test:hosting-headers',
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
        for (const [key, value] of Object.entries(hostingHeadersFor(path))) response.setHeader(key, value);
        next();
      });
    },
  };
}

/** The editor on the in-memory repository at `hash`, signed in, on a 375 × 740 screen. */
async function openEditor(hash = '') {
  const watched = await openPage(browser(), baseUrl, 'phone');
  await watched.page.setViewportSize(PHONE);
  await watched.page.goto(`${baseUrl}/admin/?proba${hash}`);
  await watched.page.getByRole('button', { name: 'Bejelentkezés' }).click();
  return watched;
}

async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`) });
}

/** Decap's toolbar of the entry being edited. */
const toolbar = (page: Page) => page.locator('[class*="-ToolbarContainer"]');

/** Whether `control` lies wholly on the screen, its middle not covered by anything else. */
async function onScreen(control: Locator) {
  return control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside =
      box.width > 0 && box.left >= 0 && box.right <= innerWidth && box.top >= 0 && box.bottom <= innerHeight;
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return inside && (top === element || element.contains(top));
  });
}

/** The toast Decap shows after a save or a publish. */
const toast = (page: Page) => page.locator('.Toastify__toast-body');

/** Closes Decap's toasts, which cover the toolbar for a while. */
async function closeToasts(page: Page) {
  for (const close of await page.locator('.Toastify__close-button').all()) await close.tap();
  await page.locator('.Toastify__toast').first().waitFor({ state: 'detached' });
}

/**
 * What no editor screen may show a volunteer: a field's path, a command, a
 * file name, the database's name, the hedged article, or a field's JSON key
 * (`startDate`, `departures`) where its label belongs.
 */
const FIELD_KEYS = [
  ...new Set(
    [TRIP_WORDS, EVENT_WORDS, CLUB_WORDS].flatMap((words) =>
      Object.keys(words).map((path) =>
        path
          .split(/[.[\]]+/)
          .filter(Boolean)
          .at(-1)!,
      ),
    ),
  ),
].filter((key) => key !== '$schema');

/** The label of every list of the forms, in small letters: what Decap would write after a count ("2 árak"). */
const LIST_LABELS = editorConfig({ repo: '', authUrl: '', siteUrl: '' }, 'http://127.0.0.1')
  .collections.flatMap((collection) => [
    ...(collection.fields ?? []),
    ...(collection.files ?? []).flatMap((file) => file.fields),
  ])
  .flatMap(function lists(field: EditorField): EditorField[] {
    return [...(field.widget === 'list' ? [field] : []), ...(field.fields ?? []).flatMap(lists)];
  })
  .map((list) => list.label.toLowerCase());

function technicalWords(text: string): string[] {
  const found = [
    // Hungarian puts the singular after a number: "2 ár", "3 nap".
    ...LIST_LABELS.filter((label) =>
      new RegExp(`\\d ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'iu').test(text),
    ).map((label) => `<szám> ${label}`),
    ...(text.match(/\[\d+\]|\bnpm\b|\S+\.(?:json|gpx)\b|Firestore|a\(z\)/g) ?? []),
    ...FIELD_KEYS.filter((key) => text.includes(`.${key}`)).map((key) => `.${key}`),
    ...FIELD_KEYS.filter((key) => new RegExp(`(^|[^\\p{L}])${key}($|[^\\p{L}])`, 'u').test(text)),
    // A label is shown in capitals: a key there would be too (STARTDATE).
    ...FIELD_KEYS.filter((key) => /[a-z][A-Z]/.test(key) && text.includes(key.toUpperCase())),
  ];
  return found;
}

/** The text of the whole screen as shown (labels in capitals): the page and what its panes scroll away. */
const screenText = (page: Page) => page.locator('body').innerText();

/**
 * Opens every closed list and group of the form, the inner ones as they appear, as a volunteer
 * would tap them: each once (an empty list stays "closed", having nothing to open).
 */
async function openEveryItem(page: Page) {
  const opened = await page.evaluate(async () => {
    const tapped = new WeakSet<Element>();
    for (let round = 0; round < 20; round++) {
      const closed = [...document.querySelectorAll('button[aria-label="Kinyitás"]')].filter(
        (button) => !tapped.has(button),
      );
      if (closed.length === 0) return true;
      for (const button of closed) {
        tapped.add(button);
        (button as HTMLButtonElement).click();
      }
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
    return false;
  });
  expect(opened, 'every closed list and group opened').toBe(true);
}

/**
 * The text of the entry's preview: on a phone it takes the form's place at the toggle under the
 * toolbar; turned off again after, as Decap keeps the choice for the next entry.
 */
async function previewText(page: Page, ready: string) {
  const toggle = page.getByRole('button', { name: 'Előnézet be/ki' });
  await toggle.tap();
  const body = page.frameLocator('iframe').first().locator('body');
  await body.getByText(ready).first().waitFor();
  const text = await body.innerText();
  await toggle.tap();
  await page.locator('iframe').first().waitFor({ state: 'detached' });
  return text;
}

describe('the editor at /admin/ on a phone', () => {
  beforeAll(async () => {
    if (!existsSync(join(dist, 'admin/index.html')))
      throw new Error(
        `${dist}/admin/ is missing: build with \`npm run build\`, which builds the editor too.`,
      );
    server = await preview({
      configFile: 'vite.config.ts',
      plugins: [hostingHeaders()],
      build: { outDir: dist },
      preview: { port: 0, host: '127.0.0.1', strictPort: false },
      logLevel: 'silent',
    });
    baseUrl = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
  });

  afterAll(async () => {
    await new Promise<void>((done) => (server ? server.httpServer.close(() => done()) : done()));
  });

  it('has every toolbar control of an entry on the screen, and each answers a tap', async () => {
    const { page, context, problems } = await openEditor('#/collections/turak/entries/2025/program5');
    await page.getByLabel('Cím', { exact: true }).waitFor();
    await shot(page, '01-tura-szerkesztese');
    const controls = toolbar(page).locator('a, button, [role="button"]');
    const names = await controls.evaluateAll((elements) =>
      elements.map((element) => element.textContent?.trim() ?? ''),
    );
    expect(names).toEqual([
      '← Vissza: TúrákVáltoztatások elmentve',
      'Mentés',
      'Közzétéve',
      'Bejegyzés törlése',
      'Előnézet ellenőrzése',
      '',
    ]);
    for (const [index, name] of names.entries())
      expect(await onScreen(controls.nth(index)), name || 'account menu').toBe(true);
    // The preview toggle is the form's own, under the toolbar.
    const previewToggle = page.getByRole('button', { name: 'Előnézet be/ki' });
    expect(await onScreen(previewToggle)).toBe(true);

    // The published entry's menu: a copy, or a new trip.
    await page.getByRole('button', { name: 'Közzétéve' }).tap();
    await page.getByRole('menuitem', { name: 'Másolat készítése' }).waitFor();
    await shot(page, '02-kozzeteve-menu');
    await page.keyboard.press('Escape');
    await page.getByRole('menuitem', { name: 'Másolat készítése' }).waitFor({ state: 'hidden' });

    // Deleting asks first; the test says no.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.getByRole('button', { name: 'Bejegyzés törlése' }).tap();
    expect(await asked).toBe('Törli ezt a közzétett bejegyzést?');
    await page.getByLabel('Cím', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Előnézet ellenőrzése' }).tap();

    // The account menu, with the way out.
    await toolbar(page).locator('[class*="-AvatarDropdownButton"]').tap();
    const logOut = page.getByRole('menuitem', { name: 'Kijelentkezés' });
    await logOut.waitFor();
    expect(await onScreen(logOut)).toBe(true);
    await shot(page, '03-fiok-menu');
    await page.keyboard.press('Escape');

    // The preview in the form's place, and back.
    await previewToggle.tap();
    await page.frameLocator('iframe').first().getByText('Az ellenőrzés rendben: így menthető.').waitFor();
    // The verdict and the page sit off the pane's left edge by the site's own side margin.
    const lefts = await page
      .frameLocator('iframe')
      .first()
      .locator('.editor-check, h1')
      .evaluateAll((elements) => {
        const margin = parseFloat(getComputedStyle(document.querySelector('.site-main')!).paddingLeft);
        return { margin, lefts: elements.map((element) => element.getBoundingClientRect().left) };
      });
    expect(lefts.margin).toBeGreaterThan(0);
    expect(lefts.lefts).toEqual([lefts.margin, lefts.margin]);
    await shot(page, '04-elonezet');
    await previewToggle.tap();
    await page.getByLabel('Cím', { exact: true }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('has the collections, their entries and the new-entry button on the screen', async () => {
    const { page, context, problems } = await openEditor('#/collections/turak');
    await page.getByText('Diósgyőr – Andó-kút – Fónagyság – Varbói-tó').first().waitFor();
    await shot(page, '05-turak-listaja');
    for (const control of [
      page.getByRole('link', { name: 'Túrák' }).first(),
      page.getByRole('link', { name: 'Eseménylisták' }).first(),
      page.getByRole('link', { name: 'A klub adatai' }).first(),
      page.getByText('Új túra', { exact: true }),
    ])
      expect(await onScreen(control)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('publishes a changed trip: save, review, ready, publish, each tapped on the phone', async () => {
    const { page, context, problems } = await openEditor('#/collections/turak/entries/2025/program5');
    const title = page.getByLabel('Cím', { exact: true });
    await title.waitFor();
    await title.fill('Diósgyőr – Varbói-tó, tavaszi körtúra');
    await page.getByRole('button', { name: 'Mentés', exact: true }).tap();
    await toast(page).filter({ hasText: 'Elmentve.' }).waitFor();
    await closeToasts(page);
    await shot(page, '06-mentve-piszkozat');

    const status = page.getByRole('button', { name: /^Állapot:/ });
    expect(await status.textContent()).toBe('Állapot: Piszkozat');
    for (const control of [status, page.getByRole('button', { name: 'Közzététel', exact: true })])
      expect(await onScreen(control)).toBe(true);
    await status.tap();
    await page.getByRole('menuitem', { name: 'Felülvizsgálat alatt' }).tap();
    await expect.poll(() => status.textContent()).toBe('Állapot: Felülvizsgálat alatt');
    await closeToasts(page);
    await shot(page, '07-felulvizsgalat');
    await status.tap();
    await page.getByRole('menuitem', { name: 'Kész' }).tap();
    await expect.poll(() => status.textContent()).toBe('Állapot: Kész');
    await closeToasts(page);

    await page.getByRole('button', { name: 'Közzététel', exact: true }).tap();
    const publishNow = page.getByRole('menuitem', { name: 'Közzététel most' });
    expect(await onScreen(publishNow)).toBe(true);
    await shot(page, '08-kozzetetel-menu');
    page.once('dialog', (dialog) => void dialog.accept());
    await publishNow.tap();
    await toast(page).filter({ hasText: 'Közzétéve.' }).waitFor();
    await shot(page, '09-kozzeteve');
    const published = await page.evaluate(() => {
      const files = (
        window as unknown as { repoFiles: Record<string, Record<string, Record<string, unknown>>> }
      ).repoFiles;
      return (files.trips!['2025']!['program5.json'] as { content: string }).content;
    });
    expect(JSON.parse(published)).toMatchObject({ title: 'Diósgyőr – Varbói-tó, tavaszi körtúra' });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('picks a picture, a departure point and a place on the map, and saves what the files take', async () => {
    const { page, context, problems } = await openEditor('#/collections/turak/entries/2025/program5');
    await page.getByLabel('Cím', { exact: true }).waitFor();
    const picture = page.locator('.editor-picture').first();
    await picture.getByText('Másik kép választása').tap();
    await picture.locator('label', { hasText: 'matra' }).tap();
    await picture.getByText('A választott kép: matra').waitFor();
    await picture.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await shot(page, '10-kep-valasztasa');
    // The departures' points, the club's points by name: the two swapped.
    for (const [from, to] of [
      ['Benzinkút', 'Parkoló'],
      ['Parkoló', 'Benzinkút'],
    ]) {
      const point = page.locator('[class*="-control"]', { hasText: from }).last();
      await point.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await point.tap();
      await page.getByRole('option', { name: to }).tap();
    }
    await shot(page, '11-indulasi-hely');
    const place = page.locator('.editor-coordinates').first();
    await place.getByLabel('Szélesség (fok)').fill('47.9');
    await place.getByLabel('Hosszúság (fok)').fill('19.95');
    await place.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shot(page, '12-helye-a-terkepen');
    await page.getByRole('button', { name: 'Mentés', exact: true }).tap();
    await toast(page).filter({ hasText: 'Elmentve.' }).waitFor();
    const saved = await page.evaluate(() => {
      const entries = Object.values(
        (window as unknown as { repoFilesUnpublished: Record<string, { diffs: Array<{ content: string }> }> })
          .repoFilesUnpublished,
      );
      return entries[0]!.diffs[0]!.content;
    });
    expect(JSON.parse(saved)).toMatchObject({
      picture: 'matra.svg',
      departures: [{ point: 'parkolo' }, { point: 'benzinkut' }],
      destination: { coordinates: { lat: 47.9, lon: 19.95 } },
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses a fee typed as text, naming the field by its label and saying what to write', async () => {
    const { page, context } = await openEditor('#/collections/turak/entries/2025/program3');
    await page.getByLabel('Cím', { exact: true }).waitFor();
    await page.getByLabel('Ár (Ft/fő)', { exact: true }).first().fill('9 000 Ft');
    await page.getByRole('button', { name: 'Mentés', exact: true }).tap();
    const refused = toast(page).filter({ hasText: 'Nem mentettem el.' });
    await refused.waitFor();
    // The toast slides in.
    await page.waitForTimeout(500);
    await shot(page, '13-elutasitott-mentes');
    expect(await refused.innerText()).toBe(
      'Nem mentettem el. Javítsa ki, és mentse újra:\n' +
        '• „Ár (Ft/fő)” (40 fős csoport): egy szám legyen, például 9000 (most ez áll benne: „9 000 Ft”).',
    );
    expect(
      await page.evaluate(() =>
        Object.keys((window as unknown as { repoFilesUnpublished: object }).repoFilesUnpublished),
      ),
    ).toEqual([]);
    await context.close();
  });

  // Every screen is loaded afresh and each list and preview opened: some twenty starts of the
  // editor, two to four seconds each beside the rest of the suite.
  it('shows a volunteer no path, command, file name, JSON key or hedged article on any screen', async () => {
    const { page, context } = await openEditor('#/collections/turak');
    const screens: Record<string, string> = {};
    // Each screen loaded afresh, as a volunteer's link opens it (signed in, Decap remembers it).
    const visit = async (name: string, hash: string, ready: () => Promise<unknown>) => {
      await page.goto('about:blank');
      await page.goto(`${baseUrl}/admin/?proba${hash}`);
      await ready();
      screens[name] = await screenText(page);
    };
    await page.getByText('Diósgyőr – Andó-kút – Fónagyság – Varbói-tó').first().waitFor();
    screens['a túrák listája'] = await screenText(page);
    await visit('az eseménylisták listája', '#/collections/esemenyek', () =>
      page.getByText('2025. évi program').first().waitFor(),
    );
    await visit('a klub adatainak listája', '#/collections/klub', () =>
      page.getByText('Szervezők és indulási helyek').first().waitFor(),
    );
    await visit('egy túra', '#/collections/turak/entries/2025/program5', () =>
      page.getByLabel('Cím', { exact: true }).waitFor(),
    );
    screens['egy túra előnézete'] = await previewText(page, 'Az ellenőrzés rendben: így menthető.');
    await openEveryItem(page);
    screens['egy túra, minden listája kinyitva'] = await screenText(page);
    await page.getByText('Árak', { exact: true }).evaluate((label) => label.scrollIntoView());
    await shot(page, '14-tura-kinyitva');
    await visit('egy évad eseménylistája', '#/collections/esemenyek/entries/2025', () =>
      page.getByText('2025.01.04 · Újévi túra: Szilvásvárad – Szalajka-völgy').waitFor(),
    );
    screens['egy évad eseménylistájának előnézete'] = await previewText(page, 'Az ellenőrzés rendben');
    await visit('a klub adatai', '#/collections/klub/entries/klub', () =>
      expect
        .poll(() => page.getByLabel('Az egyesület neve', { exact: true }).inputValue())
        .toBe('Zöld Ösvény Természetjáró Egyesület'),
    );
    screens['a klub adatainak előnézete'] = await previewText(page, 'Az ellenőrzés rendben');
    await openEveryItem(page);
    screens['a klub adatai, minden listája kinyitva'] = await screenText(page);
    await shot(page, '15-klub-adatai');

    // This year's program, and a new trip of it as the template starts it (`trips:new`), a draft
    // with its fields left to fill: the reminders of what is left.
    await page.route(`**/admin/${CONTENT_SNAPSHOT}`, async (route) => {
      const sources = (await (await route.fetch()).json()) as ContentSources;
      sources.events.push({ file: 'src/content/events/2026.json', text: jsonText(season2026) });
      const club = JSON.parse(sources.club.text) as Parameters<typeof newTripDocument>[1]['club'];
      sources.trips.push({
        file: 'trips/2026/program40.json',
        text: jsonText(newTripDocument('program40', { events: season2026, club, today: '2026-01-01' })),
      });
      await route.fulfill({ json: sources });
    });
    await visit('egy új túra vázlata', '#/collections/turak/entries/2026/program40', () =>
      page.getByLabel('Cím', { exact: true }).waitFor(),
    );
    screens['egy új túra vázlatának előnézete'] = await previewText(page, 'Még nézze át');
    await page.getByRole('button', { name: 'Előnézet be/ki' }).tap();
    await page.frameLocator('iframe').first().getByText('Még nézze át').waitFor();
    await shot(page, '16-vazlat-elonezete');
    await page.getByRole('button', { name: 'Előnézet be/ki' }).tap();

    // Last year's trip copied onto this year's program: the note on what the copy does.
    await visit('egy túra másolata', '#/collections/turak/entries/2025/program5', async () => {
      await page.getByLabel('Cím', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Közzétéve' }).tap();
      await page.getByRole('menuitem', { name: 'Másolat készítése' }).tap();
      await page.getByLabel('Cím', { exact: true }).waitFor();
    });
    screens['egy túra másolatának előnézete'] = await previewText(page, 'Másolat az új évadra.');
    await page.getByRole('button', { name: 'Előnézet be/ki' }).tap();
    await page.frameLocator('iframe').first().getByText('Másolat az új évadra.').waitFor();
    await shot(page, '17-masolat-elonezete');
    await page.getByRole('button', { name: 'Előnézet be/ki' }).tap();
    await page.unroute(`**/admin/${CONTENT_SNAPSHOT}`);

    // The publishing flow: a saved change, its status menu, the workflow's board.
    await visit('egy mentett változtatás', '#/collections/turak/entries/2025/program5', async () => {
      await page.getByLabel('Cím', { exact: true }).fill('Diósgyőr – Varbói-tó');
      await page.getByRole('button', { name: 'Mentés', exact: true }).tap();
      await toast(page).filter({ hasText: 'Elmentve.' }).waitFor();
      await page.getByRole('button', { name: /^Állapot:/ }).tap();
      await page.getByRole('menuitem', { name: 'Kész' }).waitFor();
    });
    screens['a munkafolyamat'] = await page.evaluate(async () => {
      location.hash = '#/workflow';
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return document.body.innerText;
    });
    await shot(page, '18-munkafolyamat');

    await visit('egy elutasított mentés', '#/collections/turak/entries/2025/program3', async () => {
      await page.getByLabel('Ár (Ft/fő)', { exact: true }).first().fill('9 000 Ft');
      await page.getByLabel('A túra (első) napja', { exact: true }).fill('2025.03.01');
      await page.getByRole('button', { name: 'Mentés', exact: true }).tap();
      await toast(page).filter({ hasText: 'Nem mentettem el.' }).waitFor();
    });

    // Each screen was read as a volunteer sees it.
    expect(screens['egy túra']).toContain('AZ OLDAL KULCSA');
    expect(screens['egy túra előnézete']).toContain('Az ellenőrzés rendben: így menthető.');
    expect(screens['egy túra, minden listája kinyitva']).toMatch(/\d ár(?!\p{L})/u);
    expect(screens['egy új túra vázlatának előnézete']).toContain(
      '„Ár (Ft/fő)” (1. ár): még az új túra mintaértéke áll benne (12345); írja be a valódit.',
    );
    expect(screens['egy túra másolatának előnézete']).toContain('2026. évi program túrái közé kerül');
    expect(screens['a klub adatai']).toContain('INDULÁSI HELYEK');
    expect(screens['a munkafolyamat']).toContain('Munkafolyamat');
    expect(screens['egy elutasított mentés']).toContain(
      '• „A túra (első) napja”: ilyen legyen: dátum ÉÉÉÉ-HH-NN alakban, pl. 2025-01-18 (most ez áll benne: „2025.03.01”).',
    );
    if (shots) writeFileSync(join(shots, 'kepernyok-szovege.json'), JSON.stringify(screens, null, 2));
    const found = Object.fromEntries(
      Object.entries(screens).map(([name, text]) => [name, technicalWords(text)]),
    );
    expect(found).toEqual(Object.fromEntries(Object.keys(screens).map((name) => [name, []])));
    await context.close();
  }, 180_000);
});
