/**
 * One HTML file per address, with its screen in it: the first paint needs no
 * JavaScript, and crawlers and link previews read each page as it is.
 *
 * At build time every screen the build can know in advance is rendered to
 * HTML (src/prerender/plan.ts lists them, src/prerender/render.tsx renders
 * them): each trip page, each season's program, and the home page, the
 * current program and the short trip addresses once per day on which they
 * change. Each address gets `<path>/index.html` (the home
 * page `index.html`): index.html with the copy for the build's day in its
 * root, its own head in its `<!--page-head-->` (title, description,
 * canonical link, preview tags, schema.org data: vite-plugins/page-head.ts),
 * and before its stylesheet the page's list of copies by day and a small
 * inline script (src/prerender/start-up.ts). Every copy is also written to
 * `prerendered/<content hash>.html`, for a page served on a later day than
 * it was built for. `404.html` is the page frame alone: an address without a
 * file (an event the club added after the build) is rendered by the app. The
 * app's script tag gives way to the inline script (`<!--app-head-->`), which
 * loads the app once the screen is on screen.
 *
 * The inline script is the same for every build of the same code; its hash is
 * allowed in firebase.json's Content-Security-Policy, which the build keeps
 * up to date (writeStartUpScriptHash); tests/e2e/prerender.test.ts checks the
 * result.
 *
 * How: the renderer and the inline script are environments of the site's own
 * Vite config (prerenderEnvironments), built first. Their one chunk each is
 * all they hand on to the browser's build, in one object (PrerenderOutputs)
 * that the plugins of prerenderedScreens share: src/prerender/render.tsx
 * renders its plan, and the browser's build writes the pages from index.html,
 * the screen in its `<!--app-html-->`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  defaultServerConditions,
  type EnvironmentOptions,
  type Plugin,
  type Rolldown,
  type UserConfig,
} from 'vite';
import type { PageStartUp } from '../src/prerender/pick.ts';
import { copyFor, formatCopy, PRERENDERED_STATE_ID } from '../src/prerender/pick.ts';
import { budapestDay } from '../src/lib/dates.ts';
// JSON inside a <script> element, escaped as the JSON-LD scripts are.
import { scriptJson } from '../src/lib/script-json.ts';
import type { RenderedCopy, RenderedScreen } from '../src/prerender/render.tsx';
import { cspHash } from './csp-hash.ts';
import { escapeMarkup } from './escape-markup.ts';
import { pageHeadTags, pageStructuredData } from './page-head.ts';
import { APP_HEAD, fillPlaceholder, PAGE_DATA, PAGE_HEAD, ROOT_ELEMENT } from './page-template.ts';
import { pageFrame } from './page-frame.ts';
import { readClub } from './build-content.ts';
import type { SiteIdentity } from '../src/lib/site-head.ts';
import { FIREBASE_JSON, syncCspHash } from './vite-build-checks.ts';
import { normaliseSiteUrl } from './vite-site-url.ts';
import { ogImagePath } from '../src/lib/feeds.ts';

const PRERENDERED_DIR = 'prerendered';
/** The build environment that bundles src/prerender/render.tsx for Node. */
export const PRERENDER_ENVIRONMENT = 'prerender';
/** The build environment that compiles the inline start-up script. */
export const START_UP_ENVIRONMENT = 'startUp';

/**
 * The two extra environments of the site's build, built before the browser's
 * own (`client`) by `builder.buildApp` in vite.config.ts. Both have the same
 * config and plugins as the app, so the copies are rendered from the modules
 * the browser runs (trip documents validated, the events snapshot); the
 * plugins that only make sense for the browser's build say so with
 * `applyToEnvironment` (see `browserOnly`). Nothing of either is written to
 * disk: this plugin takes their one chunk each from the bundle.
 */
