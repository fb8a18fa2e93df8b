import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Room for the sticky header above what the page scrolls to. */
const HEADER_ROOM = 72;

/**
 * A link to a part of a screen (`/admin/system-settings#jobs-title`, from Hjem's tasks, decision
 * 098) scrolls to it once that part has what it shows (`ready`): the router does not, and the
 * part is only drawn when its read arrives.
 */
export function useScrollToHash(id: string, ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash !== `#${id}`) return;
    const element = document.getElementById(id);
    if (element) window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - HEADER_ROOM });
  }, [ready, hash, id]);
}
