/**
 * `npm run golive:check` run as a volunteer runs it, in a copy of the project's deploy
 * configuration (firebase.json, .firebaserc, firestore.rules, the deploy workflow), with the
 * repository's settings in its environment under the names the deploy workflow gives them, and
 * Google's Firestore emulator (the unit project's) standing for the club's project: its
 * organisers' list, and the rules the emulator holds for the project standing for the rules in
 * force (the Security Rules API, which reads a real project's, has no emulator).
 * Everything set: every line ✓, the consoles' checklist, exit 0; then each thing the deploy
 * needs missing in turn: its ✗ line, alone, and exit 1.
 *
 * The first two cases run the command in a process of its own, `npm run` as the volunteer
 * types it and tsx as the script runs; the rest call what the command prints from, with the
 * same environment: each process loads the Admin SDK anew, two to three seconds of two busy
 * cores, and what they would add is the same exit code for the same last line.
 */
import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeAdminAppsOf, withEnvironment } from '../../support/command-here.ts';
import { ORGANISERS_COLLECTION } from '../../../schema/collections.ts';
import type { Workflow } from '../../../tools/deploy-workflow.ts';
import { goliveSections, report } from '../../../tools/golive-check.ts';
import {
  clearFirestore,
  firestoreEmulator,
  setFirestoreRules,
  writeDocuments,
} from '../../support/firestore-emulator.ts';

/** A project of its own in the run's shared emulator, named as a real one is. */
const PROJECT = 'zold-osveny-elesites';
const repository = resolve(import.meta.dirname, '../../..');

/** A service account's key as Google hands it out (the key itself a stand-in: the emulator asks for none). */
const accountKey = (account: string) =>
  JSON.stringify({
    type: 'service_account',
    project_id: PROJECT,
    client_email: `${account}@${PROJECT}.iam.gserviceaccount.com`,
    ['private' + '_key']: '-----BEGIN PRIVATE KEY-----\nproba\n-----END PRIVATE KEY-----\n',
  });

/** The repository's settings, under the names the deploy workflow gives them. */
const SETTINGS: Record<string, string> = {
  FIREBASE_PROJECT_ID: PROJECT,
  FIREBASE_WEB_API_KEY: 'AIzaSyProbaKulcsAWebAlkalmazasnak0123',
  SITE_URL: 'https://turak.example.hu/',
  FIREBASE_SERVICE_ACCOUNT: accountKey('telepito'),
  FIREBASE_HOUSEKEEPING_ACCOUNT: accountKey('takarito'),
};
const ORGANISER = 'kovacs.anna@example.hu';

/** What the copy needs: the deploy's configuration, and the command with what it imports. */
const COPIED = ['firebase.json', 'firestore.rules', '.github/workflows/deploy.yml', 'package.json', 'tools'];
const LINKED = ['node_modules', 'src', 'schema', 'vite-plugins', 'content-check'];

const roots: string[] = [];

/** A copy of the project's deploy configuration with a .firebaserc for PROJECT, as a club's fork has it. */
function projectCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'golive-'));
  roots.push(root);
  for (const path of COPIED) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    cpSync(join(repository, path), join(root, path), { recursive: true });
  }
  for (const path of LINKED) symlinkSync(join(repository, path), join(root, path), 'dir');
  writeFileSync(join(root, '.firebaserc'), JSON.stringify({ projects: { default: PROJECT } }));
  return root;
}

interface Run {
  code: number;
  lines: string[];
  /** the lines of the items found missing */
  missing: string[];
}

const runOf = (code: number, lines: string[]): Run => ({
  code,
  lines,
  missing: lines.filter((line) => line.trimStart().startsWith('✗')),
});

/**
 * The command's run in this process: what it prints and the exit code it sets. The Admin SDK
 * finds the emulator in this process's environment, as the command's finds it in its own.
 */
function goliveHere(root: string, env: NodeJS.ProcessEnv): Promise<Run> {
  return withEnvironment({ FIRESTORE_EMULATOR_HOST: env.FIRESTORE_EMULATOR_HOST }, async () => {
    const { lines, ok } = report(await goliveSections(root, env));
    return runOf(ok ? 0 : 1, lines);
  });
}

