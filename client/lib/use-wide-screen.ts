import { useSyncExternalStore } from 'react';

/** From 1024 px the admin lists are tables; phones and small tablets keep the cards (decision 075). */
export const WIDE_QUERY = '(min-width: 1024px)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(WIDE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}
