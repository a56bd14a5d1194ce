import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { build } from 'vite';
import { defineConfig } from 'vitest/config';
import { devAddresses } from './vite-plugins/vite-dev-addresses.ts';
import { eventsSnapshot } from './vite-plugins/vite-events-snapshot.ts';
import { buildChecks, contentCheck, writeMapTilesSource } from './vite-plugins/vite-build-checks.ts';
import { clubLook } from './vite-plugins/vite-club-look.ts';
import { offlineSupport } from './vite-plugins/vite-offline.ts';
import { pageFrameInIndexHtml } from './vite-plugins/page-frame.ts';
import {
  browserOnly,
  START_UP_ENVIRONMENT,
  prerenderedScreens,
  prerenderEnvironments,
  PRERENDER_ENVIRONMENT,
} from './vite-plugins/vite-prerender.ts';
import { siteFeeds, siteFeedsServed } from './vite-plugins/vite-site-feeds.ts';
import { siteUrlNotice } from './vite-plugins/vite-site-url.ts';
import { staticHosting } from './vite-plugins/vite-static-hosting.ts';
import { validatedTrips } from './vite-plugins/vite-validated-trips.ts';

export default defineConfig({
  plugins: [
    contentCheck(),
    ...browserOnly([buildChecks(), writeMapTilesSource()]),
    eventsSnapshot(),
    clubLook({ emitIcons: true }),
    validatedTrips(),
    react(),
    ...browserOnly([siteUrlNotice(), pageFrameInIndexHtml()]),
    ...prerenderedScreens(),
    staticHosting(),
    devAddresses(),
    siteFeedsServed(),
    ...browserOnly(offlineSupport()),
    ...browserOnly(siteFeeds()),
  ],
  // The start-up script and the prerenderer are built with this same config before the
  // browser's build, which renders the screens with them (vite-plugins/vite-prerender.ts).
  environments: prerenderEnvironments(),
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments[START_UP_ENVIRONMENT]!);
      await builder.build(builder.environments[PRERENDER_ENVIRONMENT]!);
      await builder.build(builder.environments.client!);
      // `npm run build` (the deploy, a volunteer's check) also builds the volunteers' editor, apart
      // (vite.admin.config.ts), into the same folder, with the same options (--outDir, --mode…).
      // The tests' builds of the site alone, in their project copies, skip it.
      if (process.env.npm_lifecycle_event === 'build') {
        const { root, mode, logLevel } = builder.config;
        await build({
          root,
          mode,
          logLevel,
          configFile: `${root}/vite.admin.config.ts`,
          build: { outDir: builder.environments.client!.config.build.outDir },
        });
        // The organisers' page too (vite.organisers.config.ts), into its own folder of the same build.
        await build({
          mode,
          logLevel,
          configFile: `${root}/vite.organisers.config.ts`,
          // Absolute: that config's root is organisers/, against which a relative folder would resolve.
          build: { outDir: resolve(root, builder.environments.client!.config.build.outDir, 'szervezo') },
        });
      }
    },
  },
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
  optimizeDeps: {
    // The development server serves the site's page alone: the editor (admin/) and the
    // organisers' page (organisers/) have servers of their own, and their modules import virtual
    // modules only their own configs give. Scanned here as well, they failed the whole scan: an
    // error at every start, then the first visit reloaded once its dependencies were bundled.
    entries: ['index.html'],
  },
  // Each address is a file of its own (vite-plugins/vite-prerender.ts); staticHosting answers the
  // rest, and devAddresses the development server's addresses as the host would.
  preview: { host: '127.0.0.1' },
  appType: 'mpa',
  build: {
    target: 'es2022',
    sourcemap: false,
    // The manifest lets tests/e2e/budget.test.ts work out what each screen loads first.
    manifest: true,
    // Every browser that runs this code knows <link rel="modulepreload">; the polyfill would cost the first view.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // suncalc's Moon tables (`const moonLon = new Int32Array([...])`), which the trip page's
        // sunrise and sunset never read, stay in the bundle unless building a typed array is
        // known to have no side effect: 1 kB of gzip in the trip page's first view.
        manualPureFunctions: ['Int32Array'],
      },
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
          // Pure rules, data readers, the build and the tools: Node, as they run. A file that needs
          // a browser API says so in its first line (`// @vitest-environment jsdom`).
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          // Two files at a time however many cores: many of these wait on a child process or the
          // emulator, and a fixed number keeps what each test sees the same on a laptop as on CI.
          maxWorkers: 2,
          // A worker's files share its modules (zod, Firebase's SDKs, the tools) instead of importing
          // them again each: a fifth of the stage. They keep no state at module level another file
          // could meet (Firebase apps are named per file; a file that counts reads spies on node:fs
          // for its own calls only).
          isolate: false,
          // One Firestore emulator for the run: the rules and the reader's contract are tested in it.
          globalSetup: ['tests/support/firestore-emulator-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // What a visitor sees: screens and components rendered in jsdom with Testing Library.
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts', 'tests/setup-dom.ts'],
          maxWorkers: 2,
          // Each file in a thread of its own rather than a process: jsdom and the modules load
          // the same, the process's start does not. 36.4–37.1 s against 39.2–39.9 for the stage,
          // and 7 CPU-seconds less (two runs each, alternating, on a quiet machine).
          pool: 'threads',
        },
      },
      // Only in a copy of the project with the fixture's content (tests/support/with-fixture-content.ts).
      ...(process.env.FIXTURE_CONTENT === '1'
        ? [
            {
              extends: true as const,
              test: {
                // The screens through the real app over other content than the repository's: a
                // season more, trips with a status (tests/support/fixture-project.ts).
                name: 'content',
                environment: 'jsdom' as const,
                include: ['tests/content/**/*.test.{ts,tsx}'],
                setupFiles: ['tests/setup.ts', 'tests/setup-dom.ts'],
                maxWorkers: 2,
              },
            },
          ]
        : []),
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          // Three files at a time: a browser test waits on pages, servers and the emulator part of
          // its time, and with two files the two cores were idle a sixth of the stage (vmstat);
          // with three the stage took 235–248 s against 244–274 with two (two runs each, the
          // headless shell); four, 229 s once, for more load on each. E2E_WORKERS sets another
          // number on a machine with more cores. Nothing the files share is theirs to change:
          // each builds in a process of its own (support/production-build.ts), routes the shared
          // build's switchboards for its own pages only, and keeps its own Firebase project.
          maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
          // A worker's files share its modules (Playwright, the helpers) instead of importing them
          // again each: they keep no state at module level that another file could meet.
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          // The emulator first: the shared Firestore build reads its events from it (e2e-global-setup.ts).
          globalSetup: ['tests/support/firestore-emulator-setup.ts', 'tests/support/e2e-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
