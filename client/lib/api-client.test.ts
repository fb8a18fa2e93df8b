import { afterEach, describe, expect, it, vi } from 'vitest';
import { del, get, post } from '@common/contracts/endpoint';
import { call, queryKeyOf, urlOf, urlOfKey } from './api-client';

const list = get<Array<{ id: number }>, undefined, { before?: number; channel: string }>()(
  '/api/chat/messages',
);
const availability = get<unknown>()('/api/matches/:id/availability');
const vote = post<{ success: true }, { optionIndex: number }>()('/api/chat/polls/:id/vote');
const remove = del()('/api/announcements/:id');

describe('the typed API client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills and encodes path params and leaves out empty query values', () => {
    expect(urlOf(availability, { params: { id: 5 } })).toBe('/api/matches/5/availability');
    expect(urlOf(remove, { params: { id: 'a/b' } })).toBe('/api/announcements/a%2Fb');
    expect(urlOf(list, { query: { channel: 'team senior 1', before: undefined } })).toBe(
      '/api/chat/messages?channel=team+senior+1',
    );
  });

  it('derives query keys that the default query function turns back into the URL', () => {
    expect(queryKeyOf(availability, { params: { id: 5 } })).toEqual(['/api/matches', 5, 'availability']);
    expect(queryKeyOf(get()('/api/announcements/unread'))).toEqual(['/api/announcements/unread']);
    expect(urlOfKey(queryKeyOf(availability, { params: { id: 5 } }))).toBe(
      urlOf(availability, { params: { id: 5 } }),
    );
  });

  it('keys a query after its path, so that the path alone is the key of every query of it', () => {
    const query = { channel: 'team senior 1' };
    expect(queryKeyOf(list, { query })).toEqual(['/api/chat/messages', query]);
    expect(queryKeyOf(list)).toEqual(['/api/chat/messages']);
    expect(urlOfKey(queryKeyOf(list, { query }))).toBe(urlOf(list, { query }));
  });

  it('sends the method, the filled URL and the JSON body', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true }), { headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('localStorage', { getItem: () => null });
    await expect(call(vote, { params: { id: 7 }, body: { optionIndex: 1 } })).resolves.toEqual({
      success: true,
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/chat/polls/7/vote',
      expect.objectContaining({ method: 'POST', body: '{"optionIndex":1}' }),
    );
  });
});

describe('the types of a call', () => {
  it('require what the endpoint needs and nothing else', () => {
    // @ts-expect-error a path with a parameter needs it
    expect(() => urlOf(availability)).toThrow('Missing path parameter id');
    // @ts-expect-error the body has the endpoint's type
    void (() => call(vote, { params: { id: 1 }, body: { option: 1 } }));
    // @ts-expect-error no query on an endpoint without one
    void (() => urlOf(remove, { params: { id: 1 }, query: { x: 1 } }));
  });
});
