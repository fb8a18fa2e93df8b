/*
 * The page's first script (vite.config.ts puts it first in index.html, async): it sends the
 * page's first read at once, so the answer travels while the app's own bundle is still
 * downloading and starting (issue 15 §4). It imports only the API client: the app's bundle is
 * what it must not wait for. The app takes the started read (lib/reads/first-read.ts) when it asks.
 */
import { startFirstRead } from '../lib/reads/first-read';

startFirstRead(window.location.pathname);

// The page's first Intl call loads ICU's data: 25–50 ms on a laptop, four times that on a
// mid-range phone, paid by whichever formatter comes first (every screen formats dates, and the
// header a count). Paid here, it falls in the time the page waits for the app's bundle rather
// than in the first screen's render. The app's formatters then cost a fraction of a millisecond.
new Intl.DateTimeFormat('en-US').format(0);
new Intl.NumberFormat('da-DK').format(0);
