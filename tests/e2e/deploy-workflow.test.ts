/**
 * The deploy workflow (.github/workflows/deploy.yml) run as written, in a copy
 * of the project, and what it would upload: the build that went live must be
 * the one the workflow built, with the club's Firestore, its snapshot of the
 * events and the site's address, and the Firestore rules must go out with it.
 *
 * Every `run:` step runs in bash as GitHub runs it, with the job's and the
 * step's own `env:` (`${{ vars.* }}` and `${{ secrets.* }}` filled in with the
 * values below), on a "runner" whose network leads Firestore's address to
 * Google's Firestore emulator (tests/support/firestore-network.mjs), through a
 * relay that records what was asked (tests/support/firestore-relay.ts). Not run: checkout and
 * setup-node (the copy is the checkout, this Node the Node), `npm ci` (the copy
 * links the installed node_modules), and the checks that write nothing a deploy
 * uploads (typecheck, lint, unit and component tests: `npm test` runs them; the tests
 * would be run twice). The Firebase CLI is replaced by a recorder of how it was
 * called; the test then runs what `firebase deploy` runs before it uploads
 * anything: the predeploy commands of firebase.json for every target it
 * deploys, in the environment the CLI got, as firebase-tools does
 * (src/deploy/lifecycleHooks.ts there: its own environment plus GCLOUD_PROJECT,
 * PROJECT_DIR and RESOURCE_DIR, in the project folder, through a shell).
 */
import { spawn, type SpawnOptions } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpConfig } from '../../tools/first-view';
import { parseCopy } from '../../src/prerender/pick';
import { readDist } from '../../tools/check-deploy';
import type { StoredDocument } from '../support/firestore-handlers';
import { clearFirestore, firestoreEmulator, writeDocuments } from '../support/firestore-emulator';
import { startFirestoreRelay, type FirestoreRelay } from '../support/firestore-relay';
import { copyProject, type ProjectCopy } from '../support/project-copy';

/** The repository's settings, as GitHub would fill them in. */
const VARS: Record<string, string> = {
  FIREBASE_PROJECT_ID: 'zold-osveny-proba',
  FIREBASE_WEB_API_KEY: 'AIzaSyProbaKulcsAWebAlkalmazasnak0123',
  SITE_URL: 'https://turak.example.hu/',
  EDITOR_AUTH_URL: 'https://belepes.turak.example.hu',
};
/** What GitHub's runner sets for every step. */
const REPOSITORY = 'zold-osveny/honlap';
const SECRETS: Record<string, string> = {
  FIREBASE_SERVICE_ACCOUNT:
    '{"type":"service_account","project_id":"zold-osveny-proba","client_email":"deploy@example.com"}',
  GITHUB_TOKEN: 'ghs_proba',
};

/** The club's events in Firestore: names the repository does not have, so what shows came from here. */
const EVENTS: StoredDocument[] = [
  {
    id: '2025-1',
    data: {
      id: 1,
      date: '2025.02.01',
      name: 'Zemplén: a Nagy-Milic gerince',
      picture: 'default.svg',
      pdf: 'program3',
    },
  },
  {
    id: '2025-2',
    data: {
      id: 2,
      date: '2025.02.15',
      name: 'Cserhát: Hollókő és a Szanda-vár',
      picture: 'default.svg',
      pdf: 'program4',
    },
  },
  {
    id: '2025-3',
    data: {
      id: 3,
      date: '2025.03.01',
      name: 'Bakony: a Gerence-völgy szurdokai',
      picture: 'default.svg',
      pdf: 'program5',
    },
  },
  // Typed in the console with its date picker: a timestamp, which the site's date queries never
  // return. The deploy publishes the others; the run must still fail and name this one.
  {
    id: '2025-4',
    data: {
      id: 4,
      date: new Date('2025-03-14T23:00:00Z'),
      name: 'Börzsöny: a Csóványos a Királyrétről',
      picture: 'default.svg',
      pdf: 'program6',
    },
  },
];
/** The documents the site shows; the last one of EVENTS it never sees. */
const SHOWN = EVENTS.slice(0, 3);

