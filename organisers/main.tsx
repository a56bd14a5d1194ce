/**
 * The organisers' page at /szervezo/: built on its own (vite.organisers.config.ts),
 * so none of it reaches a visitor of the site, its budgets or its offline copy.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectClub } from './app/club-firebase.ts';
import { keepPageOffline } from './app/offline-page.ts';
import { OrganisersApp } from './organisers-app.tsx';
import { organisersQueryClient } from './app/query-client.ts';
import './organisers.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={organisersQueryClient()}>
      <OrganisersApp club={connectClub(import.meta.env)} />
    </QueryClientProvider>
  </StrictMode>,
);

keepPageOffline();
