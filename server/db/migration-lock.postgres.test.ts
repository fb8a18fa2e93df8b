import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type Database } from './database';

/**
 * PostgreSQL only (C5): several instances starting together on one fresh database all
 * come up, the migrations are applied once, and the one-time set-up after them runs one at a time.
 */
const adminUrl = process.env.TEST_DATABASE_URL!;
const name = `ru_test_lock_${randomBytes(5).toString('hex')}`;
const url = new URL(adminUrl);
url.pathname = `/${name}`;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(() => admin(`create database ${name}`));
afterAll(() => admin(`drop database if exists ${name} with (force)`));

it('migrates once when four instances open one fresh database at the same time', async () => {
  let inside = 0;
  let mostInside = 0;
  let setUps = 0;
  const afterMigrate = async () => {
    inside += 1;
    mostInside = Math.max(mostInside, inside);
    await new Promise((resolve) => setTimeout(resolve, 50));
    setUps += 1;
    inside -= 1;
  };
  const opened = await Promise.allSettled(
    Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.toString(), afterMigrate })),
  );
  const databases = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
  try {
    expect(opened.filter((o) => o.status === 'rejected')).toEqual([]);
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const rows = await client.query<{ hash: string; n: string }>('select hash, count(*) as n from drizzle.__drizzle_migrations group by hash');
    await client.end();
    expect(rows.rows).toHaveLength(journal.entries.length);
    expect(rows.rows.every((r) => r.n === '1')).toBe(true);
    // The set-up after the migrations ran in every instance, never two at once.
    expect(setUps).toBe(4);
    expect(mostInside).toBe(1);
  } finally {
    await Promise.all(databases.map((d: Database) => d.close()));
  }
});
