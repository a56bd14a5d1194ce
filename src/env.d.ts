/** The build-time variables the site reads (see .env.example); all optional. */
interface ImportMetaEnv {
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
}

interface Window {
  /**
   * Set by index.html's start-up script (src/prerender/boot.ts): hands over the
   * buttons pressed on the prerendered copy before the app was there, and stops
   * collecting them.
   */
  takePressedButtons?: () => Element[];
}

declare module 'virtual:trip-index' {
  const index: import('./lib/program-filters').TripIndex;
  export default index;
}
