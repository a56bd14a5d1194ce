/**
 * Runs a command with one Firestore emulator for all of it: `npm test` runs the unit,
 * component and e2e projects in it, and each project's globalSetup
 * (tests/support/firestore-emulator-setup.ts) uses this emulator, named in
 * FIRESTORE_TEST_EMULATOR_HOST, instead of starting one of its own: a cold start costs
 * 10–20 s of two busy cores. Stops it when the command ends, however it ends.
 *
 *   tsx tests/support/with-firestore-emulator.ts <command> [args…]
 */
import { spawn } from 'node:child_process';
import { startFirestoreEmulator, TEST_EMULATOR_VARIABLE } from './firestore-emulator';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx tests/support/with-firestore-emulator.ts <command> [args…]');
  process.exit(2);
}

const started = Date.now();
let environment: NodeJS.ProcessEnv = process.env;
let stop = () => Promise.resolve();
try {
  const emulator = await startFirestoreEmulator();
  stop = () => emulator.stop();
  environment = { ...process.env, [TEST_EMULATOR_VARIABLE]: emulator.host };
  console.info(
    `Firestore emulator at ${emulator.host} for the whole run, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  // As each project's own start would: in CI the run fails; elsewhere the tests that need it say why.
  if (process.env.CI) throw error;
  console.warn(error instanceof Error ? error.message : String(error));
}

const child = spawn(command, args, { stdio: 'inherit', env: environment });
// Ctrl-C reaches the child through the terminal's process group; a TERM from CI is passed on.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal));
const code = await new Promise<number>((done) =>
  child.on('exit', (exitCode, signal) => done(exitCode ?? (signal ? 1 : 0))),
);
await stop();
process.exit(code);
