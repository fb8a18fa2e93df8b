/*
 * The server's drawing of the first screen (P5, decision 092). Built apart from the
 * client (vite.config.ts, into dist/server) and run by the server (server/plugins/client.ts) when a
 * signed-in phone opens one of the screen table's first screens: the page then arrives with the screen in it,
 * drawn by the app's own components from the answer to Hjem's start request, and with that
 * answer, from which the app starts (main.tsx) and draws the same screen over it once its code is
 * in. Before, nothing but the splash could be painted until the app's bundle had arrived and run.
 * Not hydration: the app replaces the drawn screen in one commit, so a drawing that differs in a
 * detail (the time, a device setting) is corrected, never a mismatch error.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { BuiltClient, PageRenderer } from '@common/contracts/page-renderer';
import { FIRST_SCREENS, furtherReadsOf } from '@common/navigation/screens';
import { createQueryClient } from '../lib/query-client';
import { ANSWER_IN_PAGE_ID, type AnswerInPage } from '../lib/reads/first-read';
import { putHomeStartReads } from '../lib/reads/home-start';
import { USER_QUERY_KEY } from '../lib/session';
import { App } from './App';
import { putAnswer, urlOfRead } from './first-paint/first-reads';
import { nothingToWaitFor } from './FirstDataGate';
import { preloadOpenedOnScreens } from './routes';
import { APP_CODE_ELEMENT } from './code-after-paint-html';
import { FIRST_SCREEN_FILES_ID } from './first-screens';

/** The paths drawn here: the screen table's first screens. */
export const drawnPaths: PageRenderer['drawnPaths'] = FIRST_SCREENS.map((screen) => screen.path);

/**
 * Loads the drawn screens' code before the first page is asked for: drawn before it is here, a
 * screen is drawn twice (see renderPage), and the first pages after a start were slow (the
 * bench's burst on a fresh server). The server awaits this as it starts.
 */
export const warmUp: PageRenderer['warmUp'] = () => preloadOpenedOnScreens().then(() => undefined);

const SPLASH = /<!--splash-->[\s\S]*<!--\/splash-->/;
/** index.html's list of each first screen's files (vite.config.ts). */
const FIRST_SCREEN_FILES = new RegExp(
  `<script type="application/json" id="${FIRST_SCREEN_FILES_ID}">([^<]*)</script>`,
);

/**
 * The page for `pathname` with its screen drawn, from the built client's index.html and the
 * person's answer to Hjem's start request; null when the screen is not drawn here (another path,
 * no signed-in person, a read the screen needs that the answer lacks, or an error while drawing):
 * the server then sends the plain page, and the app draws the screen itself as before.
 */
export const renderPage: PageRenderer['renderPage'] = async (
  { template, readFile },
  pathname,
  reads,
  read,
) => {
  if (!drawnPaths.includes(pathname) || !SPLASH.test(template)) return null;
  const queryClient = createQueryClient();
  try {
    const user = putHomeStartReads(queryClient, reads)?.user;
    if (!user) return null;
    queryClient.setQueryData(USER_QUERY_KEY, user);
    // The screen's reads beyond the start answer (the screen table's), asked of the server together.
    const further = furtherReadsOf(pathname, { start: reads, now: new Date() });
    const answers = await Promise.all(further.map(read));
    if (answers.includes(undefined)) return null;
    const extra: Record<string, unknown> = {};
    further.forEach((one, i) => {
      putAnswer(queryClient, one, answers[i]);
      extra[urlOfRead(one)] = answers[i];
    });
    const tree = (
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <StaticRouter location={pathname}>
            <App />
          </StaticRouter>
        </QueryClientProvider>
      </StrictMode>
    );
    // A part that waited for its code (a lazy screen, the header's chat button: once per process)
    // comes out hidden, with a script to show it, which the CSP forbids: drawn again, nothing waits.
    let screen = await draw(tree);
    if (screen?.includes(WAITED)) screen = await draw(tree);
    if (!screen || screen.includes(WAITED)) return null;
    // A read without its answer would have been drawn as loading: the app draws that screen itself.
    if (!queryClient.getQueryCache().getAll().every(nothingToWaitFor)) return null;
    // The answer first in the page: the page start, which may run before the rest is read, looks
    // for it to know it need not ask. The screen's styles at the end of the head, after the app's.
    return template
      .replace('<head>', () => `<head>${answerElement({ reads, extra })}`)
      .replace('</head>', () => `${screenStyles(template, pathname, readFile)}</head>`)
      .replace(SPLASH, () => asPicture(withoutScripts(screen)));
  } finally {
    queryClient.clear();
  }
};

/**
 * What in a built index.html this drawing cannot work with; none for a page it can draw into.
 * The build's check (scripts/check-bundle-size.ts, in `npm test`) fails on any.
 */
export function templateProblems(template: string): string[] {
  return [
    SPLASH.test(template) ? '' : 'no <!--splash--> … <!--/splash--> around the splash',
    template.includes('<head>') ? '' : 'no <head> to put the answer first in',
    APP_CODE_ELEMENT.test(template) ? '' : "no list of the app's code for the page start",
    FIRST_SCREEN_FILES.test(template) ? '' : "no list of the first screens' files",
  ].filter(Boolean);
}

/**
 * The drawn screen is a picture of the screen until the app replaces it with the live one: not
 * to be clicked, typed in or read out (a button drawn here has nothing behind it yet), so it is
 * inert and hidden from assistive technology, as the splash it replaces was. The wrapper takes
 * no box of its own.
 */
const asPicture = (html: string) => `<div inert aria-hidden="true" style="display:contents">${html}</div>`;

/** React's mark of a part that was not ready when its place was drawn. */
const WAITED = '<!--$?-->';

/** The tree as HTML once everything in it is ready; null when any part failed. */
async function draw(tree: ReactNode) {
  let failed = false;
  const { prelude } = await prerenderToNodeStream(tree, {
    onError: () => void (failed = true),
    // Every part in place, however large: React otherwise moves a large part out of its place,
    // to be put back by a script, so that a stream can show the rest first.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return failed ? null : html;
}

/**
 * React's own small scripts for revealing streamed parts: nothing is streamed here, and the page's
 * CSP forbids inline scripts. Only React writes tags; every text it draws is escaped (`&lt;`).
 */
const withoutScripts = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

/**
 * The drawn screen's own styles, in the page: linked, they were one more request before the first
 * paint, competing with the app's code for the connection (Lighthouse FCP 1.9–2.1 s). The app's
 * shared styles are in the page already; the screen's chunk links its files later as it always
 * does (the same rules again, so nothing moves). The CSP allows inline styles, not scripts.
 */
function screenStyles(template: string, pathname: string, readFile: BuiltClient['readFile']) {
  const lists = FIRST_SCREEN_FILES.exec(template);
  const files = lists ? ((JSON.parse(lists[1]!) as Record<string, string[]>)[pathname] ?? []) : [];
  const css = files.filter((file) => file.endsWith('.css')).map((file) => readFile(file).trim());
  return css.length ? `<style>${css.join('').replace(/<\//g, '<\\/')}</style>` : '';
}

/** The answer as JSON that cannot end its element: every `<` escaped (also `</script>` in a message). */
function answerElement(answer: AnswerInPage) {
  const json = JSON.stringify(answer).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${ANSWER_IN_PAGE_ID}">${json}</script>`;
}
