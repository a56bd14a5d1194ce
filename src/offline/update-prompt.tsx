import { StrictMode, useState, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { reloadWithLatestVersion } from './app-version';
import { isUpdateWaiting, registerServiceWorker, subscribeToUpdate } from './service-worker';

/**
 * A new version has been installed and waits: the visitor decides when the
 * page reloads, so it is never swapped under their thumb or left half updated.
 */
export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (!waiting || dismissed) return null;
  return (
    <div className="update-prompt" role="status" aria-labelledby="frissites-cim">
      <p id="frissites-cim" className="update-prompt-text">
        Elkészült a honlap új változata.
      </p>
      <div className="update-prompt-actions">
        <button type="button" className="button" onClick={reloadWithLatestVersion}>
          Újratöltés
        </button>
        <button type="button" className="button button-secondary" onClick={() => setDismissed(true)}>
          Később
        </button>
      </div>
    </div>
  );
}

/**
 * Registers the service worker and shows the update note in a React root of
 * its own after the app's, so this chunk stays out of the first view.
 */
export async function startOfflineSupport(): Promise<void> {
  const container = document.createElement('div');
  container.className = 'update-prompt-root';
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <UpdatePrompt />
    </StrictMode>,
  );
  await registerServiceWorker();
}
