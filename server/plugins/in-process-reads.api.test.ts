import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatEndpoints } from '@common/contracts/endpoints/chat';
import { statisticsEndpoints } from '@common/contracts/endpoints/statistics';
import { CLUB_CHANNEL } from '@common/contracts/plain-values';
import type { PageRenderer } from '@common/contracts/page-renderer';
import type { Read } from '@common/navigation/reads';
import { loadConfig } from '../config/config';
import { SESSION_COOKIE } from '../core/sessions/session-policy';
import { buildUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * The one way the server reads for a page (in-process-reads.ts, decision 112), seen through the
 * renderer's contract: a renderer that draws nothing and only asks for the reads it is given.
 * Each answer must be the one the person's own request of that route gets, and what the route
 * would refuse (its policy, its query schema) must never come back.
 */
let asked: Read[] = [];
const answers: unknown[] = [];
const asking: PageRenderer = {
  drawnPaths: ['/chat'],
  warmUp: async () => undefined,
  async renderPage(_client, _pathname, reads, read) {
    answers.push(reads);
    for (const one of asked) answers.push(await read(one));
    return null;
  },
};

let t: TestApp;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ru-reads-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data' }), clientDir: dir };
  t = await createTestApp({ config }, {}, undefined, { pageRenderer: asking });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The reads a drawn page made for this person, as the renderer got them: the start answer first. */
async function readFor(userId: number, reads: Read[]) {
  const bearer = (await t.authFor(userId)).authorization!;
  asked = reads;
  answers.length = 0;
  await t.request({
    url: '/chat',
    headers: { cookie: `${SESSION_COOKIE}=${bearer.replace('Bearer ', '')}` },
  });
  return { bearer, answers: [...answers] };
}

describe("a page's reads in process", () => {
  it("answers each read as the person's own request of its route does, its query parsed by the route", async () => {
    const user = await buildUser(t.deps.db, { role: 'player', team: 'serie_3_pulje_5' });
    const messages = { endpoint: chatEndpoints.messages, query: { channel: 'serie_3_pulje_5', limit: '5' } };
    const { bearer, answers } = await readFor(user.id, [messages, { endpoint: statisticsEndpoints.tables }]);
    const own = async (url: string) =>
      (await t.request({ url, headers: { authorization: bearer } })).json() as unknown;
    expect(answers[0]).toEqual(((await own('/api/home/start')) as { reads: unknown }).reads);
    expect(answers[1]).toEqual(await own('/api/chat/messages?channel=serie_3_pulje_5&limit=5'));
    expect(answers[2]).toEqual(await own('/api/statistics/tables'));
  });

  it('never answers what the route would refuse: another team, a role without the permission, a query it rejects', async () => {
    const player = await buildUser(t.deps.db, { role: 'player', team: 'serie_3_pulje_5' });
    const invitee = await buildUser(t.deps.db, { role: 'none', team: 'serie_3_pulje_5' });
    const otherTeam = { endpoint: chatEndpoints.messages, query: { channel: 'serie_5_pulje_6' } };
    const tooMany = {
      endpoint: chatEndpoints.messages,
      query: { channel: 'serie_3_pulje_5', limit: '1000' },
    };
    const { bearer, answers } = await readFor(player.id, [otherTeam, tooMany]);
    expect(answers.slice(1)).toEqual([undefined, undefined]);
    // The same requests of the routes themselves are refused.
    for (const url of ['/api/chat/messages?channel=serie_5_pulje_6', '/api/chat/messages?limit=1000'])
      expect(
        (await t.request({ url, headers: { authorization: bearer } })).statusCode,
        url,
      ).toBeGreaterThanOrEqual(400);
    const refused = await readFor(invitee.id, [
      { endpoint: chatEndpoints.messages, query: { channel: CLUB_CHANNEL } },
    ]);
    expect(refused.answers.slice(1)).toEqual([undefined]);
  });

  it('reads nothing for a page without a live session', async () => {
    answers.length = 0;
    await t.request({ url: '/chat', headers: { cookie: `${SESSION_COOKIE}=not-a-session` } });
    expect(answers).toEqual([]);
  });
});
