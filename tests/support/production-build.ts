/**
 * A build of the site from a test, made as `npm run build` makes it. The test
 * runner sets NODE_ENV=test, with which Vite would build React's development
 * code (the build refuses it, see vite-plugins/vite-build-checks.ts); the build
 * runs with NODE_ENV=production and the runner gets its own back after.
 */
import { createBuilder, type InlineConfig } from 'vite';

export async function productionBuild(config: InlineConfig): Promise<void> {
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    // As `vite build` builds: every environment of the config (the prerender and start-up script too).
    await (await createBuilder(config)).buildApp();
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
}
