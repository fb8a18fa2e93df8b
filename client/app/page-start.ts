/*
 * The page's first script (vite.config.ts puts it first in index.html, async): it sends the
 * page's first read at once, so the answer travels while the app's own bundle is still
 * downloading and starting (decision 083), then asks for the opened screen's files. It imports
 * only the API client: the app's bundle is what it must not wait for. The app takes the started
 * read (lib/reads/first-read.ts) when it asks. On a page the server drew, it also loads the app.
 */
import { startFirstRead } from '../lib/reads/first-read';
import { loadAppCodeAfterPaint } from './app-code-after-paint';
import { isListedFirstScreen, preloadFirstScreenFiles } from './first-screen-files';

const { pathname } = window.location;
startFirstRead(isListedFirstScreen(pathname));
// The page is painted first, then the app's code and the screen's files are fetched (decision 092).
loadAppCodeAfterPaint(() => preloadFirstScreenFiles(pathname));
