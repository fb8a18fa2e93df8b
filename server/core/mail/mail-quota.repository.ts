import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { mailQuota, users } from '../../db/schema';

/** The day's counts of capped mails per sender (S21), one atomic statement per request. */
export function mailQuotaRepository(db: Db) {
  return {
    /**
     * Adds `count` to the sender's day when the sum stays within `limit`; answers the new count,
     * or undefined (and adds nothing) when it would pass it. One statement: instances count together.
     */
    async take(senderId: number, day: string, kind: string, count: number, limit: number) {
      if (count > limit) return undefined;
      const [row] = await db
        .insert(mailQuota)
        .values({ senderId, day, kind, count })
        .onConflictDoUpdate({
          target: [mailQuota.senderId, mailQuota.day, mailQuota.kind],
          set: { count: sql`${mailQuota.count} + excluded.count` },
          setWhere: sql`${mailQuota.count} + excluded.count <= ${limit}`,
        })
        .returning({ count: mailQuota.count });
      return row?.count;
    },

    async countOf(senderId: number, day: string, kind: string): Promise<number> {
      const [row] = await db
        .select({ count: mailQuota.count })
        .from(mailQuota)
        .where(and(eq(mailQuota.senderId, senderId), eq(mailQuota.day, day), eq(mailQuota.kind, kind)));
      return row?.count ?? 0;
    },

    /** Every sender's count on the day, the most first, with their name and role. */
    async day(day: string, kind: string) {
      return db
        .select({
          senderId: mailQuota.senderId,
          firstName: users.firstName,
          lastName: users.lastName,
          role: users.role,
          count: mailQuota.count,
        })
        .from(mailQuota)
        .innerJoin(users, eq(users.id, mailQuota.senderId))
        .where(and(eq(mailQuota.day, day), eq(mailQuota.kind, kind)))
        .orderBy(sql`${mailQuota.count} desc`);
    },
  };
}
