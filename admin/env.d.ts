/** The editor's build-time settings (vite.admin.config.ts); unset, the editor works only on 127.0.0.1. */
interface ImportMetaEnv {
  /** `owner/name` of the site's GitHub repository; in GitHub Actions, the repository the build runs in. */
  readonly VITE_EDITOR_REPO?: string;
  /** The OAuth client that signs volunteers in with GitHub (trips/README.md, Szerkesztés a böngészőben). */
  readonly VITE_EDITOR_AUTH_URL?: string;
}

/** decap-cms-locales ships no types: the phrases of each language, by the language's code. */
declare module 'decap-cms-locales' {
  export const hu: { [key: string]: unknown };
}
