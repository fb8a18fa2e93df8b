import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Where the one toast is drawn (F20). A modal <dialog> sits in the browser's top
 * layer and makes the rest of the page inert: a toast drawn outside it lies under the backdrop,
 * cannot be tapped and is hidden from screen readers. So the app root and every open dialog
 * each have a toast outlet, and only the newest one (the dialog on top) shows the toast.
 */
let outlets: symbol[] = [];
const listeners = new Set<() => void>();

function publish() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const topOutlet = () => outlets[outlets.length - 1];

/**
 * Registers an outlet while the calling component is mounted; true while it is the top one. The
 * app root's outlet always stays at the bottom (a dialog open at first render registers first).
 */
export function useIsTopToastOutlet(root = false): boolean {
  const [id] = useState(() => Symbol('toast-outlet'));
  useEffect(() => {
    outlets = root ? [id, ...outlets] : [...outlets, id];
    publish();
    return () => {
      outlets = outlets.filter((o) => o !== id);
      publish();
    };
  }, [id, root]);
  return useSyncExternalStore(subscribe, topOutlet) === id;
}
