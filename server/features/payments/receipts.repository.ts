import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appSecrets, clubSettings, mailQueue, payments, users } from '../../db/schema';

/** When receipts began (written by migration 0010): payments before it never get one, so no old payment is mailed. */
const RECEIPTS_SINCE = 'receipts-since';

const receiptColumns = {
  id: payments.id,
  amount: payments.amount,
  description: payments.description,
  kind: payments.kind,
  paymentIntentId: payments.paymentIntentId,
  paidAt: payments.paidAt,
  userId: users.id,
  email: users.email,
  firstName: users.firstName,
};

export function receiptsRepository(db: Db) {
  return {
    async receiptsSince(): Promise<Date> {
      const [row] = await db
        .select({ value: appSecrets.value })
        .from(appSecrets)
        .where(eq(appSecrets.key, RECEIPTS_SINCE));
      return row ? new Date(row.value) : new Date(0);
    },

    /** Completed payments of members since `since` whose receipt is not queued yet, oldest first. */
    dueReceipts(since: Date, limit: number) {
      return db
        .select(receiptColumns)
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(
          and(
            eq(payments.status, 'completed'),
            isNotNull(payments.paidAt),
            gte(payments.paidAt, since),
            sql`not exists (select 1 from ${mailQueue} where ${mailQueue.kind} = 'receipt' and ${mailQueue.eventKey} = 'payment:' || ${payments.id})`,
          ),
        )
        .orderBy(asc(payments.paidAt))
        .limit(limit);
    },

    /** One completed payment of this member, for 'Send kvittering igen'. */
    async ownCompleted(userId: number, paymentId: number) {
      const [row] = await db
        .select(receiptColumns)
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(and(eq(payments.id, paymentId), eq(payments.userId, userId), eq(payments.status, 'completed')))
        .limit(1);
      return row;
    },

    async club() {
      const [row] = await db
        .select({ name: clubSettings.clubName, shortName: clubSettings.shortName, cvr: clubSettings.cvrNumber })
        .from(clubSettings)
        .where(eq(clubSettings.id, true));
      return { name: row?.name ?? 'RU', shortName: row?.shortName ?? 'RU', cvr: row?.cvr ?? '' };
    },
  };
}

export type ReceiptRow = Awaited<ReturnType<ReturnType<typeof receiptsRepository>['dueReceipts']>>[number];
