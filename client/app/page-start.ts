/*
 * The page's first script (vite.config.ts puts it first in index.html, async): it sends the
 * page's first read at once, so the answer travels while the app's own bundle is still
 * downloading and starting (issue 15 §4), then asks for the opened screen's files. It imports
 * only the API client: the app's bundle is what it must not wait for. The app takes the started
 * read (lib/reads/first-read.ts) when it asks.
 */
import { startFirstRead } from '../lib/reads/first-read';
import { preloadFirstScreenFiles } from './first-screen-files';

startFirstRead(window.location.pathname);
preloadFirstScreenFiles(window.location.pathname);
