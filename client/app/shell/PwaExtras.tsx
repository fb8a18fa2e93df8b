import { RefreshCw, WifiOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { syncSettingsToWorker } from '../../lib/pwa/notification-settings';
import { applyUpdate, onUpdateReady } from '../../lib/pwa/service-worker';
import './pwa.css';
import { Button } from '../../ui/Button';

/**
 * The installable app's parts of the signed-in shell: the one-time notification permission
 * request and device subscription, the offline notice and the update prompt.
 */
export function PwaExtras() {
  const online = useOnline();
  const [updateReady, setUpdateReady] = useState(false);
  useEffect(() => {
    // Push code loads after the first screen; the permission request waits 2 s anyway.
    let cancel: (() => void) | undefined;
    let active = true;
    void import('../../lib/pwa/push').then((m) => {
      if (active) cancel = m.setUpPush();
    });
    return () => {
      active = false;
      cancel?.();
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
  const [online, setOnline] = useState(() => navigator.onLine);
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
