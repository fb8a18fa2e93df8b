import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { recoveryLinks, users } from '../../db/schema';

export function emailChangeRepository(db: Db) {
  return {
    /**
     * In one transaction: uses the live e-mail-change link (once) and takes its address into use,
     * confirmed. Returns the old and new address, or undefined when the link is unknown, used,
     * ended or expired. An address taken meanwhile fails on the unique index and changes nothing.
     */
    async confirm(tokenHash: string, now: Date) {
      return db.transaction(async (tx) => {
        const [link] = await tx
          .update(recoveryLinks)
          .set({ usedAt: now })
          .where(
            and(
              eq(recoveryLinks.tokenHash, tokenHash),
              eq(recoveryLinks.purpose, 'email_change'),
              isNull(recoveryLinks.usedAt),
              gt(recoveryLinks.expiresAt, now),
            ),
          )
          .returning({ userId: recoveryLinks.userId, newEmail: recoveryLinks.newEmail });
        if (!link?.newEmail) return undefined;
        const [before] = await tx
          .select({ email: users.email, confirmedAt: users.emailConfirmedAt, firstName: users.firstName })
          .from(users)
          .where(eq(users.id, link.userId));
        if (!before) return undefined;
        await tx
          .update(users)
          .set({ email: link.newEmail, emailConfirmedAt: now, updatedAt: now })
          .where(eq(users.id, link.userId));
        return {
          userId: link.userId,
          oldEmail: before.email,
          oldEmailConfirmed: before.confirmedAt !== null,
          newEmail: link.newEmail,
          firstName: before.firstName,
        };
      });
    },
  };
}
