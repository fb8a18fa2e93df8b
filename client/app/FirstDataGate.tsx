import { useQueryClient, type Query } from '@tanstack/react-query';
import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import './first-data-gate.css';

/** A screen whose first reads hang is shown anyway after this long. */
export const FIRST_DATA_WAIT_MS = 3000;

/** A read that has nothing to show yet: its answer will add content to the screen. */
const loadingFirstTime = (query: Query) =>
  query.state.data === undefined && query.state.fetchStatus === 'fetching';
/** Nothing to wait for: a read with an answer (or a failure) to show, or one switched off until asked. */
export const nothingToWaitFor = (query: Query) =>
  query.state.data !== undefined ||
  query.state.status === 'error' ||
  (query.options as { enabled?: unknown }).enabled === false;

/**
 * Holds a screen back until the reads it started on mount have answered, then shows it whole
 * (decision 088). Without this, each card of Hjem, Kampe and Stilling appeared when its own answer
 * came and pushed the ones already drawn down: content jumped while it loaded (CLS 0.12–0.7).
 * The screen is mounted (so its reads start at once) but invisible, under a spinner; reads that
 * already have data (a revisit, a refetch) never hold it back, and neither does a read that hangs
 * past FIRST_DATA_WAIT_MS.
 */
export function FirstDataGate({ screen, children }: { screen: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  // Drawn on the server (server-render.tsx), the screen is shown: the server draws a screen only
  // when every read it made has its answer, and sends the plain page otherwise.
  const [ready, setReady] = useState(() => typeof window === 'undefined');
  // Before the first paint: when every read the screen built while rendering already has its
  // answer (opened with Hjem's start request, or a revisit), the screen is shown in the first
  // paint rather than after a spinner frame and the screen's effects (decision 088). A read without an answer may be one about to start (reads start in effects), so any
  // such read leaves the decision to the effect below, as before.
  useLayoutEffect(() => {
    if (queryClient.getQueryCache().getAll().every(nothingToWaitFor)) setReady(true);
  }, [queryClient]);
  useEffect(() => {
    // Runs after the screen's own effects, which started its reads.
    const cache = queryClient.getQueryCache();
    const settled = () => !cache.getAll().some(loadingFirstTime);
    // A transition, so that the screen is shown in the same render as answers it draws in a
    // transition (deferred values), never a frame before them.
    const show = () => startTransition(() => setReady(true));
    if (settled()) {
      show();
      return;
    }
    const timer = setTimeout(show, FIRST_DATA_WAIT_MS);
    const unsubscribe = cache.subscribe(() => {
      if (settled()) show();
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [queryClient]);
  // One tree before and after (the screen is never mounted twice): only the wrapper's state changes.
  return (
    <>
      {/* data-screen: which route this is, so a crawl can tell the new screen has replaced the old one. */}
      <div
        className="first-data-gate"
        data-screen={screen}
        data-waiting={ready ? undefined : ''}
        aria-hidden={ready ? undefined : true}
      >
        {children}
      </div>
      {ready ? null : (
        <div className="first-data-gate-status" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>Indlæser...</span>
        </div>
      )}
    </>
  );
}
