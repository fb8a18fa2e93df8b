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

/** Tells the service worker to forget cached personal data (on logout). */
export function clearOfflineData() {
  navigator.serviceWorker?.controller?.postMessage({ type: 'CLEAR_USER_DATA' });
}
