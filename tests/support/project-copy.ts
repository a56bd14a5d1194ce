/**
 * A copy of the project in a temporary folder, changed the way a volunteer or
 * the club would change it (a new event list, a new trip file), built with the
 * project's own Vite config and served on 127.0.0.1. The e2e tests that need
 * a build of other content than the repository's use it.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHostedSite } from './hosted-site.ts';
import { productionBuild, type BuildRole } from './production-build.ts';

/**
 * Everything the build may read (index.html, src, schema, trips, public, the
 * Vite config and the scripts it imports, package.json, tsconfig.json …):
 * the project folder without what a build produces or installs.
 */
const NOT_BUILD_INPUTS = /^(node_modules|\.git|dist|dist-.*|coverage|test-results|\.bench)$/;

export interface ProjectCopy {
  /** the copy's folder */
  root: string;
  /**
   * Builds the copy into `<root>/<outDir>`; `mode` 'preview' builds as `npm run preview` does (drafts
   * shown), and a mode of its own lets a test build with what a production build refuses (a stand-in's address).
   * `role` says why it is built and `name` names it in the e2e run's closing line
   * (tests/support/production-build.ts); `env` holds variables the build reads (VITE_…) for this
   * build only.
   */
  build(
    outDir: string,
    mode: string,
    options: { role: BuildRole; name?: string; env?: Record<string, string> },
  ): Promise<void>;
  /**
   * Serves `<root>/<outDir>` on 127.0.0.1 as the host would, with the copy's firebase.json
   * (tests/support/hosted-site.ts), and gives its address, without a trailing slash. `connectTo`:
   * stand-ins the page may fetch besides what the site's policy names.
   */
  serve(outDir?: string, options?: { connectTo?: string[] }): Promise<string>;
  /** Stops the server (if any) and deletes the copy. */
  remove(): Promise<void>;
}

export function copyProject(prefix: string, project = process.cwd()): ProjectCopy {
  const root = mkdtempSync(join(tmpdir(), `${prefix}-`));
  for (const input of readdirSync(project).filter((name) => !NOT_BUILD_INPUTS.test(name))) {
    cpSync(join(project, input), join(root, input), { recursive: true });
  }
  symlinkSync(join(project, 'node_modules'), join(root, 'node_modules'), 'dir');
  const closers: Array<() => Promise<void>> = [];
  return {
    root,
    async build(
      outDir,
      mode,
      { role, name, env }: { role: BuildRole; name?: string; env?: Record<string, string> },
    ) {
      await productionBuild(
        {
          root,
          mode,
          configFile: join(root, 'vite.config.ts'),
          // The real build (`npm run build`) reports size warnings; here they would only repeat them.
          logLevel: 'error',
          build: { outDir: join(root, outDir), emptyOutDir: true },
        },
        { role, name, env },
      );
    },
    async serve(outDir = 'dist', { connectTo }: { connectTo?: string[] } = {}) {
      const site = await startHostedSite(join(root, outDir), {
        firebaseJson: join(root, 'firebase.json'),
        connectTo,
      });
      closers.push(() => site.close());
      return site.url;
    },
    async remove() {
      await Promise.all(closers.map((close) => close()));
      if (existsSync(root)) rmSync(root, { recursive: true, force: true });
    },
  };
}
