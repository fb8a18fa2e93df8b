import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { payments, users } from '../../db/schema';

/** Kontingent and admin memberships: the only Drizzle queries of this feature. */
export function kontingentRepository(db: Db) {
  return {
    /** Every user with payment totals and membership facts, in one query (no N+1), bounded. */
    usersWithPayments(now: Date, limit = 1000) {
      const nowIso = now.toISOString();
      return db
        .select({
          id: users.id,
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          role: users.role,
          team: users.team,
          membershipType: users.membershipType,
          membershipStatus: users.membershipStatus,
          membershipExpiresAt: users.membershipExpiresAt,
          manualMembership: users.manualMembership,
          stripeCustomerId: users.stripeCustomerId,
          // Correlated subqueries name "users"."id" and alias their own table: Drizzle writes
          // columns unqualified in a one-table select.
          totalPayments: sql<number>`coalesce((select sum(p.amount)::int from payments p where p.user_id = "users"."id" and p.status = 'completed'), 0)`,
          lastPayment: sql<string | null>`(select max(p.created_at) from payments p where p.user_id = "users"."id")`,
          pending: sql<number>`(select count(*)::int from payments p where p.user_id = "users"."id" and p.status = 'pending')`,
          completed: sql<number>`(select count(*)::int from payments p where p.user_id = "users"."id" and p.status = 'completed')`,
          activeSubscriptions: sql<number>`(select count(*)::int from subscriptions s where s.user_id = "users"."id" and s.status = 'active' and (s.current_period_end is null or s.current_period_end > ${nowIso}))`,
        })
        .from(users)
        .orderBy(users.firstName, users.lastName, users.id)
        .limit(limit);
    },
    allPayments(limit = 500) {
      return db
        .select({ payment: payments, firstName: users.firstName, lastName: users.lastName })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit);
    },
    async existingUserIds(ids: number[]) {
      const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
      return new Set(rows.map((r) => r.id));
    },
    insertKontingent(rows: Array<{ userId: number; amount: number; description: string; dueDate: string; createdBy: number; createdAt: Date }>) {
      return db.transaction(async (tx) =>
        tx
          .insert(payments)
          .values(rows.map((r) => ({ ...r, status: 'pending', kind: 'kontingent' })))
          .returning({ id: payments.id, userId: payments.userId, amount: payments.amount, description: payments.description, dueDate: payments.dueDate }),
      );
    },
    async setMembership(ids: number[], membershipType: string, expiresAt: Date, now: Date) {
      const rows = await db
        .update(users)
        .set({ manualMembership: true, membershipType, membershipStatus: 'active', membershipExpiresAt: expiresAt, updatedAt: now })
        .where(inArray(users.id, ids))
        .returning({ id: users.id });
      return rows.length;
    },
    async removeMembership(ids: number[], now: Date) {
      const rows = await db
        .update(users)
        .set({ manualMembership: false, membershipStatus: 'inactive', membershipExpiresAt: now, updatedAt: now })
        .where(inArray(users.id, ids))
        .returning({ id: users.id });
      return rows.length;
    },
    async findPayment(id: number) {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row;
    },
    /** Deletes only while still outstanding and still with the intent the caller saw; returns whether a row went. */
    async deletePending(id: number, paymentIntentId: string | null) {
      const rows = await db
        .delete(payments)
        .where(sql`${payments.id} = ${id} and ${payments.status} = 'pending' and ${payments.paymentIntentId} is not distinct from ${paymentIntentId}`)
        .returning({ id: payments.id });
      return rows.length > 0;
    },
  };
}
export type KontingentRepository = ReturnType<typeof kontingentRepository>;