/** Steps the test does not run, and why. */
const SETUP_ACTIONS = /^actions\/(checkout|setup-node)@/;
const INSTALL = /^npm ci\b/;
/** Checks of the sources that write nothing the deploy uploads, run by `npm test` itself. */
const SOURCE_CHECKS = ['npm run typecheck', 'npm run lint', 'npm run test:unit', 'npm run test:component'];

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string | number | boolean>;
}
interface Workflow {
  on: { push?: { branches?: string[] }; schedule?: Array<{ cron: string }> };
  env?: Step['env'];
  jobs: Record<string, { env?: Step['env']; steps: Step[] }>;
}
interface FirebaseJson {
  hosting: { public: string; predeploy?: string | string[] };
  firestore?: { rules?: string; predeploy?: string | string[] };
  [target: string]: unknown;
}

/** How the workflow called `firebase deploy`, and with what. */
interface Deploy {
  /** the step's index in the job */
  step: number;
  /** `--only`'s list, or null for every target of firebase.json */
  only: string[] | null;
  project: string;
  /** the CLI's environment (what its predeploy commands inherit) */
  env: Record<string, string>;
  /** the file GOOGLE_APPLICATION_CREDENTIALS named, and what it held while the CLI ran */
  keyFile: string | null;
  key: string | null;
  cli: string[];
}

/** `${{ vars.X }}` and `${{ secrets.X }}` as GitHub fills them in; any other expression is not expected here. */
function substitute(value: string): string {
  return value.replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (expression: string, inner: string) => {
    const [, scope, name] = /^(vars|secrets)\.(\w+)$/.exec(inner) ?? [];
    const table = scope === 'vars' ? VARS : scope === 'secrets' ? SECRETS : null;
    if (!table || !name || !(name in table)) throw new Error(`the test cannot fill in ${expression}`);
    return table[name]!;
  });
}

function stepEnv(...levels: Array<Step['env']>): Record<string, string> {
  return Object.fromEntries(
    levels
      .flatMap((env) => Object.entries(env ?? {}))
      .map(([key, value]) => [key, substitute(String(value))]),
  );
}

const stepName = (step: Step) => step.name ?? step.uses ?? step.run!.split('\n')[0]!;

/**
 * A command's exit status and output. Not spawnSync: the relay to the emulator runs in this
 * process, which must go on running while the build reads from it.
 */
function run(
  command: string,
  args: string[],
  options: SpawnOptions,
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** bash as GitHub runs a `run:` script on Linux. */
const runScript = (script: string, cwd: string, env: Record<string, string>) =>
  run('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', script], { cwd, env });

/** The targets `firebase deploy` deploys: `--only hosting,firestore:rules` → hosting, firestore. */
function deployTargets(config: FirebaseJson, only: string[] | null): string[] {
  const targets = only
    ? only.map((item) => item.split(':')[0]!)
    : ['database', 'firestore', 'functions', 'hosting', 'storage', 'remoteconfig', 'extensions'];
  return [...new Set(targets)].filter((target) => config[target] !== undefined);
}

function predeployCommands(config: FirebaseJson, target: string): string[] {
  const section = config[target] as
    { predeploy?: string | string[] } | Array<{ predeploy?: string | string[] }>;
  return [section].flat().flatMap((entry) => [entry.predeploy ?? []].flat());
}

let copy: ProjectCopy;
let relay: FirestoreRelay;
let runnerTemp: string;
let config: FirebaseJson;
let workflow: Workflow;
let deploy: Deploy | null = null;
let keyFileAfterDeploy = false;
const predeploys: Array<{ target: string; command: string; status: number | null; output: string }> = [];
/** Every step that ran, in order, with what it wrote to the run's summary (GITHUB_STEP_SUMMARY). */
const ran: Array<{ index: number; name: string; status: number | null; output: string; summary: string }> =
  [];

