import { homeStartEndpoint, type HomeStart } from '@common/contracts/endpoints/home-start';
import { call } from '../api-client';

let started: Promise<HomeStart> | undefined;

/**
 * The id of the `<script type="application/json">` in which a page drawn on the server
 * (app/server-render.tsx) brings the answer to Hjem's start request it was drawn from: the app
 * starts from that answer instead of asking again.
 */
export const ANSWER_IN_PAGE_ID = 'first-read-answer';

/** Whether this page was drawn on the server for a signed-in person, with its first read's answer in it. */
export function hasAnswerInPage() {
  return typeof document !== 'undefined' && document.getElementById(ANSWER_IN_PAGE_ID) !== null;
}

/** What a drawn page brings: Hjem's start answer, and the further reads its screen needed, by address. */
export type AnswerInPage = HomeStart & { extra?: Record<string, unknown> };

/** The answer a server-drawn page brings (undefined when none, or when it does not parse), once. */
export function takeAnswerInPage(): AnswerInPage | undefined {
  const element = typeof document === 'undefined' ? null : document.getElementById(ANSWER_IN_PAGE_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as AnswerInPage;
  } catch {
    return undefined;
  }
}

/**
 * Sends Hjem's start request as the page begins (app/page-start.ts), while the app's own code is
 * still downloading and starting, on the screens that open with it: the answer is then on its
 * way a whole bundle earlier (decision 083: it went out only once React had rendered the shell). Elsewhere the app asks for the session itself, as before.
 */
export function startFirstRead(opensWithHjemReads: boolean) {
  // A server-drawn page has the answer in it already (main.tsx adopts it).
  if (!opensWithHjemReads || started || hasAnswerInPage()) return;
  started = call(homeStartEndpoint);
  // Handled here too: a failure is reported where the answer is taken, not as an unhandled rejection.
  started.catch(() => undefined);
}

/** The started answer, once: a later start request (another sign-in, a reload of the data) is sent anew. */
export function takeStartedHomeStart(): Promise<HomeStart> | undefined {
  const answer = started;
  started = undefined;
  return answer;
}
