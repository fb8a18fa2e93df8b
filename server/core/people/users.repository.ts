import { eq, sql } from 'drizzle-orm';
import { usernameFamilyPrefix } from '@common/domain/username';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { membershipsJson } from './person-team.repository';

/**
 * The facts membership status is judged from, as columns of a query that selects from "users"
 * (with a `now` placeholder). The subqueries name "users"."id" explicitly: Drizzle writes columns
 * unqualified in a one-table select, which would bind them to the subquery's own table.
 */
export function membershipCountColumns() {
  return {
    pending: sql<number>`(select count(*)::int from payments p where p.user_id = "users"."id" and p.status = 'pending')`,
    completed: sql<number>`(select count(*)::int from payments p where p.user_id = "users"."id" and p.status = 'completed')`,
    activeSubscriptions: sql<number>`(select count(*)::int from subscriptions s where s.user_id = "users"."id" and s.status = 'active' and (s.current_period_end is null or s.current_period_end > ${sql.placeholder('now')}))`,
  };
}

export function usersRepository(db: Db) {
  // Prepared once: the user with the facts membership status is judged from.
  const findWithCountsStatement = db
    .select({
      user: users,
      teams: membershipsJson(),
      ...membershipCountColumns(),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_user_with_membership_counts');
  return {
    async findById(id: number) {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findByUsername(username: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
        .limit(1);
      return row;
    },
    /** The user and the facts membership status is judged from, in one query. */
    async findWithMembershipCounts(id: number, now: Date) {
      const [row] = await findWithCountsStatement.execute({ id, now: now.toISOString() });
      return row;
    },
    /** Taken names that `firstFreeUsername(base, …)` could otherwise return (lowercased). */
    async usernamesStartingWith(base: string) {
      const rows = await db
        .select({ username: users.username })
        .from(users)
        .where(sql`lower(${users.username}) like ${usernameFamilyPrefix(base.toLowerCase()) + '%'}`);
      return new Set(rows.map((r) => r.username.toLowerCase()));
    },
    async countByRole() {
      return db.select({ role: users.role, count: sql<number>`count(*)::int` }).from(users).groupBy(users.role);
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;

