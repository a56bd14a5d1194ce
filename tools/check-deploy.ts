/**
 * `npm run deploy:check`, which firebase.json's hosting predeploy runs: the
 * last look at dist/ before `firebase deploy` uploads it. It builds nothing,
 * so what goes live is the build that was made and checked before (in the
 * deploy workflow, the build step's, with its Firebase settings and snapshot):
 * a build here would have the deploy's environment instead, which has none of
 * them, and would quietly be the bundled demo.
 *
 * It confirms that
 * - dist/ and firebase.json go together: every inline script of
 *   dist/index.html is allowed by the Content-Security-Policy, or the browser
 *   would block it and visitors see nothing;
 * - dist/ is the build the deploy asks for, when it says so:
 *   EXPECT_FIREBASE_PROJECT_ID: the site reads that project's Firestore and
 *   carries the build's snapshot of its events (the home page and the yearly
 *   program prerendered from it, vite-plugins/vite-events-snapshot.ts);
 *   EXPECT_SITE_URL: index.html's canonical link is that address
 *   (vite-plugins/page-head.ts).
 * (A production build refuses an emulator address itself.) One line per
 * problem, exit status 1 on any.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cspHash, inlineScripts, readManifest, startUpConfig } from './first-view.ts';
import { normaliseSiteUrl } from '../vite-plugins/vite-site-url.ts';
import { withArticle } from '../src/lib/hungarian-article.ts';
import { runAsCommand } from './command.ts';

const root = join(import.meta.dirname, '..');

/** The build's Vite manifest (not uploaded: firebase.json ignores dot folders). */
const MANIFEST = '.vite/manifest.json';
/** The chunk only a build configured for Firestore has: the bundled build carries no Firebase code. */
const FIRESTORE_READER = 'src/data/firestore-events.ts';
/** The screens a build configured for Firestore prerenders only from its snapshot of the events. */
const SNAPSHOT_SCREENS = { '/': 'a kezdőlap', '/evesprogram/': 'az éves program' } as const;

export interface DeployExpectations {
  /** The Firebase project whose Firestore the site must read, with the build's snapshot of its events. */
  firestoreProject?: string;
  /** The site's public address, as VITE_SITE_URL gave it to the build. */
  siteUrl?: string;
}

/** What the deploy asks for, from its environment; blank variables ask for nothing. */
export function expectationsFromEnv(env: NodeJS.ProcessEnv): DeployExpectations {
  const firestoreProject = env.EXPECT_FIREBASE_PROJECT_ID?.trim();
  const siteUrl = env.EXPECT_SITE_URL?.trim();
  return { ...(firestoreProject ? { firestoreProject } : {}), ...(siteUrl ? { siteUrl } : {}) };
}

/** What a build in dist/ is, read from its files. */
export interface DistFacts {
  /** Built with a Firebase project: it has the Firestore reader's chunk. */
  firestore: boolean;
  /** Does the app's code name this project? */
  namesProject(projectId: string): boolean;
  /** The prerendered screens of SNAPSHOT_SCREENS it lacks (all of them: no snapshot). */
  missingSnapshotScreens: string[];
  /** index.html's canonical link, or null. */
  canonical: string | null;
}

export function readDist(dist: string): DistFacts {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const manifest = existsSync(join(dist, MANIFEST)) ? readManifest(dist) : {};
  /** The copies of the screen at `path`, as its page lists them (none without a page). */
  const copiesOf = (path: string) => {
    const file = join(dist, `${path.slice(1)}index.html`);
    return existsSync(file) ? (startUpConfig(readFileSync(file, 'utf8'))?.copies ?? []) : [];
  };
  const assets = join(dist, 'assets');
  const scripts = existsSync(assets)
    ? readdirSync(assets)
        .filter((file) => file.endsWith('.js'))
        .map((file) => readFileSync(join(assets, file), 'utf8'))
    : [];
  return {
    firestore: FIRESTORE_READER in manifest,
    // The project id is a string literal in the bundle, in whichever quotes the minifier chose.
    namesProject: (projectId) =>
      scripts.some((code) => ['"', "'", '`'].some((quote) => code.includes(`${quote}${projectId}${quote}`))),
    missingSnapshotScreens: Object.entries(SNAPSHOT_SCREENS)
      .filter(([path]) => !copiesOf(path).some(([, name]) => name !== ''))
      .map(([, screen]) => screen),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? null,
  };
}

