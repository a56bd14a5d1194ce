import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { buildChecks } from './scripts/vite-build-checks.ts';
import { offlineSupport, prerenderedShell } from './scripts/vite-offline.ts';
import { prerenderedScreens } from './scripts/vite-prerender.ts';
import { siteUrlTags } from './scripts/vite-site-url.ts';
import { validatedTrips } from './scripts/vite-validated-trips.ts';

/**
 * In a build configured for Firestore, the reader chunk (Firebase SDK, zod) is
 * imported only when the first screen asks for events, i.e. after the app has
 * downloaded and started. A modulepreload link in index.html fetches it in
 * parallel with the app instead. Without a project id there is no such chunk.
 */
function preloadFirestoreChunk(): Plugin {
  let base = '/';
  return {
    name: 'club:preload-firestore-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        const chunks = new Map(
          Object.values(bundle ?? {}).flatMap((item) =>
            item.type === 'chunk' ? [[item.fileName, item]] : [],
          ),
        );
        const reader = [...chunks.values()].find((item) =>
          item.facadeModuleId?.endsWith('/src/data/firestore-events.ts'),
        );
        if (!reader || !entry) return;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || fileName === entry.fileName || entry.imports.includes(fileName)) return;
          files.add(fileName);
          chunks.get(fileName)?.imports.forEach(visit);
        };
        visit(reader.fileName);
        return [...files].map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  plugins: [
    buildChecks(),
    validatedTrips(),
    react(),
    preloadFirestoreChunk(),
    siteUrlTags(),
    prerenderedShell(),
    prerenderedScreens(),
    ...offlineSupport(),
  ],
  resolve: {
    alias: [
      {
        // TanStack Router's store hook imports the shim's with-selector: the same code as the
        // package's React 18+ entry, but calling the shim, which on React 18+ only hands back
        // React's own useSyncExternalStore. Without the shim: 0.2 kB less gzip on the first view.
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The manifest lets tests/e2e/budget.test.ts work out what each screen loads first.
    manifest: true,
    // Every browser that runs this code knows <link rel="modulepreload">; the polyfill would cost the first view.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Everything the entry imports statically in one chunk: without this, rolldown may move
        // code the lazy screens share with the home page into extra first-view chunks.
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    // CI sums these JSON reports into one 'N passed, N failed' line (.ci/run).
    reporters: process.env.CI_REPORT_DIR ? ['default', 'json'] : ['default'],
    outputFile: process.env.CI_REPORT_DIR
      ? { json: `${process.env.CI_REPORT_DIR}/vitest-${process.pid}.json` }
      : undefined,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
