/**
 * vitest globalSetup of the e2e project: the builds its files share, made once a run.
 *
 * - The bundled build: dist/, made by `npm run build` before the e2e tests (npm test
 *   does), served on 127.0.0.1 as the host serves it (`baseUrl`).
 * - The Firestore build: the site configured for the project `demo-club`, built here
 *   against the run's emulator (tests/support/firestore-emulator-setup.ts, set up before
 *   this) seeded with tests/support/firestore-season.ts, so its home page and program are
 *   prerendered from that snapshot. Its Firestore and forecast addresses are switchboards
 *   (tests/support/switchboard.ts): each file puts its own relay or stand-in behind them.
 * - The fixture build: a copy of the project with a season more, trips with a status and
 *   the week of the trip (tests/support/fixture-project.ts), built as `npm run build`
 *   builds, for the files that check what other content than the repository's shows.
 *
 * A file builds a copy of its own only when the build is what it tests (drop-in, the deploy
 * workflow…); every build of the run, shared or own, is named in one closing line.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { clearFirestore, setFirestoreRules, writeDocuments } from './firestore-emulator.ts';
import { season } from './firestore-season.ts';
import { writeFixtureContent } from './fixture-project.ts';
import { openMeteoCertificate, startForecastStandIn } from './forecast-stand-in.ts';
import { buildFirestoreSite, startHostedSite } from './hosted-site.ts';
import { BUILD_LOG_VARIABLE, BUILD_ROLES, type BuildRole } from './production-build.ts';
import { copyProject } from './project-copy.ts';
import { routeSwitchboard, startSwitchboard } from './switchboard.ts';

/** The builds every e2e file may read (tests/support/shared-builds.ts). */
export interface SharedFirestoreBuild {
  /** the build's folder, or '' when there is none (`problem` says why) */
  dir: string;
  problem: string;
  /** the switchboard the build reads Firestore from (`http://127.0.0.1:<port>`) */
  firestore: string;
  /** the switchboard the build asks the forecast of */
  forecast: string;
  /** what the build warned of */
  warnings: string[];
}

/** The build of the project copy with the fixture's content. */
export interface SharedFixtureBuild {
  /** the copy's folder, with its own content and firebase.json */
  root: string;
  /** the build's folder */
  dir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** the port of the run's Open-Meteo stand-in, which each worker's Chromium finds Open-Meteo on (0: none, each page answers it) */
    forecastStandInPort: number;
    firestoreBuild: SharedFirestoreBuild;
    fixtureBuild: SharedFixtureBuild;
  }
}

/** The Firebase project of the Firestore build, in the emulator. */
const FIRESTORE_BUILD_PROJECT = 'demo-club';

/**
 * The run's closing line about its builds of the site, from the log the builds were noted in
 * (`<role>\t<name>, <seconds> s` a line), grouped by why each was made: the bundled build
 * before the run, the shared ones, then those each file made for itself.
 */
function buildsLine(outDir: string, log: string): string {
  const noted = log
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [role, name] = line.split('\t') as [BuildRole, string];
      return { role, name };
    });
  const groups = (Object.keys(BUILD_ROLES) as BuildRole[])
    .map((role) => ({ role, names: noted.filter((build) => build.role === role).map((build) => build.name) }))
    .filter((group) => group.names.length > 0)
    .map((group) => `${BUILD_ROLES[group.role]} (${group.names.length}): ${group.names.join('; ')}`);
  return `e2e builds: bundled → ${outDir} (npm run build, before the run), ${noted.length} in the run. ${groups.join('. ')}`;
}

export default async function setup(project: TestProject) {
  const started = performance.now();
  const work = mkdtempSync(join(tmpdir(), 'e2e-builds-'));
  const log = join(work, 'builds.txt');
  writeFileSync(log, '');
  // The workers start after the global setup and inherit its environment.
  process.env[BUILD_LOG_VARIABLE] = log;

  // E2E_DIST lets a developer test a build of their own while another build runs.
  const outDir = process.env.E2E_DIST ?? 'dist';
  if (!existsSync(`${outDir}/index.html`)) {
    throw new Error(`${outDir}/ is missing: run \`npm run build\` before the e2e tests (npm test does).`);
  }
  const site = await startHostedSite(outDir);
  project.provide('baseUrl', site.url);
  // Open-Meteo answered for every page of the run by one stand-in (workerChromium in browser.ts).
  const certificate = openMeteoCertificate(work);
  const openMeteo = certificate ? await startForecastStandIn({ tls: certificate }) : null;
  project.provide('forecastStandInPort', openMeteo ? Number(new URL(openMeteo.origin).port) : 0);

  const firestore = await startSwitchboard();
  const forecast = await startSwitchboard();
  const build: SharedFirestoreBuild = {
    dir: '',
    problem: '',
    firestore: firestore.origin,
    forecast: forecast.origin,
    warnings: [],
  };
  // The two shared builds side by side: each prerenders in a process of its own, a core each.
  const firestoreBuilt = (async () => {
    const emulatorHost = project.getProvidedContext().firestoreEmulatorHost;
    if (!emulatorHost) {
      build.problem = project.getProvidedContext().firestoreEmulatorProblem;
      return;
    }
    const emulator = `http://${emulatorHost}`;
    await clearFirestore(emulator, FIRESTORE_BUILD_PROJECT);
    await setFirestoreRules(emulator, FIRESTORE_BUILD_PROJECT, readFileSync('firestore.rules', 'utf8'));
    await writeDocuments(emulator, FIRESTORE_BUILD_PROJECT, 'event', season);
    await routeSwitchboard(firestore.origin, emulator);
    build.dir = join(work, 'firestore');
    await buildFirestoreSite(build.dir, {
      emulatorHost: firestore.host,
      forecastUrl: `${forecast.origin}/v1/forecast`,
      warnings: build.warnings,
      role: 'shared',
      name: 'Firestore',
    });
    // Until a file routes its own relay or stand-in there, a read fails saying so.
    await routeSwitchboard(firestore.origin, '');
  })();
  const fixture = copyProject('e2e-fixture');
  const fixtureBuilt = (async () => {
    await writeFixtureContent(fixture.root);
    await fixture.build('dist', 'production', {
      role: 'shared',
      name: 'fixture (a season more, trip statuses, the week of the trip)',
    });
  })();
  await Promise.all([firestoreBuilt, fixtureBuilt]);
  project.provide('firestoreBuild', build);
  project.provide('fixtureBuild', { root: fixture.root, dir: join(fixture.root, 'dist') });

  console.info(`e2e shared builds ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  return async () => {
    console.info(buildsLine(outDir, readFileSync(log, 'utf8')));
    await Promise.all([
      site.close(),
      openMeteo?.close(),
      firestore.close(),
      forecast.close(),
      fixture.remove(),
    ]);
    rmSync(work, { recursive: true, force: true });
  };
}
