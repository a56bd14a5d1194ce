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
 */
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build, createServer, type Alias, type Plugin, type Rolldown } from 'vite';
import type { ClubEvent } from '../schema/event.ts';
import type { PrerenderedScreens } from '../src/prerender/pick.ts';
import { formatCopy } from '../src/prerender/pick.ts';
// JSON inside a <script> element, escaped as the JSON-LD scripts are.
import { scriptJson } from '../src/lib/script-json.ts';
import type { RenderedScreen } from '../src/prerender/render.tsx';
import { snapshotModule, type EventsSnapshotApi } from './vite-events-snapshot.ts';
import { cspHash } from './first-view.ts';
import { FIREBASE_JSON, syncCspHash } from './vite-build-checks.ts';
import { validatedTrips } from './vite-validated-trips.ts';

const root = join(import.meta.dirname, '..');
const PRERENDERED_DIR = 'prerendered';
const RENDER_MODULE = '/src/prerender/render.tsx';
const BOOT_MODULE = join(root, 'src/prerender/boot.ts');

/** The inline start-up script, compiled and minified. */
async function compileBoot(): Promise<string> {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2020',
      minify: true,
      lib: { entry: BOOT_MODULE, formats: ['iife'], name: 'prerenderedBoot' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunk = results
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('vite-prerender: compiling boot.ts gave no script');
  return chunk.code.trim();
}

/** Renders the screens in Node, with the app's own modules, through a Vite server of its own. */
async function renderInNode(options: {
  mode: string;
  base: string;
  alias: Alias[];
  /** The event list a build configured for Firestore read, so the copies show the same program as the app. */
  snapshot: ClubEvent[] | null;
}): Promise<RenderedScreen[]> {
  const server = await createServer({
    configFile: false,
    root,
    base: options.base,
    mode: options.mode,
    envDir: root,
    logLevel: 'error',
    plugins: [validatedTrips(), react(), snapshotModule(() => options.snapshot)],
    resolve: {
      alias: [
        ...options.alias,
        // Neither "server" nor "client": TanStack Router then asks the router, which says
        // "browser" (createAppRouter's `prerendering`), so the copy is what the browser renders.
        {
          find: /^@tanstack\/router-core\/isServer$/,
          replacement: join(root, 'node_modules/@tanstack/router-core/dist/esm/isServer/development.js'),
        },
      ],
    },
    // Bundled through Vite so that the alias above applies inside them.
    ssr: { noExternal: [/^@tanstack\/(react-router|router-core|history)/] },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule(
      RENDER_MODULE,
    )) as typeof import('../src/prerender/render.tsx');
    return await module.renderScreens();
  } finally {
    await server.close();
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

export function prerenderedScreens(): Plugin {
  let base = '/';
  let mode = 'production';
  let alias: Alias[] = [];
  let snapshot: EventsSnapshotApi | undefined;
  let boot = '';
  let config: PrerenderedScreens | null = null;
  return {
    name: 'club:prerendered-screens',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      base = resolved.base;
      mode = resolved.mode;
      alias = resolved.resolve.alias.filter(
        (entry) => typeof entry.find !== 'string' || !entry.find.startsWith('/@'),
      );
      snapshot = (resolved.plugins.find((plugin) => plugin.name === 'club:events-snapshot')?.api ??
        undefined) as EventsSnapshotApi | undefined;
    },
    generateBundle: {
      // Before index.html is written (vite:build-html), which transformIndexHtml below changes.
      order: 'pre',
      async handler(_options, bundle) {
        const entries = Object.values(bundle).filter((item) => item.type === 'chunk' && item.isEntry);
        if (entries.length !== 1)
          throw new Error(`vite-prerender: expected one entry chunk, found ${entries.length}`);
        const entry = entries[0] as Rolldown.OutputChunk;
        const [rendered, compiled] = await Promise.all([
          renderInNode({ mode, base, alias, snapshot: snapshot?.events() ?? null }),
          compileBoot(),
        ]);
        boot = compiled;
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
        config = {
          app: `${base}${entry.fileName}`,
          preload: readerChunks(bundle, entry).map((fileName) => `${base}${fileName}`),
          base,
          dir: `${base}${PRERENDERED_DIR}/`,
          screens,
        };
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!config)
          throw new Error('vite-prerender: index.html is written before the screens were rendered');
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
      },
    },
  };
}
