/**
 * What the site needs to read the public `event` collection. The site never
 * signs in, so nothing here is a secret: the web API key only names the
 * project to Google, and the Firestore rules decide what it may read.
 */
export interface FirebaseWebConfig {
  projectId: string;
  apiKey?: string;
  /** `host:port` of a local Firestore emulator, e.g. `127.0.0.1:8080`. */
  emulatorHost?: string;
}

/** The build-time variables, as Vite exposes them on `import.meta.env`. */
export interface FirebaseEnv {
  VITE_FIREBASE_PROJECT_ID?: string;
  VITE_FIREBASE_API_KEY?: string;
  VITE_FIRESTORE_EMULATOR_HOST?: string;
}

/** The Firebase configuration the variables describe, or null when no project is set (bundled list). */
export function firebaseConfigFromEnv(env: FirebaseEnv): FirebaseWebConfig | null {
  const projectId = env.VITE_FIREBASE_PROJECT_ID?.trim();
  if (!projectId) return null;
  const apiKey = env.VITE_FIREBASE_API_KEY?.trim();
  const emulatorHost = env.VITE_FIRESTORE_EMULATOR_HOST?.trim();
  return {
    projectId,
    ...(apiKey ? { apiKey } : {}),
    ...(emulatorHost ? { emulatorHost } : {}),
  };
}

/** `127.0.0.1:8080` or `[::1]:8080` to host and port; throws a message a maintainer can act on. */
export function parseEmulatorHost(value: string): { host: string; port: number } {
  const match = /^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/.exec(value.trim());
  const port = match ? Number(match[2]) : NaN;
  if (!match || port < 1 || port > 65535) {
    throw new Error(
      `VITE_FIRESTORE_EMULATOR_HOST must be host:port (e.g. 127.0.0.1:8080), not ${JSON.stringify(value)}`,
    );
  }
  return { host: match[1]!, port };
}
