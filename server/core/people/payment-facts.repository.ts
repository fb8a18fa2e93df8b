import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { payments, subscriptions } from '../../db/schema';

/**
 * A person's payment and subscription facts as two grouped subqueries to join on the user id, so a
 * list of everyone reads them in one query (no N+1): counts of pending and completed payments, the
 * completed total and the latest payment, and the subscriptions active at `now`.
 */
export function paymentFacts(db: Db, now: Date) {
  const paid = db
    .select({
      userId: payments.userId,
      pending: sql<number>`count(*) filter (where ${payments.status} = 'pending')::int`.as('pending'),
      completed: sql<number>`count(*) filter (where ${payments.status} = 'completed')::int`.as('completed'),
      total: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'completed'), 0)::int`.as(
        'total',
      ),
      last: sql<Date | null>`max(${payments.createdAt})`.as('last'),
    })
    .from(payments)
    .groupBy(payments.userId)
    .as('paid');
  const subs = db
    .select({ userId: subscriptions.userId, active: sql<number>`count(*)::int`.as('active') })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        sql`(${subscriptions.currentPeriodEnd} is null or ${subscriptions.currentPeriodEnd} > ${now.toISOString()})`,
      ),
    )
    .groupBy(subscriptions.userId)
    .as('subs');
  return { paid, subs };
}
