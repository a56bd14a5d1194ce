/**
 * The deploy workflow (.github/workflows/deploy.yml) run as written, in a copy
 * of the project, and what it would upload: the build that went live must be
 * the one the workflow built, with the club's Firestore, its snapshot of the
 * events and the site's address, and the Firestore rules must go out with it.
 *
 * Every `run:` step runs in bash as GitHub runs it, with the job's and the
 * step's own `env:` (`${{ vars.* }}` and `${{ secrets.* }}` filled in with the
 * values below), its own GITHUB_OUTPUT and GITHUB_STEP_SUMMARY, when its `if:`
 * holds for what started the run (a push, the night's schedule, the check every
 * quarter of an hour), on a "runner" whose network leads Firestore's address to
 * Google's Firestore emulator (tests/support/firestore-network.mjs), through a
 * relay that records what was asked (tests/support/firestore-relay.ts), and the
 * site's address to what the deploy uploaded, served as Firebase Hosting serves
 * it (tests/support/hosted-site.ts). The Admin SDK (the night's housekeeping)
 * speaks gRPC, not fetch: FIRESTORE_EMULATOR_HOST leads it to the emulator.
 * GitHub's upload-artifact is replaced by a record of what it would upload.
 * A push runs every step. The scheduled runs
 * run the steps up to the check of the quarter of an hour and only weigh the
 * `if:` of the rest: whether they would run is what the check decides, and the
 * push has already shown what they do when they run (a build more would cost
 * CI a quarter of a minute each). Not run: checkout and
 * setup-node (the copy is the checkout, this Node the Node), `npm ci` (the copy
 * links the installed node_modules), and the checks that write nothing a deploy
 * uploads (typecheck, lint, unit and component tests: `npm test` runs them; the tests
 * would be run twice). The Firebase CLI is replaced by a recorder of how it was
 * called; the test then runs what `firebase deploy` runs before it uploads
 * anything: the predeploy commands of firebase.json for every target it
 * deploys, in the environment the CLI got, as firebase-tools does
 * (its predeploy hooks: the CLI's own environment plus GCLOUD_PROJECT,
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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUpConfig } from '../../tools/first-view.ts';
import { parseCopy } from '../../src/prerender/pick.ts';
import { readDist } from '../../tools/check-deploy.ts';
import { readEvent } from '../../organisers/events/event-reads.ts';
import { removeEvent, saveStatus } from '../../organisers/events/event-saves.ts';
import { recordOf, withStatus } from '../../organisers/events/event-model.ts';
import { CLOCK_MARGIN_MS } from '../../tools/redeploy-decision.ts';
import {
  readWorkflow,
  stepLabel,
  type Workflow,
  type WorkflowStep as Step,
} from '../../tools/deploy-workflow.ts';
import { SNAPSHOT_STAMP_FILE, SnapshotStampSchema } from '../../vite-plugins/vite-events-snapshot.ts';
import type { StoredDocument, StructuredQuery } from '../support/firestore-handlers.ts';
import { clearFirestore, firestoreEmulator, writeDocuments } from '../support/firestore-emulator.ts';
import { startFirestoreRelay, type FirestoreRelay } from '../support/firestore-relay.ts';
import { startHostedSite, type HostedSite } from '../support/hosted-site.ts';
import { organiserClients } from '../support/organiser-clients.ts';
import { noteBuild } from '../support/production-build.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';
import { HISTORY_COLLECTION, MARKER_COLLECTION, MARKER_DOCUMENT } from '../../schema/collections.ts';

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
  FIREBASE_HOUSEKEEPING_ACCOUNT:
    '{"type":"service_account","project_id":"zold-osveny-proba","client_email":"housekeeping@example.com"}',
};

/** An organiser of the club, as the organisers' page stamps each write (updatedBy). */
const ORGANISER = 'kovacs.anna@example.hu';
/** When an organiser last saved the first event: the day before the test, long before any build. */
const SAVED_YESTERDAY = new Date(Date.now() - 24 * 60 * 60 * 1000);

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
      status: 'full',
      updatedAt: SAVED_YESTERDAY,
      updatedBy: ORGANISER,
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

