/**
 * The small part of the offline support that the first view needs: reloading
 * onto the newest version (used by the chunk-failure recovery and its error
 * screen) and starting the service worker once the page has loaded. The rest
 * (workbox-window, the update note) is a chunk of its own, fetched after the
 * load event so it never competes with the first view on a weak signal.
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

export function startServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = async () => {
    try {
      // Awaited apart from the import: Vite would otherwise fold the call into its chunk loader,
      // and a registration failure would look like a missing chunk (src/offline/chunk-recovery.ts).
      const module = await import('./update-prompt');
      await module.startOfflineSupport();
    } catch (error) {
      // The site works without it, only not offline; say why in the console for a maintainer.
      console.warn('A service worker regisztrációja nem sikerült:', error);
    }
  };
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
