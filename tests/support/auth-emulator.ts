/**
 * The Auth emulator for a test file that signs organisers in: the one `npm test` started for
 * the whole run (tests/support/with-emulators.ts), once it answers, or, for a file run alone,
 * an emulator of its own. Stopping it forgets the accounts, or stops the file's own emulator.
 *
 * The run's emulator keeps every file's accounts in its one project: the SDK in a browser
 * names no project, only an API key, and the emulator files every such call under the project
 * it started with. The files that sign in run one after another (one in the unit project, then
 * one in the e2e project, which no other e2e file beside it signs in with), and each clears the
 * accounts before its tests. The
 * Firestore emulator reads the organiser's address and its verification from the token,
 * whatever project issued it.
 */
import {
  connectAuthEmulator,
  startAuthEmulator,
  type AuthEmulator,
} from '../../tools/emulators/auth-emulator.ts';

/** `127.0.0.1:port` of the run's Auth emulator, set by tests/support/with-emulators.ts. */
export const AUTH_TEST_EMULATOR_VARIABLE = 'AUTH_TEST_EMULATOR_HOST';
/** The project the run's Auth emulator starts with, and keeps every account in. */
export const RUN_AUTH_PROJECT = 'demo-test-run';

/** The Auth emulator for the file whose Firestore project is `projectId`. */
export function authEmulatorFor(projectId: string): Promise<AuthEmulator> {
  const shared = process.env[AUTH_TEST_EMULATOR_VARIABLE];
  return shared
    ? Promise.resolve(connectAuthEmulator(shared, RUN_AUTH_PROJECT))
    : startAuthEmulator(projectId);
}
