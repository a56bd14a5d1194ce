/**
 * Reloading onto the newest version, which the first view needs (the
 * chunk-failure recovery and its error screen use it). It imports nothing, so
 * the service worker chunk can tell it of a waiting version without an import
 * circle (the chunk itself is started by after-load.ts).
 */

let applyWaitingUpdate: (() => void) | null = null;

/** Called by the service worker module while a new version waits, and with null once it is gone. */
export function setWaitingUpdate(apply: (() => void) | null): void {
  applyWaitingUpdate = apply;
}

/**
 * Reloads the page on the newest version: a waiting service worker is
 * activated first (the reload follows when it controls the page), otherwise a
 * plain reload, which also makes the browser look for a new service worker.
 */
export function reloadWithLatestVersion(): void {
  if (applyWaitingUpdate) applyWaitingUpdate();
  else window.location.reload();
}
