/**
 * The organisers' page at /szervezo/ (organisers/main.tsx), built apart from the
 * site as the editor at /admin/ is: `npm run build` runs this after the site's
 * build, into dist/szervezo/. Nothing of it is in the site's bundles, its Vite
 * manifest, its budgets or its service worker's precache, which the site's
 * build has written before this one starts.
 *
 * Configured by the site's VITE_FIREBASE_* variables (.env.example) and, for
 * development and tests only, VITE_FIRESTORE_EMULATOR_HOST and VITE_AUTH_EMULATOR_HOST.
 */
import react from '@vitejs/plugin-react';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PICTURE_FILE } from './schema/formats.ts';
import { tripMornings } from './vite-plugins/vite-trip-mornings.ts';
import { clubLook } from './vite-plugins/vite-club-look.ts';

const root = import.meta.dirname;

/**
 * The site's pictures an event may name, as the build finds them. Their names
 * only: importing the files would copy them into this page's assets.
 */
const sitePictures = readdirSync(resolve(root, 'public/pictures'))
  .filter((name) => PICTURE_FILE.pattern.test(name))
  .sort();

export default defineConfig({
  plugins: [
    react(),
    clubLook({ emitIcons: false }),
    // Each trip's stops, times and fee tiers for the coach list (organisers/trip-list/trip-facts.ts).
    tripMornings(root),
    // A service worker of its own, scoped to /szervezo/ (the site's leaves this folder alone):
    // opened once on a phone, the page opens again with no signal, at a petrol station at dawn,
    // and shows what it read last (its Firestore cache, organisers/app/club-firebase.ts).
    VitePWA({
      // A new version waits until every tab of the page is closed: never in the middle of a change.
      registerType: 'prompt',
      // Registered by organisers/main.tsx.
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['index.html', 'assets/*.{js,css}'],
        // One page: every address under /szervezo/ (the sign-in link's too) is this page.
        navigateFallback: 'index.html',
        // The first visit's page is the worker's at once: it opens offline from the next reload on.
        clientsClaim: true,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  root: resolve(root, 'organisers'),
  // The variables live beside package.json, as for the site.
  envDir: root,
  base: '/szervezo/',
  // Its own optimised dependencies: beside the site's development server (npm run dev:organisers
  // runs both), one shared folder would be rewritten by each and reload the other's pages.
  cacheDir: resolve(root, 'node_modules/.vite-organisers'),
  // dist/ has the site's public files already.
  publicDir: false,
  // The browser's page alone: the service worker's plugin configures a server-side environment
  // too, which a build of every environment (the tests' builds) would try to make from index.html.
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
    },
  },
  define: { __SITE_PICTURES__: JSON.stringify(sitePictures) },
  build: {
    target: 'es2022',
    outDir: resolve(root, 'dist/szervezo'),
    // dist/ holds the site's build, made just before; only this page's folder is emptied.
    emptyOutDir: true,
    // One script of about 890 kB (267 kB gzip), most of it Firestore's full SDK with its offline
    // cache: read once per version, then from the page's service worker (budgets.json, organisers).
    chunkSizeWarningLimit: 1000,
  },
});
