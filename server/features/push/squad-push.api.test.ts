import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMatch, buildUser, inDays } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startLocalPushService, type LocalPushService } from './push-service.test-helpers';

/** Udtagelse (decision 070): publishing pushes to the squad; a later change only to the changed places. */
let t: TestApp;
let svc: LocalPushService;
beforeAll(async () => {
  svc = await startLocalPushService();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await svc.close();
});

const settle = () => new Promise((r) => setTimeout(r, 400));

async function device(team: string) {
  const u = await buildUser(t.deps.db, { role: 'player', team });
  const headers = await t.authFor(u.id);
  const { publicKey } = (await t.request({ method: 'GET', url: '/api/push/public-key', headers })).json();
  const sub = await svc.subscribe(publicKey);
  await t.request({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers,
    payload: { endpoint: sub.endpoint, keys: sub.keys },
  });
  return { id: u.id, hash: sub.clientHash };
}

const titles = async (hash: string) =>
  ((await svc.messages(hash)) as Array<{ title: string }>).map((m) => m.title);

describe('squad pushes', () => {
  it('reach the selected and the reserves on publishing, then only those whose place changed', async () => {
    const team = 'serie_4_pulje_9';
    const [starter, reserve, left, later] = [
      await device(team),
      await device(team),
      await device(team),
      await device(team),
    ];
    const match = await buildMatch(t.deps.db, { team, date: inDays(4), opponent: 'Husum BK' });
    // The team's own coach picks (D20).
    const headers = await t.authFor((await buildUser(t.deps.db, { role: 'coach', team })).id);
    const save = (players: Array<{ userId: number; selection: string }>, publish?: boolean) =>
      t.request({
        method: 'PUT',
        url: `/api/matches/${match.id}/squad`,
        headers,
        payload: { players, publish },
      });

    await save([
      { userId: starter.id, selection: 'starter' },
      { userId: reserve.id, selection: 'reserve' },
    ]);
    await settle();
    expect(await titles(starter.hash)).toEqual([]);

    await save(
      [
        { userId: starter.id, selection: 'starter' },
        { userId: reserve.id, selection: 'reserve' },
      ],
      true,
    );
    await expect.poll(() => titles(starter.hash), { timeout: 5000 }).toEqual(['Du er udtaget']);
    await expect.poll(() => titles(reserve.hash), { timeout: 5000 }).toEqual(['Du er reserve']);

    await save([
      { userId: starter.id, selection: 'starter' },
      { userId: later.id, selection: 'bench' },
    ]);
    await expect
      .poll(() => titles(reserve.hash), { timeout: 5000 })
      .toEqual(['Du er reserve', 'Ikke udtaget denne gang']);
    await expect.poll(() => titles(later.hash), { timeout: 5000 }).toEqual(['Du er udtaget']);
    await settle();
    expect(await titles(starter.hash)).toEqual(['Du er udtaget']);
    expect(await titles(left.hash)).toEqual([]);
  });
});
