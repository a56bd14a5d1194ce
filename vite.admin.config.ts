/**
 * The editor at /admin/ (admin/main.tsx), built apart from the site: `npm run
 * build` runs this after the site's build, into dist/admin/ (the page, its
 * assets under dist/admin/assets/, and the content snapshot). Nothing of it
 * is in the site's bundles, its Vite manifest or its service worker's precache.
 *
 * The editor's base is the site's own (`/`), so the trip preview finds the
 * site's pictures at /pictures/. `npm run editor` (tools/editor.ts) builds it
 * the same way and serves the result beside the site's development server.
 *
 * VITE_EDITOR_REPO (default: GitHub Actions' GITHUB_REPOSITORY) and
 * VITE_EDITOR_AUTH_URL say where the editor publishes; see trips/README.md.
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { clubLook } from './vite-plugins/vite-club-look.ts';
import { contentSnapshot } from './vite-plugins/vite-editor.ts';
import { validatedTrips } from './vite-plugins/vite-validated-trips.ts';

export default defineConfig({
  // validatedTrips: the trip preview renders the site's TripPage, whose modules import the build's
  // trip index and places (virtual modules), as in the site's own build.
  plugins: [react(), contentSnapshot(), validatedTrips(), clubLook({ emitIcons: false })],
  // dist/ has the site's public files already; copying them again would undo what its build wrote there.
  publicDir: false,
  define: {
    'import.meta.env.VITE_EDITOR_REPO': JSON.stringify(
      process.env.VITE_EDITOR_REPO || process.env.GITHUB_REPOSITORY || '',
    ),
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    // dist/ holds the site's build, made just before.
    emptyOutDir: false,
    assetsDir: 'admin/assets',
    // Decap CMS is about 1.5 MB of gzip; volunteers load it once per session.
    chunkSizeWarningLimit: 8000,
    rolldownOptions: {
      input: 'admin/index.html',
      // Decap's front-matter readers call eval directly; the editor reads JSON only, so never runs them.
      onLog(level, log, handler) {
        if (log.code === 'EVAL') return;
        handler(level, log);
      },
    },
  },
});
