import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openSse } from './sse-client.test-helpers';

/** Realtime with real connections: two clients, one posts, the other hears it within a second. */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function user(team: string, role: 'player' | 'coach' = 'player') {
  const u = await buildUser(t.deps.db, { role, team });
  return { id: u.id, headers: await t.authFor(u.id) };
}

describe('live chat stream', () => {
  it('tells the second client about the first client’s message within a second', async () => {
    const alice = await user('serie_3_pulje_5');
    const bob = await user('serie_3_pulje_5');
    const stream = await openSse(`${base}/api/chat/stream`, bob.headers);
    try {
      await stream.waitFor((e) => e.event === 'ready');
      const posted = Date.now();
      const res = await fetch(`${base}/api/chat/messages`, {
        method: 'POST',
        headers: { ...alice.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ channel: 'serie_3_pulje_5', message: 'Live!' }),
      });
      const msg = (await res.json()) as { id: number };
      const event = await stream.waitFor((e) => e.event === 'chat', 1000);
      expect(Date.now() - posted).toBeLessThan(1000);
      expect(JSON.parse(event.data)).toEqual({ channel: 'serie_3_pulje_5', kind: 'message', id: msg.id });
    } finally {
      stream.close();
    }
  });

  it('never tells a player about another team’s channel', async () => {
    const outsider = await user('serie_5_pulje_6');
    const insider = await user('serie_3_pulje_5');
    const stream = await openSse(`${base}/api/chat/stream`, outsider.headers);
    try {
      await stream.waitFor((e) => e.event === 'ready');
      await t.request({
        method: 'POST',
        url: '/api/chat/messages',
        headers: insider.headers,
        payload: { channel: 'serie_3_pulje_5', message: 'Hemmeligt' },
      });
      await t.request({
        method: 'POST',
        url: '/api/chat/messages',
        headers: insider.headers,
        payload: { channel: 'club', message: 'For alle' },
      });
      const club = await stream.waitFor((e) => e.event === 'chat');
      expect(JSON.parse(club.data).channel).toBe('club');
      expect(stream.events.filter((e) => e.event === 'chat').map((e) => JSON.parse(e.data).channel)).toEqual([
        'club',
      ]);
    } finally {
      stream.close();
    }
  });

  it('answers the stream unbuffered, with the request id a proxy sent (C6)', async () => {
    const member = await user('serie_3_pulje_5');
    const controller = new AbortController();
    const res = await fetch(`${base}/api/chat/stream`, {
      headers: { ...member.headers, accept: 'text/event-stream', 'x-request-id': 'proxy-req-42' },
      signal: controller.signal,
    });
    controller.abort();
    expect(res.status).toBe(200);
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('x-request-id')).toBe('proxy-req-42');
  });

  it('refuses the stream without sign-in, and to role none', async () => {
    expect(
      (await fetch(`${base}/api/chat/stream`, { headers: { accept: 'text/event-stream' } })).status,
    ).toBe(401);
    const none = await t.roleUser('none');
    expect(
      (await fetch(`${base}/api/chat/stream`, { headers: { ...none.headers, accept: 'text/event-stream' } }))
        .status,
    ).toBe(403);
  });

  it('closes the streams of sessions that ended (password change elsewhere), and only those', async () => {
    const u = await buildUser(t.deps.db, { role: 'player', team: 'serie_3_pulje_5' });
    const kept = await t.authFor(u.id);
    const ended = await t.authFor(u.id);
    const other = await user('serie_3_pulje_5');
    const keptStream = await openSse(`${base}/api/chat/stream`, kept);
    const endedStream = await openSse(`${base}/api/chat/stream`, ended);
    const otherStream = await openSse(`${base}/api/chat/stream`, other.headers);
    try {
      for (const s of [keptStream, endedStream, otherStream]) await s.waitFor((e) => e.event === 'ready');
      const res = await t.request({
        method: 'PUT',
        url: '/api/user/change-password',
        headers: kept,
        payload: { currentPassword: TEST_PASSWORD, newPassword: 'en-helt-ny-kode-2026' },
      });
      expect(res.statusCode).toBe(200);
      expect(await t.app.chatLive.closeEndedSessions()).toBe(1);
      await endedStream.ended;
      // The ended session hears nothing more; the others still do.
      await t.request({
        method: 'POST',
        url: '/api/chat/messages',
        headers: other.headers,
        payload: { channel: 'serie_3_pulje_5', message: 'Efter skiftet' },
      });
      await keptStream.waitFor((e) => e.event === 'chat');
      await otherStream.waitFor((e) => e.event === 'chat');
      expect(endedStream.events.filter((e) => e.event === 'chat')).toEqual([]);
      // Its reconnect is refused.
      expect(
        (await fetch(`${base}/api/chat/stream`, { headers: { ...ended, accept: 'text/event-stream' } }))
          .status,
      ).toBe(401);
    } finally {
      keptStream.close();
      endedStream.close();
      otherStream.close();
    }
  });

  it('sends live poll results as updates', async () => {
    const coach = await user('serie_3_pulje_5', 'coach');
    const player = await user('serie_3_pulje_5');
    const created = await t.request({
      method: 'POST',
      url: '/api/chat/polls',
      headers: coach.headers,
      payload: { channel: 'serie_3_pulje_5', question: 'Bus?', options: ['Ja', 'Nej'] },
    });
    const stream = await openSse(`${base}/api/chat/stream`, coach.headers);
    try {
      await stream.waitFor((e) => e.event === 'ready');
      await t.request({
        method: 'POST',
        url: `/api/chat/polls/${created.json().poll.id}/vote`,
        headers: player.headers,
        payload: { optionIndex: 1 },
      });
      const update = await stream.waitFor((e) => e.event === 'chat');
      expect(JSON.parse(update.data)).toEqual({
        channel: 'serie_3_pulje_5',
        kind: 'update',
        id: created.json().id,
      });
    } finally {
      stream.close();
    }
  });
});
