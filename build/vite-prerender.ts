/**
 * Prerendered screens: the first paint needs no JavaScript.
 *
 * At build time every screen the build can know in advance is rendered to
 * HTML (src/prerender/render.tsx): each trip page, and the home page and the
 * yearly program once per day on which they change. Each copy is written to
 * `prerendered/<content hash>.html`. index.html gets, before its stylesheet,
 * the list of copies and a small inline script (src/prerender/boot.ts) that
 * fetches the copy for the address and today's date, shows it, and only then
 * loads the app, which hydrates it (src/main.tsx). The app's script tag is
 * taken out of index.html: the inline script loads it.
 *
 * The inline script is the same for every build of the same code; its hash is
 * allowed in firebase.json's Content-Security-Policy, which the build keeps
 * up to date (syncCspHash); tests/e2e/prerender.test.ts checks the result.
 *
 * How: the renderer and the inline script are environments of the site's own
 * Vite config (prerenderEnvironments), built first; this plugin takes their
 * output and, in the browser's build, renders the screens and rewrites
 * index.html.
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
import type { PrerenderedScreens } from '../src/prerender/pick.ts';
import { formatCopy } from '../src/prerender/pick.ts';
// JSON inside a <script> element, escaped as the JSON-LD scripts are.
import { scriptJson } from '../src/lib/script-json.ts';
import type { RenderedScreen } from '../src/prerender/render.tsx';
import { cspHash } from './first-view.ts';
import { FIREBASE_JSON, syncCspHash } from './vite-build-checks.ts';

const PRERENDERED_DIR = 'prerendered';
/** The build environment that bundles src/prerender/render.tsx for Node. */
export const PRERENDER_ENVIRONMENT = 'prerender';
/** The build environment that compiles the inline start-up script. */
export const BOOT_ENVIRONMENT = 'boot';

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
  const boot: EnvironmentOptions = {
    consumer: 'client',
    build: {
      write: false,
      manifest: false,
      target: 'es2020',
      minify: true,
      lib: { entry: 'src/prerender/boot.ts', formats: ['iife'], name: 'prerenderedBoot' },
      // The app's chunk groups (vite.config.ts) do not apply to one inline script.
      rolldownOptions: { output: { codeSplitting: false } },
    },
  };
  return { [BOOT_ENVIRONMENT]: boot, [PRERENDER_ENVIRONMENT]: prerender };
}

/** Plugins that belong to the browser's build only, not to the prerender and boot environments. */
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
 * index.html with the list of copies and the start-up script, which loads the
 * app: the app's own script tag is taken out.
 */
function withStartUp(html: string, config: PrerenderedScreens, boot: string): string {
  const appTag = new RegExp(`\\s*<script type="module" crossorigin src="${config.app}"></script>`);
  if (!appTag.test(html)) throw new Error(`vite-prerender: index.html does not load ${config.app}`);
  const stylesheet = html.indexOf('<link rel="stylesheet"');
  if (stylesheet === -1) throw new Error('vite-prerender: index.html has no stylesheet link');
  // Before the stylesheet: an inline script after it would wait for it to download.
  const tags =
    `<script type="application/json" id="prerendered-screens">${scriptJson(config)}</script>\n    ` +
    `<script>${boot}</script>\n    `;
  const withTags = `${html.slice(0, stylesheet)}${tags}${html.slice(stylesheet)}`;
  return withTags.replace(appTag, '');
}

export function prerenderedScreens(): Plugin {
  let renderer = '';
  let boot = '';
  return {
    name: 'club:prerendered-screens',
    apply: 'build',
    // One instance for the three environments: it carries the start-up script and the
    // renderer from their builds to the browser's.
    sharedDuringBuild: true,
    generateBundle: {
      // After index.html is in the bundle (vite:build-html), which this changes here rather
      // than in transformIndexHtml: Vite's HTML plugin calls each environment's own instance
      // of that hook, not this shared one, which alone has the renderer's output.
      order: 'post',
      async handler(_options, bundle) {
        const environment = this.environment.name;
        if (environment === BOOT_ENVIRONMENT) {
          boot = takeOnlyChunk(bundle, environment);
          return;
        }
        if (environment === PRERENDER_ENVIRONMENT) {
          renderer = takeOnlyChunk(bundle, environment);
          return;
        }
        if (!boot || !renderer)
          throw new Error(
            `vite-prerender: the ${BOOT_ENVIRONMENT} and ${PRERENDER_ENVIRONMENT} environments are built before the browser's (builder.buildApp in vite.config.ts)`,
          );
        const { base, root } = this.environment.config;
        const entries = Object.values(bundle).filter((item) => item.type === 'chunk' && item.isEntry);
        if (entries.length !== 1)
          throw new Error(`vite-prerender: expected one entry chunk, found ${entries.length}`);
        const entry = entries[0] as Rolldown.OutputChunk;
        const rendered = await renderInNode(root, renderer);
        const hash = cspHash(boot);
        if (syncCspHash(FIREBASE_JSON, hash) === 'updated') {
          this.warn(
            `firebase.json: the start-up script changed; its Content-Security-Policy now allows ${hash}. Commit firebase.json with this change.`,
          );
        }
        const screens: PrerenderedScreens['screens'] = {};
        const emitted = new Set<string>();
        for (const screen of rendered) {
          const copies = (screens[screen.path] ??= []);
          if (screen.html === null || screen.head === null) {
            // No copy from this day on: an empty name, which the start-up script reads as none.
            if (copies.length > 0 && copies.at(-1)?.[1] !== '') copies.push([screen.from, '']);
            continue;
          }
          const html = formatCopy({ ...screen.head, queries: screen.queries, html: screen.html });
          const name = createHash('sha256').update(html).digest('hex').slice(0, 12);
          // A day that renders what the day before rendered needs no copy of its own.
          if (copies.at(-1)?.[1] === name) continue;
          copies.push([screen.from, name]);
          if (emitted.has(name)) continue;
          emitted.add(name);
          this.emitFile({ type: 'asset', fileName: `${PRERENDERED_DIR}/${name}.html`, source: html });
        }
        const config: PrerenderedScreens = {
          app: `${base}${entry.fileName}`,
          preload: readerChunks(bundle, entry).map((fileName) => `${base}${fileName}`),
          base,
          dir: `${base}${PRERENDERED_DIR}/`,
          screens,
        };
        const page = bundle['index.html'];
        if (page?.type !== 'asset') throw new Error('vite-prerender: the build has no index.html');
        page.source = withStartUp(String(page.source), config, boot);
      },
    },
  };
}