export function prerenderEnvironments(): NonNullable<UserConfig['environments']> {
  const prerender: EnvironmentOptions = {
    consumer: 'server',
    resolve: {
      // TanStack Router's "development" build of isServer is neither "server" nor "client":
      // the library then asks the app's router, which says "browser" (createAppRouter's
      // `prerendering`), so the copy is what the browser renders. Its packages are bundled so
      // that the condition applies inside them.
      conditions: ['development', ...defaultServerConditions],
      noExternal: [/^@tanstack\/(react-router|router-core|history)/],
    },
    build: {
      write: false,
      manifest: false,
      rolldownOptions: {
        input: 'src/prerender/render.tsx',
        // One module to load in Node: trip documents imported lazily by the app are inlined.
        output: { codeSplitting: false },
      },
    },
  };
  const startUp: EnvironmentOptions = {
    consumer: 'client',
    // Built, never served: the development server has no dependency of it to bundle, and its
    // scan of every page in the project (the editor's and the organisers' too) would only fail.
    optimizeDeps: { noDiscovery: true },
    build: {
      write: false,
      manifest: false,
      target: 'es2020',
      minify: true,
      lib: { entry: 'src/prerender/start-up.ts', formats: ['iife'], name: 'prerenderedStartUp' },
      // The app's chunk groups (vite.config.ts) do not apply to one inline script.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  };
  return { [START_UP_ENVIRONMENT]: startUp, [PRERENDER_ENVIRONMENT]: prerender };
}

/** Plugins that belong to the browser's build only, not to the prerender and start-up environments. */
export function browserOnly(plugins: Plugin | Plugin[]): Plugin[] {
  return [plugins].flat().map((plugin) => ({
    ...plugin,
    applyToEnvironment: (environment) => environment.name === 'client',
  }));
}

/** The one chunk an environment built, taken out of its bundle (nothing of it is written). */
function takeOnlyChunk(bundle: Rolldown.OutputBundle, environment: string): string {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  if (chunks.length !== 1 || chunks[0]?.type !== 'chunk')
    throw new Error(`vite-prerender: the ${environment} environment built ${chunks.length} chunks, not one`);
  for (const fileName of Object.keys(bundle)) delete bundle[fileName];
  return chunks[0].code.trim();
}

/**
 * Renders the screens in Node with the prerender environment's bundle. It is
 * written next to the project's packages (node_modules/.cache), so that the
 * imports it leaves to Node (React) resolve as they do for the app; a folder
 * of its own per build, removed after, so parallel builds never meet.
 */
async function renderInNode(root: string, code: string): Promise<RenderedScreen[]> {
  const cache = join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'club-prerender-'));
  try {
    const file = join(dir, 'render.mjs');
    writeFileSync(file, code);
    const module = (await import(pathToFileURL(file).href)) as typeof import('../src/prerender/render.tsx');
    return await module.renderScreens();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * In a build configured for Firestore, the reader's chunks (Firebase SDK, zod)
 * that the app would import only once it has started: the start-up script
 * preloads them with the app, so they download in parallel with it, but after
 * the first paint, not in competition with the stylesheet and the copy.
 * Empty without a project id (there is no reader chunk).
 */
function readerChunks(bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk): string[] {
  const chunks = new Map(
    Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])),
  );
  const reader = [...chunks.values()].find((item) =>
    item.facadeModuleId?.endsWith('/src/data/firestore-events.ts'),
  );
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName) || fileName === entry.fileName || entry.imports.includes(fileName)) return;
    files.add(fileName);
    chunks.get(fileName)?.imports.forEach(visit);
  };
  if (reader) visit(reader.fileName);
  return [...files];
}

/**
 * Puts `<!--app-head-->` in index.html in place of the app's script tag, which
 * Vite writes into the head, before the stylesheet. Every page loads the app
 * from its start-up script instead, which goes there: an inline script after
 * the stylesheet would wait for it to download.
 */
function startUpPlaceholder(): Plugin {
  let base = '/';
  return {
    name: 'club:start-up-placeholder',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      // After Vite has written the app's script tag.
      order: 'post',
      handler(html, context) {
        if (!context.chunk) throw new Error('vite-prerender: index.html has no entry chunk');
        const appTag = `<script type="module" crossorigin src="${base}${context.chunk.fileName}"></script>`;
        // index.html's notes to maintainers (`<!-- The … -->`) stay out of the pages: every byte
        // before the stylesheet is one a phone on a weak signal waits for. The placeholders have
        // no space after `<!--` and are kept.
        return fillPlaceholder(html.replace(/\n?[ \t]*<!--\s[\s\S]*?-->/g, ''), appTag, APP_HEAD);
      },
    },
  };
}

/** index.html with the page's start-up list and the start-up script, which loads the app. */
function withStartUp(html: string, config: PageStartUp, startUpScript: string): string {
  return fillPlaceholder(
    html,
    APP_HEAD,
    `<script type="application/json" id="page-start-up">${scriptJson(config)}</script>\n    ` +
      `<script>${startUpScript}</script>`,
  );
}

