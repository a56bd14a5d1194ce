/**
 * Which project a maintainers' Admin SDK tool writes to, and its Firestore: no
 * Admin SDK loaded until a tool really writes, so the tools' pure parts and
 * their tests need none.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { withCapitalArticle } from '../src/lib/hungarian-article.ts';

/**
 * The Admin SDK's Firestore for `projectId`: the emulator's when FIRESTORE_EMULATOR_HOST is
 * set (no credentials), else the application default credentials (a key file named by
 * GOOGLE_APPLICATION_CREDENTIALS, or a gcloud login). Loaded on demand.
 */
export async function openAdminFirestore(projectId: string): Promise<Firestore> {
  // Looking for credentials against the emulator would ask Google Cloud's metadata server
  // (off this machine, whatever answers at its address) and warn when it does not answer.
  if (process.env.FIRESTORE_EMULATOR_HOST) process.env.METADATA_SERVER_DETECTION ??= 'none';
  const { initializeApp, applicationDefault } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const app = initializeApp({ projectId, credential: applicationDefault() }, `tool-${projectId}`);
  return getFirestore(app);
}

/**
 * The project a tool writes to, and whether it may: the emulator's (FIRESTORE_EMULATOR_HOST)
 * always; a real project only with --yes. Throws the Hungarian refusal.
 */
export function projectToWrite(project: string | undefined, yes: boolean): string {
  const projectId = project ?? process.env.GCLOUD_PROJECT ?? process.env.VITE_FIREBASE_PROJECT_ID;
  if (!projectId) throw new Error('Adja meg a projektet: --project <projektazonosító>');
  if (!process.env.FIRESTORE_EMULATOR_HOST && !yes) {
    throw new Error(
      `${withCapitalArticle(`"${projectId}"`)} valódi projektbe írna (FIRESTORE_EMULATOR_HOST nincs megadva). ` +
        'Ha biztosan ezt akarja, futtassa újra a --yes kapcsolóval.',
    );
  }
  return projectId;
}

/** Where a tool wrote, for its last line. */
export const whereWritten = (projectId: string) =>
  `${process.env.FIRESTORE_EMULATOR_HOST ? `emulátor ${process.env.FIRESTORE_EMULATOR_HOST}` : 'projekt'} "${projectId}"`;
