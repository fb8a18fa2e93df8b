import { getAuthToken } from '../lib/auth-token';
import { hasAnswerInPage } from '../lib/reads/first-read';
import { FIRST_SCREEN_FILES_ID, SIGNED_OUT_KEY } from './first-screens';

/**
 * Asks for the opened screen's files (its scripts and styles, those index.html does not load
 * already) as the page begins: signed in, the screen of the path; signed out, the sign-in screen.
 * The build lists them in index.html (vite.config.ts). Until now they were asked for inside the
 * app's first long task, once its whole bundle had arrived and run: a wait in series on the way
 * to the first screen, and part of that task spent adding the links (decision 091).
 *
 * Only fetched, not run: scripts as module preloads, styles as preloads that the screen's own
 * stylesheet links then use (a stylesheet added here would not be waited for by the screen).
 */
export function preloadFirstScreenFiles(pathname: string) {
  const files = readFileLists()[getAuthToken() || hasAnswerInPage() ? pathname : SIGNED_OUT_KEY];
  for (const file of files ?? []) {
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    // The same mode as the links the bundler adds later, so that those use these responses.
    link.crossOrigin = '';
    link.href = `/${file}`;
    document.head.appendChild(link);
  }
}

function readFileLists(): Partial<Record<string, string[]>> {
  try {
    return JSON.parse(document.getElementById(FIRST_SCREEN_FILES_ID)?.textContent ?? '{}') as Record<
      string,
      string[]
    >;
  } catch {
    return {}; // a development page has no list: the app fetches the screen itself, as it always can
  }
}

/**
 * Whether the path is a first screen (the screen table's), read from the list index.html carries:
 * the page start does not carry the table itself (its size budget, P6). False on a development
 * page without the list: the app then sends the start request itself.
 */
export function isListedFirstScreen(pathname: string): boolean {
  return pathname !== SIGNED_OUT_KEY && Object.hasOwn(readFileLists(), pathname);
}
