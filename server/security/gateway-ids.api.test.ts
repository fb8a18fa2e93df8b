import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPayment, buildSubscription, buildUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * F6: nothing from the payment gateway reaches staff. A player carries a customer,
 * a subscription and a payment intent id; every GET route, called by coach, board and admin
 * with that player's ids in the path, must answer without any of them.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GATEWAY_IDS = ['cus_LEAKCHECK1', 'sub_LEAKCHECK1', 'pi_LEAKCHECK1', 'pi_LEAKCHECK2'];

describe('gateway ids (F6)', () => {
  it('appear in no answer to staff about another person', async () => {
    const player = await buildUser(t.deps.db, { role: 'player', stripeCustomerId: GATEWAY_IDS[0], stripeSubscriptionId: GATEWAY_IDS[1] });
    await buildSubscription(t.deps.db, {
      userId: player.id,
      providerSubscriptionId: GATEWAY_IDS[1],
      customerId: GATEWAY_IDS[0],
      latestPaymentIntentId: GATEWAY_IDS[3],
    });
    const payment = await buildPayment(t.deps.db, { userId: player.id, paymentIntentId: GATEWAY_IDS[2] });

    const leaks: string[] = [];
    // Not the live stream (it never ends), the feed (reached by its token), or logout (it would end the session).
    const skipped = new Set(['/api/chat/stream', '/api/calendar/feed/:token', '/api/logout', '/api/login']);
    const routes = t.app.registeredRoutes.filter((r) => r.method === 'GET' && !skipped.has(r.url));
    expect(routes.length).toBeGreaterThan(20);
    for (const role of ['coach', 'board', 'admin'] as const) {
      const { headers } = await t.roleUser(role);
      for (const route of routes) {
        for (const id of [player.id, payment.id]) {
          const url = route.url.replace(/:userId|:id/g, String(id)).replace(/:channel/g, 'club');
          const res = await t.request({ method: 'GET', url, headers });
          if (res.statusCode === 401) leaks.push(`${role} GET ${url}: signed out, so nothing was checked`);
          const leaked = GATEWAY_IDS.filter((g) => res.body.includes(g));
          if (leaked.length) leaks.push(`${role} GET ${url}: ${leaked.join(', ')}`);
        }
      }
    }
    expect(leaks).toEqual([]);
  });

  it('the Kontingent people list carries what its screen shows, and no more', async () => {
    const { headers } = await t.roleUser('admin');
    const [row] = (await t.request({ method: 'GET', url: '/api/users', headers })).json() as Array<Record<string, unknown>>;
    expect(Object.keys(row!).sort()).toEqual(['email', 'firstName', 'id', 'lastName', 'lastPayment', 'membershipStatus', 'pendingPayments', 'role', 'team', 'totalPayments']);
  });
});
