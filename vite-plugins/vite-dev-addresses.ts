/**
 * `npm run dev` answering every address as the host answers the build (vite-static-hosting.ts):
 * each address the build would write a page for shows its screen (200), `/2025/program7` is
 * sent to `/2025/program7/`, an unknown one gets the not-found screen with 404. Which addresses
 * exist is the build's own prerender plan (src/prerender/content-plan.ts), read afresh on each
 * page request, so a trip file dropped in opens at its address at once; drafts show, as in
 * the preview. The editor and the organisers' page are builds of their own: their addresses
 * answer a Hungarian page naming the command that serves each.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { hostingAnswer } from './vite-static-hosting.ts';

/** The pages built apart from the site, and how each is served on a developer's machine. */
export const SEPARATE_PAGES = {
  admin: { name: 'A szerkesztő', command: 'npm run editor' },
  szervezo: { name: 'A szervezők oldala', command: 'npm run dev:organisers' },
} as const;

function separatePage(folder: keyof typeof SEPARATE_PAGES): string {
  const { name, command } = SEPARATE_PAGES[folder];
  return `<!doctype html>
<html lang="hu">
<head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${name} külön fut</title></head>
<body>
<main>
<h1>${name} nem ezen a szerveren fut</h1>
<p>${name} a honlaptól külön épül. Helyben így indítható:</p>
<pre><code>${command}</code></pre>
<p><a href="/">Vissza a honlapra</a></p>
</main>
</body>
</html>
`;
}

async function plannedPaths(server: ViteDevServer): Promise<Set<string>> {
  const module = (await server.ssrLoadModule(
    '/src/prerender/content-plan.ts',
  )) as typeof import('../src/prerender/content-plan.ts');
  const { plan } = await module.contentPlan();
  return new Set(plan.map((entry) => entry.path));
}

export function devAddresses(): Plugin {
  return {
    name: 'club:dev-addresses',
    apply: 'serve',
    configureServer(server) {
      const { base, root } = server.config;
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const url = new URL(request.url ?? '/', 'http://localhost');
        if (!url.pathname.startsWith(base)) return next();
        let path: string;
        try {
          path = decodeURIComponent(url.pathname.slice(base.length));
        } catch {
          return next();
        }
        const folder = path.split('/')[0] ?? '';
        // A page this server proxies to its own server (npm run dev:organisers) is that server's.
        if (`/${folder}` in (server.config.server.proxy ?? {})) return next();
        // Whatever a request accepts: left to Vite, the editor's and the organisers' own
        // index.html would be turned into the site's page, and fail.
        if (folder === 'admin' || folder === 'szervezo') {
          const page = path === folder || path === `${folder}/` || path === `${folder}/index.html`;
          response.statusCode = page ? 200 : 404;
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(separatePage(folder));
          return;
        }
        // A page request as a browser, a crawler or curl makes it (no Accept, or one taking anything).
        const accept = request.headers.accept ?? '*/*';
        if (!accept.includes('text/html') && !accept.includes('*/*')) return next();
        // The start page, Vite's own addresses and files: Vite answers them.
        if (path === '' || path === 'index.html' || path.startsWith('@') || /\.[a-z0-9]+$/i.test(path))
          return next();
        void (async () => {
          const paths = await plannedPaths(server);
          const answer = hostingAnswer(path, (file) => paths.has(`/${file.replace(/index\.html$/, '')}`));
          if (answer.kind === 'redirect') {
            response.statusCode = 301;
            response.setHeader('Location', `${base}${answer.to}${url.search}`);
            response.end();
            return;
          }
          // The page as the start page is served (the page frame the app renders any address in).
          const html = await server.transformIndexHtml(
            url.pathname + url.search,
            readFileSync(join(root, 'index.html'), 'utf8'),
            request.originalUrl,
          );
          response.statusCode = answer.kind === 'serve' ? 200 : 404;
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(html);
        })().catch(next);
      });
    },
  };
}
