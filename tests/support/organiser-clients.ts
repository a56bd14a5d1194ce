/**
 * Firestore clients as the organisers' page makes them (firebase/firestore),
 * signed in by the emulator's mock token, one Firebase app each: two organisers in
 * one test are two phones. `close` deletes every app made.
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import type { Club } from '../../organisers/app/club-firebase.ts';
import { firestoreEmulator } from './firestore-emulator.ts';

export function organiserClients(projectId: string) {
  const apps: FirebaseApp[] = [];
  let made = 0;
  function dbOf(email: string | null, verified = true): { app: FirebaseApp; db: Firestore } {
    const app = initializeApp({ projectId, apiKey: 'fake-api-key' }, `${projectId}-client-${made++}`);
    apps.push(app);
    const db = getFirestore(app);
    connectFirestoreEmulator(
      db,
      '127.0.0.1',
      firestoreEmulator().port,
      email === null ? {} : { mockUserToken: { user_id: `uid-${email}`, email, email_verified: verified } },
    );
    return { app, db };
  }
  return {
    /** The page's client for `email`, a verified address as an e-mail link gives it. */
    club(email: string, verified = true): Club {
      const { app, db } = dbOf(email, verified);
      return { auth: getAuth(app), db };
    },
    /** A visitor's client: no sign-in. */
    visitor(): Firestore {
      return dbOf(null).db;
    },
    async close() {
      await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
    },
  };
}
