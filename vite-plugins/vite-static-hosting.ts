/**
 * `vite preview` answering as Firebase Hosting does with this site's
 * firebase.json, so what the tests and a volunteer's `npm run preview` see is
 * what visitors get: `/2025/program7` is sent to `/2025/program7/` (301),
 * `/home` to `/`, and an address without a file gets 404.html with status
 * 404 (the page frame, in which the app shows its not-found screen, or the
 * screen of an event added after the build).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** What the host does with a request path (below the site's base): serve it, redirect, or answer 404. */
export function hostingAnswer(
  path: string,
  exists: (file: string) => boolean,
): { kind: 'serve' } | { kind: 'redirect'; to: string } | { kind: 'not-found' } {
  if (path === 'home' || path === 'home/') return { kind: 'redirect', to: '' };
  if (path === '' || path.endsWith('/'))
    return exists(`${path}index.html`) ? { kind: 'serve' } : { kind: 'not-found' };
  if (extname(path) === '')
    return exists(`${path}/index.html`) ? { kind: 'redirect', to: `${path}/` } : { kind: 'not-found' };
  return exists(path) ? { kind: 'serve' } : { kind: 'not-found' };
}

export function staticHosting(): Plugin {
  return {
    name: 'club:static-hosting',
    configurePreviewServer(server) {
      const { base, root, build } = server.config;
      const dist = resolve(root, build.outDir);
      const isFile = (file: string) => existsSync(join(dist, file)) && statSync(join(dist, file)).isFile();
      server.middlewares.use((request, response, next) => {
        // Pages are read, never posted to: another plugin's API on the same server (the editor's
        // local backend) answers its POSTs, which would otherwise get the not-found page.
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const url = new URL(request.url ?? '/', 'http://localhost');
        let path: string;
        try {
          path = decodeURIComponent(url.pathname);
        } catch {
          return next();
        }
        if (!path.startsWith(base)) return next();
        const answer = hostingAnswer(path.slice(base.length), isFile);
        if (answer.kind === 'redirect') {
          response.writeHead(301, { Location: `${base}${answer.to}${url.search}` });
          response.end();
        } else if (answer.kind === 'not-found' && isFile('404.html')) {
          response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
          response.end(readFileSync(join(dist, '404.html')));
        } else {
          next();
        }
      });
    },
  };
}
