/**
 * Starts the service worker once the page has loaded. Everything it needs
 * (the registration, the update note) is a chunk of its own, fetched after the
 * load event so it never competes with the first view on a weak signal.
 */
export function startServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = async () => {
    try {
      // Awaited apart from the import: Vite would otherwise fold the call into its chunk loader,
      // and a registration failure would look like a missing chunk (src/offline/chunk-recovery.ts).
      const module = await import('./offline-support.tsx');
      await module.startOfflineSupport();
    } catch (error) {
      // The site works without it, only not offline; say why in the console for a maintainer.
      console.warn('A service worker regisztrációja nem sikerült:', error);
    }
  };
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });
}