/**
 * `${{ vars.X }}`, `${{ secrets.X }}` and `${{ runner.temp }}` as GitHub fills them in; any other
 * expression is not expected here.
 */
function substitute(value: string): string {
  return value.replace(/\$\{\{\s*([^}]*?)\s*\}\}/g, (expression: string, inner: string) => {
    if (inner === 'runner.temp') return runnerTemp;
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
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
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

/** What started a run, as the steps' expressions see it. */
interface Trigger {
  /** `github.event_name` */
  eventName: 'push' | 'schedule' | 'workflow_dispatch';
  /** `github.event.schedule`: the cron line of the schedule that started it */
  schedule?: string;
}

interface StepRun {
  index: number;
  name: string;
  status: number | null;
  output: string;
  /** what it wrote to the run's summary (GITHUB_STEP_SUMMARY) */
  summary: string;
  /** what it wrote to GITHUB_OUTPUT, as `steps.<id>.outputs` */
  outputs: Record<string, string>;
  /** the Firestore requests it made, through the relay */
  requests: string[];
  queries: StructuredQuery[];
  startedAt: number;
  endedAt: number;
}

/** What actions/upload-artifact would have kept: its settings and the files, read when the step ran. */
interface Upload {
  step: number;
  name: string;
  retentionDays: number | null;
  files: Record<string, string>;
}

/** One run of the job. */
interface JobRun {
  uploads: Upload[];
  /** Every step that ran, in order. */
  ran: StepRun[];
  /** The steps whose `if:` did not hold: GitHub skips them. */
  skipped: number[];
  /** The steps after the last one run whose `if:` held: they would have run. */
  wouldRun: number[];
  deploy: Deploy | null;
  /** Whether the key file was still there when the step had ended. */
  keyFileAfterDeploy: boolean;
}

/** `name=value` lines and `name<<DELIMITER` blocks, as GitHub reads a step's GITHUB_OUTPUT. */
function readOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let at = 0; at < lines.length; at += 1) {
    const line = lines[at]!;
    const block = /^([^=<]+)<<(.+)$/.exec(line);
    if (block) {
      const end = lines.indexOf(block[2]!, at + 1);
      outputs[block[1]!] = lines.slice(at + 1, end).join('\n');
      at = end;
    } else if (line.includes('=')) {
      outputs[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return outputs;
}

/** A value of the expressions' contexts this workflow uses; a step that did not run has no outputs (''). */
function contextValue(name: string, trigger: Trigger, outputs: Record<string, Record<string, string>>) {
  if (name === 'github.event_name') return trigger.eventName;
  if (name === 'github.event.schedule') return trigger.schedule ?? '';
  const [, step, output] = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(name) ?? [];
  if (step && output) return outputs[step]?.[output] ?? '';
  throw new Error(`the test does not know the context ${name}`);
}

/**
 * A step's `if:` as GitHub evaluates it, for what this workflow writes: `==` and `!=` of a
 * context and a quoted string (GitHub compares strings ignoring case), joined by `&&`. With no
 * status function it holds only while every step before succeeded, which the job's loop keeps
 * by stopping at the first failure. Anything else, the test cannot evaluate, and says so.
 */
function stepCondition(
  condition: string | undefined,
  trigger: Trigger,
  outputs: Record<string, Record<string, string>>,
): boolean {
  if (condition === undefined) return true;
  const expression = condition.trim().replace(/^\$\{\{([\s\S]*)\}\}$/, '$1');
  return expression.split('&&').every((term) => {
    const [, name, operator, text] = /^\s*([\w.-]+)\s*(==|!=)\s*'([^']*)'\s*$/.exec(term) ?? [];
    if (!name || !operator || text === undefined)
      throw new Error(`the test cannot evaluate the condition "${condition}"`);
    const equal = contextValue(name, trigger, outputs).toLowerCase() === text.toLowerCase();
    return operator === '==' ? equal : !equal;
  });
}

let copy: ProjectCopy;
let relay: FirestoreRelay;
let site: HostedSite;
let runnerTemp: string;
let record: string;
/** What every step of a run gets from the runner. */
let runner: Record<string, string>;
let config: FirebaseJson;
let workflow: Workflow;
let job: Workflow['jobs'][string];

/**
 * Runs the job as GitHub would for `trigger`: each step whose `if:` holds, in order, until one
 * fails; after the step `until` (its id), only weighs each `if:`.
 */
async function runJob(trigger: Trigger, until?: string): Promise<JobRun> {
  const last = until === undefined ? Infinity : job.steps.findIndex((step) => step.id === until);
  if (last === -1) throw new Error(`no step of the job has the id "${until}"`);
  const outputs: Record<string, Record<string, string>> = {};
  const result: JobRun = {
    ran: [],
    skipped: [],
    wouldRun: [],
    uploads: [],
    deploy: null,
    keyFileAfterDeploy: false,
  };
  for (const [index, step] of job.steps.entries()) {
    if (!stepCondition(step.if, trigger, outputs)) {
      result.skipped.push(index);
      continue;
    }
    if (index > last) {
      result.wouldRun.push(index);
      continue;
    }
    const env = { ...runner, ...stepEnv(workflow.env, job.env, step.env) };
    if (step.uses && SETUP_ACTIONS.test(step.uses)) {
      continue;
    } else if (step.uses?.startsWith('FirebaseExtended/action-hosting-deploy@')) {
      // The action runs `firebase deploy --only hosting` for its projectId (channelId live).
      result.deploy = {
        step: index,
        only: ['hosting'],
        project: substitute(step.with?.projectId ?? ''),
        env,
        keyFile: null,
        key: null,
        cli: ['firebase', 'deploy', '--only', 'hosting'],
      };
    } else if (step.uses?.startsWith('actions/upload-artifact@')) {
      const path = substitute(step.with?.path ?? '');
      const files = existsSync(path)
        ? Object.fromEntries(
            readdirSync(path).map((file) => [file, readFileSync(join(path, file), 'utf8')] as const),
          )
        : {};
      const days = step.with?.['retention-days'];
      result.uploads.push({
        step: index,
        name: substitute(step.with?.name ?? ''),
        retentionDays: days === undefined ? null : Number(days),
        files,
      });
      // if-no-files-found: error fails the step, and so the job.
      if (Object.keys(files).length === 0 && step.with?.['if-no-files-found'] === 'error') break;
    } else if (step.uses) {
      throw new Error(`the test does not know what the step "${step.uses}" does`);
    } else if (INSTALL.test(step.run!.trim()) || SOURCE_CHECKS.includes(step.run!.trim())) {
      continue;
    } else {
      // GitHub fills in the expressions of the script itself before bash sees it, and gives
      // each step a summary file and an output file of its own.
      const summaryFile = join(runnerTemp, `step-summary-${index}.md`);
      const outputFile = join(runnerTemp, `step-output-${index}`);
      writeFileSync(summaryFile, '');
      writeFileSync(outputFile, '');
      const requestsBefore = relay.state.requests.length;
      const queriesBefore = relay.state.queries.length;
      const startedAt = Date.now();
      const ended = await runScript(substitute(step.run!), copy.root, {
        ...env,
        GITHUB_STEP_SUMMARY: summaryFile,
        GITHUB_OUTPUT: outputFile,
      });
      const stepOutputs = readOutputs(readFileSync(outputFile, 'utf8'));
      if (step.id) outputs[step.id] = stepOutputs;
      result.ran.push({
        index,
        name: stepLabel(step),
        ...ended,
        summary: readFileSync(summaryFile, 'utf8'),
        outputs: stepOutputs,
        requests: relay.state.requests.slice(requestsBefore),
        queries: relay.state.queries.slice(queriesBefore),
        startedAt,
        endedAt: Date.now(),
      });
      if (/\bnpm run build\b/.test(step.run!))
        noteBuild('subject', `deploy workflow's "${stepLabel(step)}"`, Date.now() - startedAt);
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
        result.deploy = {
          ...called,
          step: index,
          only: option('--only')?.split(',') ?? null,
          project: option('--project') ?? option('-P') ?? '',
          keyFile: called.env.GOOGLE_APPLICATION_CREDENTIALS ?? null,
        };
        result.keyFileAfterDeploy = result.deploy.keyFile !== null && existsSync(result.deploy.keyFile);
        rmSync(record);
      }
      // A failed step ends the job: GitHub skips the steps after it.
      if (ended.status !== 0) break;
    }
  }
  return result;
}

