import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OfflineNote } from './components/app-status';
import { startServiceWorkerAfterLoad } from './data/app-version';
import { installChunkRecovery } from './data/chunk-recovery';
import { createAppRouter, createQueryClient } from './router';
import './styles.css';
import './actions.css';
import './print.css';

// Before anything lazy is imported: a chunk missing after a deployment reloads the page once.
installChunkRecovery();

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <OfflineNote />
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

startServiceWorkerAfterLoad();
