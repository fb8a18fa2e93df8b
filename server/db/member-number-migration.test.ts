import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './database';
import { migrationsBefore } from '../test/migrations-before';

/** The migration that introduced member numbers for everyone. */
const BEFORE = '0004_member_numbers';

const client = new PGlite();
afterAll(() => client.close());

describe('migration to member numbers for everyone', () => {
  it('numbers existing members without one after the highest number given, in the order they joined', async () => {
    await migrate(drizzle(client), { migrationsFolder: migrationsBefore(BEFORE) });
    const insert = (name: string, memberNumber: string | null, createdAt: string) =>
      client.query(
        `insert into users (username, password_hash, email, first_name, last_name, member_number, created_at) values ($1, 'x', $1 || '@example.dk', 'A', 'B', $2, $3)`,
        [name, memberNumber, createdAt],
      );
    await insert('demo', 'RU-0007', '2024-01-01T00:00:00Z');
    await insert('later', null, '2026-03-01T00:00:00Z');
    await insert('earlier', null, '2025-03-01T00:00:00Z');

    await migrate(drizzle(client), { migrationsFolder });

    const { rows } = await client.query<{ username: string; member_number: string }>('select username, member_number from users order by username');
    expect(Object.fromEntries(rows.map((r) => [r.username, r.member_number]))).toEqual({
      demo: 'RU-0007',
      earlier: 'RU-0008',
      later: 'RU-0009',
    });
    // The next person gets the next number; nobody can be left without one.
    await expect(insert('blank', null, '2026-11-24T00:00:00Z')).rejects.toThrow(/not-null/);
    await client.query(`insert into users (username, password_hash, email, first_name, last_name) values ('fresh', 'x', 'fresh@example.dk', 'A', 'B')`);
    const fresh = await client.query<{ member_number: string }>(`select member_number from users where username = 'fresh'`);
    expect(fresh.rows[0]!.member_number).toBe('RU-0010');
    // Two full migrations of a fresh database: slower than an ordinary test on a busy machine.
  }, 120_000);
});
