/**
 * The page's own service worker (vite.organisers.config.ts): once the page has been opened on
 * a phone, a reload with no signal shows it again instead of the browser's offline error.
 * Registered after the page has loaded, so it never competes with the first read.
 */
import { useSyncExternalStore } from 'react';

export function keepPageOffline(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      // A browser that refuses service workers (a private window) still has the page online.
      .catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

const onConnectionChange = (notify: () => void) => {
  window.addEventListener('online', notify);
  window.addEventListener('offline', notify);
  return () => {
    window.removeEventListener('online', notify);
    window.removeEventListener('offline', notify);
  };
};

/** Whether the phone says it has a connection now; follows it as it comes and goes. */
export const useOnline = () => useSyncExternalStore(onConnectionChange, () => navigator.onLine);
