import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from './register-service-worker.ts';
import { UpdatePrompt } from './update-prompt.tsx';

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
