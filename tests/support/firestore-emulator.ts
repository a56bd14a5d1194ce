/**
 * Google's Cloud Firestore emulator for the tests: the real query engine and
 * the real rules engine, on 127.0.0.1, started from its jar with Java.
 *
 * The one way tests start it. A vitest project gets one emulator for the whole
 * run from tests/support/firestore-emulator-setup.ts (globalSetup) and a test
 * file asks for it with `await firestoreEmulator()`; a script or a test that
 * needs one of its own calls `startFirestoreEmulator()`. Files share one
 * emulator safely by each using a project id of its own (the emulator keeps
 * projects apart), and `clearFirestore` empties one project between tests.
 *
 * Not the Firebase CLI: its newest releases refuse the machine's Java 17, and
 * it cannot start the Cloud SDK package's jar as it is.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { toFirestoreFields, type StoredDocument } from './firestore-handlers';

/** What a developer without the emulator reads: one line, how to get it. */
export const EMULATOR_MISSING =
  'Firestore emulator not found: install Java 17+ and get the emulator with `npx firebase-tools setup:emulators:firestore` (or the Debian package google-cloud-cli-firestore-emulator), or name its jar in FIRESTORE_EMULATOR_JAR';

/**
 * An emulator already running for the whole test command (tests/support/with-firestore-emulator.ts),
 * `127.0.0.1:<port>`: each project's globalSetup uses it instead of starting its own.
 */
export const TEST_EMULATOR_VARIABLE = 'FIRESTORE_TEST_EMULATOR_HOST';

/** Where the jar is looked for, after FIRESTORE_EMULATOR_JAR. */
const CLOUD_SDK_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
/** `npx firebase-tools setup:emulators:firestore` downloads cloud-firestore-emulator-v<version>.jar here. */
const FIREBASE_CACHE = join(homedir(), '.cache', 'firebase', 'emulators');

/** The emulator's main class: the Cloud SDK's jar names none in its manifest, so `java -jar` cannot start it. */
const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** A cold start takes 10–20 s on two busy cores; this leaves room for a loaded CI machine. */
const START_TIMEOUT_MS = 90_000;

export interface FirestoreEmulator {
  /** `127.0.0.1:<port>`, as FIRESTORE_EMULATOR_HOST and VITE_FIRESTORE_EMULATOR_HOST want it */
  host: string;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  port: number;
  /** Stops the emulator's Java process (and anything it started) and waits until it has exited. */
  stop(): Promise<void>;
}

