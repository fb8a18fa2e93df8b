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

export function subscribeToasts(listener: Listener) {
  listeners.add(listener);
  listener(current);
  return () => {
    listeners.delete(listener);
  };
}
