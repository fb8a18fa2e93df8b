import { and, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { mailQueue, payments, users } from '../../../db/schema';

export function kontingentRemindersRepository(db: Db) {
  return {
    /**
     * Outstanding kontingents of members, due between `from` and `until` (Copenhagen dates), with
     * how many reminder mails each has had and when the last was queued.
     */
    overdue(from: string, until: string) {
      const reminders = sql<number>`(select count(*)::int from ${mailQueue} m where m.kind = 'kontingent_reminder' and m.event_key like 'kontingent:' || ${payments.id} || ':%')`;
      const lastReminder = sql<Date | null>`(select max(m.created_at) from ${mailQueue} m where m.kind = 'kontingent_reminder' and m.event_key like 'kontingent:' || ${payments.id} || ':%')`;
      return db
        .select({
          id: payments.id,
          amount: payments.amount,
          description: payments.description,
          dueDate: payments.dueDate,
          userId: users.id,
          email: users.email,
          firstName: users.firstName,
          reminders,
          lastReminder: lastReminder.mapWith((v: string | Date | null) => (v === null ? null : new Date(v))),
        })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(
          and(
            eq(payments.kind, 'kontingent'),
            eq(payments.status, 'pending'),
            isNotNull(payments.dueDate),
            gte(payments.dueDate, from),
            lte(payments.dueDate, until),
          ),
        );
    },
  };
}
