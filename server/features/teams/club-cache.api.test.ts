import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionOffers } from '@common/contracts/payments';
import type { Team } from '@common/contracts/teams';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Decision 081: the teams and the club's settings are kept in memory (nearly every screen asks for
 * the teams; every offer and payment needs the prices). Every admin write drops them at once.
 * (Across two instances, the same NOTIFY as the match window: the cluster test.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TEAM = 'serie_5_pulje_6';
const team = async () =>
  (await t.request({ method: 'GET', url: '/api/teams', headers: (await t.roleUser('player')).headers }))
    .json<Team[]>()
    .find((x) => x.code === TEAM)!;

describe('the teams and the club settings from memory', () => {
  it('show a changed DBU name and squad size at once', async () => {
    const before = await team();
    const hits = t.deps.readCache.hits;
    expect(await team()).toEqual(before);
    expect(t.deps.readCache.hits).toBeGreaterThan(hits); // the second read came from memory
    const admin = (await t.roleUser('admin')).headers;
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/admin/teams/${TEAM}`,
      headers: admin,
      payload: { dbuName: 'RU Cache' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await team()).toMatchObject({ dbuName: 'RU Cache' });
    const sized = await t.request({
      method: 'PUT',
      url: `/api/teams/${TEAM}/squad-size`,
      headers: admin,
      payload: { squadSize: 14 },
    });
    expect(sized.statusCode, sized.body).toBe(200);
    expect(await team()).toMatchObject({ squadSize: 14 });
  });

  it('show changed prices at once, before sign-in and in the offers', async () => {
    const prices = async () =>
      (await t.request({ method: 'GET', url: '/api/config' })).json<{ prices: { ruFeeOre: number } }>()
        .prices;
    const member = (await t.roleUser('member')).headers;
    const offers = async () =>
      (
        await t.request({ method: 'GET', url: '/api/subscriptions/offers', headers: member })
      ).json<SubscriptionOffers>();
    const before = await prices();
    expect((await offers()).spiller.periodMonths).not.toBe(7);
    const saved = await t.request({
      method: 'PUT',
      url: '/api/admin/club-settings',
      headers: (await t.roleUser('admin')).headers,
      payload: {
        playerFeeOre: 65000,
        playerPeriodMonths: 7,
        ruFeeOre: before.ruFeeOre + 5000,
        ruPeriodMonths: 12,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await prices()).ruFeeOre).toBe(before.ruFeeOre + 5000);
    expect((await offers()).spiller.periodMonths).toBe(7);
  });
});
