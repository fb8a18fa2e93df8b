import { APP_CODE_ID } from './first-screens';

/** The app's code, as the built page names it for the page start (app-code-after-paint.ts). */
export interface AppCode {
  entry: string;
  preload: string[];
}

/** The app's entry script and the bundler's preloads of its imports, as Vite writes them. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const ENTRY_PRELOADS = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** The list that replaces them. */
export const APP_CODE_ELEMENT = new RegExp(`<script type="application/json" id="${APP_CODE_ID}">`);

/**
 * The built index.html with the app's code named instead of loaded (vite.config.ts): the page
 * start loads it once the page has painted (decision 092). Plain text in, plain text out; a page
 * without the entry script (the development server's) is left as it is.
 */
export function withCodeAfterPaint(html: string) {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const code: AppCode = { entry, preload: [...html.matchAll(ENTRY_PRELOADS)].map((m) => m[1]!) };
  return html
    .replace(
      ENTRY_SCRIPT,
      () => `<script type="application/json" id="${APP_CODE_ID}">${JSON.stringify(code)}</script>`,
    )
    .replace(ENTRY_PRELOADS, '');
}
