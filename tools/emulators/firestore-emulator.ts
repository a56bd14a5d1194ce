/**
 * Google's Cloud Firestore emulator: the real query engine and the real rules
 * engine, on 127.0.0.1, started from its jar with Java. The tests start it
 * through tests/support/firestore-emulator.ts; `npm run dev:organisers` starts
 * one of its own.
 *
 * Not the Firebase CLI: its newest releases refuse Java 17, and it cannot
 * start the Cloud SDK package's jar as it is.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.ts';
import { killGroup } from './process-group.ts';

/** What a developer without the emulator reads: one line, how to get it. */
export const EMULATOR_MISSING =
  'Firestore emulator not found: install Java 17+ and get the emulator with `npx firebase-tools setup:emulators:firestore` (or the Debian package google-cloud-cli-firestore-emulator), or name its jar in FIRESTORE_EMULATOR_JAR';

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
      // A test run or a laptop's session is short: the JVM's top-tier compiler and its parallel
      // collector cost more processor time than they give back in it. With the quick compiler and
      // the one-thread collector the emulator took half the CPU over the unit tests' Firestore
      // files (32 s to 16 s on two cores), and they ran no slower.
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
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
