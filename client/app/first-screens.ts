/*
 * Plain data the build (vite.config.ts) shares with the page: the screens a page is opened on
 * are the screen table's first screens (common/navigation/screens.ts), signed in; signed out, the
 * sign-in screen. The build lists each one's files in index.html, so that the page start fetches
 * them beside the app's own bundle, before it has run (decision 091).
 */

/**
 * Parts of the signed-in shell in chunks of their own that every first screen shows: their files
 * join each signed-in screen's list. The header's chat button is lazy so that it never holds up
 * the screen, yet it is asked for as the header renders; fetched by the page start instead, it is
 * here before that (and out of the wait in series after the app's bundle, decision 091).
 */
export const SIGNED_IN_SHELL_MODULES = ['features/chat/ChatHeaderButton.tsx'] as const;

/** The sign-in screen's module, opened on any path by someone without a session token. */
export const SIGNED_OUT_MODULE = 'app/auth/AuthEntry.tsx';

/** The key of the sign-in screen's files in the list index.html carries. */
export const SIGNED_OUT_KEY = 'signed-out';

/** The id of the `<script type="application/json">` in index.html with each screen's files. */
export const FIRST_SCREEN_FILES_ID = 'first-screen-files';

/**
 * The id of the `<script type="application/json">` in a page drawn on the server that names the
 * app's code ({ entry, preload }) for the page start to load once the drawing is painted.
 */
export const APP_CODE_ID = 'app-code';
