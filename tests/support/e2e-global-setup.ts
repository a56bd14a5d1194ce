import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { preview } from 'vite';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Serves the production build (dist/, made by `npm run build`) on 127.0.0.1 for the e2e tests. */
export default async function setup(project: TestProject) {
  // E2E_DIST lets a developer test a build of their own while another build runs.
  const outDir = process.env.E2E_DIST ?? 'dist';
  if (!existsSync(`${outDir}/index.html`)) {
    throw new Error(`${outDir}/ is missing: run \`npm run build\` before the e2e tests (npm test does).`);
  }
  const server = await preview({
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: false },
    logLevel: 'silent',
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its address');
  project.provide('baseUrl', url.replace(/\/$/, ''));
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
  };
}
