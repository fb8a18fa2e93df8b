import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ClubEventAudience, ClubEventQuestion } from '@common/domain/club-events';
import { payments } from './payments';
import { users } from './users';

/**
 * Arrangementer (decision 105): the club's own events beyond matches and trainings. Amounts in
 * øre; a null capacity, deadline or price means none.
 */
export const clubEvents = pgTable(
  'club_events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    place: text('place').notNull().default(''),
    audience: jsonb('audience').$type<ClubEventAudience>().notNull(),
    capacity: integer('capacity'),
    deadline: timestamp('deadline', { withTimezone: true }),
    price: integer('price'),
    supporterPrice: integer('supporter_price'),
    guestsPerMember: integer('guests_per_member').notNull().default(0),
    questions: jsonb('questions').$type<ClubEventQuestion[]>().notNull().default([]),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The last Påmind nu, limited as for matches (decision 071). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('club_events_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('club_events_price_check', sql`(${t.price} is null or ${t.price} > 0) and (${t.supporterPrice} is null or ${t.supporterPrice} > 0)`),
    check('club_events_guests_check', sql`${t.guestsPerMember} between 0 and 10`),
    check('club_events_time_check', sql`${t.endsAt} >= ${t.startsAt}`),
    index('club_events_starts_idx').on(t.startsAt),
  ],
);

/**
 * One person's answer to an arrangement. A place is held by 'going', 'held' (paying, until
 * held_until) and 'offered' (the waiting list's offer, until offer_until); 'waiting' is on the
 * list in (priority, waiting_since) order; 'released' and 'passed' are a lapsed hold or offer.
 */
export const clubEventAnswers = pgTable(
  'club_event_answers',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => clubEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    guests: integer('guests').notNull().default(0),
    choices: jsonb('choices').$type<Record<string, string>>().notNull().default({}),
    comment: text('comment'),
    /** The payment of this answer; its amount is what was asked when the person said yes. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    offerUntil: timestamp('offer_until', { withTimezone: true }),
    /** 0: paid after the hold lapsed (first on the list); 1: everyone else. */
    waitingPriority: integer('waiting_priority').notNull().default(1),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    /** A payment that came after its hold: the organiser settles it by hand. */
    latePayment: boolean('late_payment').notNull().default(false),
    /** Cancelled after paying: refunds are not automatic, the organiser sees it. */
    cancelledAfterPaying: boolean('cancelled_after_paying').notNull().default(false),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'club_event_answers_status_check',
      sql`${t.status} in ('going','not_going','held','waiting','offered','released','passed')`,
    ),
    uniqueIndex('club_event_answers_once_idx').on(t.eventId, t.userId),
    index('club_event_answers_status_idx').on(t.status),
  ],
);

/** Reminders sent, once per arrangement, person and kind (the unique index decides between instances). */
export const clubEventReminders = pgTable(
  'club_event_reminders',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => clubEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['deadline', 'day_before'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('club_event_reminders_once_idx').on(t.eventId, t.userId, t.kind)],
);
