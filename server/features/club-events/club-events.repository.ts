import { and, asc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { ClubEventAudience } from '@common/domain/club-events';
import type { Db } from '../../db/database';
import { clubEventAnswers, clubEventReminders, clubEvents, payments, users } from '../../db/schema';
import { teamMemberIds } from '../../core/people/person-team.repository';

export type ClubEventRow = typeof clubEvents.$inferSelect;
export type NewClubEvent = typeof clubEvents.$inferInsert;
export type AnswerRow = typeof clubEventAnswers.$inferSelect;
export type AnswerWithPayment = AnswerRow & { paymentStatus: string | null; paymentAmount: number | null };

/** Bounded reads (P7): a list shows at most this many arrangements. */
export const LIST_LIMIT = 100;
const FACES = 8;

/** The only Drizzle queries of the club-events area. */
export function clubEventsRepository(db: Db) {
  const answersWithPayment = (tx: Db, eventIds: number[]) =>
    tx
      .select({
        answer: clubEventAnswers,
        paymentStatus: payments.status,
        paymentAmount: payments.amount,
      })
      .from(clubEventAnswers)
      .leftJoin(payments, eq(payments.id, clubEventAnswers.paymentId))
      .where(inArray(clubEventAnswers.eventId, eventIds.length ? eventIds : [-1]))
      .orderBy(asc(clubEventAnswers.answeredAt), asc(clubEventAnswers.id))
      .then((rows) => rows.map((r) => ({ ...r.answer, paymentStatus: r.paymentStatus, paymentAmount: r.paymentAmount })));

  return {
    async insert(row: NewClubEvent) {
      const [created] = await db.insert(clubEvents).values(row).returning();
      return created!;
    },
    async update(id: number, row: Partial<NewClubEvent>) {
      const [updated] = await db.update(clubEvents).set(row).where(eq(clubEvents.id, id)).returning();
      return updated;
    },
    async find(id: number) {
      const [row] = await db.select().from(clubEvents).where(eq(clubEvents.id, id));
      return row;
    },
    /** Coming and running arrangements (and those of the last day), soonest first. */
    upcoming(from: Date, limit = LIST_LIMIT) {
      return db.select().from(clubEvents).where(gte(clubEvents.endsAt, from)).orderBy(asc(clubEvents.startsAt), asc(clubEvents.id)).limit(limit);
    },
    answersWithPayment: (eventIds: number[]) => answersWithPayment(db, eventIds),
    /** The first people coming per arrangement, for the faces. */
    async faces(eventIds: number[]) {
      if (eventIds.length === 0) return [];
      const ranked = db
        .select({
          eventId: clubEventAnswers.eventId,
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          profileImageUrl: users.profileImageUrl,
          n: sql<number>`row_number() over (partition by ${clubEventAnswers.eventId} order by ${clubEventAnswers.answeredAt}, ${clubEventAnswers.id})`.as('n'),
        })
        .from(clubEventAnswers)
        .innerJoin(users, eq(users.id, clubEventAnswers.userId))
        .where(and(inArray(clubEventAnswers.eventId, eventIds), eq(clubEventAnswers.status, 'going')))
        .as('ranked');
      return db.select().from(ranked).where(sql`${ranked.n} <= ${FACES}`);
    },
    /** Everyone invited (ids, names, e-mail): the organiser's 'not answered', reminders and notices. */
    async invitees(audience: ClubEventAudience) {
      const base = db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          profileImageUrl: users.profileImageUrl,
          email: users.email,
          role: users.role,
        })
        .from(users);
      switch (audience.kind) {
        case 'club':
          return base.where(ne(users.role, 'none')).orderBy(asc(users.firstName), asc(users.lastName)).limit(5000);
        case 'role':
          return base.where(eq(users.role, audience.role)).orderBy(asc(users.firstName), asc(users.lastName)).limit(5000);
        case 'supporters':
          return base.where(eq(users.role, 'member')).orderBy(asc(users.firstName), asc(users.lastName)).limit(5000);
        case 'teams': {
          const ids = await teamMemberIds(db, audience.teams);
          return base
            .where(and(inArray(users.id, ids.length ? ids : [-1]), ne(users.role, 'none')))
            .orderBy(asc(users.firstName), asc(users.lastName))
            .limit(5000);
        }
      }
    },
    async people(ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, profileImageUrl: users.profileImageUrl, email: users.email, role: users.role })
        .from(users)
        .where(inArray(users.id, ids));
    },
    /**
     * Runs `work` with the arrangement's row locked (SELECT … FOR UPDATE): every change of places
     * on any instance waits its turn, so the last place is given once (decision 108).
     */
    async withLockedEvent<T>(id: number, work: (tx: Db, event: ClubEventRow, answers: AnswerWithPayment[]) => Promise<T>): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const [event] = await tx.select().from(clubEvents).where(eq(clubEvents.id, id)).for('update');
        if (!event) return undefined;
        return work(tx as unknown as Db, event, await answersWithPayment(tx as unknown as Db, [id]));
      });
    },
    /** Arrangements whose places may need settling: holds and offers that run out, payments that came. */
    async needingSettlement(now: Date) {
      const rows = await db
        .selectDistinct({ id: clubEventAnswers.eventId })
        .from(clubEventAnswers)
        .innerJoin(clubEvents, eq(clubEvents.id, clubEventAnswers.eventId))
        .leftJoin(payments, eq(payments.id, clubEventAnswers.paymentId))
        .where(
          and(
            gte(clubEvents.endsAt, now),
            sql`(${clubEventAnswers.status} in ('held','offered') and (coalesce(${clubEventAnswers.heldUntil}, ${clubEventAnswers.offerUntil}) <= ${now.toISOString()} or ${clubEventAnswers.offerUntil} <= ${now.toISOString()} or ${payments.status} = 'completed'))
              or (${clubEventAnswers.status} in ('released','passed') and ${payments.status} = 'completed')
              or (${clubEventAnswers.status} = 'waiting')`,
          ),
        )
        .limit(500);
      return rows.map((r) => r.id);
    },
    /** Claims reminders for these people (the unique index decides between overlapping runs). */
    async claimReminders(eventId: number, userIds: number[], kind: 'deadline' | 'day_before', at: Date) {
      if (userIds.length === 0) return [];
      const rows = await db
        .insert(clubEventReminders)
        .values(userIds.map((userId) => ({ eventId, userId, kind, sentAt: at })))
        .onConflictDoNothing()
        .returning({ userId: clubEventReminders.userId });
      return rows.map((r) => r.userId);
    },
    /** Arrangements with a deadline within `to`, or starting within the next day, not cancelled. */
    remindable(now: Date, deadlineWithin: Date, startWithin: Date) {
      return db
        .select()
        .from(clubEvents)
        .where(
          sql`${clubEvents.cancelledAt} is null and (
            (${clubEvents.deadline} > ${now.toISOString()} and ${clubEvents.deadline} <= ${deadlineWithin.toISOString()})
            or (${clubEvents.startsAt} > ${now.toISOString()} and ${clubEvents.startsAt} <= ${startWithin.toISOString()}))`,
        )
        .limit(200);
    },
    /** Sets Påmind nu's time if the wait has passed: true when this caller may remind. */
    async claimManualReminder(id: number, now: Date, since: Date) {
      const rows = await db
        .update(clubEvents)
        .set({ remindedAt: now })
        .where(and(eq(clubEvents.id, id), sql`(${clubEvents.remindedAt} is null or ${clubEvents.remindedAt} <= ${since.toISOString()})`))
        .returning({ id: clubEvents.id });
      return rows.length > 0;
    },
  };
}

export type ClubEventsRepository = ReturnType<typeof clubEventsRepository>;

/** Writes of one locked transaction. */
export function answersWriter(tx: Db) {
  return {
    async upsert(row: typeof clubEventAnswers.$inferInsert) {
      const [saved] = await tx
        .insert(clubEventAnswers)
        .values(row)
        .onConflictDoUpdate({
          target: [clubEventAnswers.eventId, clubEventAnswers.userId],
          set: {
            status: row.status,
            guests: row.guests ?? 0,
            choices: row.choices ?? {},
            comment: row.comment ?? null,
            paymentId: row.paymentId ?? null,
            heldUntil: row.heldUntil ?? null,
            offerUntil: row.offerUntil ?? null,
            waitingPriority: row.waitingPriority ?? 1,
            waitingSince: row.waitingSince ?? null,
            latePayment: row.latePayment ?? false,
            cancelledAfterPaying: row.cancelledAfterPaying ?? false,
            answeredAt: row.answeredAt,
          },
        })
        .returning();
      return saved!;
    },
    async set(id: number, change: Partial<typeof clubEventAnswers.$inferInsert>) {
      await tx.update(clubEventAnswers).set(change).where(eq(clubEventAnswers.id, id));
    },
  };
}
