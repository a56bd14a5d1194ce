/**
 * A build of the site from a test, made as `npm run build` makes it. The test
 * runner sets NODE_ENV=test, with which Vite would build React's development
 * code (the build refuses it, see build/vite-build-checks.ts); the build
 * runs with NODE_ENV=production and the runner gets its own back after.
 */
import { build, type InlineConfig } from 'vite';

export async function productionBuild(config: InlineConfig): Promise<void> {
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build(config);
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
}
