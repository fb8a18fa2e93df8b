import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { emailChangeRequests, users } from '../../db/schema';

export function emailChangeRepository(db: Db) {
  return {
    async create(row: { tokenHash: string; userId: number; newEmail: string; expiresAt: Date }) {
      await db.transaction(async (tx) => {
        // Only the newest request counts: an earlier link to another address stops working.
        await tx
          .update(emailChangeRequests)
          .set({ usedAt: row.expiresAt })
          .where(and(eq(emailChangeRequests.userId, row.userId), isNull(emailChangeRequests.usedAt)));
        await tx.insert(emailChangeRequests).values(row);
      });
    },

    /**
     * In one transaction: uses the live request (once) and sets the address. Returns the old and
     * new address, or undefined when the link is unknown, used or expired.
     */
    async confirm(tokenHash: string, now: Date) {
      return db.transaction(async (tx) => {
        const [request] = await tx
          .update(emailChangeRequests)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailChangeRequests.tokenHash, tokenHash),
              isNull(emailChangeRequests.usedAt),
              gt(emailChangeRequests.expiresAt, now),
            ),
          )
          .returning({ userId: emailChangeRequests.userId, newEmail: emailChangeRequests.newEmail });
        if (!request) return undefined;
        const [before] = await tx
          .select({ email: users.email, firstName: users.firstName })
          .from(users)
          .where(eq(users.id, request.userId));
        if (!before) return undefined;
        await tx
          .update(users)
          .set({ email: request.newEmail, updatedAt: now })
          .where(eq(users.id, request.userId));
        return {
          userId: request.userId,
          oldEmail: before.email,
          newEmail: request.newEmail,
          firstName: before.firstName,
        };
      });
    },
  };
}