/**
 * One address's page: index.html (`template`, with its start-up script) with
 * the screen's copy in its root and the screen's own head (pageHeadTags):
 * title, description, the preview tags, the schema.org data and, where the
 * build knows the site's address, the canonical link and og:url of the
 * screen's permanent address.
 */
export function pageHtml(
  template: string,
  page: { path: string } & Pick<RenderedCopy, 'head' | 'html' | 'state'>,
  siteUrl: string | null,
  /** The page's own preview picture (`/og/2025/program7.png`), or null for the site's. */
  image: string | null,
  club: SiteIdentity,
): string {
  const state = page.state
    ? `<script type="application/json" id="${PRERENDERED_STATE_ID}">${scriptJson(page.state)}</script>`
    : '';
  const html = fillPlaceholder(
    fillPlaceholder(template, PAGE_HEAD, pageHeadTags(page.head, { siteUrl, image, club })),
    PAGE_DATA,
    pageStructuredData(page.head),
  );
  return fillPlaceholder(
    html,
    ROOT_ELEMENT,
    `<div id="root" data-prerendered="${escapeMarkup(page.path)}">${page.html}</div>${state}`,
  );
}

/** `/2025/program3/` → `2025/program3/index.html`; `/` → `index.html`. */
function pageFile(path: string): string {
  return `${path.slice(1)}index.html`;
}

/** What the start-up script's and the renderer's environments hand on to the browser's build. */
export interface PrerenderOutputs {
  /** src/prerender/start-up.ts, compiled to one inline script. */
  startUpScript: string | null;
  /** src/prerender/render.tsx, bundled for Node. */
  renderer: string | null;
}

/** One address's copies by day (PageStartUp.copies), and every copy's file content by name. */
export interface NamedCopies {
  byAddress: Map<string, Array<[string, string]>>;
  copies: Map<string, { copy: RenderedCopy; file: string }>;
}

/**
 * Names each rendered copy by its content's hash and lists each address's
 * copies by day. A day that renders what the day before rendered needs no
 * entry of its own; "left to the browser" is an empty name, which the
 * start-up script reads as no copy (copyFor).
 */
export function nameCopies(screens: readonly RenderedScreen[]): NamedCopies {
  const byAddress = new Map<string, Array<[string, string]>>();
  const copies = new Map<string, { copy: RenderedCopy; file: string }>();
  for (const { path, day, copy } of screens) {
    const ofPath = byAddress.get(path) ?? [];
    byAddress.set(path, ofPath);
    let name = '';
    if (copy.kind === 'copy') {
      const file = formatCopy({ ...copy.head, state: copy.state, html: copy.html });
      name = createHash('sha256').update(file).digest('hex').slice(0, 12);
      if (!copies.has(name)) copies.set(name, { copy, file });
    }
    if (ofPath.length > 0 ? ofPath.at(-1)?.[1] !== name : name !== '') ofPath.push([day, name]);
  }
  return { byAddress, copies };
}

/** Both environments' chunks, or the reason the browser's build cannot go on without them. */
function requireOutputs(outputs: PrerenderOutputs): { startUpScript: string; renderer: string } {
  const { startUpScript, renderer } = outputs;
  if (startUpScript === null || renderer === null)
    throw new Error(
      `vite-prerender: the ${START_UP_ENVIRONMENT} and ${PRERENDER_ENVIRONMENT} environments are built before the browser's (builder.buildApp in vite.config.ts)`,
    );
  return { startUpScript, renderer };
}

/** Takes the start-up script's and the renderer's one chunk each out of their environments' bundles. */
function environmentOutputs(outputs: PrerenderOutputs): Plugin {
  return {
    name: 'club:prerender-environment-outputs',
    apply: 'build',
    // One instance for every environment: it fills the one object the browser's build reads.
    sharedDuringBuild: true,
    applyToEnvironment: (environment) =>
      environment.name === START_UP_ENVIRONMENT || environment.name === PRERENDER_ENVIRONMENT,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const environment = this.environment.name;
        const code = takeOnlyChunk(bundle, environment);
        if (environment === START_UP_ENVIRONMENT) outputs.startUpScript = code;
        else outputs.renderer = code;
      },
    },
  };
}

/**
 * Puts the start-up script's hash into firebase.json's Content-Security-Policy
 * (syncCspHash), so that a deploy after a change to the script (or to Vite,
 * which compiles it) does not block it; says so when it changed the file,
 * which is then to be committed.
 */
