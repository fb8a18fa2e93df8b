import { eq } from 'drizzle-orm';
import type { Db } from '../database';
import { users } from '../schema';
import { hashPassword } from '../../features/auth/password';

/** In production the first admin comes from ADMIN_USERNAME / ADMIN_PASSWORD, once. */
export async function ensureInitialAdmin(db: Db, admin: { username: string; password: string }) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (existing) return false;
  await db.insert(users).values({
    username: admin.username,
    passwordHash: await hashPassword(admin.password),
    email: `${admin.username}@klub.invalid`,
    firstName: 'Administrator',
    lastName: 'RU',
    role: 'admin',
    membershipStatus: 'active',
    memberNumber: 'RU-0001',
  });
  return true;
}
