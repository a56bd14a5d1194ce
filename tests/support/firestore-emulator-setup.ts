/**
 * vitest globalSetup: one Firestore emulator for the whole project's run,
 * stopped when the run ends. Test files reach it with `firestoreEmulator()`
 * (tests/support/firestore-emulator.ts), each under a project id of its own.
 *
 * Without the emulator the run goes on and only the tests that need it fail,
 * each with the one line saying how to get it: the rest of the suite still
 * reports. In CI (CI=true) it is required: the run fails at once.
 */
import type { TestProject } from 'vitest/node';
import { startFirestoreEmulator } from './firestore-emulator';

export default async function setup(project: TestProject) {
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
