import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import {
  ANSWER_IN_PAGE_ID,
  startFirstRead,
  takeAnswerInPage,
  takeStartedHomeStart,
} from './first-read';
import { isFirstScreen as opensWithHjemReads } from '@common/navigation/screens';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(answer: () => Response) {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('localStorage', { getItem: () => 'token-1' });
  return fetch;
}

describe("the page's first read", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    takeStartedHomeStart(); // nothing started by one test is left for the next
  });

  it("is Hjem's start request on the first screens, and nothing is sent elsewhere", () => {
    for (const path of ['/', '/matches', '/training', '/kalender', '/statistics', '/chat'])
      expect(opensWithHjemReads(path)).toBe(true);
    const fetch = stubFetch(() => json({}));
    for (const path of ['/profile', '/auth', '/admin/members']) {
      expect(opensWithHjemReads(path)).toBe(false);
      startFirstRead(opensWithHjemReads(path));
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(takeStartedHomeStart()).toBeUndefined();
  });

  it('is sent once, with the stored token, and its answer is given to the first who asks for it only', async () => {
    const fetch = stubFetch(() => json({ reads: { '/api/session': { user: null } } }));
    startFirstRead(opensWithHjemReads('/matches'));
    startFirstRead(opensWithHjemReads('/matches')); // the app's bundle imports the page start too: still one request
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      '/api/home/start',
      expect.objectContaining({
        method: 'GET',
        credentials: 'include',
        headers: { Authorization: 'Bearer token-1' },
      }),
    );
    await expect(takeStartedHomeStart()).resolves.toEqual({ reads: { '/api/session': { user: null } } });
    // Taken once: a later start request goes to the server.
    expect(takeStartedHomeStart()).toBeUndefined();
  });

  it('hands a failure to the one who takes it, not to the page as an unhandled rejection', async () => {
    stubFetch(() => json({ message: 'Serverfejl' }, 503));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startFirstRead(opensWithHjemReads('/'));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      const error = await takeStartedHomeStart()!.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(503);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('is not sent on a page drawn on the server, whose answer is in the page, taken once', async () => {
    const fetch = stubFetch(() => json({}));
    const answer = { reads: { '/api/session': { user: { id: 4 } } }, extra: { '/api/x': 1 } };
    let element: { textContent: string; remove: () => void } | null = {
      textContent: JSON.stringify(answer),
      remove: () => void (element = null),
    };
    vi.stubGlobal('document', {
      getElementById: (id: string) => (id === ANSWER_IN_PAGE_ID ? element : null),
    });
    startFirstRead(opensWithHjemReads('/matches'));
    expect(fetch).not.toHaveBeenCalled();
    expect(takeStartedHomeStart()).toBeUndefined();
    expect(takeAnswerInPage()).toEqual(answer);
    expect(takeAnswerInPage()).toBeUndefined();
  });
});
