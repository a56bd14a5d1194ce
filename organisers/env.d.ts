/** The organisers' page's own build-time variable; the Firebase ones are the site's (src/env.d.ts). */
interface ImportMetaEnv {
  /** `host:port` of a local Auth emulator, for development and the tests only. */
  readonly VITE_AUTH_EMULATOR_HOST?: string;
}
