import { endedByClub, grantedByClub, type MembershipType } from '../../../core/membership/membership-terms';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Role } from '@common/domain/roles';
import type { Db } from '../../../db/database';
import { payments, users } from '../../../db/schema';
import { PEOPLE_PAGE_MAX } from '@common/contracts/people-list-values';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The writes of a membership or kontingent change, inside the transaction that checked who. */
function writes(tx: Tx) {
  return {
    insertKontingent(
      rows: Array<{
        userId: number;
        amount: number;
        description: string;
        dueDate: string;
        createdBy: number;
        createdAt: Date;
      }>,
    ) {
      return tx
        .insert(payments)
        .values(rows.map((r) => ({ ...r, status: 'pending', kind: 'kontingent' })))
        .returning({
          id: payments.id,
          userId: payments.userId,
          amount: payments.amount,
          description: payments.description,
          dueDate: payments.dueDate,
        });
    },
    async setMembership(ids: number[], membershipType: MembershipType, expiresAt: Date, now: Date) {
      const rows = await tx
        .update(users)
        .set({ ...grantedByClub(membershipType, expiresAt), updatedAt: now })
        .where(inArray(users.id, ids))
        .returning({ id: users.id });
      return rows.length;
    },
    async removeMembership(ids: number[], now: Date) {
      const rows = await tx
        .update(users)
        .set({ ...endedByClub(now), updatedAt: now })
        .where(inArray(users.id, ids))
        .returning({ id: users.id });
      return rows.length;
    },
  };
}
export type KontingentWrites = ReturnType<typeof writes>;
export interface ChangeTarget {
  id: number;
  role: string;
  firstName: string;
  lastName: string;
}

/** Kontingent and admin memberships: the only Drizzle queries of this feature. */
export function kontingentRepository(db: Db) {
  return {
    /**
     * The users with payment totals and membership facts, in one query (no N+1), bounded: those
     * of the given roles, without the caller (whose own membership is not theirs to change).
     */
    usersWithPayments(now: Date, reach: { roles: readonly Role[]; exceptUserId: number }, limit = PEOPLE_PAGE_MAX) {
      const nowIso = now.toISOString();
      return db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          role: users.role,
          team: users.team,
          membershipType: users.membershipType,
          membershipStatus: users.membershipStatus,
          membershipExpiresAt: users.membershipExpiresAt,
          manualMembership: users.manualMembership,
          // Correlated subqueries name "users"."id" and alias their own table: Drizzle writes
          // columns unqualified in a one-table select.
          totalPayments: sql<number>`coalesce((select sum(p.amount)::int from payments p where p.user_id = "users"."id" and p.status = 'completed'), 0)`,
          lastPayment: sql<
            string | null
          >`(select max(p.created_at) from payments p where p.user_id = "users"."id")`,
          pending: sql<number>`(select count(*)::int from payments p where p.user_id = "users"."id" and p.status = 'pending')`,
          completed: sql<number>`(select count(*)::int from payments p where p.user_id = "users"."id" and p.status = 'completed')`,
          activeSubscriptions: sql<number>`(select count(*)::int from subscriptions s where s.user_id = "users"."id" and s.status = 'active' and (s.current_period_end is null or s.current_period_end > ${nowIso}))`,
        })
        .from(users)
        .where(and(inArray(users.role, [...reach.roles]), ne(users.id, reach.exceptUserId)))
        .orderBy(users.firstName, users.lastName, users.id)
        .limit(limit);
    },
    /** Payments, newest first; `roles` (a coach's reach) leaves out other people's and nobody's. */
    allPayments(roles: readonly Role[] | 'everyone', limit = 500) {
      return db
        .select({ payment: payments, firstName: users.firstName, lastName: users.lastName })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(roles === 'everyone' ? undefined : inArray(users.role, [...roles]))
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit);
    },
    /**
     * One change to several people's membership or kontingent: the people are read and locked
     * first, `work` checks them and writes, all in one transaction — a role changed meanwhile
     * cannot slip past the check, and a refusal leaves nothing half-done.
     */
    changeFor<T>(
      ids: number[],
      work: (targets: ChangeTarget[], write: KontingentWrites) => Promise<T>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const targets = await tx
          .select({ id: users.id, role: users.role, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, ids))
          .orderBy(users.id)
          .for('update');
        return work(targets, writes(tx));
      });
    },
    /** A payment with its owner's role (null when it belongs to nobody). */
    async findPayment(id: number) {
      const [row] = await db
        .select({ payment: payments, ownerRole: users.role })
        .from(payments)
        .leftJoin(users, eq(users.id, payments.userId))
        .where(eq(payments.id, id))
        .limit(1);
      return row ? { ...row.payment, ownerRole: row.ownerRole } : undefined;
    },
    /** Deletes only while still outstanding and still with the intent the caller saw; returns whether a row went. */
    async deletePending(id: number, paymentIntentId: string | null) {
      const rows = await db
        .delete(payments)
        .where(
          sql`${payments.id} = ${id} and ${payments.status} = 'pending' and ${payments.paymentIntentId} is not distinct from ${paymentIntentId}`,
        )
        .returning({ id: payments.id });
      return rows.length > 0;
    },
  };
}
export type KontingentRepository = ReturnType<typeof kontingentRepository>;
