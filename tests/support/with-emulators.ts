/**
 * Runs a command with one Firestore emulator and one Auth emulator for all of it: `npm test`
 * runs the unit, component and e2e projects in it. Each project's globalSetup
 * (tests/support/firestore-emulator-setup.ts) uses this Firestore emulator, named in
 * FIRESTORE_TEST_EMULATOR_HOST, and each test file that signs organisers in uses a project of
 * its own in this Auth emulator, named in AUTH_TEST_EMULATOR_HOST
 * (tests/support/auth-emulator.ts), instead of starting one of its own: a cold start of
 * either costs 10–20 s of two busy cores. Both start side by side, and stop when the command
 * ends, however it ends.
 *
 *   tsx tests/support/with-emulators.ts <command> [args…]
 */
import { spawn } from 'node:child_process';
import { startAuthEmulator } from '../../tools/emulators/auth-emulator.ts';
import { AUTH_TEST_EMULATOR_VARIABLE, RUN_AUTH_PROJECT } from './auth-emulator.ts';
import { startFirestoreEmulator, TEST_EMULATOR_VARIABLE } from './firestore-emulator.ts';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx tests/support/with-emulators.ts <command> [args…]');
  process.exit(2);
}

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
const environment: NodeJS.ProcessEnv = { ...process.env };
const stops: Array<() => Promise<void>> = [];
/** Says why the Firestore emulator failed to start: in CI the run fails; elsewhere the tests that need it say why. */
async function failed(error: unknown) {
  if (process.env.CI) {
    await auth;
    await Promise.all(stops.map((stop) => stop()));
    throw error;
  }
  console.warn(error instanceof Error ? error.message : String(error));
}

// The Auth emulator takes longest to start (its CLI reads its API description) and the
// first file that signs in comes a while into the run: the run starts once its port is known,
// and that file waits for it to answer (tests/support/auth-emulator.ts).
let spawned: () => void = () => undefined;
let authFailed = false;
const authSpawned = new Promise<void>((resolve) => (spawned = resolve));
const auth = startAuthEmulator(RUN_AUTH_PROJECT, {
  anyProject: true,
  onSpawned: (host) => {
    environment[AUTH_TEST_EMULATOR_VARIABLE] = host;
    spawned();
  },
}).then(
  (emulator) => {
    stops.push(() => emulator.stop());
    console.info(`Auth emulator at ${emulator.host} for the whole run, ready in ${seconds()} s`);
  },
  (error: unknown) => {
    // Failed before the run started: the files that sign in start emulators of their own, as
    // when run alone. After: they say it never answered. In CI the run fails either way.
    delete environment[AUTH_TEST_EMULATOR_VARIABLE];
    spawned();
    console.warn(error instanceof Error ? error.message : String(error));
    if (process.env.CI) authFailed = true;
  },
);
try {
  const emulator = await startFirestoreEmulator();
  stops.push(() => emulator.stop());
  environment[TEST_EMULATOR_VARIABLE] = emulator.host;
  console.info(`Firestore emulator at ${emulator.host} for the whole run, ready in ${seconds()} s`);
} catch (error) {
  await failed(error);
}
await authSpawned;

const child = spawn(command, args, { stdio: 'inherit', env: environment });
// Ctrl-C reaches the child through the terminal's process group; a TERM from CI is passed on.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
const code = await new Promise<number>((done) =>
  child.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0))),
);
// A run shorter than the Auth emulator's start: it is stopped once it has started.
await auth;
await Promise.all(stops.map((stop) => stop()));
process.exit(authFailed && code === 0 ? 1 : code);
