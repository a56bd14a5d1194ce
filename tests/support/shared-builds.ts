/**
 * The builds the e2e run made once for all its files (tests/support/e2e-global-setup.ts),
 * as a file reads them. A file that only reads a build uses these; it builds its own
 * copy (tests/support/project-copy.ts) only when the build itself is what it tests.
 */
import { inject } from 'vitest';
import { join } from 'node:path';
import type { SharedFirestoreBuild, SharedFixtureBuild } from './e2e-global-setup.ts';
import { startHostedSite, type HostedSite } from './hosted-site.ts';
import { EMULATOR_MISSING } from './firestore-emulator.ts';

export { routeSwitchboard } from './switchboard.ts';

/** The bundled build (dist/) as the host serves it: `http://127.0.0.1:<port>`. */
export const bundledSiteUrl = () => inject('baseUrl');

/**
 * The Firestore build: its folder, the switchboards it reads Firestore and the forecast
 * through, and its warnings. Throws why there is none (no emulator on a developer's machine).
 */
export function sharedFirestoreBuild(): SharedFirestoreBuild {
  const build = inject('firestoreBuild');
  if (!build.dir) throw new Error(build.problem || EMULATOR_MISSING);
  return build;
}

/** The fixture build (tests/support/fixture-project.ts): the copy's folder and the build's. */
export const sharedFixtureBuild = (): SharedFixtureBuild => inject('fixtureBuild');

/** Serves the fixture build as the host would, with the copy's firebase.json. */
export function serveFixtureBuild(): Promise<HostedSite> {
  const { root, dir } = sharedFixtureBuild();
  return startHostedSite(dir, { firebaseJson: join(root, 'firebase.json') });
}
