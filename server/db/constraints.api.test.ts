import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { Database } from './database';
import { users } from './schema';

/** The database itself holds the identity rules, whatever a racing request or a script writes. */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const person = (username: string, email: string) => ({
  username,
  email,
  passwordHash: 'x',
  firstName: 'Anne',
  lastName: 'Sørensen',
});

async function insertFails(values: ReturnType<typeof person>) {
  try {
    await database.db.insert(users).values(values);
    return false;
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    expect(code).toBe('23505');
    return true;
  }
}

describe('users constraints', () => {
  it('refuses a username or email that differs from an existing one only in case', async () => {
    await database.db.insert(users).values(person('annes', 'anne@example.dk'));
    expect(await insertFails(person('AnneS', 'other@example.dk'))).toBe(true);
    expect(await insertFails(person('anne2', 'Anne@Example.dk'))).toBe(true);
    expect(await database.db.$count(users)).toBe(1);
    await database.db.insert(users).values(person('anne2', 'anne2@example.dk'));
    expect(await database.db.$count(users)).toBe(2);
  });
});
