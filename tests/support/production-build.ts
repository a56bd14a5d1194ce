/**
 * A build of the site from a test, made as `npm run build` makes it: in a process of its
 * own, with NODE_ENV=production and the variables the test gives.
 *
 * Not in the test's own process: the test runner sets NODE_ENV=test, and React's entry
 * files choose their development or production code by it once, when first loaded; a
 * worker that had loaded React for a test before, then prerendered a build's pages with
 * React DOM's server loaded afresh under NODE_ENV=production, mixed the two and failed
 * ("dispatcher.getOwner is not a function"), depending only on which files the worker
 * had run before. A process of its own also keeps each build's variables to that build,
 * with two e2e files running at once.
 *
 * Each build is named in the e2e run's closing line (tests/support/e2e-global-setup.ts),
 * under why it was made (BuildRole): a build costs the run more than most of its tests,
 * and a file that builds one of its own, rather than reading a shared build, should be
 * seen doing so and say why.
 */
import { execFile } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

/** The file the e2e run's global setup has each build named in, one a line. */
export const BUILD_LOG_VARIABLE = 'E2E_BUILD_LOG';

/**
 * Why a build was made, which the closing line groups its builds by:
 * - `shared`: one of the run's shared builds (e2e-global-setup.ts), read by many files;
 * - `subject`: the build itself is what its file tests (a volunteer's `npm run build`, the
 *   deploy's, the site address's feeds, a build whose reads were refused);
 * - `organisers`: the organisers' page alone, against its file's own project: no site page
 *   is prerendered.
 * Content a check needs goes into the shared fixture build (tests/support/fixture-project.ts),
 * so there is no role for a site built from content of its own.
 */
export type BuildRole = 'shared' | 'subject' | 'organisers';

export const BUILD_ROLES: Record<BuildRole, string> = {
  shared: 'Shared',
  subject: 'The build is the subject',
  organisers: "The organisers' page alone, no site page",
};

/** What of Vite's build config a test sets: all of it plain data, handed to the build's process. */
export interface BuildConfig {
  /** the project's folder (default: the current one) */
  root?: string;
  /** a config file other than the root's vite.config.ts */
  configFile?: string;
  mode?: string;
  logLevel?: 'error' | 'warn' | 'info';
  build?: { outDir?: string; emptyOutDir?: boolean };
}

export interface BuildOptions {
  /** why it is built: the closing line groups the run's builds by it */
  role: BuildRole;
  /** what the run's closing line calls the build (default: its copy, config, folder and mode) */
  name?: string;
  /** variables the build reads (VITE_…), beside the test process's own */
  env?: Record<string, string>;
  /** gets what the build warned of, a line each */
  warnings?: string[];
}

/** What a build is called in that line: its project copy, config, output folder and mode. */
function buildName(config: BuildConfig): string {
  // A project copy's folder is `<prefix>-<random>` (tests/support/project-copy.ts).
  const root = config.root ? basename(config.root).replace(/-\w{6}$/, '') : 'project';
  const configFile = config.configFile ? basename(config.configFile) : 'vite.config.ts';
  const outDir = basename(config.build?.outDir ?? 'dist');
  return `${root}${configFile === 'vite.config.ts' ? '' : ` ${configFile}`} → ${outDir} (${config.mode ?? 'production'})`;
}

const BUILDER = fileURLToPath(new URL('./production-build-process.mjs', import.meta.url));

export async function productionBuild(config: BuildConfig, options: BuildOptions): Promise<void> {
  const started = performance.now();
  const work = mkdtempSync(join(tmpdir(), 'build-warnings-'));
  const warningsFile = join(work, 'warnings.json');
  try {
    // Paths as the test gave them, relative to its folder: the build's process starts there too.
    await promisify(execFile)(process.execPath, [BUILDER, JSON.stringify(config), warningsFile], {
      env: { ...process.env, ...options.env, NODE_ENV: 'production' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: Error & { stdout?: string; stderr?: string }) => {
      // What the build said is the failure's message: the test's report shows why.
      throw new Error(`build failed: ${buildName(config)}\n${error.stderr ?? ''}${error.stdout ?? ''}`, {
        cause: error,
      });
    });
    options.warnings?.push(...(JSON.parse(readFileSync(warningsFile, 'utf8')) as string[]));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  noteBuild(options.role, options.name ?? buildName(config), performance.now() - started);
}

/** Names a build the run made in the closing line: one of productionBuild's, or an `npm run build` a test ran as a command. */
export function noteBuild(role: BuildRole, name: string, milliseconds: number): void {
  const log = process.env[BUILD_LOG_VARIABLE];
  if (log) appendFileSync(resolve(log), `${role}\t${name}, ${(milliseconds / 1000).toFixed(0)} s\n`);
}
