import { RefreshCw, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { syncSettingsToWorker } from '../../lib/pwa/notification-settings';
import { applyUpdate, onUpdateReady } from '../../lib/pwa/service-worker';
import './pwa.css';
import { Button } from '../../ui/Button';

/** Part 1 §4 and §9: the permission request is made automatically 2 s after signing in. */
const AUTO_PROMPT_DELAY_MS = 2000;

/**
 * The installable app's parts of the signed-in shell: the one-time notification permission
 * request and device subscription, the offline notice and the update prompt.
 */
export function PwaExtras() {
  const online = useOnline();
  const [updateReady, setUpdateReady] = useState(false);
  useEffect(() => {
    // The permission request is made 2 s after sign-in (part 1 §4), and the push code is only
    // fetched then: fetched as the shell mounted, it was still downloading as the first screen
    // painted, one more file in its way (P5).
    let active = true;
    const timer = setTimeout(() => {
      void import('../../lib/pwa/push').then((m) => {
        if (active) void m.setUpPush();
      });
    }, AUTO_PROMPT_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);
  useEffect(() => syncSettingsToWorker(), []);
  useEffect(() => onUpdateReady((worker) => setUpdateReady(Boolean(worker))), []);
  return (
    <>
      {!online ? (
        <p className="pwa-banner pwa-offline" role="status">
          <WifiOff size={16} aria-hidden="true" /> Du er offline. Du ser de senest hentede kampe, træninger og
          stillinger.
        </p>
      ) : null}
      {updateReady ? (
        <div className="pwa-banner pwa-update" role="status">
          <span>Der er en ny version af appen.</span>
          <Button size="sm" onClick={applyUpdate}>
            <RefreshCw size={14} aria-hidden="true" /> Opdater nu
          </Button>
        </div>
      ) : null}
    </>
  );
}

function useOnline() {
  // Online when drawn on the server (app/server-render.tsx): the page came from the network.
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}
