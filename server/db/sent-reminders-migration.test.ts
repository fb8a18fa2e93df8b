import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './database';
import { migrationsBefore } from '../test/migrations-before';

/** The migration that replaced push_deliveries' text keys with sent_reminders rows (C1). */
const BEFORE = '0008_jobs';

const client = new PGlite();
afterAll(() => client.close());

describe('migration to sent_reminders', () => {
  it('keeps every reminder already sent, so nobody is reminded again after the upgrade', async () => {
    await migrate(drizzle(client), { migrationsFolder: migrationsBefore(BEFORE) });
    const user = async (name: string) =>
      (
        await client.query<{ id: number }>(
          `insert into users (username, password_hash, email, first_name, last_name) values ($1, 'x', $1 || '@example.dk', 'A', 'B') returning id`,
          [name],
        )
      ).rows[0]!.id;
    const a = await user('a');
    const b = await user('b');
    for (const key of [`reminder:match:7:${a}`, `reminder:training:3:${a}`, `reminder:match:7:${b}`, 'reminder:match:7:99999', 'something:else'])
      await client.query(`insert into push_deliveries (key, sent_at) values ($1, '2026-04-08T10:00:00Z')`, [key]);

    await migrate(drizzle(client), { migrationsFolder });

    const { rows } = await client.query<{ user_id: number; event_kind: string; event_id: number; reminder_kind: string }>(
      'select user_id, event_kind, event_id, reminder_kind from sent_reminders order by user_id, event_kind',
    );
    // The row of a person who no longer exists, and keys that were no reminder, are not carried over.
    expect(rows).toEqual([
      { user_id: a, event_kind: 'match', event_id: 7, reminder_kind: 'unanswered' },
      { user_id: a, event_kind: 'training', event_id: 3, reminder_kind: 'unanswered' },
      { user_id: b, event_kind: 'match', event_id: 7, reminder_kind: 'unanswered' },
    ]);
    await expect(
      client.query(`insert into sent_reminders (user_id, event_kind, event_id, reminder_kind) values ($1, 'match', 7, 'unanswered')`, [a]),
    ).rejects.toThrow(/sent_reminders_once_idx/);
    // Two full migrations of a fresh database: slower than an ordinary test on a busy machine.
  }, 120_000);
});
