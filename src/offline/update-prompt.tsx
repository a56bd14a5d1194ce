import { useState, useSyncExternalStore } from 'react';
import { reloadWithLatestVersion } from './app-version.ts';
import { isUpdateWaiting, subscribeToUpdate } from './register-service-worker.ts';

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
