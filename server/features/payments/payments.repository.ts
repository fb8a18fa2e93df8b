import type { SubscriptionType } from '@common/domain/membership';
import { and, desc, eq, inArray, isNotNull, like, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  payments,
  pendingRegistrations,
  processedWebhookEvents,
  subscriptions,
  users,
  type StoredRegistration,
} from '../../db/schema';
import { takeRegistrationPicture } from '../uploads';

export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PendingRegistrationRow = typeof pendingRegistrations.$inferSelect;
type NewUser = typeof users.$inferInsert;

/** Payments, subscriptions and pending registrations: the only Drizzle queries of the payments feature. */
export function paymentsRepository(db: Db) {
  // A person's own payments are read on every opening of the app (Hjem's start request): prepared once (decision 082).
  const listForUserStatement = db
    .select()
    .from(payments)
    .where(eq(payments.userId, sql.placeholder('userId')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(sql.placeholder('limit'))
    .prepare('payments_list_for_user');
  return {
    // ---- payments ----
    listForUser(userId: number, limit = 50) {
      return listForUserStatement.execute({ userId, limit });
    },
    async findPayment(id: number) {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
      return row;
    },
    async findPaymentByIntent(paymentIntentId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(eq(payments.paymentIntentId, paymentIntentId))
        .limit(1);
      return row;
    },
    async setPaymentIntent(id: number, paymentIntentId: string) {
      await db.update(payments).set({ paymentIntentId }).where(eq(payments.id, id));
    },
    /** Moves an outstanding payment to a new status; returns whether this call changed it. */
    async updatePaymentStatus(
      id: number,
      from: string[],
      to: 'pending' | 'processing' | 'completed',
      paymentIntentId: string,
      paidAt: Date | null,
    ) {
      const rows = await db
        .update(payments)
        .set({ status: to, paymentIntentId, paidAt })
        .where(and(eq(payments.id, id), inArray(payments.status, from)))
        .returning({ id: payments.id });
      return rows.length > 0;
    },
    /** A completed charge recorded once per intent (the unique intent id is the guard). */
    async insertCompletedPayment(row: {
      userId: number | null;
      amount: number;
      description: string;
      kind: string;
      paymentIntentId: string;
      paidAt: Date;
    }) {
      const inserted = await db
        .insert(payments)
        .values({ ...row, status: 'completed' })
        .onConflictDoNothing({ target: payments.paymentIntentId })
        .returning({ id: payments.id });
      return inserted.length > 0;
    },
    /** A charge that was paid back at once (its payment was gone), recorded once per intent. */
    async insertRefundedPayment(row: {
      userId: number | null;
      amount: number;
      description: string;
      paymentIntentId: string;
    }) {
      await db
        .insert(payments)
        .values({ ...row, status: 'refunded', kind: 'kontingent' })
        .onConflictDoNothing({ target: payments.paymentIntentId });
    },
    openPaymentsWithIntent(limit = 500) {
      return db
        .select()
        .from(payments)
        .where(and(inArray(payments.status, ['pending', 'processing']), isNotNull(payments.paymentIntentId)))
        .limit(limit);
    },

    // ---- subscriptions ----
    listSubscriptions(userId: number, limit = 20) {
      return db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.userId, userId))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(limit);
    },
    async findSubscriptionByProviderId(providerSubscriptionId: string) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
        .limit(1);
      return row;
    },
    async findSubscriptionByIntent(userId: number, paymentIntentId: string) {
      const [row] = await db
        .select()
        .from(subscriptions)
        .where(
          and(eq(subscriptions.userId, userId), eq(subscriptions.latestPaymentIntentId, paymentIntentId)),
        )
        .limit(1);
      return row;
    },
    async insertSubscription(row: { userId: number; type: SubscriptionType; now: Date }) {
      const [created] = await db
        .insert(subscriptions)
        .values({
          userId: row.userId,
          type: row.type,
          status: 'incomplete',
          createdAt: row.now,
          updatedAt: row.now,
        })
        .returning();
      return created!;
    },
    async updateSubscription(id: number, patch: Partial<typeof subscriptions.$inferInsert>) {
      await db.update(subscriptions).set(patch).where(eq(subscriptions.id, id));
    },
    async deleteSubscription(id: number) {
      await db.delete(subscriptions).where(eq(subscriptions.id, id));
    },
    subscriptionsToSync(limit = 500) {
      return db
        .select()
        .from(subscriptions)
        .where(
          and(
            isNotNull(subscriptions.providerSubscriptionId),
            inArray(subscriptions.status, ['incomplete', 'active', 'past_due']),
          ),
        )
        .limit(limit);
    },

    // ---- users ----
    async setCustomerId(userId: number, customerId: string) {
      await db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, userId));
    },
    async updateUser(userId: number, patch: Partial<NewUser>) {
      await db.update(users).set(patch).where(eq(users.id, userId));
    },
    async emailTaken(email: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
        .limit(1);
      return Boolean(row);
    },
    async usernameTaken(username: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
        .limit(1);
      return Boolean(row);
    },

    // ---- pending registrations ----
    /** Open registrations whose key starts with `prefix` (one email), newest first, bounded. */
    openPendingByKeyPrefix(prefix: string, limit = 10) {
      return db
        .select()
        .from(pendingRegistrations)
        .where(and(eq(pendingRegistrations.status, 'open'), like(pendingRegistrations.key, `${prefix}%`)))
        .orderBy(desc(pendingRegistrations.id))
        .limit(limit);
    },
    async findPendingByIntent(paymentIntentId: string) {
      const [row] = await db
        .select()
        .from(pendingRegistrations)
        .where(eq(pendingRegistrations.paymentIntentId, paymentIntentId))
        .limit(1);
      return row;
    },
    async findPendingById(id: number) {
      const [row] = await db
        .select()
        .from(pendingRegistrations)
        .where(eq(pendingRegistrations.id, id))
        .limit(1);
      return row;
    },
    /** A new pending registration; its data is never replaced afterwards (only emptied when closed). */
    async insertPending(key: string, data: StoredRegistration, now: Date) {
      const [row] = await db.insert(pendingRegistrations).values({ key, data, createdAt: now }).returning();
      return row!;
    },
    async setPendingIntent(id: number, paymentIntentId: string) {
      await db.update(pendingRegistrations).set({ paymentIntentId }).where(eq(pendingRegistrations.id, id));
    },
    /**
     * Closes a pending registration, frees its key for a later registration with that email and
     * empties its data (a password hash and personal data the app no longer needs there).
     */
    async closePending(id: number, status: 'completed' | 'refunded', userId: number | null, now: Date) {
      await closePendingIn(db, id, status, userId, now);
    },
    /**
     * Open registrations with an intent, newest first. No age window: a row's intent may be newer
     * than the row, and rows older than the abandonment limit are forgotten by the reconcile job.
     */
    openPendingRegistrations(limit = 200) {
      return db
        .select()
        .from(pendingRegistrations)
        .where(and(eq(pendingRegistrations.status, 'open'), isNotNull(pendingRegistrations.paymentIntentId)))
        .orderBy(desc(pendingRegistrations.id))
        .limit(limit);
    },

    /** Open registrations started before `before`: abandoned, their data is not kept. */
    abandonedPendingRegistrations(before: Date, limit = 200) {
      return db
        .select()
        .from(pendingRegistrations)
        .where(and(eq(pendingRegistrations.status, 'open'), lt(pendingRegistrations.createdAt, before)))
        .limit(limit);
    },
    async deleteOpenPending(id: number) {
      await db
        .delete(pendingRegistrations)
        .where(and(eq(pendingRegistrations.id, id), eq(pendingRegistrations.status, 'open')));
    },

    /**
     * Creates the member and records the registration payment in one transaction; the unique
     * intent id on payments makes a second attempt fail instead of charging twice. The member
     * takes their registration picture in the same transaction; a picture that is no longer free
     * is not shown (the payment is never lost over a picture).
     */
    async createMemberWithPayment(
      user: Omit<NewUser, 'profileImageUrl'>,
      payment: { amount: number; description: string; paymentIntentId: string; paidAt: Date },
      pendingId: number,
      pictureId: string | null,
    ) {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(users).values(user).returning({ id: users.id });
        if (pictureId) await takeRegistrationPicture(tx, pictureId, created!.id);
        await tx
          .insert(payments)
          .values({ ...payment, userId: created!.id, status: 'completed', kind: 'registration' });
        // In the same transaction: a crash can no longer leave a member with an open pending row.
        await closePendingIn(tx, pendingId, 'completed', created!.id, payment.paidAt);
        return created!.id;
      });
    },

    // ---- webhooks ----
    async webhookSeen(id: string) {
      const [row] = await db
        .select({ id: processedWebhookEvents.id })
        .from(processedWebhookEvents)
        .where(eq(processedWebhookEvents.id, id))
        .limit(1);
      return Boolean(row);
    },
    async markWebhook(id: string, type: string, now: Date) {
      await db.insert(processedWebhookEvents).values({ id, type, receivedAt: now }).onConflictDoNothing();
    },

    // ---- reminders ----
    /**
     * Claims up to `limit` overdue payments nobody was reminded of, in one statement: the update's
     * own `reminder_sent_at is null` is checked again on each row as it is written, so two
     * overlapping runs (two instances) can never both claim a payment.
     */
    claimOverdueReminders(today: string, now: Date, limit = 200) {
      const unreminded = and(
        eq(payments.status, 'pending'),
        lt(payments.dueDate, today),
        sql`${payments.reminderSentAt} is null`,
        isNotNull(payments.userId),
      );
      return db
        .update(payments)
        .set({ reminderSentAt: now })
        .where(
          and(
            unreminded,
            inArray(
              payments.id,
              db.select({ id: payments.id }).from(payments).where(unreminded).limit(limit),
            ),
          ),
        )
        .returning();
    },
  };
}
export type PaymentsRepository = ReturnType<typeof paymentsRepository>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function closePendingIn(
  db: Db | Tx,
  id: number,
  status: 'completed' | 'refunded',
  userId: number | null,
  now: Date,
) {
  await db
    .update(pendingRegistrations)
    .set({
      status,
      userId,
      completedAt: now,
      // Personal data goes once the registration is closed; only open rows are ever read.
      data: sql`'{}'::jsonb`,
      key: sql`${pendingRegistrations.key} || ':' || ${status} || ':' || ${pendingRegistrations.id}`,
    })
    .where(eq(pendingRegistrations.id, id));
}
