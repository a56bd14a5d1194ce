import { reloadWithLatestVersion } from './app-version.ts';

/**
 * After a new deployment, an open page may ask for a script chunk the server
 * no longer has (file names carry content hashes). One automatic reload
 * brings the page onto the new version; if the chunk still fails within a
 * minute, the error reaches the router's error screen, which explains it and
 * offers a reload button (ChunkLoadErrorView) instead of a blank page.
 */
const RELOADED_AT = 'kiranduloklub:chunk-reload-at';
const RETRY_WINDOW_MS = 60_000;

function readReloadedAt(): number {
  try {
    return Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
  } catch {
    // Storage may be off (private mode); then a reload could loop, so never reload automatically.
    return Date.now();
  }
}

export function installChunkRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!isChunkLoadError(event.payload)) return;
    // With no signal a reload cannot fetch the chunk either: the error screen says so instead.
    if (!navigator.onLine || Date.now() - readReloadedAt() < RETRY_WINDOW_MS) return;
    try {
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {
      return;
    }
    reloadWithLatestVersion();
  });
}

/** A failed download of a script or style chunk, as browsers and Vite's preload helper word it. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|Failed to fetch module/i.test(
    message,
  );
}