/** The emulator's jar: FIRESTORE_EMULATOR_JAR, the Cloud SDK package's, or the Firebase CLI's newest download. */
export function findFirestoreEmulatorJar(
  env: NodeJS.ProcessEnv = process.env,
  { cloudSdkJar = CLOUD_SDK_JAR, firebaseCache = FIREBASE_CACHE } = {},
): string | null {
  const named = env.FIRESTORE_EMULATOR_JAR?.trim();
  // A jar named explicitly is the one wanted, or a mistake to report, never a reason to fall back.
  if (named) return existsSync(named) ? resolve(named) : null;
  if (existsSync(cloudSdkJar)) return cloudSdkJar;
  if (!existsSync(firebaseCache)) return null;
  const version = (name: string) => /^cloud-firestore-emulator-v([\d.]+)\.jar$/.exec(name)?.[1] ?? '';
  const newest = readdirSync(firebaseCache)
    .filter((name) => version(name) !== '')
    .sort((a, b) => version(a).localeCompare(version(b), 'en', { numeric: true }))
    .at(-1);
  return newest ? join(firebaseCache, newest) : null;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Resolves once the emulator answers its root address (`Ok`); rejects if the process ends first. */
async function waitUntilAnswering(origin: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The Firestore emulator stopped while starting:\n${output()}`);
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(
    `The Firestore emulator did not answer at ${origin} within ${START_TIMEOUT_MS / 1000} s:\n${output()}`,
  );
}

/**
 * Starts the emulator on a free port of 127.0.0.1 with `rules` (the project's
 * firestore.rules unless given) and resolves once it answers. Rejects with
 * EMULATOR_MISSING when there is no jar or no Java.
 */
export async function startFirestoreEmulator({
  rules = 'firestore.rules',
}: { rules?: string } = {}): Promise<FirestoreEmulator> {
  const jar = findFirestoreEmulatorJar();
  if (!jar) throw new Error(EMULATOR_MISSING);
  const port = await freePort();
  const java = process.env.JAVA ?? 'java';
  // A process group of its own, so stop() ends the JVM and anything it started, and nothing else.
  const child = spawn(
    java,
    [
      '-Duser.language=en',
      '-cp',
      jar,
      MAIN_CLASS,
      'start',
      '--host=127.0.0.1',
      `--port=${port}`,
      `--rules=${resolve(rules)}`,
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const keep = (chunk: Buffer) => {
    // Only for the message when it fails to start; the emulator logs every connection.
    if (output.length < 20_000) output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const spawnFailed = new Promise<never>((_, reject) =>
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(EMULATOR_MISSING) : error),
    ),
  );
  // If the test runner ends without calling stop(), the JVM must not outlive it.
  const killOnExit = () => killGroup(child, 'SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode === null && child.signalCode === null) {
      killGroup(child, 'SIGTERM');
      const forced = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
      await exited;
      clearTimeout(forced);
    }
    child.stdout.destroy();
    child.stderr.destroy();
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([waitUntilAnswering(origin, child, () => output), spawnFailed]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host: `127.0.0.1:${port}`, origin, port, stop };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** `127.0.0.1:<port>` of the run's emulator, or '' when it could not start */
    firestoreEmulatorHost: string;
    /** why there is no emulator (EMULATOR_MISSING, or the start's failure) */
    firestoreEmulatorProblem: string;
  }
}

/**
 * The emulator of this test run, started by the project's globalSetup
 * (tests/support/firestore-emulator-setup.ts). Throws its one-line reason when
 * there is none, so each test that needs it fails saying how to get it.
 */
export function firestoreEmulator(): Pick<FirestoreEmulator, 'host' | 'origin' | 'port'> {
  const host = inject('firestoreEmulatorHost');
  if (!host) throw new Error(inject('firestoreEmulatorProblem') || EMULATOR_MISSING);
  const port = Number(host.split(':')[1]);
  return { host, origin: `http://${host}`, port };
}

/** Project ids starting `demo-` are the emulator's: no real project can be reached with one. */
const DATABASE = (projectId: string) => `projects/${projectId}/databases/(default)`;
/** The emulator lets this token past the rules, as the Admin SDK is: for seeding only. */
const OWNER = { Authorization: 'Bearer owner' };

/** Deletes every document of `projectId` in the emulator at `origin`. */
export async function clearFirestore(origin: string, projectId: string): Promise<void> {
  const response = await fetch(`${origin}/emulator/v1/${DATABASE(projectId)}/documents`, {
    method: 'DELETE',
  });
  if (!response.ok)
    throw new Error(`clearing ${projectId} failed: HTTP ${response.status} ${await response.text()}`);
}

/**
 * Writes `documents` into `collection` of `projectId` in one commit through the
 * emulator's REST API, past the rules, each a whole document (as the Admin SDK's `set`).
 */
export async function writeDocuments(
  origin: string,
  projectId: string,
  collection: string,
  documents: readonly StoredDocument[],
): Promise<void> {
  if (documents.length === 0) return;
  const writes = documents.map((document) => ({
    update: {
      name: `${DATABASE(projectId)}/documents/${collection}/${document.id}`,
      fields: toFirestoreFields(document.data),
    },
  }));
  const response = await fetch(`${origin}/v1/${DATABASE(projectId)}/documents:commit`, {
    method: 'POST',
    headers: { ...OWNER, 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok)
    throw new Error(`seeding ${projectId} failed: HTTP ${response.status} ${await response.text()}`);
}

/**
 * An organiser's change as the page's batch leaves it (organisers/event-writes.ts), past the
 * rules: `write` stored whole with `updatedAt` = the server's time of the commit, `remove`
 * deleted, and in the same commit the change marker `meta/changes` moved to that time, its
 * `removals` counting the removals. (The history entry, which no visitor reads, is left out.)
 */
export async function writeOrganiserChange(
  origin: string,
  projectId: string,
  { write = [], remove = [] }: { write?: readonly StoredDocument[]; remove?: readonly string[] },
): Promise<void> {
  const documents = `${DATABASE(projectId)}/documents`;
  const now = { setToServerValue: 'REQUEST_TIME' };
  const writes = [
    ...write.map((document) => ({
      update: { name: `${documents}/event/${document.id}`, fields: toFirestoreFields(document.data) },
      updateTransforms: [{ fieldPath: 'updatedAt', ...now }],
    })),
    ...remove.map((id) => ({ delete: `${documents}/event/${id}` })),
    {
      update: {
        name: `${documents}/meta/changes`,
        fields: toFirestoreFields({ lastChange: 'a'.repeat(20) }),
      },
      updateMask: { fieldPaths: ['lastChange'] },
      updateTransforms: [
        { fieldPath: 'visibleAt', ...now },
        { fieldPath: 'staticAt', ...now },
        { fieldPath: 'removals', increment: { integerValue: String(remove.length) } },
      ],
    },
  ];
  const response = await fetch(`${origin}/v1/${documents}:commit`, {
    method: 'POST',
    headers: { ...OWNER, 'Content-Type': 'application/json' },
    body: JSON.stringify({ writes }),
  });
  if (!response.ok)
    throw new Error(`the change to ${projectId} failed: HTTP ${response.status} ${await response.text()}`);
}

/**
 * Replaces the rules of `projectId` in the emulator (the others keep theirs): to
 * deny a read for real, say. `rules` is the text of a rules file.
 */
export async function setFirestoreRules(origin: string, projectId: string, rules: string): Promise<void> {
  const response = await fetch(`${origin}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
  });
  if (!response.ok)
    throw new Error(`rules for ${projectId} refused: HTTP ${response.status} ${await response.text()}`);
}
