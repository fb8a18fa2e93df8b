/**
 * Registers the service worker (push, offline shell) and tells the app when a new version is
 * waiting, so it can offer 'Opdater' instead of switching under the person's feet.
 */
type Listener = (waiting: ServiceWorker | null) => void;
let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();

function setWaiting(worker: ServiceWorker | null) {
  waiting = worker;
  for (const l of listeners) l(worker);
}

export function onUpdateReady(listener: Listener) {
  listeners.add(listener);
  listener(waiting);
  return () => void listeners.delete(listener);
}

export function applyUpdate() {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return null;
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    if (registration.waiting && navigator.serviceWorker.controller) setWaiting(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && navigator.serviceWorker.controller) setWaiting(worker);
      });
    });
    // Look for a new version when the app comes back to the foreground.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
    });
    return registration;
  } catch {
    // Push and offline are extras: failures are only logged (part 1 §8).
    console.warn('service worker registration failed');
    return null;
  }
}

/** What the device keeps of the signed-in person for offline use (D13), by local-storage key. */
export const OFFLINE_STORAGE_KEYS = ['league-tables', 'notification-settings'] as const;
/** The service worker's caches of personal data (sw.js: API_CACHE, SETTINGS_CACHE). */
export const OFFLINE_CACHES = ['ru-api', 'ru-settings'] as const;

/**
 * Forgets the signed-in person's offline data on this device: the cached API answers, the local
 * league tables and notification settings. On logout, and whenever the app finds itself signed
 * out (the profile's /api/logout link, a session ended elsewhere).
 */
export async function clearOfflineData(): Promise<void> {
  for (const key of OFFLINE_STORAGE_KEYS) {
    try {
      localStorage.removeItem(key);
    } catch {
      /* storage unavailable: nothing kept */
    }
  }
  navigator.serviceWorker?.controller?.postMessage({ type: 'CLEAR_USER_DATA' });
  if (typeof caches !== 'undefined') {
    await Promise.all(OFFLINE_CACHES.map((name) => caches.delete(name).catch(() => false)));
    // The offline shell's page too: a worker of an earlier version (before decision 092) kept
    // every page it saw as the shell, a page drawn for this person included.
    const shells = (await caches.keys().catch(() => [] as string[])).filter((name) =>
      name.startsWith('ru-shell-'),
    );
    await Promise.all(
      shells.map((name) =>
        caches
          .open(name)
          .then((cache) => cache.delete('/'))
          .catch(() => false),
      ),
    );
  }
}
