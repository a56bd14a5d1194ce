/**
 * The server side of the editor at /admin/ (admin/main.tsx):
 * - localEditorBackend: Decap CMS's local backend (decap-server's file-system
 *   API) for a project folder, answered by the server that serves the editor,
 *   so a volunteer's saves change the files of their checkout. decap-server's
 *   own command listens on every network interface unless BIND_HOST is set;
 *   mounted here it listens where its host server does, on 127.0.0.1.
 * - contentSnapshot, liveContentSnapshot: the content the editor checks an
 *   entry against (the files `npm run trips:check` reads), as
 *   `admin/tartalom.json`: written once by a build, read afresh at each
 *   request by `npm run editor`'s server.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import express from 'express';
import type { Connect, Plugin } from 'vite';
import { CONTENT_SNAPSHOT, LOCAL_BACKEND_PATH } from '../admin/addresses.ts';
import type { ContentSources } from '../content-check/content-paths.ts';
import { draftTrips } from './vite-validated-trips.ts';

/** The snapshot's place in the built site and on the development server. */
const SNAPSHOT_FILE = `admin/${CONTENT_SNAPSHOT}`;

type DecapServer = {
  registerLocalFs: (app: express.Express, options?: { logLevel?: string }) => Promise<void>;
};

/**
 * decap-server's local file-system API for `root`. Its middleware takes the
 * project folder from GIT_REPO_DIRECTORY as it registers, and registers
 * synchronously up to that point: the variable is set only around the call.
 */
export function localBackendMiddleware(root: string): Connect.NextHandleFunction {
  const { registerLocalFs } = createRequire(import.meta.url)('decap-server/dist/middlewares') as DecapServer;
  const app = express();
  const saved = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = resolve(root);
  try {
    void registerLocalFs(app, { logLevel: 'warn' });
  } finally {
    if (saved === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = saved;
  }
  return (request, response, next) => {
    if (request.method === 'POST' && request.url?.split('?')[0] === LOCAL_BACKEND_PATH) {
      app(request as express.Request, response as express.Response, next);
    } else {
      next();
    }
  };
}

/** Decap's local backend for `root`, on the development or preview server this plugin is given to. */
export function localEditorBackend(root: string): Plugin {
  return {
    name: 'club:local-editor-backend',
    configureServer(server) {
      server.middlewares.use(localBackendMiddleware(root));
    },
    configurePreviewServer(server) {
      server.middlewares.use(localBackendMiddleware(root));
    },
  };
}

/**
 * The content of `root` as JSON, read by tools/content-snapshot.ts in a process
 * of its own: the checker's modules are written for tsx, and loading them into
 * Vite's config would make every build warn about their imports.
 */
function snapshotText(root: string): string {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const read = spawnSync(
    process.execPath,
    [tsx, join(import.meta.dirname, '../tools/content-snapshot.ts'), '--root', root],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (read.status !== 0) throw new Error(`tools/content-snapshot.ts failed:\n${read.stderr}`);
  return read.stdout;
}

/** The build writes `admin/tartalom.json`: the content as it is at the deploy. */
export function contentSnapshot(): Plugin {
  let root = process.cwd();
  return {
    name: 'club:editor-content-snapshot',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      // What a build publishes has no draft (vite-validated-trips.ts), and this file is public too:
      // drafts stay out. The content check takes a trip without its file for a placeholder, so the
      // editor's checks of the other files are the same.
      const drafts = new Set(draftTrips(root).map((draft) => draft.slice(1)));
      const sources = JSON.parse(snapshotText(root)) as ContentSources;
      sources.trips = sources.trips.filter((trip) => !drafts.has(trip.file));
      this.emitFile({ type: 'asset', fileName: SNAPSHOT_FILE, source: JSON.stringify(sources) });
    },
  };
}

/**
 * A development or preview server answers `/admin/tartalom.json` with the content as it is on
 * disk now, before the file a build wrote: each save changes what the next check compares with.
 */
export function liveContentSnapshot(read: () => ContentSources): Plugin {
  const answer: Connect.NextHandleFunction = (request, response, next) => {
    if (request.url?.split('?')[0] !== `/${SNAPSHOT_FILE}`) return next();
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.end(JSON.stringify(read()));
  };
  return {
    name: 'club:editor-live-content',
    configureServer(server) {
      server.middlewares.use(answer);
    },
    configurePreviewServer(server) {
      server.middlewares.use(answer);
    },
  };
}