/** The run started by a push to main: every step runs, build and deploy included. */
let push: JobRun;
let deploy: Deploy | null = null;
const predeploys: Array<{ target: string; command: string; status: number | null; output: string }> = [];

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
  record = join(runnerTemp, 'cli.json');
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

  workflow = readWorkflow(copy.root);
  config = JSON.parse(readFileSync(join(copy.root, 'firebase.json'), 'utf8')) as FirebaseJson;
  [job] = Object.values(workflow.jobs) as [Workflow['jobs'][string]];
  // The live site: what the deploy uploads, as Firebase Hosting serves it (nothing before the push's build).
  site = await startHostedSite(uploaded());

  runner = {
    PATH: `${bin}:${process.env.PATH}`,
    HOME: process.env.HOME ?? runnerTemp,
    LANG: 'C.UTF-8',
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_REPOSITORY: REPOSITORY,
    RUNNER_TEMP: runnerTemp,
    // The runner's network: https://firestore.googleapis.com is the emulator (through the relay),
    // the site's address the live site above.
    NODE_OPTIONS: `--import=${pathToFileURL(join(import.meta.dirname, '../support/firestore-network.mjs')).href}`,
    FIRESTORE_NETWORK_ORIGIN: relay.origin,
    FIRESTORE_EMULATOR_HOST: emulator.host,
    SITE_NETWORK_ADDRESS: VARS.SITE_URL!,
    SITE_NETWORK_ORIGIN: site.url,
    DEPLOY_TEST_RECORD: record,
  };

  push = await runJob({ eventName: 'push' });
  deploy = push.deploy;
  const failedBeforeDeploy = push.ran.find(
    (step) => step.status !== 0 && step.index < (deploy?.step ?? Infinity),
  );
  if (failedBeforeDeploy)
    throw new Error(
      `the step "${failedBeforeDeploy.name}" failed (${failedBeforeDeploy.status}):\n${failedBeforeDeploy.output}`,
    );
  if (!deploy) throw new Error('no step of the workflow runs firebase deploy');
  const { env, project, only } = deploy;
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
  await site?.close();
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