export function deployProblems(
  dist: string,
  firebaseJson: string,
  expected: DeployExpectations = {},
): string[] {
  const indexHtml = join(dist, 'index.html');
  if (!existsSync(indexHtml))
    return [`${indexHtml} hiányzik: a telepítés nem buildel, előbb futtasd az npm run build-et`];
  const problems: string[] = [];
  const config = JSON.parse(readFileSync(firebaseJson, 'utf8')) as {
    hosting?: { headers?: Array<{ headers: Array<{ key: string; value: string }> }> };
  };
  const csp = (config.hosting?.headers ?? [])
    .flatMap((rule) => rule.headers)
    .find((header) => header.key === 'Content-Security-Policy')?.value;
  const scriptSrc = /script-src ([^;]+)/.exec(csp ?? '')?.[1] ?? '';
  for (const script of inlineScripts(readFileSync(indexHtml, 'utf8'))) {
    const hash = cspHash(script);
    if (!scriptSrc.includes(hash))
      problems.push(
        `${firebaseJson}: a Content-Security-Policy script-src részéből hiányzik ${hash}, ` +
          `${indexHtml} indító szkriptjének kivonata (a firebase.json és a dist/ nem ugyanabból a buildből van)`,
      );
  }
  const facts = readDist(dist);
  const project = expected.firestoreProject;
  if (project && !existsSync(join(dist, MANIFEST))) {
    problems.push(`${join(dist, MANIFEST)} hiányzik: a dist/ nem az npm run build kimenete`);
  } else if (project && !facts.firestore) {
    problems.push(
      `${dist}: a beépített eseménylistával készült, nem ${withArticle(`"${project}"`)} projekt Firestore-jával ` +
        `(a buildnek VITE_FIREBASE_PROJECT_ID=${project} kell)`,
    );
  } else if (project) {
    if (!facts.namesProject(project))
      problems.push(
        `${dist}: Firestore-ra készült, de nem ${withArticle(`"${project}"`)} projektre (a buildnek VITE_FIREBASE_PROJECT_ID=${project} kell)`,
      );
    if (facts.missingSnapshotScreens.length > 0)
      problems.push(
        `${indexHtml}: nincs előre elkészítve ${facts.missingSnapshotScreens.join(' és ')}: a build nem olvasta be ` +
          `az események pillanatképét a Firestore-ból (REQUIRE_EVENTS_SNAPSHOT=1 mellett a build leáll helyette)`,
      );
  }
  if (expected.siteUrl) {
    const siteUrl = normaliseSiteUrl(expected.siteUrl);
    if (!siteUrl)
      problems.push(
        `EXPECT_SITE_URL="${expected.siteUrl}": nem http(s) cím, például https://turak.example.hu/`,
      );
    else if (facts.canonical !== siteUrl)
      problems.push(
        `${indexHtml}: a kanonikus cím (<link rel="canonical">) ${facts.canonical ? `"${facts.canonical}"` : 'hiányzik'}, ` +
          `nem "${siteUrl}" (a buildnek VITE_SITE_URL=${siteUrl} kell)`,
      );
  }
  return problems;
}

/** One line on what is about to go live, for whoever deploys. */
export function describeDist(dist: string, expected: DeployExpectations): string {
  const facts = readDist(dist);
  const project = expected.firestoreProject;
  const events = !facts.firestore
    ? 'a beépített eseménylista'
    : `${project ? `${withArticle(`"${project}"`)} projekt Firestore-ja` : 'Firestore'}, ` +
      (facts.missingSnapshotScreens.length > 0
        ? 'az események pillanatképe nélkül'
        : 'az események pillanatképével');
  return `${events}; kanonikus cím: ${facts.canonical ?? 'nincs (VITE_SITE_URL nélkül készült)'}`;
}

/** The command's work: each problem a line and exit code 1, or the one line that all is well. */
export function checkDeploy(): number {
  const dist = join(root, 'dist');
  const expected = expectationsFromEnv(process.env);
  const problems = deployProblems(dist, join(root, 'firebase.json'), expected);
  for (const problem of problems) console.log(problem);
  if (problems.length > 0) return 1;
  console.log(`Rendben: dist/ és a firebase.json összeillik, telepíthető (${describeDist(dist, expected)}).`);
  return 0;
}

runAsCommand(import.meta, checkDeploy);
