import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadFirstScreenFiles } from './first-screen-files';
import { FIRST_SCREEN_FILES_ID, SIGNED_OUT_KEY } from './first-screens';

const LISTS = {
  [SIGNED_OUT_KEY]: ['assets/AuthEntry-1.js', 'assets/AuthEntry-2.css'],
  '/matches': ['assets/MatchesScreen-1.js', 'assets/MatchesScreen-2.css', 'assets/MatchItem-3.js'],
};

/** A page with index.html's list (or the given text in its place) and the token stored, or not. */
function page(token: string | null, listText: string | null = JSON.stringify(LISTS)) {
  const added: { rel: string; as?: string; crossOrigin?: string; href: string }[] = [];
  vi.stubGlobal('localStorage', { getItem: () => token });
  vi.stubGlobal('sessionStorage', { getItem: () => null });
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === FIRST_SCREEN_FILES_ID && listText !== null ? { textContent: listText } : null,
    createElement: () => ({}),
    head: { appendChild: (link: (typeof added)[number]) => added.push(link) },
  });
  return added;
}

describe("the first screen's files, asked for by the page start", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("are the opened screen's for someone signed in: scripts as module preloads, styles as style preloads", () => {
    const added = page('token-1');
    preloadFirstScreenFiles('/matches');
    expect(added).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/MatchesScreen-1.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/MatchesScreen-2.css' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/MatchItem-3.js' },
    ]);
  });

  it("are the sign-in screen's for someone without a token, whatever the path", () => {
    const added = page(null);
    preloadFirstScreenFiles('/matches');
    expect(added.map((link) => link.href)).toEqual(['/assets/AuthEntry-1.js', '/assets/AuthEntry-2.css']);
  });

  it('are none on a path no screen opens on, and on a page without the list or with a broken one', () => {
    const onUnlisted = page('token-1');
    preloadFirstScreenFiles('/admin/members');
    const withoutList = page('token-1', null);
    preloadFirstScreenFiles('/matches');
    const withBrokenList = page('token-1', '{"/matches": [');
    preloadFirstScreenFiles('/matches');
    expect([onUnlisted, withoutList, withBrokenList]).toEqual([[], [], []]);
  });
});