/** The night's run, which always builds and deploys. */
const NIGHTLY = '17 3 * * *';
/** The other schedule: the check every quarter of an hour. */
const quarterHourly = () =>
  workflow.on.schedule!.map((entry) => entry.cron).find((cron) => cron !== NIGHTLY)!;
/** The index of the step whose script is `script`. */
const stepRunning = (script: string) => job.steps.findIndex((step) => step.run?.trim() === script);
/** The index of the step with the id `id`. */
const stepWithId = (id: string) => job.steps.findIndex((step) => step.id === id);

/** The minutes of the hour a cron line's first field names: `4,19,34,49` or `*\/15`. */
function cronMinutes(field: string): number[] {
  const every = /^\*\/(\d+)$/.exec(field);
  if (every)
    return Array.from({ length: Math.ceil(60 / Number(every[1])) }, (_, at) => at * Number(every[1]));
  if (!/^\d+(,\d+)*$/.test(field)) throw new Error(`the test cannot read the minutes "${field}"`);
  return field.split(',').map(Number);
}

/** Every text file the deploy uploads but the volunteers' editor (megabytes of Decap CMS, which holds no event). */
function uploadedTexts(): Array<{ file: string; text: string }> {
  return readdirSync(uploaded(), { recursive: true, encoding: 'utf8' })
    .filter((file) => !file.startsWith('admin') && /\.(html|js|json|xml|ics|txt|webmanifest)$/.test(file))
    .map((file) => ({ file, text: readFileSync(join(uploaded(), file), 'utf8') }));
}

