import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

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
});
