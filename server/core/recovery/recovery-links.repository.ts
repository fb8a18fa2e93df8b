import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { RecoveryPurpose } from '@common/domain/recovery';
import type { Db } from '../../db/database';
import { recoveryLinks, users } from '../../db/schema';

/** The table every recovery link lives in (decision 094); the rules are in recovery-links.ts. */
export function recoveryLinksRepository(db: Db) {
  const live = (now: Date) => and(isNull(recoveryLinks.usedAt), gt(recoveryLinks.expiresAt, now));
  return {
    /**
     * A new link, not yet with a token: that is minted when its mail goes. For an e-mail change
     * only the newest request counts, so the person's earlier open ones end in the same statement.
     */
    async create(row: {
      userId: number;
      purpose: RecoveryPurpose;
      newEmail?: string | null;
      requestedBy?: number | null;
      expiresAt: Date;
      now: Date;
    }): Promise<number> {
      const insert = async (tx: Db) => {
        if (row.purpose === 'email_change') {
          await tx
            .update(recoveryLinks)
            .set({ usedAt: row.now })
            .where(
              and(
                eq(recoveryLinks.userId, row.userId),
                eq(recoveryLinks.purpose, 'email_change'),
                isNull(recoveryLinks.usedAt),
              ),
            );
        }
        const [created] = await tx
          .insert(recoveryLinks)
          .values({
            userId: row.userId,
            purpose: row.purpose,
            newEmail: row.newEmail ?? null,
            requestedBy: row.requestedBy ?? null,
            expiresAt: row.expiresAt,
            createdAt: row.now,
          })
          .returning({ id: recoveryLinks.id });
        return created!.id;
      };
      return row.purpose === 'email_change' ? db.transaction((tx) => insert(tx)) : insert(db);
    },

    /**
     * Gives a live link its token (the hash of it): a link that was used, ended or expired gets
     * none. A mail tried again mints again, and the earlier token stops working.
     */
    async mint(id: number, tokenHash: string, now: Date): Promise<RecoveryPurpose | undefined> {
      const [row] = await db
        .update(recoveryLinks)
        .set({ tokenHash })
        .where(and(eq(recoveryLinks.id, id), live(now)))
        .returning({ purpose: recoveryLinks.purpose });
      return row?.purpose;
    },

    /** The person a live link of this purpose belongs to, without using it. */
    async findLive(tokenHash: string, purpose: RecoveryPurpose, now: Date) {
      const [row] = await db
        .select({
          userId: users.id,
          username: users.username,
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(recoveryLinks)
        .innerJoin(users, eq(users.id, recoveryLinks.userId))
        .where(and(eq(recoveryLinks.tokenHash, tokenHash), eq(recoveryLinks.purpose, purpose), live(now)))
        .limit(1);
      return row;
    },

    /** Uses a live link once: answers its person and new address, or undefined. */
    async use(tokenHash: string, purpose: RecoveryPurpose, now: Date) {
      const [row] = await db
        .update(recoveryLinks)
        .set({ usedAt: now })
        .where(and(eq(recoveryLinks.tokenHash, tokenHash), eq(recoveryLinks.purpose, purpose), live(now)))
        .returning({ id: recoveryLinks.id, userId: recoveryLinks.userId, newEmail: recoveryLinks.newEmail });
      return row;
    },

    /** Ends every open link of the person (S20): after a password or e-mail change, "Log ud overalt". */
    async endAll(userId: number, now: Date) {
      await db
        .update(recoveryLinks)
        .set({ usedAt: now })
        .where(and(eq(recoveryLinks.userId, userId), isNull(recoveryLinks.usedAt)));
    },
  };
}

/**
 * The address a person is waiting to take into use, if any, as a column of a query on "users"
 * (the people lists show it beside the address in use).
 */
export function pendingEmailColumn(now: Date) {
  return sql<string | null>`(select rl.new_email from recovery_links rl where rl.user_id = "users"."id"
    and rl.purpose = 'email_change' and rl.used_at is null and rl.expires_at > ${now.toISOString()}::timestamptz
    order by rl.id desc limit 1)`;
}