/**
 * The command in `root`, with `settings` and the emulator in its environment and none of the
 * settings this run's own environment may hold. `npm` runs it as the volunteer types it, `tsx`
 * as the script runs, `here` in this process.
 */
function golive(
  root: string,
  settings: Record<string, string>,
  how: 'npm' | 'tsx' | 'here' = 'here',
): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of Object.keys(env))
    if (/^(VITE_|FIREBASE_|SITE_URL|EDITOR_AUTH_URL|GOOGLE_APPLICATION_CREDENTIALS)/.test(name))
      delete env[name];
  Object.assign(env, settings, { FIRESTORE_EMULATOR_HOST: firestoreEmulator().host });
  if (how === 'here') return goliveHere(root, env);
  const [command, args] =
    how === 'npm'
      ? ['npm', ['run', '--silent', 'golive:check']]
      : [join(root, 'node_modules', '.bin', 'tsx'), ['tools/golive-check.ts']];
  return new Promise((done) => {
    execFile(command, args, { cwd: root, env }, (error, stdout, stderr) => {
      const lines = stdout.split('\n');
      if (stderr.trim()) lines.push(...stderr.split('\n').map((line) => `stderr: ${line}`));
      done(runOf(error ? Number(error.code ?? 1) : 0, lines));
    });
  });
}

const without = (name: string) =>
  Object.fromEntries(Object.entries(SETTINGS).filter(([key]) => key !== name));
/** The parts of firebase.json a case changes. */
interface FirebaseJson {
  hosting: Record<string, unknown>;
  firestore?: unknown;
}
const editFirebaseJson = (root: string, edit: (value: FirebaseJson) => void) => {
  const file = join(root, 'firebase.json');
  const value = JSON.parse(readFileSync(file, 'utf8')) as FirebaseJson;
  edit(value);
  writeFileSync(file, JSON.stringify(value, null, 2));
};

const seedOrganisers = (ids: string[]) =>
  writeDocuments(
    firestoreEmulator().origin,
    PROJECT,
    ORGANISERS_COLLECTION,
    ids.map((id) => ({ id, data: {} })),
  );

beforeAll(async () => {
  // What the deploy leaves in force: the repository's rules; and the club's first organiser.
  await setFirestoreRules(firestoreEmulator().origin, PROJECT, readFileSync('firestore.rules', 'utf8'));
});
beforeEach(async () => {
  await clearFirestore(firestoreEmulator().origin, PROJECT);
  await seedOrganisers([ORGANISER]);
});
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
afterAll(async () => {
  await clearFirestore(firestoreEmulator().origin, PROJECT);
  // The Admin SDK's apps of the runs in this process, as the command closes its own.
  await closeAdminAppsOf(PROJECT);
});

