import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startHostedSite } from './hosted-site';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Serves the production build (dist/, made by `npm run build`) on 127.0.0.1 for the e2e tests, as the host serves it. */
export default async function setup(project: TestProject) {
  // E2E_DIST lets a developer test a build of their own while another build runs.
  const outDir = process.env.E2E_DIST ?? 'dist';
  if (!existsSync(`${outDir}/index.html`)) {
    throw new Error(`${outDir}/ is missing: run \`npm run build\` before the e2e tests (npm test does).`);
  }
  const site = await startHostedSite(outDir);
  project.provide('baseUrl', site.url);
  return () => site.close();
}
