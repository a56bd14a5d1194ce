/**
 * `npm run editor`: the editor at /admin/ on a volunteer's own machine. It
 * builds the editor (vite.admin.config.ts, as `npm run build` does, into
 * node_modules/.cache/editor) and starts one server on 127.0.0.1 (port 5173,
 * or the next free one) that answers:
 * - the site itself, as `npm run dev` serves it (drafts shown), to look at;
 * - the editor at /admin/, with the content it checks against read afresh
 *   at every request;
 * - Decap CMS's local backend (decap-server's file-system API), so that each
 *   save changes the files of this checkout (vite-plugins/vite-editor.ts).
 * Nothing is published: the volunteer commits and pushes the changed files
 * (or opens a pull request) as before.
 */
import { join, resolve } from 'node:path';
import express from 'express';
import { build, createServer, type Plugin } from 'vite';
import { liveContentSnapshot, localEditorBackend } from '../vite-plugins/vite-editor.ts';
import { readContentSources, rootFromArgs } from '../content-check/content-files.ts';

const root = resolve(rootFromArgs(process.argv.slice(2)).root);
const built = join(root, 'node_modules/.cache/editor');

console.log('A szerkesztő elkészítése…');
await build({
  root,
  configFile: join(root, 'vite.admin.config.ts'),
  build: { outDir: built, emptyOutDir: true },
  logLevel: 'warn',
});

/** The built editor's files, under /admin/ (dist/admin/… as the site serves them). */
function builtEditor(): Plugin {
  const files = express.static(built);
  return {
    name: 'club:built-editor',
    // Before the development server's own answer for /admin/ (the page naming this command).
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (path === '/admin' || path.startsWith('/admin/')) {
          files(request, response as express.Response, next);
        } else {
          next();
        }
      });
    },
  };
}

const site = await createServer({
  root,
  configFile: join(root, 'vite.config.ts'),
  plugins: [localEditorBackend(root), liveContentSnapshot(() => readContentSources(root)), builtEditor()],
  server: { host: '127.0.0.1' },
  // Its own bundled dependencies: beside a running `npm run dev`, two servers bundling into one
  // folder answer each other's pages 504 (Outdated Optimize Dep).
  cacheDir: join(root, 'node_modules/.vite-editor'),
});
await site.listen();
const address = site.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';
console.log(`A szerkesztő: ${address}admin/
A honlap (a vázlatokkal): ${address}
A szerkesztőben a „Bejelentkezés” gomb a saját gépen lévő fájlokhoz kapcsol: minden mentés
ennek a mappának a fájljait írja át (${root}). A honlapra a szokásos módon kerül ki
(git commit és push, vagy pull request). Leállítás: Ctrl + C.`);

const stop = async () => {
  await site.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