// A run as a command is a Node process of its own that loads the Admin SDK: a few seconds on two busy cores.
describe('npm run golive:check', { timeout: 60_000 }, () => {
  it('everything set: every item ✓, the consoles’ checklist with the site’s address, exit 0', async () => {
    const run = await golive(projectCopy(), SETTINGS, 'npm');
    expect(run.missing).toEqual([]);
    expect(run.code).toBe(0);
    const lines = run.lines.map((line) => line.trim());
    for (const expected of [
      '✓ firebase.json: a tárhely a dist/ mappát tölti fel, amelyet az npm run build ír',
      '✓ firebase.json: nincs átírás (rewrites): minden cím a saját fájlja, a hiányzóra 404 a válasz',
      '✓ firebase.json: feltöltés előtt az npm run deploy:check ellenőrzi a dist/ mappát',
      '✓ firebase.json: a Firestore-szabályok a firestore.rules fájlból mennek ki a honlappal együtt',
      `✓ .firebaserc: az alapértelmezett projekt "${PROJECT}"`,
      `✓ VITE_FIREBASE_PROJECT_ID: ${PROJECT} (a FIREBASE_PROJECT_ID változóból)`,
      '✓ VITE_FIREBASE_API_KEY: AIza…0123 (a FIREBASE_WEB_API_KEY változóból)',
      '✓ VITE_SITE_URL: https://turak.example.hu/ (a SITE_URL változóból)',
      `✓ FIREBASE_SERVICE_ACCOUNT titok: a telepito@${PROJECT}.iam.gserviceaccount.com szolgáltatásfiók kulcsa`,
      `✓ FIREBASE_HOUSEKEEPING_ACCOUNT titok: a takarito@${PROJECT}.iam.gserviceaccount.com szolgáltatásfiók kulcsa`,
      '✓ organisers: 1 szervező szerepel a listán (olvasva az emulátorban)',
      '✓ Firestore-szabályok: az emulátor szabályai a projektre a tároló firestore.rules fájljával egyeznek',
      'Rendben: minden megvan, amit a telepítés igényel; a konzolos tételeket nézd át kézzel.',
    ])
      expect(lines).toContain(expected);
    // Optional, and said so.
    expect(lines).toContainEqual(
      expect.stringMatching(/^✓ VITE_EDITOR_AUTH_URL nincs megadva .*nem kötelező/),
    );
    const checklist = lines.filter((line) => line.startsWith('☐'));
    expect(checklist).toEqual([
      expect.stringMatching(
        /^☐ Firebase console → Authentication → Sign-in method → Email\/Password: .*Email link \(passwordless sign-in\)/,
      ),
      expect.stringMatching(
        /^☐ Firebase console → Authentication → Settings → Authorized domains → Add domain: turak\.example\.hu /,
      ),
      expect.stringMatching(
        new RegExp(
          `^☐ Google Cloud console → APIs & Services → Credentials → .*Websites.*https://turak\\.example\\.hu/\\* és https://${PROJECT}\\.firebaseapp\\.com/\\*`,
        ),
      ),
    ]);
    // No secret is printed.
    expect(run.lines.join('\n')).not.toContain('PRIVATE KEY');
    expect(run.lines.join('\n')).not.toContain(SETTINGS.FIREBASE_WEB_API_KEY);
  });

  type Case = [
    what: string,
    change: (root: string) => void | Promise<void>,
    settings: Record<string, string>,
    line: RegExp,
  ];
  const cases: Case[] = [
    [
      'no .firebaserc',
      (root) => unlinkSync(join(root, '.firebaserc')),
      SETTINGS,
      /^✗ \.firebaserc hiányzik: hozd létre .*\{"projects":\{"default":"zold-osveny-elesites"\}\}/,
    ],
    [
      'a placeholder in .firebaserc',
      (root) => writeFileSync(join(root, '.firebaserc'), '{"projects":{"default":"your-project-id"}}'),
      SETTINGS,
      /^✗ \.firebaserc: "your-project-id" mintaérték, nem projektazonosító: írd be a klub projektjének azonosítóját/,
    ],
    [
      'firebase.json uploading another folder',
      (root) => editFirebaseJson(root, (json) => (json.hosting.public = 'public')),
      SETTINGS,
      /^✗ firebase\.json: a hosting\.public értéke "public": írd "dist"-re/,
    ],
    [
      'firebase.json rewriting every address to index.html',
      (root) =>
        editFirebaseJson(
          root,
          (json) => (json.hosting.rewrites = [{ source: '**', destination: '/index.html' }]),
        ),
      SETTINGS,
      /^✗ firebase\.json: a hosting\.rewrites átírásokat ad meg: töröld őket/,
    ],
    [
      'firebase.json without the security headers',
      (root) => editFirebaseJson(root, (json) => (json.hosting.headers = [])),
      SETTINGS,
      /^✗ firebase\.json: hiányzik a hosting\.headers-ből Content-Security-Policy \("\*\*"\), Strict-Transport-Security/,
    ],
    [
      'firebase.json without the predeploy check',
      (root) => editFirebaseJson(root, (json) => delete json.hosting.predeploy),
      SETTINGS,
      /^✗ firebase\.json: a hosting\.predeploy nem futtatja az npm run deploy:check parancsot/,
    ],
    [
      'firebase.json without the Firestore rules',
      (root) => editFirebaseJson(root, (json) => delete json.firestore),
      SETTINGS,
      /^✗ firebase\.json: a firestore\.rules értéke null: írd "firestore\.rules"-re/,
    ],
    [
      'no project variable',
      () => undefined,
      without('FIREBASE_PROJECT_ID'),
      /^✗ VITE_FIREBASE_PROJECT_ID nincs megadva: állítsd be a FIREBASE_PROJECT_ID változót a GitHub-tároló Settings → Secrets and variables → Actions oldalán, a Variables fülön/,
    ],
    [
      'no web API key',
      () => undefined,
      without('FIREBASE_WEB_API_KEY'),
      /^✗ VITE_FIREBASE_API_KEY nincs megadva: állítsd be a FIREBASE_WEB_API_KEY változót /,
    ],
    [
      'no site address',
      () => undefined,
      without('SITE_URL'),
      /^✗ VITE_SITE_URL nincs megadva: állítsd be a SITE_URL változót .*https:\/\/…\//,
    ],
    [
      'a site address without https',
      () => undefined,
      { ...SETTINGS, SITE_URL: 'http://turak.example.hu' },
      /^✗ VITE_SITE_URL: "http:\/\/turak\.example\.hu" nem https-cím \(a SITE_URL változóból\): állítsd be a SITE_URL változót/,
    ],
    [
      'a build step that does not pass the address',
      (root) => {
        const file = join(root, '.github/workflows/deploy.yml');
        const workflow = parse(readFileSync(file, 'utf8')) as Workflow;
        delete workflow.jobs.deploy!.steps.find((step) => step.name === 'Build')!.env!.VITE_SITE_URL;
        writeFileSync(file, stringify(workflow));
      },
      SETTINGS,
      /^✗ \.github\/workflows\/deploy\.yml: a „Build” lépés nem adja át a VITE_SITE_URL változót a buildnek/,
    ],
    [
      'no deploy key',
      () => undefined,
      without('FIREBASE_SERVICE_ACCOUNT'),
      /^✗ FIREBASE_SERVICE_ACCOUNT titok nincs megadva: állítsd be a FIREBASE_SERVICE_ACCOUNT titkot .*a Secrets fülön .*Firebase Rules Admin/,
    ],
    [
      'a housekeeping key that is not a key',
      () => undefined,
      { ...SETTINGS, FIREBASE_HOUSEKEEPING_ACCOUNT: 'takarito@zold-osveny-elesites.iam.gserviceaccount.com' },
      /^✗ FIREBASE_HOUSEKEEPING_ACCOUNT titok: nem JSON: .*állítsd be a FIREBASE_HOUSEKEEPING_ACCOUNT titkot/,
    ],
    [
      'no organiser listed',
      () => clearFirestore(firestoreEmulator().origin, PROJECT),
      SETTINGS,
      /^✗ organisers: a szervezők listája üres, így senki sem írhat a \/szervezo\/ oldalon: a Firebase console-ban \(Firestore Database → Data\)/,
    ],
    [
      'an organiser listed with capitals, whom the rules never find',
      () => seedOrganisers(['Nagy.Bela@example.hu']),
      SETTINGS,
      /^✗ organisers: 1 dokumentum azonosítója nem kisbetűs e-mail-cím \(Nagy\.Bela@example\.hu\)/,
    ],
    [
      'rules in force that are not the repository’s',
      (root) =>
        writeFileSync(
          join(root, 'firestore.rules'),
          `${readFileSync('firestore.rules', 'utf8')}\n// changed\n`,
        ),
      SETTINGS,
      /^✗ Firestore-szabályok: az emulátor szabályai a projektre nem a tároló firestore\.rules fájlja: tedd ki őket egyszer kézzel: npx firebase-tools deploy --only firestore:rules --project zold-osveny-elesites/,
    ],
  ];

  it.each(cases.map((item, index): [...Case, 'tsx' | 'here'] => [...item, index === 0 ? 'tsx' : 'here']))(
    '%s: its line alone, exit 1',
    async (_what, change, settings, line, how) => {
      const root = projectCopy();
      await change(root);
      const run = await golive(root, settings, how);
      expect(run.missing.map((text) => text.trim())).toEqual([expect.stringMatching(line)]);
      expect(run.code).toBe(1);
      expect(run.lines.map((text) => text.trim())).toContainEqual(
        expect.stringMatching(
          /^Hiányzik 1 tétel \(✗\): pótold őket, aztán futtasd újra: npm run golive:check\./,
        ),
      );
    },
  );
});
