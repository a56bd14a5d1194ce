/**
 * A build of the site from a test, made as `npm run build` makes it. The test
 * runner sets NODE_ENV=test, with which Vite would build React's development
 * code (the build refuses it, see vite-plugins/vite-build-checks.ts); the build
 * runs with NODE_ENV=production and the runner gets its own back after.
 *
 * Each build is named in the e2e run's closing line (tests/support/e2e-global-setup.ts):
 * a build costs the run more than most of its tests, and a file that builds one
 * of its own, rather than reading a shared build, should be seen doing so.
 */
import { appendFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { createBuilder, type InlineConfig } from 'vite';

/** The file the e2e run's global setup has each build named in, one a line. */
export const BUILD_LOG_VARIABLE = 'E2E_BUILD_LOG';

/** What a build is called in that line: its project copy, config, output folder and mode. */
function buildName(config: InlineConfig): string {
  // A project copy's folder is `<prefix>-<random>` (tests/support/project-copy.ts).
  const root = config.root ? basename(config.root).replace(/-\w{6}$/, '') : 'project';
  const configFile = typeof config.configFile === 'string' ? basename(config.configFile) : 'vite.config.ts';
  const outDir = basename(config.build?.outDir ?? 'dist');
  return `${root}${configFile === 'vite.config.ts' ? '' : ` ${configFile}`} → ${outDir} (${config.mode ?? 'production'})`;
}

export async function productionBuild(config: InlineConfig, name = buildName(config)): Promise<void> {
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const started = performance.now();
  try {
    // As `vite build` builds: every environment of the config (the prerender and start-up script too).
    await (await createBuilder(config)).buildApp();
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
  noteBuild(name, performance.now() - started);
}

/** Names a build the run made in the closing line: one of productionBuild's, or an `npm run build` a test ran as a command. */
export function noteBuild(name: string, milliseconds: number): void {
  const log = process.env[BUILD_LOG_VARIABLE];
  if (log) appendFileSync(resolve(log), `${name}, ${(milliseconds / 1000).toFixed(0)} s\n`);
}
