import type { SubscriptionType } from '@common/domain/membership';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { RegistrationData } from '@common/contracts/registration';
import { users } from './users';

/** A waiting registration's form: the password only as its hash, and the amount the intent was made for. */
export type StoredRegistration = Omit<RegistrationData, 'password'> & { passwordHash: string; amount: number };

/**
 * Payments in øre. A deleted member's payments stay (bookkeeping law, S15): user_id becomes
 * null and payer_name keeps a pseudonym.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    payerName: text('payer_name'),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull().default('pending'),
    /** kontingent | registration | subscription | upgrade */
    kind: text('kind').notNull().default('kontingent'),
    paymentIntentId: text('payment_intent_id').unique(),
    dueDate: date('due_date', { mode: 'string' }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amount} > 0`),
    check('payments_status_check', sql`${t.status} in ('pending','processing','completed','failed','refunded')`),
    index('payments_user_idx').on(t.userId),
    index('payments_status_idx').on(t.status),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').$type<SubscriptionType>().notNull(),
    providerSubscriptionId: text('provider_subscription_id').unique(),
    customerId: text('customer_id'),
    status: text('status').notNull().default('active'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The intent of the first (or latest) charge: completing a subscription names it. */
    latestPaymentIntentId: text('latest_payment_intent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('subscriptions_type_check', sql`${t.type} in ('spiller','ru')`), index('subscriptions_user_idx').on(t.userId)],
);

/** Webhook events already applied: a duplicate delivery is a no-op (S11). */
export const processedWebhookEvents = pgTable('processed_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The sandbox gateway's own store (customers, intents, cards, subscriptions) as JSON objects. */
export const sandboxObjects = pgTable(
  'sandbox_objects',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_objects_kind_idx').on(t.kind)],
);

/**
 * 'Bliv Medlem' between payment intent and account: the form data (password already hashed)
 * waits here, so a redirect return, a retry or the reconcile job can finish the registration
 * from the payment intent id alone. `key` makes double submits reuse one intent.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    paymentIntentId: text('payment_intent_id').unique(),
    /** The form while open; emptied (`{}`) when the registration is closed. */
    data: jsonb('data').$type<StoredRegistration>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** open | completed | refunded */
    status: text('status').notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('pending_registrations_status_idx').on(t.status)],
);
