import type { AppCode } from './code-after-paint-html';
import { APP_CODE_ID } from './first-screens';

/**
 * Loads the app's code once the page has been read and painted, after `first`; on a page that
 * loads its code itself (the development server's), only runs `first`. The build names the code
 * in index.html instead of loading it (code-after-paint-html.ts).
 *
 * Fetched with the page, the code ran before the first paint whenever it arrived with the page
 * (a fast network and a slow phone: seconds of script before a drawn screen showed);
 * after the paint, the page shows what it has first (the splash, or the screen drawn on the
 * server), and the app replaces it once its code has run (P5, decision 092). The page
 * start runs as soon as it arrives, maybe before the rest of the page is read: the list of the
 * code, and the element the app draws into, are waited for.
 */
export function loadAppCodeAfterPaint(first: () => void) {
  const start = () => {
    const code = readAppCode();
    if (!code) {
      first();
      return;
    }
    const load = () => {
      first();
      for (const file of code.preload) addLink('modulepreload', file);
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = code.entry;
      document.head.appendChild(script);
    };
    // A frame paints the page; the task after it loads the code. A hidden page paints nothing.
    if (document.visibilityState === 'hidden') load();
    else requestAnimationFrame(() => setTimeout(load, 0));
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}

function addLink(rel: string, href: string) {
  const link = document.createElement('link');
  link.rel = rel;
  // The mode of the entry's own imports, so that those use these responses.
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
}

function readAppCode(): AppCode | undefined {
  const text = document.getElementById(APP_CODE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as AppCode;
  } catch {
    return undefined;
  }
}
