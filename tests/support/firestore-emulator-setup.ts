/**
 * vitest globalSetup: one Firestore emulator for the whole project's run,
 * stopped when the run ends; or the one `npm test` runs all its projects in
 * (tests/support/with-emulators.ts), named in FIRESTORE_TEST_EMULATOR_HOST,
 * which that command stops. Test files reach it with `firestoreEmulator()`
 * (tests/support/firestore-emulator.ts), each under a project id of its own.
 *
 * Without the emulator the run goes on and only the tests that need it fail,
 * each with the one line saying how to get it: the rest of the suite still
 * reports. In CI (CI=true) it is required: the run fails at once.
 */
import type { TestProject } from 'vitest/node';
import { startFirestoreEmulator, TEST_EMULATOR_VARIABLE } from './firestore-emulator.ts';

export default async function setup(project: TestProject) {
  // `npm test` starts one for all its projects (tests/support/with-emulators.ts), and stops it.
  const running = process.env[TEST_EMULATOR_VARIABLE];
  if (running) {
    project.provide('firestoreEmulatorHost', running);
    project.provide('firestoreEmulatorProblem', '');
    return undefined;
  }
  const started = Date.now();
  try {
    const emulator = await startFirestoreEmulator();
    project.provide('firestoreEmulatorHost', emulator.host);
    project.provide('firestoreEmulatorProblem', '');
    console.info(
      `Firestore emulator at ${emulator.host}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return () => emulator.stop();
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    if (process.env.CI) throw error;
    project.provide('firestoreEmulatorHost', '');
    project.provide('firestoreEmulatorProblem', problem);
    console.warn(problem);
    return undefined;
  }
}
