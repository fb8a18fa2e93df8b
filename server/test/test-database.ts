import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { adminQuery, withDatabase } from './migrated-base';

/**
 * A fresh database per test file: in-memory PGlite by default, or a throwaway PostgreSQL
 * database when TEST_DATABASE_URL is set (the same API suite runs on both). Both start from the
 * run's migrated base (server/test/migrated-base.ts); the migrator then finds nothing to do.
 */
export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const base = inject('pgliteBase');
    return openDatabase(base ? { loadDataDir: new Blob([fs.readFileSync(base)]) } : {});
  }
  const name = `ru_test_${randomBytes(6).toString('hex')}`;
  const template = inject('postgresTemplate');
  await adminQuery(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
