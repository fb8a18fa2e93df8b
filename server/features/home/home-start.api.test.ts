import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeStart } from '@common/contracts/endpoints/home';
import { START_READS } from '@common/navigation/reads';
import { ROLES } from '@common/domain/roles';
import { announcements } from '../../db/schema';
import { countQueries } from '../../test/count-queries';
import { buildMatch, buildPayment, buildTraining, buildUser, inDays } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

const START_PATHS = START_READS.map((endpoint) => endpoint.path);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TEAM = 'serie_3_pulje_5';
const start = async (headers: Record<string, string>) => {
  const res = await t.request({ method: 'GET', url: '/api/home/start', headers });
  expect(res.statusCode).toBe(200);
  return res.json<HomeStart>().reads as Record<string, unknown>;
};

describe("GET /api/home/start (Hjem's first load in one request, decision 080)", () => {
  beforeAll(async () => {
    await buildMatch(t.deps.db, { opponent: 'B93', team: TEAM, date: inDays(3) });
    await buildTraining(t.deps.db, { title: 'Tirsdagstræning', team: TEAM, date: inDays(1) });
    await t.deps.db.insert(announcements).values({ title: 'Vigtigt', content: 'x', important: true });
  });

  it('answers each read exactly as its own route does for every role, and leaves out what the role may not read', async () => {
    const player = await buildUser(t.deps.db, { role: 'player', team: TEAM, manualMembership: true });
    await buildPayment(t.deps.db, {
      userId: player.id,
      amount: 60000,
      status: 'pending',
      dueDate: '2020-01-01',
    });
    const people = [
      { who: 'player of a team', headers: await t.authFor(player.id) },
      ...(await Promise.all(
        ROLES.map(async (role) => ({ who: role, headers: (await t.roleUser(role)).headers })),
      )),
      { who: 'visitor', headers: {} },
    ];
    for (const { who, headers } of people) {
      const reads = await start(headers);
      for (const path of START_PATHS) {
        const own = await t.request({ method: 'GET', url: path, headers });
        if (own.statusCode === 200) expect(reads[path], `${who}: ${path}`).toEqual(own.json());
        else expect(Object.keys(reads), `${who}: ${path} (${own.statusCode})`).not.toContain(path);
      }
    }
    // A visitor learns only that they are signed out, and the club's public name and prices.
    const config = (await t.request({ method: 'GET', url: '/api/config' })).json();
    expect(await start({})).toEqual({ '/api/session': { user: null }, '/api/config': config });
  });

  it('looks the session up once instead of once per read', async () => {
    const { headers } = await t.roleUser('player');
    await start(headers); // warm: the session's touch and the match window cache
    const together = await countQueries(t, () => start(headers));
    let apart = 0;
    for (const path of START_PATHS)
      apart += await countQueries(t, () => t.request({ method: 'GET', url: path, headers }));
    expect(together).toBeLessThanOrEqual(apart - (START_PATHS.length - 1));
  });

  it('goes to a phone compressed, with the same answer inside', async () => {
    const { headers } = await t.roleUser('player');
    const plain = await t.request({ method: 'GET', url: '/api/home/start', headers });
    const br = await t.request({
      method: 'GET',
      url: '/api/home/start',
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });
});
