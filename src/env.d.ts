/** The build-time variables the site reads (see .env.example); all optional. */
interface ImportMetaEnv {
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
}
