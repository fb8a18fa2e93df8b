import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';

/**
 * PostgreSQL only (see vitest.config.ts): two instances started together on an empty database
 * both come up; the second waits for the first one's migrations instead of running them again
 * (before, one of them failed with "relation already exists").
 */
describe('two instances starting together on an empty PostgreSQL database', () => {
  it('both migrate and open it', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `ru_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    try {
      const [a, b] = await Promise.all([openDatabase({ databaseUrl: url.toString() }), openDatabase({ databaseUrl: url.toString() })]);
      await expect(a.ping()).resolves.toBeUndefined();
      await expect(b.ping()).resolves.toBeUndefined();
      await Promise.all([a.close(), b.close()]);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 60_000);
});
