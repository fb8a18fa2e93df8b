import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { membershipActiveFor } from '../../core/people/membership-active';
import { appSecrets, pushSubscriptions, users } from '../../db/schema';
import { buildPayment, buildSubscription, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { peopleRepository } from '../../core/people/people.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Systemindstillinger API', () => {
  it('reports the real state of database, payments, storage and push, and user statistics', async () => {
    const { headers } = await t.roleUser('admin');
    await t.roleUser('coach');
    const res = await t.request({ method: 'GET', url: '/api/admin/system-status', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      version: '1.0',
      // The embedded run reports PGlite, the PostgreSQL run PostgreSQL: the real engine either way.
      database: { kind: process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite', ok: true },
      payments: { mode: t.deps.payments.mode },
      storage: { kind: 'disk', ok: true },
    });
    expect(body.users.byRole.admin).toBeGreaterThanOrEqual(1);
    expect(body.users.byRole.coach).toBeGreaterThanOrEqual(1);
    expect((await t.request({ method: 'GET', url: '/api/admin/system-status', headers: (await t.roleUser('board')).headers })).statusCode).toBe(403);
  });

  it('lists every job with its Danish label, last run, next run and last error (admin only)', async () => {
    const { headers } = await t.roleUser('admin');
    const failing = t.deps.jobs.define('test.failing', { label: 'Prøvejob' }, async () => {
      throw new Error('Forbindelsen blev afbrudt');
    });
    await t.deps.jobs.runNow('sessions.sweep');
    await expect(t.deps.jobs.runNow(failing.name)).rejects.toThrow('Forbindelsen blev afbrudt');
    const res = await t.request({ method: 'GET', url: '/api/admin/jobs', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.runner).toBe(process.env.TEST_DATABASE_URL ? 'pg-boss' : 'in-process');
    const byName = new Map(body.jobs.map((j: { name: string }) => [j.name, j]));
    expect([...byName.keys()]).toEqual(
      expect.arrayContaining(['sessions.sweep', 'uploads.prune', 'chat.sweep', 'push.reminders', 'payments.reconcile']),
    );
    const sweep = byName.get('sessions.sweep') as Record<string, unknown>;
    expect(sweep).toMatchObject({ label: 'Oprydning i udløbne log ind-sessioner', schedule: { everyMinutes: 60 }, lastError: null });
    expect(Date.parse(sweep.lastFinishedAt as string)).toBeGreaterThanOrEqual(Date.parse(sweep.lastStartedAt as string));
    // The next hourly run is on the hour, after the last one.
    expect(new Date(sweep.nextRunAt as string).getUTCMinutes()).toBe(0);
    expect(Date.parse(sweep.nextRunAt as string)).toBeGreaterThan(Date.parse(sweep.lastStartedAt as string));
    expect(byName.get('push.reminders')).toMatchObject({ lastStartedAt: null, lastError: null, schedule: { everyMinutes: 10 } });
    expect(byName.get('chat.sweep')).toMatchObject({ schedule: { everySeconds: 15, perInstance: true } });
    expect(byName.get('test.failing')).toMatchObject({ label: 'Prøvejob', schedule: null, nextRunAt: null, lastError: 'Forbindelsen blev afbrudt' });
    for (const role of ['board', 'coach', 'player'] as const)
      expect((await t.request({ method: 'GET', url: '/api/admin/jobs', headers: (await t.roleUser(role)).headers })).statusCode).toBe(403);
  });

  it('counts push devices and stored push keys in the database', async () => {
    const { id, headers } = await t.roleUser('admin');
    const push = async () => (await t.request({ method: 'GET', url: '/api/admin/system-status', headers })).json().push;
    await t.deps.db.delete(appSecrets).where(like(appSecrets.key, 'vapid%'));
    const before = await push();
    expect(before.keysReady).toBe(false);
    await t.deps.db.insert(pushSubscriptions).values([
      { userId: id, endpoint: `https://push.example/a-${Math.random()}`, p256dh: 'x', auth: 'y' },
      { userId: id, endpoint: `https://push.example/b-${Math.random()}`, p256dh: 'x', auth: 'y' },
    ]);
    await t.deps.db.insert(appSecrets).values({ key: 'vapid', value: '{}' });
    expect(await push()).toEqual({ keysReady: true, subscriptions: before.subscriptions + 2 });
  });

  it('updates the prices, refusing bad values without changing anything', async () => {
    const { headers } = await t.roleUser('admin');
    const good = { playerFeeOre: 65000, playerPeriodMonths: 6, ruFeeOre: 32500, ruPeriodMonths: 12 };
    const res = await t.request({ method: 'PUT', url: '/api/admin/club-settings', headers, payload: good });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(good);
    const bad = await t.request({ method: 'PUT', url: '/api/admin/club-settings', headers, payload: { ...good, ruFeeOre: -5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.ruFeeOre).toBe('RU-kontingent skal være mindst 1 kr');
    const months = await t.request({ method: 'PUT', url: '/api/admin/club-settings', headers, payload: { ...good, playerPeriodMonths: 0.5 } });
    expect(months.statusCode).toBe(400);
    const settings = await t.deps.teams.settings();
    expect(settings).toMatchObject(good);
  });

  it('counts people per role and active memberships in the database, past any list limit', async () => {
    const { headers } = await t.roleUser('admin');
    const status = async () => (await t.request({ method: 'GET', url: '/api/admin/system-status', headers })).json().users;
    const before = await status();
    const day = 24 * 60 * 60 * 1000;
    const future = new Date(Date.now() + 30 * day);
    const past = new Date(Date.now() - day);
    const pay = (userId: number, status: string) => buildPayment(t.deps.db, { userId, amount: 60000, status });
    const sub = (userId: number, status: string, currentPeriodEnd: Date | null) => buildSubscription(t.deps.db, { userId, status, currentPeriodEnd });

    // Each rule of isMembershipActive once, active and not.
    await buildUser(t.deps.db, { role: 'member', manualMembership: true, membershipType: 'ru_member', membershipStatus: 'active', membershipExpiresAt: future });
    await buildUser(t.deps.db, { role: 'member', manualMembership: true, membershipType: 'ru_member', membershipStatus: 'active', membershipExpiresAt: past });
    await buildUser(t.deps.db, { role: 'member', manualMembership: true, membershipType: null, membershipStatus: 'active', membershipExpiresAt: future });
    await buildUser(t.deps.db, { role: 'player', membershipStatus: 'active', membershipExpiresAt: future });
    await sub((await buildUser(t.deps.db, { role: 'player', membershipStatus: 'inactive' })).id, 'active', future);
    await sub((await buildUser(t.deps.db, { role: 'player', membershipStatus: 'inactive' })).id, 'active', past);
    await sub((await buildUser(t.deps.db, { role: 'player', membershipStatus: 'inactive' })).id, 'canceled', future);
    await pay((await buildUser(t.deps.db, { role: 'coach', membershipStatus: 'inactive', membershipExpiresAt: null })).id, 'completed');
    const owing = await buildUser(t.deps.db, { role: 'coach', membershipStatus: 'inactive', membershipExpiresAt: null });
    await pay(owing.id, 'completed');
    await pay(owing.id, 'pending');
    await pay((await buildUser(t.deps.db, { role: 'none', membershipStatus: 'inactive', membershipExpiresAt: past })).id, 'completed');

    const after = await status();
    expect(after.activeMemberships - before.activeMemberships).toBe(4);
    expect(after.total - before.total).toBe(10);
    expect(after.byRole.member - before.byRole.member).toBe(3);
    expect(after.byRole.player - before.byRole.player).toBe(4);
    expect(after.byRole.coach - before.byRole.coach).toBe(2);
    expect(after.byRole.none - before.byRole.none).toBe(1);

    // The same answer as the rule in common/domain/membership.ts applied person by person.
    const now = new Date();
    const rows = await peopleRepository(t.deps.db).listWithFacts(now);
    const byRule = rows.filter((row) => membershipActiveFor(row, now)).length;
    expect(after.activeMemberships).toBe(byRule);
    expect(after.total).toBe(rows.length);

    // A club larger than any list limit is still counted in full.
    const many = Array.from({ length: 2100 }, (_, i) => ({
      username: `mange${i}`,
      email: `mange${i}@example.dk`,
      firstName: 'Mange',
      lastName: 'Medlemmer',
      passwordHash: 'x',
      role: 'member',
    }));
    await t.deps.db.insert(users).values(many);
    const big = await status();
    expect(big.total).toBe(after.total + 2100);
    expect(big.byRole.member).toBe(after.byRole.member + 2100);
    expect(big.activeMemberships).toBe(after.activeMemberships);
  });
});
