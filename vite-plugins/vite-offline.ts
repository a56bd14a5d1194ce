/**
 * The offline support ("readable with no signal"), kept out of vite.config.ts so that
 * file stays short: offlineSupport builds the service worker (src/offline/sw.ts, through
 * vite-plugin-pwa) with what it precaches, and the web app manifest. What it keeps at run
 * time is src/offline/cache-rules.ts. The page frame it serves for an address with no page
 * of its own is vite-plugins/page-frame.ts.
 */
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { readClubLook } from './vite-club-look.ts';

/** The icons the manifest names, drawn from the club's logo (vite-plugins/vite-club-look.ts). */
const ICONS: ManifestOptions['icons'] = [
  { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/**
 * Chunks left out of the precache, which a new visitor's phone downloads at the first visit
 * whatever they open: they are cached at run time once used (src/offline/sw.ts).
 * - Trip documents, and the trip route's loader with the list of trip documents it reads
 *   (src/data/trips.ts), which grows with every trip: nobody needs every trip.
 * - The calendar files' code (22 kB), loaded by a tap on Naptárba, and the forecast's view
 *   (10 kB), loaded for a trip within the week: parts few visitors use. Offline before they
 *   were ever loaded, the button says in Hungarian that the file could not be made, and the
 *   forecast shows nothing, as when its read fails. Their stylesheets stay in the precache
 *   (under 1 kB), so a view kept for offline is never unstyled.
 * - The trip screen's code: a trip page never opened cannot be shown offline anyway (its
 *   document is not in the precache), and one opened has its screen cached with it.
 * - The privacy notice's text (1.3 kB): read once, online, by few; once read it is cached
 *   like any screen's code.
 * - The yearly program's calendar subscription (1.1 kB): subscribing needs the network, and
 *   offline with its chunk never fetched the program shows without it.
 * - The builders of the screens' schema.org data (src/lib/json-ld.ts): only a crawler reads
 *   that, and a crawler is online (src/components/shared/json-ld-script.tsx).
 * A chunk is left out when it holds such a module, as its entry or shared, and so is a chunk
 * that only left-out chunks import (a part of the trip screen split off for the calendar file).
 */
const RUNTIME_ONLY_MODULES = [
  /\/trips\/(?:[^/]+\/)*[^/]+\.json$/,
  /\/src\/data\/trips\.ts$/,
  /\/src\/routes\/trip-loader\.ts$/,
  /\/src\/routes\/trip-screen\.tsx$/,
  /\/src\/components\/shared\/calendar-downloads\.tsx?$/,
  /\/src\/components\/shared\/forecast-view\.tsx$/,
  /\/src\/routes\/privacy-screen\.tsx$/,
  /\/src\/components\/program\/calendar-subscription\.tsx$/,
  /\/src\/lib\/json-ld\.ts$/,
];

export function offlineSupport(): Plugin[] {
  const runtimeOnlyFiles = new Set<string>();
  // id first, as in every manifest so far; its value is set below.
  const manifest: Partial<ManifestOptions> = { id: undefined };
  // The manifest's id is the site's address, Vite's base; known once the config is resolved,
  // and read by VitePWA's own configResolved (a 'pre' plugin too), so this one goes first.
  const manifestId: Plugin = {
    name: 'club:manifest-id',
    enforce: 'pre',
    configResolved(config) {
      manifest.id = config.base;
    },
  };
  const collectRuntimeOnly: Plugin = {
    name: 'club:runtime-only-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      runtimeOnlyFiles.clear();
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      for (const chunk of chunks) {
        if (chunk.moduleIds.some((id) => RUNTIME_ONLY_MODULES.some((pattern) => pattern.test(id)))) {
          // The app's own chunk would then be missing offline: a trip module has come into it.
          if (chunk.isEntry)
            this.error(`${chunk.fileName} holds trip code, so the precache would leave the app out`);
          runtimeOnlyFiles.add(chunk.fileName);
        }
      }
      // Then the chunks only those import, statically or not, until no more are found.
      const importers = new Map<string, string[]>();
      for (const chunk of chunks)
        for (const imported of [...chunk.imports, ...chunk.dynamicImports])
          importers.set(imported, [...(importers.get(imported) ?? []), chunk.fileName]);
      let found = true;
      while (found) {
        found = false;
        for (const chunk of chunks) {
          const by = importers.get(chunk.fileName) ?? [];
          if (chunk.isEntry || runtimeOnlyFiles.has(chunk.fileName) || by.length === 0) continue;
          if (by.every((file) => runtimeOnlyFiles.has(file))) {
            runtimeOnlyFiles.add(chunk.fileName);
            found = true;
          }
        }
      }
      // And the stylesheets only those chunks bring (the map's, the forecast view's): fetched with
      // them, and kept with them at run time ('chunks' below).
      const cssOf = (chunk: (typeof chunks)[number]) => [...(chunk.viteMetadata?.importedCss ?? [])];
      const precachedCss = new Set(
        chunks.filter((chunk) => !runtimeOnlyFiles.has(chunk.fileName)).flatMap(cssOf),
      );
      for (const chunk of chunks)
        if (runtimeOnlyFiles.has(chunk.fileName))
          for (const css of cssOf(chunk)) if (!precachedCss.has(css)) runtimeOnlyFiles.add(css);
    },
  };

  const { club, palette } = readClubLook();
  return [
    manifestId,
    collectRuntimeOnly,
    ...VitePWA({
      // A new version waits until the visitor presses the reload button
      // of the update note (src/offline/update-prompt.tsx): never a page half old, half new.
      registerType: 'prompt',
      // Registered by src/offline/register-service-worker.ts after the page has loaded, so
      // its code is not part of the first view.
      injectRegister: false,
      // Icons are fetched by the browser when installing, not by the page: kept out of the
      // precache, which a visitor on a weak signal downloads at the first visit.
      includeManifestIcons: false,
      // start_url and scope default to Vite's base.
      manifest: Object.assign(manifest, {
        name: `${club.siteName} – túraprogram`,
        short_name: club.shortName,
        description: club.description,
        lang: 'hu',
        dir: 'ltr',
        display: 'standalone',
        theme_color: palette.green,
        background_color: palette.bg,
        icons: ICONS,
      }),
      // The worker is src/offline/sw.ts, written out (it says why); the build writes the precache
      // list into it.
      strategies: 'injectManifest',
      srcDir: 'src/offline',
      filename: 'sw.ts',
      injectManifest: {
        // One classic script, as a worker is registered.
        rollupFormat: 'iife',
        // The app shell: the page frame (404.html) and the home page, the app's scripts and
        // styles, the header's logo. Every other page is kept once it has been opened.
        globPatterns: ['index.html', '404.html', 'assets/*.{js,css}', 'favicon.svg'],
        manifestTransforms: [
          (entries) =>
            Promise.resolve({
              manifest: entries.filter((entry) => !runtimeOnlyFiles.has(entry.url)),
              warnings: [],
            }),
        ],
      },
    }),
  ];
}
