import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDeps } from '../../app-deps';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/ready (C5)', () => {
  it('is ready when the database answers, the migrations are applied and the instance is not draining', async () => {
    const res = await t.request({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: true, migrations: true, draining: false });
  });

  it('answers 503 while draining for a shutdown, though the instance is still alive', async () => {
    t.deps.lifecycle.draining = true;
    try {
      const res = await t.request({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: true, migrations: true, draining: true });
      expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.deps.lifecycle.draining = false;
    }
  });

  it('answers 503 when the database does not answer or misses migrations', async () => {
    const database = {
      ...t.deps.database,
      ping: () => Promise.reject(new Error('connection refused')),
      migrationsApplied: () => Promise.resolve(false),
    };
    const app = await buildApp(await createDeps(t.deps.config, database));
    try {
      const res = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: false, migrations: false, draining: false });
    } finally {
      await app.close();
    }
  });
});
