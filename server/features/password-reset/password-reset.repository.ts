import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { passwordResetTokens, sessions, users } from '../../db/schema';

export function passwordResetRepository(db: Db) {
  return {
    /** The account a username or e-mail address belongs to (case-insensitive), if any. */
    async findAccount(login: string) {
      const lower = login.toLowerCase();
      const [row] = await db
        .select({ id: users.id, username: users.username, email: users.email, firstName: users.firstName })
        .from(users)
        .where(
          login.includes('@')
            ? sql`lower(${users.email}) = ${lower}`
            : sql`lower(${users.username}) = ${lower}`,
        )
        .limit(1);
      return row;
    },

    async create(row: { tokenHash: string; userId: number; expiresAt: Date }) {
      await db.insert(passwordResetTokens).values(row);
    },

    /** The person a live, unused token belongs to. */
    async findLive(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          userId: users.id,
          username: users.username,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    /**
     * In one transaction: uses the token (only if still unused and live, so it works once), sets
     * the password, ends every session of the person and every other reset link they had.
     * Returns the user id, or undefined when the token was used or expired meanwhile.
     */
    async complete(tokenHash: string, passwordHash: string, now: Date): Promise<number | undefined> {
      return db.transaction(async (tx) => {
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, tokenHash),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!used) return undefined;
        await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, used.userId));
        await tx.delete(sessions).where(eq(sessions.userId, used.userId));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
        return used.userId;
      });
    },
  };
}
