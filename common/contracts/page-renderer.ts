import type { Read, StartAnswers } from '../navigation/reads';

/*
 * The contract between the client's drawing of its first screens (client/app/first-paint/
 * server-render.tsx, built into dist/server) and the server that loads and runs it
 * (server/plugins/server-drawn-pages.ts, decision 092): one type both sides compile against.
 */

/** The built client a page is made from. */
export interface BuiltClient {
  /** index.html as built. */
  template: string;
  /** A built file's text, by its path under the build (as index.html's lists name them). */
  readFile: (file: string) => string;
}

/**
 * A read made for the page with the page request's own session, in process, through the read's
 * own route, policy and schemas (server/plugins/in-process-reads.ts): its answer, or undefined
 * when it is refused, its query does not parse, or it fails.
 */
export type ReadFor = (read: Read) => Promise<unknown>;

/** What the built drawing offers the server. */
export interface PageRenderer {
  /** The paths it draws: the screen table's first screens. */
  drawnPaths: readonly string[];
  /** Loads the drawn screens' code ahead of the first page. */
  warmUp(): Promise<void>;
  /**
   * The page for `pathname` with its screen drawn in it, from Hjem's start answer (`reads`) and
   * the further reads the screen table names for it, asked of `read`; null when it is not drawn.
   */
  renderPage(
    client: BuiltClient,
    pathname: string,
    reads: StartAnswers,
    read: ReadFor,
  ): Promise<string | null>;
}
