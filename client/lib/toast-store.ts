/**
 * Toasts: one visible at a time, 5 seconds by default (part 1 §9). A tiny store so that
 * non-React code (the query client) can show one too.
 */
export interface Toast {
  id: number;
  title: string;
  description?: string;
  variant?: 'success' | 'error' | 'info';
  durationMs?: number;
}

type Listener = (toast: Toast | null) => void;
let current: Toast | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 1;
const listeners = new Set<Listener>();

export const TOAST_DURATION_MS = 5000;

function publish() {
  for (const listener of listeners) listener(current);
}

export function showToast(toast: Omit<Toast, 'id'>) {
  current = { ...toast, id: nextId++ };
  clearTimeout(timer);
  timer = setTimeout(dismissToast, toast.durationMs ?? TOAST_DURATION_MS);
  publish();
}

export function dismissToast() {
  current = null;
  clearTimeout(timer);
  publish();
}

const PENDING_TOAST_KEY = 'pending-toast';

/**
 * For a toast shown right before a full page load (login, logout): the in-memory store does not
 * survive the reload, so the toast waits in sessionStorage and the next page shows it.
 */
export function showToastAfterReload(toast: Omit<Toast, 'id'>) {
  try {
    sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify(toast));
  } catch {
    /* private mode without storage: the toast is only lost */
  }
  showToast(toast);
}

/** Called once at start: shows the toast a previous page left behind. */
export function showPendingToast() {
  try {
    const raw = sessionStorage.getItem(PENDING_TOAST_KEY);
    if (!raw) return;
    sessionStorage.removeItem(PENDING_TOAST_KEY);
    const toast = JSON.parse(raw) as Omit<Toast, 'id'>;
    if (typeof toast.title === 'string')
      showToast({ title: toast.title, description: toast.description, variant: toast.variant });
  } catch {
    /* a broken entry is dropped */
  }
}

export function subscribeToasts(listener: Listener) {
  listeners.add(listener);
  listener(current);
  return () => {
    listeners.delete(listener);
  };
}
