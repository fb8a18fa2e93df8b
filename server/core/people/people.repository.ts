import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { paymentFacts } from './payment-facts.repository';
import { users } from '../../db/schema';
import { pendingEmailColumn } from '../recovery/recovery-links.repository';
import { invitationColumn } from './join-status.repository';
import { membershipsJson } from './person-team.repository';

/** Lists are bounded (P7): a club has hundreds of people, never this many. */
export const PEOPLE_LIST_LIMIT = 2000;

/** A person's columns as the people features write them; the team goes through `setPeopleTeams` (person-team.repository.ts). */
type NewUser = Omit<typeof users.$inferInsert, 'team'>;

/** Reads and writes about people that the profile, players, members and invitations features share. */
export function peopleRepository(db: Db) {
  return {
    async emailTaken(email: string, exceptUserId?: number) {
      const where = exceptUserId
        ? and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, exceptUserId))
        : sql`lower(${users.email}) = ${email.toLowerCase()}`;
      const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
      return Boolean(row);
    },
    /** Which of these addresses the club already has (case-insensitive), as the people hold them. */
    async takenEmails(emails: string[]): Promise<string[]> {
      if (emails.length === 0) return [];
      const lower = emails.map((e) => e.toLowerCase());
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, lower));
      return rows.flatMap((r) => (r.email ? [r.email] : []));
    },
    async update(id: number, patch: Partial<NewUser>) {
      const [row] = await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
    async insert(values: NewUser) {
      const [row] = await db.insert(users).values(values).returning();
      return row!;
    },
    /**
     * People per role, and how many of them have an active membership, counted by the database
     * (system settings): `isMembershipActive` of common/domain/membership.ts written in SQL.
     */
    async countsByRole(now: Date) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const active = sql`(
        ("users"."membership_status" = 'active' and "users"."membership_expires_at" > ${at}
          and (not "users"."manual_membership" or "users"."membership_type" is not null))
        or exists (select 1 from "subscriptions" s where s."user_id" = "users"."id" and s."status" = 'active'
          and (s."current_period_end" is null or s."current_period_end" > ${at}))
        or ("users"."role" <> 'none'
          and ("users"."membership_expires_at" is null or "users"."membership_expires_at" > ${at})
          and not exists (select 1 from "payments" p where p."user_id" = "users"."id" and p."status" = 'pending')
          and exists (select 1 from "payments" p where p."user_id" = "users"."id" and p."status" = 'completed'))
      )`;
      return db
        .select({
          role: users.role,
          count: sql<number>`count(*)::int`,
          activeMemberships: sql<number>`(count(*) filter (where ${active}))::int`,
        })
        .from(users)
        .groupBy(users.role);
    },
    /**
     * Everyone with their membership facts, in one query (no N+1): subscription and payment
     * counts and totals come from grouped subqueries.
     */
    async listWithFacts(now: Date, onlyUserId?: number) {
      const { paid, subs } = paymentFacts(db, now);
      return db
        .select({
          user: users,
          pending: sql<number>`coalesce(${paid.pending}, 0)`,
          completed: sql<number>`coalesce(${paid.completed}, 0)`,
          totalPayments: sql<number>`coalesce(${paid.total}, 0)`,
          lastPayment: sql<string | null>`${paid.last}`,
          activeSubscriptions: sql<number>`coalesce(${subs.active}, 0)`,
          pendingEmail: pendingEmailColumn(now),
          invitation: invitationColumn(),
          teams: membershipsJson(),
        })
        .from(users)
        .leftJoin(paid, eq(paid.userId, users.id))
        .leftJoin(subs, eq(subs.userId, users.id))
        .where(onlyUserId === undefined ? undefined : eq(users.id, onlyUserId))
        .orderBy(asc(users.firstName), asc(users.lastName), desc(users.id))
        .limit(PEOPLE_LIST_LIMIT);
    },
  };
}
export type PeopleRepository = ReturnType<typeof peopleRepository>;
