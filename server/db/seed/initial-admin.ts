import { eq } from 'drizzle-orm';
import type { Db } from '../database';
import { users } from '../schema';
import { hashPassword } from '../../core/sessions/password';

/** True when someone can administer the club. */
export async function hasAdmin(db: Db) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return Boolean(existing);
}

/** In production the first admin comes from ADMIN_USERNAME / ADMIN_PASSWORD, once. */
export async function ensureInitialAdmin(db: Db, admin: { username: string; password: string }) {
  if (await hasAdmin(db)) return false;
  await db.insert(users).values({
    username: admin.username,
    passwordHash: await hashPassword(admin.password),
    email: `${admin.username}@klub.invalid`,
    emailConfirmedAt: new Date(),
    firstName: 'Administrator',
    lastName: 'RU',
    role: 'admin',
    membershipStatus: 'active',
  });
  return true;
}
