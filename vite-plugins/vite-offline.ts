/**
 * The offline support ("readable with no signal"), kept out of vite.config.ts so that
 * file stays short: offlineSupport, the service worker (Workbox via vite-plugin-pwa)
 * and the web app manifest, and the rules of what it caches. The page frame it serves
 * for an address with no page of its own is vite-plugins/page-frame.ts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { readClub } from './build-content.ts';

const root = join(import.meta.dirname, '..');

/** The club's colours (src/styles.css --green and --bg). */
export const THEME_COLOUR = '#1f5e3a';
const BACKGROUND_COLOUR = '#faf6ec';

function clubName(): string {
  return readClub(root).clubName;
}

/** The icons the manifest names; each is included only once the file exists in public/icons. */
const ICONS: ManifestOptions['icons'] = [
  { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

function existingIcons() {
  return ICONS.filter((icon) => existsSync(join(root, 'public', icon.src)));
}

/**
 * Chunks left out of the precache, which a new visitor's phone downloads at the first visit
 * whatever they open: they are cached at run time once used (CacheFirst below).
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
];

/*
 * What each runtime cache may store: only a 200 answer of the expected type.
 * Workbox copies these functions' text into sw.js, so they refer to nothing
 * outside themselves.
 */
type CachePlugin = { cacheWillUpdate: (param: { response: Response }) => Promise<Response | null> };

/**
 * Script chunks and their stylesheets: a missing chunk may come back as an HTML page with status
 * 200; never keep that.
 */
export const onlyScripts: CachePlugin = {
  cacheWillUpdate: ({ response }) =>
    Promise.resolve(
      response.status === 200 && /javascript|text\/css/.test(response.headers.get('content-type') ?? '')
        ? response
        : null,
    ),
};

/**
 * Prerendered screens: a copy no longer on the server comes back as a 404 or an
 * HTML page of another kind. The mark is PRERENDERED_MARK (src/prerender/pick.ts),
 * written out: an imported name would not exist in sw.js.
 */
export const onlyPrerenderedCopies: CachePlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 &&
    /^text\/html/.test(response.headers.get('content-type') ?? '') &&
    (await response.clone().text()).startsWith('<!--prerendered-->')
      ? response
      : null,
};

/** Pages: a 200 answer that is HTML (a 404 page is not kept under the address it was asked for). */
export const onlyPages: CachePlugin = {
  cacheWillUpdate: ({ response }) =>
    Promise.resolve(
      response.status === 200 && /^text\/html/.test(response.headers.get('content-type') ?? '')
        ? response
        : null,
    ),
};

/** Route tracks: a GPX file, not the page frame or an error answered for a missing one. */
export const onlyTracks: CachePlugin = {
  cacheWillUpdate: ({ response }) =>
    Promise.resolve(
      response.status === 200 && /^application\/gpx\+xml/.test(response.headers.get('content-type') ?? '')
        ? response
        : null,
    ),
};

/** Offline, a page never opened: the page frame from the precache (any cache, whatever its revision). */
export const pageFrameOffline = {
  handlerDidError: async () =>
    (await caches.match('404.html', { ignoreSearch: true })) ??
    (await caches.match(`${(self as unknown as WorkerScope).registration.scope}404.html`, {
      ignoreSearch: true,
    })) ??
    Response.error(),
};

/**
 * Pictures: an error page or index.html answered for a missing one would
 * otherwise show as a broken image for good, even after the picture is back.
 */
export const onlyPictures: CachePlugin = {
  cacheWillUpdate: ({ response }) =>
    Promise.resolve(
      response.status === 200 && /^image\//.test(response.headers.get('content-type') ?? '')
        ? response
        : null,
    ),
};

/** What the urlPattern functions below may use of the service worker's global scope. */
interface WorkerScope {
  registration: { scope: string };
}

type RequestMatch = { request: Request; url: URL; sameOrigin: boolean };

/*
 * The editor at /admin/ (vite.admin.config.ts) and the organisers' page at /szervezo/
 * (vite.organisers.config.ts) are no pages of the site: they are fetched fresh from the
 * server each time, so their pages and scripts are kept in no cache (an organiser must
 * never act on a stale copy of the program).
 */

/** A page of the site opened: every navigation but to the editor or the organisers' page. */
export const sitePageRequest = ({ request, url }: RequestMatch) =>
  request.mode === 'navigate' &&
  !['admin/', 'szervezo/'].some((folder) =>
    url.href.startsWith(`${(self as unknown as WorkerScope).registration.scope}${folder}`),
  );

/** A route's GPX track (`<year>/<file>.gpx`, beside its trip's page), however it is fetched. */
export const siteTrackRequest = ({ url, sameOrigin }: RequestMatch) =>
  sameOrigin &&
  url.href.startsWith((self as unknown as WorkerScope).registration.scope) &&
  url.pathname.endsWith('.gpx');

/** One of the site's script chunks or their stylesheets (the editor's are under admin/assets/). */
export const siteChunkRequest = ({ url, sameOrigin }: RequestMatch) =>
  sameOrigin &&
  url.href.startsWith(`${(self as unknown as WorkerScope).registration.scope}assets/`) &&
  /\.(js|css)$/.test(url.pathname);

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

  const name = clubName();
  return [
    manifestId,
    collectRuntimeOnly,
    ...VitePWA({
      // A new version waits until the visitor presses the reload button
      // of the update note (src/offline/update-prompt.tsx): never a page half old, half new.
      registerType: 'prompt',
      // Registered by src/offline/register-service-worker.ts after the page has loaded, so
      // workbox-window is not part of the first view.
      injectRegister: false,
      // Icons are fetched by the browser when installing, not by the page: kept out of the
      // precache, which a visitor on a weak signal downloads at the first visit.
      includeManifestIcons: false,
      // start_url and scope default to Vite's base.
      manifest: Object.assign(manifest, {
        name: `${name} – túraprogram`,
        short_name: 'Zöld Ösvény',
        description:
          'A Zöld Ösvény Természetjáró Egyesület túrái: időpontok, indulás, részvételi díj, jelentkezés telefonon.',
        lang: 'hu',
        dir: 'ltr',
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: BACKGROUND_COLOUR,
        icons: existingIcons(),
      }),
      workbox: {
        // The app shell: the page frame (404.html) and the home page, the app's scripts and
        // styles, the header's logo. Every other page is kept once it has been opened (below).
        globPatterns: ['index.html', '404.html', 'assets/*.{js,css}', 'favicon.svg'],
        manifestTransforms: [
          (entries) =>
            Promise.resolve({
              manifest: entries.filter((entry) => !runtimeOnlyFiles.has(entry.url)),
              warnings: [],
            }),
        ],
        // Each address is a page of its own: no single page stands for them all (see 'pages').
        navigateFallback: null,
        // The first visit's page is controlled at once, so what it loads next is cached.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // A track downloaded once is kept for the trip morning with no signal, where the trip
            // page offers it again (src/components/trip/track-download.tsx). Online, the server's
            // file first, so a corrected track replaces the kept one. First in this list: a
            // download may be fetched as a navigation, which the pages' rule would take.
            urlPattern: siteTrackRequest,
            handler: 'NetworkFirst',
            options: {
              cacheName: 'tracks',
              expiration: { maxEntries: 30 },
              plugins: [onlyTracks],
            },
          },
          {
            // Every page opened is kept: shown at once on the next visit (a weak signal at dawn
            // waits for nothing) and refreshed behind, so it is the version of the scripts the
            // visitor has until they take the new one from the update note; the app then reads the
            // day's data and the start-up script picks the day's copy. Offline, a page never opened
            // gets the page frame, in which the app renders the screen from the data it has kept.
            urlPattern: sitePageRequest,
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'pages',
              expiration: { maxEntries: 60 },
              plugins: [onlyPages, pageFrameOffline],
            },
          },
          {
            // Trip documents and other lazily loaded chunks: hashed names never change content.
            urlPattern: siteChunkRequest,
            handler: 'CacheFirst',
            options: {
              cacheName: 'chunks',
              // Module scripts are requested with an Origin header and servers answer `Vary: Origin`;
              // the copy stored by cacheWhatThisPageLoaded() was fetched without one. Same file either way.
              matchOptions: { ignoreVary: true },
              expiration: { maxEntries: 80 },
              plugins: [onlyScripts],
            },
          },
          {
            // Prerendered screens (vite-plugins/vite-prerender.ts): named by their content, so a stored
            // copy never goes stale; a screen seen once shows at once offline too.
            // The patterns are written into sw.js as text: the worker's scope (Vite's base) is what they can see.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              url.href.startsWith(`${(self as unknown as WorkerScope).registration.scope}prerendered/`),
            handler: 'CacheFirst',
            options: {
              cacheName: 'prerendered',
              expiration: { maxEntries: 60 },
              plugins: [onlyPrerenderedCopies],
            },
          },
          {
            // Pictures keep their names when redrawn, so show the cached one and refresh it behind.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              url.href.startsWith(`${(self as unknown as WorkerScope).registration.scope}pictures/`),
            handler: 'StaleWhileRevalidate',
            options: {
              cacheName: 'pictures',
              expiration: { maxEntries: 60 },
              plugins: [onlyPictures],
            },
          },
        ],
      },
    }),
  ];
}
