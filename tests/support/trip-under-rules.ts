/**
 * The set-up of the tests that try a trip's phone list under firestore.rules in the run's
 * emulator: a rules environment for the file's project, and before each test a project that
 * holds the trip's public event and the organisers' list alone. Call it at the top of the
 * describe block; its hooks are that block's.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { EVENTS_COLLECTION, ORGANISERS_COLLECTION } from '../../schema/collections.ts';
import { firestoreEmulator, rulesTestEnvironment, writeDocuments } from './firestore-emulator.ts';
import { organiserClients } from './organiser-clients.ts';

/** Starting the rules environment and seeding wait on the emulator: slow on two busy cores. */
const SET_UP_MS = 120_000;

export function tripUnderRules(
  project: string,
  trip: { id: string; data: Record<string, unknown> },
  organisers: readonly string[],
) {
  const clients = organiserClients(project);
  let environment: RulesTestEnvironment | undefined;
  beforeAll(async () => {
    // The refusals the tests expect; the SDK would log each as an error.
    setLogLevel('silent');
    environment = await rulesTestEnvironment(project);
  }, SET_UP_MS);
  beforeEach(async () => {
    await environment!.clearFirestore();
    const { origin } = firestoreEmulator();
    await writeDocuments(origin, project, EVENTS_COLLECTION, [trip]);
    await writeDocuments(
      origin,
      project,
      ORGANISERS_COLLECTION,
      organisers.map((id) => ({ id, data: {} })),
    );
  }, SET_UP_MS);
  afterEach(() => clients.close());
  afterAll(async () => {
    await environment?.cleanup();
  });
  return {
    clients,
    /** The file's rules environment, once its hook has started it. */
    rules: (): RulesTestEnvironment => {
      if (!environment) throw new Error('The rules environment is not running: use it inside a test or hook');
      return environment;
    },
  };
}
