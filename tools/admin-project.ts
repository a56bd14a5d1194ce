/**
 * Which project a maintainers' Admin SDK tool writes to, and its Firestore: no
 * Admin SDK loaded until a tool really writes, so the tools' pure parts and
 * their tests need none.
 */
import type { App, ServiceAccount } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import { withCapitalArticle } from '../src/lib/hungarian-article.ts';

/**
 * The Admin SDK's app for `projectId`: against the emulator (FIRESTORE_EMULATOR_HOST) no
 * credentials; else `serviceAccountKey`, a service account's JSON key as the deploy workflow
 * holds it in a secret, when given, or the application default credentials (a key file named
 * by GOOGLE_APPLICATION_CREDENTIALS, or a gcloud login). One app per project and key, loaded
 * on demand.
 */
export async function openAdminApp(projectId: string, serviceAccountKey?: string): Promise<App> {
  // Looking for credentials against the emulator would ask Google Cloud's metadata server
  // (off this machine, whatever answers at its address) and warn when it does not answer.
  if (process.env.FIRESTORE_EMULATOR_HOST) process.env.METADATA_SERVER_DETECTION ??= 'none';
  const { initializeApp, applicationDefault, cert, getApps } = await import('firebase-admin/app');
  // cert() takes the key file's own field names (client_email, private_key) as well.
  const key =
    serviceAccountKey && !process.env.FIRESTORE_EMULATOR_HOST
      ? (JSON.parse(serviceAccountKey) as ServiceAccount & { client_email?: string })
      : null;
  const name = key ? `tool-${projectId}-${key.client_email ?? key.clientEmail}` : `tool-${projectId}`;
  return (
    getApps().find((app) => app.name === name) ??
    initializeApp({ projectId, credential: key ? cert(key) : applicationDefault() }, name)
  );
}

/** The Admin SDK's Firestore for `projectId`, its credentials as openAdminApp's. */
export async function openAdminFirestore(projectId: string, serviceAccountKey?: string): Promise<Firestore> {
  const app = await openAdminApp(projectId, serviceAccountKey);
  const { getFirestore } = await import('firebase-admin/firestore');
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
