/** The organisers' page's own build-time values; the Firebase variables are the site's (src/env.d.ts). */
interface ImportMetaEnv {
  /** `host:port` of a local Auth emulator, for development and the tests only. */
  readonly VITE_AUTH_EMULATOR_HOST?: string;
}

/** The file names in public/pictures when the page was built (vite.organisers.config.ts). */
declare const __SITE_PICTURES__: readonly string[];

declare module 'virtual:trip-mornings' {
  const mornings: import('../src/lib/trip-mornings.ts').TripMornings;
  export default mornings;
}
