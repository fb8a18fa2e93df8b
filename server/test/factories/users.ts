import { randomBytes } from 'node:crypto';
import type { Role } from '@common/domain/roles';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { hashPassword } from '../../core/sessions/password';

export const TEST_PASSWORD = 'korrekt-hest-batteri';
let passwordHash: Promise<string> | undefined;

type NewUser = typeof users.$inferInsert;

/** A user with unique name and email; the password is TEST_PASSWORD (hashed once per file). */
export async function buildUser(db: Db, overrides: Partial<NewUser> & { role?: Role } = {}) {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const suffix = randomBytes(4).toString('hex');
  const [row] = await db
    .insert(users)
    .values({
      username: `user_${suffix}`,
      email: `user_${suffix}@example.dk`,
      emailConfirmedAt: new Date(),
      firstName: 'Test',
      lastName: 'Person',
      passwordHash: await passwordHash,
      role: 'player',
      team: 'serie_3_pulje_5',
      ...overrides,
    })
    .returning();
  // Built people have an address unless a test leaves it out on purpose (email: null, decision 102).
  return row! as typeof users.$inferSelect & { email: string };
}
