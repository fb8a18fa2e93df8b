// The page's first read, in case the page start (loaded apart, async) has not sent it yet.
import './page-start';
// First: before any module builds a schema (see the module).
import '../lib/zod-jitless';
// Tokens and resets before any component's own styles, which build on them.
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { registerServiceWorker } from '../lib/pwa/service-worker';
import { createQueryClient } from '../lib/query-client';
import { takeAnswerInPage } from '../lib/reads/first-read';
import { adoptAnswerInPage } from '../lib/session';
import { clearSavedTheme } from '../lib/theme';
import { showPendingToast } from '../lib/toast-store';
import { Toaster } from '../ui/Toaster';
import { App } from './App';
import { putFirstReads } from './first-paint/first-reads';

clearSavedTheme();
// The service worker (push, offline shell, precache of every chunk) is an extra: registered once
// the page has loaded and the main thread is idle, so its script and precache downloads do not
// compete with the first screen's (P5).
const registerWhenIdle = () =>
  'requestIdleCallback' in window
    ? requestIdleCallback(() => void registerServiceWorker(), { timeout: 5000 })
    : setTimeout(() => void registerServiceWorker(), 2000);
if (document.readyState === 'complete') registerWhenIdle();
else window.addEventListener('load', registerWhenIdle, { once: true });
const queryClient = createQueryClient();
// A page drawn on the server: its reads first, so that the first render matches what it shows.
const answerInPage = takeAnswerInPage();
if (answerInPage && adoptAnswerInPage(queryClient, answerInPage))
  putFirstReads(queryClient, window.location.pathname, answerInPage.reads, answerInPage.extra);
// In a task of its own: the first touch of sessionStorage waits for the browser to hand the
// storage over, which made the app's first long task longer still
// (P5, TBT). The toast store keeps the toast for the Toaster that mounts later.
setTimeout(showPendingToast, 0);

const root = createRoot(document.getElementById('root')!);
// A transition: React renders the first screen in slices and yields between them, instead of one
// long task that blocks input (TBT, P5). The HTML's splash (or the screen the server
// drew) stays until it commits, and is then replaced by the same screen, now live.
startTransition(() =>
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <App />
          <Toaster root />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