beforeAll(async () => {
  copy = copyProject('deploy-workflow');
  // A checkout has no local settings (.gitignore keeps them out of the repository).
  for (const file of readdirSync(copy.root).filter(
    (name) => name !== '.env.example' && /^\.env(\..+)?$/.test(name),
  ))
    rmSync(join(copy.root, file));
  // The club's project in the emulator, holding EVENTS; the build and events:check read it as from Google.
  const emulator = firestoreEmulator();
  await clearFirestore(emulator.origin, VARS.FIREBASE_PROJECT_ID!);
  await writeDocuments(emulator.origin, VARS.FIREBASE_PROJECT_ID!, 'event', EVENTS);
  relay = await startFirestoreRelay(emulator.origin);
  runnerTemp = mkdtempSync(join(tmpdir(), 'deploy-workflow-runner-'));

  // The Firebase CLI, however the workflow starts it (npx firebase-tools@…, or firebase): records
  // how it was called, its environment and the key file's content while it ran, and deploys nothing.
  const bin = join(runnerTemp, 'bin');
  mkdirSync(bin);
  const record = join(runnerTemp, 'cli.json');
  writeFileSync(
    join(bin, 'record-cli.cjs'),
    `const fs = require('node:fs');
const keyFile = process.env.GOOGLE_APPLICATION_CREDENTIALS;
fs.writeFileSync(process.env.DEPLOY_TEST_RECORD, JSON.stringify({
  cli: process.argv.slice(2), env: process.env, key: keyFile ? fs.readFileSync(keyFile, 'utf8') : null,
}));
`,
  );
  for (const name of ['npx', 'firebase'])
    writeFileSync(
      join(bin, name),
      `#!/bin/sh\nexec "${process.execPath}" "${bin}/record-cli.cjs" ${name} "$@"\n`,
      {
        mode: 0o755,
      },
    );

  const runner: Record<string, string> = {
    PATH: `${bin}:${process.env.PATH}`,
    HOME: process.env.HOME ?? runnerTemp,
    LANG: 'C.UTF-8',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_REPOSITORY: REPOSITORY,
    RUNNER_TEMP: runnerTemp,
    // The runner's network: https://firestore.googleapis.com is the emulator (through the relay).
    NODE_OPTIONS: `--import=${pathToFileURL(join(import.meta.dirname, '../support/firestore-network.mjs')).href}`,
    FIRESTORE_NETWORK_ORIGIN: relay.origin,
    DEPLOY_TEST_RECORD: record,
  };

  workflow = parse(readFileSync(join(copy.root, '.github/workflows/deploy.yml'), 'utf8')) as Workflow;
  config = JSON.parse(readFileSync(join(copy.root, 'firebase.json'), 'utf8')) as FirebaseJson;
  const [job] = Object.values(workflow.jobs);
  for (const [index, step] of job!.steps.entries()) {
    const env = { ...runner, ...stepEnv(workflow.env, job!.env, step.env) };
    if (step.uses && SETUP_ACTIONS.test(step.uses)) {
      continue;
    } else if (step.uses?.startsWith('FirebaseExtended/action-hosting-deploy@')) {
      // The action runs `firebase deploy --only hosting` for its projectId (channelId live).
      deploy = {
        step: index,
        only: ['hosting'],
        project: substitute(step.with?.projectId ?? ''),
        env,
        keyFile: null,
        key: null,
        cli: ['firebase', 'deploy', '--only', 'hosting'],
      };
    } else if (step.uses) {
      throw new Error(`the test does not know what the step "${step.uses}" does`);
    } else if (INSTALL.test(step.run!.trim()) || SOURCE_CHECKS.includes(step.run!.trim())) {
      continue;
    } else {
      // GitHub fills in the expressions of the script itself before bash sees it, and gives
      // each step a summary file of its own.
      const summaryFile = join(runnerTemp, `step-summary-${index}.md`);
      writeFileSync(summaryFile, '');
      const result = await runScript(substitute(step.run!), copy.root, {
        ...env,
        GITHUB_STEP_SUMMARY: summaryFile,
      });
      ran.push({ index, name: stepName(step), ...result, summary: readFileSync(summaryFile, 'utf8') });
      if (existsSync(record)) {
        // The CLI was called in this step: this is the deploy.
        const called = JSON.parse(readFileSync(record, 'utf8')) as Omit<
          Deploy,
          'step' | 'only' | 'project' | 'keyFile'
        >;
        const args = called.cli.slice(called.cli.indexOf('deploy') + 1);
        const option = (name: string) => {
          const at = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
          return at === -1 ? null : args[at]!.includes('=') ? args[at]!.split('=')[1]! : args[at + 1]!;
        };
        deploy = {
          ...called,
          step: index,
          only: option('--only')?.split(',') ?? null,
          project: option('--project') ?? option('-P') ?? '',
          keyFile: called.env.GOOGLE_APPLICATION_CREDENTIALS ?? null,
        };
        keyFileAfterDeploy = deploy.keyFile !== null && existsSync(deploy.keyFile);
        rmSync(record);
      }
      // A failed step ends the job: GitHub skips the steps after it.
      if (result.status !== 0) break;
    }
  }
  const failedBeforeDeploy = ran.find((step) => step.status !== 0 && step.index < (deploy?.step ?? Infinity));
  if (failedBeforeDeploy)
    throw new Error(
      `the step "${failedBeforeDeploy.name}" failed (${failedBeforeDeploy.status}):\n${failedBeforeDeploy.output}`,
    );
  if (!deploy) throw new Error('no step of the workflow runs firebase deploy');
  const { env, project, only } = deploy as Deploy;
  // One after the other; firebase deploy stops at the first that fails, and uploads nothing.
  deploying: for (const target of deployTargets(config, only)) {
    for (const command of predeployCommands(config, target)) {
      const result = await run(command, [], {
        shell: true,
        cwd: copy.root,
        env: {
          ...env,
          GCLOUD_PROJECT: project,
          PROJECT_DIR: copy.root,
          RESOURCE_DIR: target === 'hosting' ? join(copy.root, config.hosting.public) : copy.root,
        },
      });
      predeploys.push({ target, command, ...result });
      if (result.status !== 0) break deploying;
    }
  }
}, 240_000);

