/** The build-time variables the site reads (see .env.example); all optional. */
interface ImportMetaEnv {
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  /** Development server only: `off`, or a `YYYY-MM-DD` day to show the bundled program as of. */
  readonly VITE_DEMO_DAY?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  /** The site's public address, for absolute link-preview addresses (vite-plugins/vite-site-url.ts). */
  readonly VITE_SITE_URL?: string;
  /** A stand-in of Open-Meteo's forecast endpoint, for the tests (src/data/forecast.ts). */
  readonly VITE_FORECAST_URL?: string;
}

interface Window {
  /** Set by the built pages' start-up script (src/prerender/start-up.ts) for the app; absent on the development server. */
  startUp?: import('./prerender/pick').StartUpHandOff;
}

/** The event list a build configured for Firestore read (vite-plugins/vite-events-snapshot.ts); null otherwise. */
declare module 'virtual:events-snapshot' {
  const events: import('../schema/event').ClubEvent[] | null;
  export default events;
  /** The marker read just before those events, when they were read from Firestore; null otherwise. */
  export const snapshotMarker: Omit<import('./data/change-marker').MarkedList, 'events'> | null;
}

declare module 'virtual:trip-index' {
  const index: import('./lib/program-filters').TripIndex;
  export default index;
}

declare module 'virtual:trip-places' {
  const places: import('./lib/trip-places').TripPlaces;
  export default places;
}