export function writeStartUpScriptHash(outputs: PrerenderOutputs, file = FIREBASE_JSON): Plugin {
  return {
    name: 'club:write-start-up-script-hash',
    apply: 'build',
    sharedDuringBuild: true,
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      const hash = cspHash(requireOutputs(outputs).startUpScript);
      if (syncCspHash(file, hash) === 'updated')
        this.warn(
          `firebase.json: the start-up script changed; its Content-Security-Policy now allows ${hash}. Commit firebase.json with this change.`,
        );
    },
  };
}

/** The browser's build's pages: every address's `<path>/index.html`, the copies, and 404.html. */
function prerenderedPages(outputs: PrerenderOutputs): Plugin {
  return {
    name: 'club:prerendered-pages',
    apply: 'build',
    sharedDuringBuild: true,
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      // After index.html is in the bundle (vite:build-html), which this changes here rather
      // than in transformIndexHtml: Vite's HTML plugin calls each environment's own instance
      // of that hook, not this shared one, which alone has the renderer's output.
      order: 'post',
      async handler(_options, bundle) {
        const { startUpScript, renderer } = requireOutputs(outputs);
        const { base, root } = this.environment.config;
        const entries = Object.values(bundle).filter((item) => item.type === 'chunk' && item.isEntry);
        if (entries.length !== 1)
          throw new Error(`vite-prerender: expected one entry chunk, found ${entries.length}`);
        const entry = entries[0] as Rolldown.OutputChunk;
        const { byAddress, copies } = nameCopies(await renderInNode(root, renderer));
        for (const [name, { file }] of copies)
          this.emitFile({ type: 'asset', fileName: `${PRERENDERED_DIR}/${name}.html`, source: file });
        const preload = readerChunks(bundle, entry).map((fileName) => `${base}${fileName}`);
        const startUp = (pageCopies: PageStartUp['copies'], inlined: string | null): PageStartUp => ({
          app: `${base}${entry.fileName}`,
          preload,
          base,
          dir: `${base}${PRERENDERED_DIR}/`,
          copies: pageCopies,
          inlined,
        });
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('vite-prerender: the build has no index.html');
        const frame = String(index.source);
        const siteUrl = normaliseSiteUrl(this.environment.config.env.VITE_SITE_URL as string | undefined);
        /** A page the app renders: the page frame in its root, the site's own head. */
        const frameOnly = (config: PageStartUp) =>
          pageFrame(withStartUp(frame, config, startUpScript), base, siteUrl);
        // The day the deploy builds for: a page served on a later day swaps in that day's copy.
        const buildDay = budapestDay(new Date());
        const pages = new Map<string, string>();
        for (const [path, pageCopies] of byAddress) {
          const name = copyFor(pageCopies, buildDay);
          const copy = name === null ? undefined : copies.get(name)?.copy;
          if (!copy) {
            pages.set(pageFile(path), frameOnly(startUp(pageCopies, null)));
            continue;
          }
          // The preview picture of what the page shows (vite-plugins/vite-site-feeds.ts draws them).
          const image =
            copy.head.canonical == null
              ? null
              : ogImagePath(copy.head.canonical ? `/${copy.head.canonical}/` : '/');
          const ownImage = image !== null && image.slice(1) in bundle ? `${base}${image.slice(1)}` : null;
          const template = withStartUp(frame, startUp(pageCopies, name), startUpScript);
          pages.set(pageFile(path), pageHtml(template, { path, ...copy }, siteUrl, ownImage, readClub(root)));
        }
        // The page frame alone, which the app renders: 404.html, and the home page of a build that
        // knew no events (a Firestore build that could not read them).
        const notFound = frameOnly(startUp([], null));
        index.source = pages.get('index.html') ?? notFound;
        pages.delete('index.html');
        for (const [fileName, source] of pages) this.emitFile({ type: 'asset', fileName, source });
        this.emitFile({ type: 'asset', fileName: '404.html', source: notFound });
      },
    },
  };
}

/**
 * The prerenderer's plugins: they share one PrerenderOutputs, filled by the
 * start-up script's and the renderer's environments and read by the browser's.
 */
export function prerenderedScreens(): Plugin[] {
  const outputs: PrerenderOutputs = { startUpScript: null, renderer: null };
  return [
    environmentOutputs(outputs),
    writeStartUpScriptHash(outputs),
    startUpPlaceholder(),
    prerenderedPages(outputs),
  ];
}