afterAll(async () => {
  await relay?.close();
  await copy?.remove();
  if (runnerTemp) rmSync(runnerTemp, { recursive: true, force: true });
});

/** The folder `firebase deploy` uploads: firebase.json's hosting.public, after its predeploy. */
const uploaded = () => join(copy.root, config.hosting.public);

/** Every prerendered copy of `path` the uploaded build has, as HTML. */
function prerenderedCopies(path: string): string[] {
  const page = join(uploaded(), `${path.slice(1)}index.html`);
  const copies = existsSync(page) ? (startUpConfig(readFileSync(page, 'utf8'))?.copies ?? []) : [];
  return copies
    .filter(([, name]) => name !== '')
    .map(
      ([, name]) =>
        parseCopy(readFileSync(join(uploaded(), 'prerendered', `${name}.html`), 'utf8'))?.html ?? '',
    );
}

describe('the deploy workflow, run as written', () => {
  it('runs on every push to main and every night', () => {
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect(workflow.on.schedule?.map((entry) => entry.cron)).toEqual(['17 3 * * *']);
  });

  it('checks the sources in steps of their own before the build, and deploys after it', () => {
    const steps = Object.values(workflow.jobs)[0]!.steps.map((step) => step.run?.trim() ?? step.uses ?? '');
    const build = steps.indexOf('npm run build');
    expect(build).toBeGreaterThan(-1);
    for (const check of SOURCE_CHECKS) {
      expect(steps.indexOf(check), check).toBeGreaterThan(-1);
      expect(steps.indexOf(check), check).toBeLessThan(build);
    }
    expect(deploy!.step).toBeGreaterThan(build);
  });

  it("firebase deploy's predeploy passes in the deploy step's own environment", () => {
    expect(predeploys.length).toBeGreaterThan(0);
    for (const run of predeploys) expect(run.status, `${run.target}: ${run.command}\n${run.output}`).toBe(0);
  });

  it("uploads the build the workflow made: the club's Firestore, read by the build, with its snapshot", () => {
    const dist = readDist(uploaded());
    expect(dist.firestore, 'a build configured for Firestore').toBe(true);
    expect(dist.namesProject(VARS.FIREBASE_PROJECT_ID!), 'the project of the repository variable').toBe(true);
    expect(dist.namesProject(VARS.FIREBASE_WEB_API_KEY!), 'the web API key of the repository variable').toBe(
      true,
    );
    // The build read the project's `event` collection (from the emulator, as from Google) …
    expect(relay.state.requests).toContain(
      `POST /v1/projects/${VARS.FIREBASE_PROJECT_ID}/databases/(default)/documents:runQuery`,
    );
    // … and the yearly program and home page a visitor first sees are prerendered from it.
    expect(dist.missingSnapshotScreens).toEqual([]);
    const program = prerenderedCopies('/evesprogram/').join('\n');
    for (const event of SHOWN) expect(program).toContain(event.data.name);
    expect(prerenderedCopies('/').join('\n')).toContain(SHOWN[0]!.data.name);
  });

  it("uploads the build with the site's address: canonical link, og:url and an absolute preview image", () => {
    const html = readFileSync(join(uploaded(), 'index.html'), 'utf8');
    expect(html).toContain(`<link rel="canonical" href="${VARS.SITE_URL}" />`);
    expect(html).toContain(`<meta property="og:url" content="${VARS.SITE_URL}" />`);
    // The home page's own preview picture (vite-plugins/vite-site-feeds.ts), at the site's address.
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${VARS.SITE_URL}og/home\\.png"`));
  });

  it('deploys the Firestore rules with the site, to the project of the repository variable', () => {
    expect(config.firestore?.rules).toBe('firestore.rules');
    expect(existsSync(join(copy.root, 'firestore.rules'))).toBe(true);
    expect(deployTargets(config, deploy!.only)).toEqual(expect.arrayContaining(['hosting', 'firestore']));
    expect(deploy!.only === null || deploy!.only.some((item) => /^firestore(:rules)?$/.test(item))).toBe(
      true,
    );
    expect(deploy!.project).toBe(VARS.FIREBASE_PROJECT_ID);
  });

  it('gives the CLI the service account in a temporary file outside the project, deleted after', () => {
    expect(deploy!.cli).toEqual(
      expect.arrayContaining([expect.stringMatching(/^firebase-tools@\d+\.\d+\.\d+$/)]),
    );
    expect(deploy!.keyFile).not.toBeNull();
    expect(relative(runnerTemp, deploy!.keyFile!)).not.toMatch(/^\.\./);
    expect(deploy!.key).toBe(SECRETS.FIREBASE_SERVICE_ACCOUNT);
    expect(keyFileAfterDeploy, 'the key file is deleted when the step ends').toBe(false);
  });

  it('after the deploy, fails the run on an event the site never shows, naming it in the summary', () => {
    const check = ran.find((step) =>
      /\bnpm run events:check\b/.test(Object.values(workflow.jobs)[0]!.steps[step.index]!.run ?? ''),
    );
    expect(check, 'a step runs npm run events:check').toBeDefined();
    // Published first: the valid events go live whatever the console holds.
    expect(check!.index).toBeGreaterThan(deploy!.step);
    expect(check!.status, check!.output).toBe(1);
    // The run's summary, which GitHub shows on the failed run, names the document and the field.
    expect(check!.summary).toContain('event/2025-4');
    expect(check!.summary).toMatch(/date: a dátum nem szöveg/);
    // It read the project of the repository variable, and named nothing else.
    expect(check!.summary).toContain(`"${VARS.FIREBASE_PROJECT_ID}" projekt`);
    for (const event of SHOWN) expect(check!.summary).not.toContain(`event/${event.id}`);
  });

  it("uploads the volunteers' editor set up to publish to this repository through the sign-in service", () => {
    const assets = join(uploaded(), 'admin');
    expect(existsSync(join(assets, 'index.html')), 'dist/admin/index.html').toBe(true);
    const scripts = readdirSync(assets, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(assets, file), 'utf8'))
      .join('\n');
    // Booleans: the editor's scripts are megabytes, too long to print on a failure.
    expect(scripts.includes(VARS.EDITOR_AUTH_URL!), `the sign-in address ${VARS.EDITOR_AUTH_URL}`).toBe(true);
    expect(scripts.includes(REPOSITORY), `the repository ${REPOSITORY}`).toBe(true);
  });
});