describe('the deploy workflow, run as written', () => {
  it('runs on every push to main, every night, and every quarter of an hour', () => {
    expect(workflow.on.push?.branches).toEqual(['main']);
    const crons = workflow.on.schedule?.map((entry) => entry.cron) ?? [];
    expect(crons).toHaveLength(2);
    expect(crons).toContain(NIGHTLY);
    // Every hour of every day, never more than 15 minutes between two checks (over the hour too).
    const [minutes, ...rest] = quarterHourly().split(' ');
    expect(rest).toEqual(['*', '*', '*', '*']);
    const at = cronMinutes(minutes!).sort((a, b) => a - b);
    const gaps = at.map((minute, index) => (at[index + 1] ?? at[0]! + 60) - minute);
    expect(Math.max(...gaps)).toBeLessThanOrEqual(15);
  });

  it('checks the sources in steps of their own before the build, and deploys after it', () => {
    const steps = job.steps.map((step) => step.run?.trim() ?? step.uses ?? '');
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
    expect(push.keyFileAfterDeploy, 'the key file is deleted when the step ends').toBe(false);
  });

  it('after the deploy, fails the run on an event the site never shows, naming it in the summary', () => {
    const check = push.ran.find((step) => /\bnpm run events:check\b/.test(job.steps[step.index]!.run ?? ''));
    expect(check, 'a step runs npm run events:check').toBeDefined();
    // Published first: the valid events go live whatever the console holds.
    expect(check!.index).toBeGreaterThan(deploy!.step);
    expect(check!.status, check!.output).toBe(1);
    // The run's summary, which GitHub shows on the failed run, names the document and the field.
    expect(check!.summary).toContain('event/2025-4');
    expect(check!.summary).toMatch(/date: a dátum nem szöveg/);
    // It read the project of the repository variable, and named nothing else.
    expect(check!.summary).toContain(`"${VARS.FIREBASE_PROJECT_ID}" projekt`);
    // And the address an older page stamped on a public document, without printing it.
    expect(check!.summary).toContain('event/2025-1: updatedBy: személyes adat');
    expect(check!.summary).not.toContain(ORGANISER);
    for (const event of SHOWN.slice(1)) expect(check!.summary).not.toContain(`event/${event.id}`);
  });

  it("uploads the organisers' last save of an event with the snapshot, never an organiser's address", () => {
    const texts = uploadedTexts();
    // The feed dates the event's entry by it (tests/unit/vite-plugins/site-feeds.test.ts); here, it got through the build.
    expect(texts.some(({ text }) => text.includes(SAVED_YESTERDAY.toISOString()))).toBe(true);
    expect(texts.filter(({ text }) => text.includes(ORGANISER)).map(({ file }) => file)).toEqual([]);
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

describe('the check every quarter of an hour', () => {
  /**
   * The same job started by the quarter-hourly schedule: with nothing changed since the snapshot,
   * after an organiser's save, after a deploy that took that save, after a removal, before any deploy.
   */
  let quiet: JobRun;
  let saved: JobRun;
  let redeployed: JobRun;
  let removed: JobRun;
  let firstDeploy: JobRun;
  const clients = organiserClients(VARS.FIREBASE_PROJECT_ID!);
  /** Started by the night's schedule, and by hand. */
  let night: JobRun;
  let byHand: JobRun;
  const checkIn = (run: JobRun) => run.ran.find((step) => step.index === stepWithId('events'));
  /** The night's run's own steps: the copy of the events, its upload, the housekeeping. */
  const nightlySteps = () => [
    stepWithId('export'),
    job.steps.findIndex((step) => step.uses?.startsWith('actions/upload-artifact@')),
    stepWithId('housekeeping'),
  ];
  /** Build, deploy, the console's events' check and the source checks: everything after the check. */
  const costly = () => [
    ...SOURCE_CHECKS.map(stepRunning),
    stepRunning('npm run build'),
    deploy!.step,
    stepRunning('npm run events:check'),
  ];

  beforeAll(async () => {
    const quarter = { eventName: 'schedule', schedule: quarterHourly() } as const;
    const { origin } = firestoreEmulator();
    // The marker as the day before's last change left it, long before the push's build.
    await writeDocuments(origin, VARS.FIREBASE_PROJECT_ID!, MARKER_COLLECTION, [
      {
        id: MARKER_DOCUMENT,
        data: {
          visibleAt: SAVED_YESTERDAY,
          staticAt: SAVED_YESTERDAY,
          removals: 0,
          lastChange: 'tegnapiValtozas00000',
        },
      },
    ]);
    await writeDocuments(origin, VARS.FIREBASE_PROJECT_ID!, 'organisers', [{ id: ORGANISER, data: {} }]);
    quiet = await runJob(quarter, 'events');
    // An organiser cancels a trip on the organisers' page after the build read the events.
    const club = clients.club(ORGANISER);
    const szanda = (await readEvent(club, '2025-2'))!;
    await saveStatus(
      club,
      szanda,
      withStatus(recordOf(szanda), {
        choice: 'cancelled',
        note: 'A Szanda-vár útja járhatatlan.',
        decisionBy: '',
      }),
      ORGANISER,
    );
    saved = await runJob(quarter, 'events');
    // The deploy that took the save: its stamp as late as this clock lets a stamp be (CLOCK_MARGIN_MS
    // ahead), so the save, made before it, falls out of the margin. Then an organiser removes a trip.
    const deployedFirst = site.state.dir;
    site.state.dir = mkdtempSync(join(runnerTemp, 'after-the-save-'));
    try {
      await new Promise((done) => setTimeout(done, 200));
      writeFileSync(
        join(site.state.dir, SNAPSHOT_STAMP_FILE),
        JSON.stringify({
          project: VARS.FIREBASE_PROJECT_ID,
          readAt: new Date(Date.now() + CLOCK_MARGIN_MS - 100).toISOString(),
        }),
      );
      redeployed = await runJob(quarter, 'events');
      await removeEvent(club, (await readEvent(club, '2025-3'))!, ORGANISER);
      removed = await runJob(quarter, 'events');
    } finally {
      site.state.dir = deployedFirst;
      await clients.close();
    }
    // Before the first deploy nothing at the site's address says when a snapshot was read.
    const live = site.state.dir;
    site.state.dir = mkdtempSync(join(runnerTemp, 'no-site-yet-'));
    try {
      firstDeploy = await runJob(quarter, 'events');
    } finally {
      site.state.dir = live;
    }
    night = await runJob({ eventName: 'schedule', schedule: NIGHTLY }, 'events');
    byHand = await runJob({ eventName: 'workflow_dispatch' }, 'events');
  }, 120_000);

  it('runs right after the install, before anything that costs minutes', () => {
    const check = stepWithId('events');
    expect(job.steps[check]!.run?.trim()).toBe('npm run events:changed');
    expect(INSTALL.test(job.steps[check - 1]!.run ?? '')).toBe(true);
    for (const step of costly()) expect(step, job.steps[step]!.run).toBeGreaterThan(check);
  });

  it("reads when the live site's snapshot was read from the file the build uploads, which the service worker leaves alone", () => {
    const build = push.ran.find((step) => step.index === stepRunning('npm run build'))!;
    const stamp = SnapshotStampSchema.parse(
      JSON.parse(readFileSync(join(uploaded(), SNAPSHOT_STAMP_FILE), 'utf8')),
    );
    expect(stamp.project).toBe(VARS.FIREBASE_PROJECT_ID);
    // When the build's read began: within the build step.
    expect(Date.parse(stamp.readAt)).toBeGreaterThanOrEqual(build.startedAt);
    expect(Date.parse(stamp.readAt)).toBeLessThanOrEqual(build.endedAt);
    expect(readFileSync(join(uploaded(), 'sw.js'), 'utf8')).not.toContain(SNAPSHOT_STAMP_FILE);
  });

  it('with no event saved since the snapshot (one saved the day before), builds nothing and deploys nothing', () => {
    const check = checkIn(quiet)!;
    expect(check.status, check.output).toBe(0);
    expect(check.outputs).toEqual({ changed: 'false' });
    expect(check.output).toMatch(
      /^Nincs változás: a kint lévő pillanatkép \(.*\) óta semmit sem változtattak \(az utolsó változás: .*\)/m,
    );
    expect(check.summary).toContain('Nincs változás');
    expect(quiet.wouldRun).toEqual([]);
    expect(quiet.skipped).toEqual(expect.arrayContaining(costly()));
  });

  it('reads one document of Firestore, the public change marker, without signing in', () => {
    const check = checkIn(quiet)!;
    expect(check.requests).toEqual([
      `POST /v1/projects/${VARS.FIREBASE_PROJECT_ID}/databases/(default)/documents:batchGet`,
    ]);
    expect(check.queries).toEqual([]);
    expect(job.steps[stepWithId('events')]!.env ?? {}).not.toHaveProperty('FIREBASE_SERVICE_ACCOUNT');
    expect(JSON.stringify(job.steps[stepWithId('events')])).not.toContain('secrets.');
  });

  it("with an organiser's save after the snapshot, builds and deploys, and says when it was made", () => {
    const check = checkIn(saved)!;
    expect(check.status, check.output).toBe(0);
    expect(check.outputs).toEqual({ changed: 'true' });
    expect(check.output).toMatch(
      /^Változott: az események utolsó változása .* történt, a kint lévő pillanatkép .* készült/m,
    );
    expect(check.summary).toContain('Változott');
    // Only the night's own steps are left out.
    expect(saved.skipped).toEqual(nightlySteps());
    expect(saved.wouldRun).toEqual(expect.arrayContaining(costly()));
  });

  it('once a deploy has taken the save, builds nothing; after a removal on the page, builds and deploys', () => {
    const after = checkIn(redeployed)!;
    expect(after.outputs, after.output).toEqual({ changed: 'false' });
    expect(redeployed.skipped).toEqual(expect.arrayContaining(costly()));
    const check = checkIn(removed)!;
    expect(check.status, check.output).toBe(0);
    expect(check.outputs, check.output).toEqual({ changed: 'true' });
    expect(check.output).toMatch(/^Változott: az események utolsó változása/m);
    expect(removed.wouldRun).toEqual(expect.arrayContaining(costly()));
  });

  it('builds and deploys when the live site cannot say when its snapshot was read (the first deploy)', () => {
    const check = checkIn(firstDeploy)!;
    expect(check.status, check.output).toBe(0);
    expect(check.outputs).toEqual({ changed: 'true' });
    expect(check.output).toContain(`${VARS.SITE_URL}${SNAPSHOT_STAMP_FILE}: nincs ilyen fájl (HTTP 404`);
    // Nothing to compare with: Firestore is not asked.
    expect(check.requests).toEqual([]);
    expect(firstDeploy.wouldRun).toEqual(expect.arrayContaining(costly()));
  });

  it("checks nothing on a push, the night's run or a run by hand: they build and deploy as always", () => {
    for (const run of [push, byHand]) expect(run.skipped).toEqual([stepWithId('events'), ...nightlySteps()]);
    expect(night.skipped).toEqual([stepWithId('events')]);
    for (const run of [push, night, byHand]) expect(checkIn(run)).toBeUndefined();
    for (const run of [night, byHand]) expect(run.wouldRun).toEqual(expect.arrayContaining(costly()));
  });
});

describe("the night's run", () => {
  let night: JobRun;
  const DAY = 24 * 60 * 60 * 1000;
  /** Documents of a collection of the club's project, as the console lists them (past the rules). */
  async function documentIds(collection: string): Promise<string[]> {
    const database = `projects/${VARS.FIREBASE_PROJECT_ID}/databases/(default)`;
    const response = await fetch(
      `${firestoreEmulator().origin}/v1/${database}/documents/${collection}?pageSize=300`,
      {
        headers: { Authorization: 'Bearer owner' },
      },
    );
    const { documents = [] } = (await response.json()) as { documents?: Array<{ name: string }> };
    return documents.map((document) => document.name.split('/').at(-1)!).sort();
  }
  let historyBefore: string[];
  let eventsBefore: string[];

  beforeAll(async () => {
    const entry = (at: Date) => ({
      event: '2025-1',
      kind: 'status',
      base: null,
      at,
      by: ORGANISER,
      before: {},
      after: { status: 'full' },
    });
    await writeDocuments(firestoreEmulator().origin, VARS.FIREBASE_PROJECT_ID!, HISTORY_COLLECTION, [
      { id: 'tizennegyHonapjaIrt0', data: entry(new Date(Date.now() - 14 * 31 * DAY)) },
      { id: 'egyHonapjaIrtBejegyz', data: entry(new Date(Date.now() - 31 * DAY)) },
    ]);
    historyBefore = await documentIds(HISTORY_COLLECTION);
    eventsBefore = await documentIds('event');
    night = await runJob({ eventName: 'schedule', schedule: NIGHTLY }, 'housekeeping');
  }, 120_000);

  const ranStep = (id: string) => night.ran.find((step) => step.index === stepWithId(id));

  it('keeps a copy of the events, read without a key, with nothing personal, for 90 days', () => {
    const exported = ranStep('export')!;
    expect(exported.status, exported.output).toBe(0);
    expect(JSON.stringify(job.steps[stepWithId('export')])).not.toContain('secrets.');
    expect(night.uploads).toHaveLength(1);
    const [upload] = night.uploads as [Upload];
    expect(upload.retentionDays).toBe(90);
    const names = Object.keys(upload.files);
    expect(names).toEqual([expect.stringMatching(/^events-\d{4}-\d{2}-\d{2}\.json$/)]);
    const text = upload.files[names[0]!]!;
    // What a visitor can read: every event still there (the removed one gone), with no address.
    expect(text).not.toContain('@');
    const saved = JSON.parse(text) as {
      project: string;
      events: Array<{ id: string; fields: Record<string, unknown> }>;
    };
    expect(saved.project).toBe(VARS.FIREBASE_PROJECT_ID);
    expect(saved.events.map((event) => event.id)).toEqual(eventsBefore);
    expect(saved.events.find((event) => event.id === '2025-2')?.fields.status).toBe('cancelled');
  });

  it('deletes history older than 13 months and nothing else, with its own key, in a temporary file only while it runs', async () => {
    const housekeeping = ranStep('housekeeping')!;
    expect(housekeeping.status, housekeeping.output).toBe(0);
    expect(housekeeping.output).toContain('1 történeti bejegyzés törölve');
    expect(await documentIds(HISTORY_COLLECTION)).toEqual(
      historyBefore.filter((id) => id !== 'tizennegyHonapjaIrt0'),
    );
    expect(historyBefore.length).toBeGreaterThan(2);
    expect(await documentIds('event')).toEqual(eventsBefore);
    const step = job.steps[stepWithId('housekeeping')]!;
    expect(step.env?.FIREBASE_HOUSEKEEPING_ACCOUNT).toBe('${{ secrets.FIREBASE_HOUSEKEEPING_ACCOUNT }}');
    expect(JSON.stringify(step)).not.toContain('FIREBASE_SERVICE_ACCOUNT');
    expect(readdirSync(runnerTemp).filter((file) => file.startsWith('housekeeping-account-'))).toEqual([]);
  });

  it('stops, naming the secret, when the housekeeping key is not set (GitHub fills in an empty value)', async () => {
    const before = await documentIds(HISTORY_COLLECTION);
    const ended = await runScript(job.steps[stepWithId('housekeeping')]!.run!, copy.root, {
      ...runner,
      FIREBASE_HOUSEKEEPING_ACCOUNT: '',
      FIREBASE_PROJECT_ID: VARS.FIREBASE_PROJECT_ID!,
    });
    expect(ended.status).toBe(1);
    expect(ended.output).toContain('::error::Nincs beállítva ez a titok: FIREBASE_HOUSEKEEPING_ACCOUNT');
    expect(await documentIds(HISTORY_COLLECTION)).toEqual(before);
  });
});
