// First: before any module builds a schema (see the module).
import '../lib/zod-jitless';
// Tokens and resets before any component's own styles, which build on them.
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { registerServiceWorker } from '../lib/pwa/service-worker';
import { createQueryClient } from '../lib/query-client';
import { clearSavedTheme } from '../lib/theme';
import { showPendingToast } from '../lib/toast-store';
import { Toaster } from '../ui/Toaster';
import { App } from './App';

clearSavedTheme();
void registerServiceWorker();
const queryClient = createQueryClient();
showPendingToast();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <App />
        <Toaster root />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
