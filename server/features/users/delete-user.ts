import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { payments, sessions, uploads, users } from '../../db/schema';

/** The name a deleted member's payments keep: stable per person, says nothing about who they were. */
export function paymentPseudonym(userId: number, email: string): string {
  return `Slettet medlem ${createHash('sha256').update(`${userId}:${email}`).digest('hex').slice(0, 10)}`;
}

/**
 * Deletes an account (S15): every session ends in the same transaction, payments stay for the
 * bookkeeping (5 years) under a pseudonym, personal pictures are removed, and everything else
 * that points at the person is cascaded or set to nobody by the schema.
 * Returns false when there was no such user.
 */
export async function deleteUser(deps: Pick<AppDeps, 'db' | 'storage'>, userId: number): Promise<boolean> {
  const pictures = await deps.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return null;
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.update(payments).set({ payerName: paymentPseudonym(user.id, user.email) }).where(eq(payments.userId, userId));
    const own = await tx
      .delete(uploads)
      .where(and(eq(uploads.ownerId, userId), inArray(uploads.purpose, ['avatar', 'registration'])))
      .returning({ id: uploads.id });
    await tx.delete(users).where(eq(users.id, userId));
    return own;
  });
  if (!pictures) return false;
  // The files go after the rows: a failed file delete leaves an orphan no one can reach, never a broken row.
  await Promise.all(pictures.map((p) => deps.storage.delete(`uploads/${p.id}`).catch(() => undefined)));
  return true;
}
