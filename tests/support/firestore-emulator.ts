/**
 * The Firestore emulator in the tests (its launcher: tools/emulators/firestore-emulator.ts).
 * A vitest project gets one emulator for the whole run from
 * tests/support/firestore-emulator-setup.ts (globalSetup) and a test file asks
 * for it with `firestoreEmulator()`; a script or a test that needs one of its
 * own calls `startFirestoreEmulator()`. Files share one emulator safely by each
 * using a project id of its own (the emulator keeps projects apart), and
 * `clearFirestore` empties one project between tests.
 */
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { EMULATOR_MISSING, type FirestoreEmulator } from '../../tools/emulators/firestore-emulator.ts';
import { toFirestoreFields, type StoredDocument } from './firestore-handlers.ts';

export {
  EMULATOR_MISSING,
  findFirestoreEmulatorJar,
  startFirestoreEmulator,
  type FirestoreEmulator,
} from '../../tools/emulators/firestore-emulator.ts';

/**
 * An emulator already running for the whole test command (tests/support/with-emulators.ts),
 * `127.0.0.1:<port>`: each project's globalSetup uses it instead of starting its own.
 */
export const TEST_EMULATOR_VARIABLE = 'FIRESTORE_TEST_EMULATOR_HOST';
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
 * An organiser's change as the page's batch leaves it (organisers/events/event-writes.ts), past the
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

/** `@firebase/rules-unit-testing` for `projectId` on the run's emulator, under the repo's firestore.rules. */
export function rulesTestEnvironment(projectId: string): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId,
    firestore: {
      rules: readFileSync('firestore.rules', 'utf8'),
      host: '127.0.0.1',
      port: firestoreEmulator().port,
    },
  });
}
