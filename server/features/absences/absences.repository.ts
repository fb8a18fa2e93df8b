import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { SharedReadCache } from '../../core/cache/shared-read-cache';
import {
  absences,
  manualReminders,
  matchAvailability,
  matches,
  teams,
  trainingAvailability,
  trainingSessions,
  users,
} from '../../db/schema';
import { memberTeams, onSomeTeam, playsOn } from '../../core/people/person-team.repository';
import { ANSWERING_TEAM_ROLES } from '@common/domain/team-roles';

export type AbsenceRow = typeof absences.$inferSelect;
type EventKind = 'match' | 'training';

const PEOPLE_WHO_ANSWER = ['player', 'coach'];

/**
 * `cache`: the shared read cache; the match window's answer counts and the training list's are
 * dropped after every answer written here.
 */
export function absencesRepository(db: Db, cache?: Pick<SharedReadCache, 'invalidate'>) {
  const answersChanged = async () => {
    await cache?.invalidate('answers');
    await cache?.invalidate('trainings');
  };
  return {
    list(userId: number) {
      return db
        .select()
        .from(absences)
        .where(eq(absences.userId, userId))
        .orderBy(desc(absences.fromDate), desc(absences.id))
        .limit(200);
    },

    async find(id: number) {
      const [row] = await db.select().from(absences).where(eq(absences.id, id)).limit(1);
      return row;
    },

    async person(id: number) {
      const [row] = await db
        .select({ id: users.id, role: users.role, team: users.team, teams: memberTeams() })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    /**
     * Saves the absence and answers Ikke klar, with the reason, for every coming, not cancelled
     * match of the person's team and training of their team or the whole club in the period: one
     * transaction, the same five statements however many events there are (P7).
     */
    async create(
      values: typeof absences.$inferInsert,
      team: string | null,
      period: { from: Date; to: Date | null },
      comment: string,
      now: Date,
    ) {
      const created = await db.transaction(async (tx) => {
        const [absence] = await tx.insert(absences).values(values).returning();
        const answered = await answerPeriod(tx, {
          userId: values.userId,
          team,
          period,
          comment,
          now,
          replace: true,
        });
        return { absence: absence!, answered };
      });
      await answersChanged();
      return created;
    },

    /** Absences that still reach into the future (or have no end), with the person's team. */
    ongoing(today: string) {
      return db
        .select({ absence: absences, team: users.team })
        .from(absences)
        .innerJoin(users, eq(users.id, absences.userId))
        .where(or(isNull(absences.toDate), gte(absences.toDate, today)))
        .limit(1000);
    },

    /**
     * Answers Ikke klar for the events in an absence's period that have no answer yet (a match or
     * training created after the absence): an answer the person gave stays as it is.
     */
    async answerUnanswered(
      userId: number,
      team: string | null,
      period: { from: Date; to: Date | null },
      comment: string,
      now: Date,
    ) {
      const answered = await db.transaction((tx) =>
        answerPeriod(tx, { userId, team, period, comment, now, replace: false }),
      );
      if (answered > 0) await answersChanged();
      return answered;
    },

    /**
     * Deletes the absence, and the coming answers it gave that nobody changed since (still Ikke
     * klar with its reason): those events are unanswered again.
     */
    async remove(absence: AbsenceRow, period: { from: Date; to: Date | null }, comment: string, now: Date) {
      await db.transaction(async (tx) => {
        await tx.delete(absences).where(eq(absences.id, absence.id));
        const fromIds = (date: typeof matches.date | typeof trainingSessions.date) =>
          and(gte(date, period.from), gt(date, now), period.to ? lt(date, period.to) : undefined);
        await tx
          .delete(matchAvailability)
          .where(
            and(
              eq(matchAvailability.userId, absence.userId),
              eq(matchAvailability.available, false),
              eq(matchAvailability.comment, comment),
              inArray(
                matchAvailability.matchId,
                tx.select({ id: matches.id }).from(matches).where(fromIds(matches.date)),
              ),
            ),
          );
        await tx
          .delete(trainingAvailability)
          .where(
            and(
              eq(trainingAvailability.userId, absence.userId),
              eq(trainingAvailability.available, false),
              eq(trainingAvailability.comment, comment),
              inArray(
                trainingAvailability.trainingId,
                tx
                  .select({ id: trainingSessions.id })
                  .from(trainingSessions)
                  .where(fromIds(trainingSessions.date)),
              ),
            ),
          );
      });
      await answersChanged();
    },

    /** The event to remind about: its team, kick-off, status and name. */
    async event(kind: EventKind, id: number) {
      if (kind === 'match') {
        const [m] = await db
          .select({
            id: matches.id,
            team: matches.team,
            date: matches.date,
            status: matches.status,
            name: matches.opponent,
            lastSentAt: manualReminders.sentAt,
          })
          .from(matches)
          .leftJoin(
            manualReminders,
            and(eq(manualReminders.kind, 'match'), eq(manualReminders.eventId, matches.id)),
          )
          .where(eq(matches.id, id))
          .limit(1);
        return m ? { ...m, team: m.team as string | null } : undefined;
      }
      const [t] = await db
        .select({
          id: trainingSessions.id,
          team: trainingSessions.team,
          date: trainingSessions.date,
          status: trainingSessions.status,
          name: trainingSessions.title,
          lastSentAt: manualReminders.sentAt,
        })
        .from(trainingSessions)
        .leftJoin(
          manualReminders,
          and(eq(manualReminders.kind, 'training'), eq(manualReminders.eventId, trainingSessions.id)),
        )
        .where(eq(trainingSessions.id, id))
        .limit(1);
      return t;
    },

    /** Players and coaches of the event's team (every team for a club-wide training) with no answer and no absence that day. */
    notAnswered(kind: EventKind, event: { id: number; team: string | null; date: Date }) {
      const answered =
        kind === 'match'
          ? db
              .select({ one: sql`1` })
              .from(matchAvailability)
              .where(and(eq(matchAvailability.matchId, event.id), eq(matchAvailability.userId, users.id)))
          : db
              .select({ one: sql`1` })
              .from(trainingAvailability)
              .where(
                and(eq(trainingAvailability.trainingId, event.id), eq(trainingAvailability.userId, users.id)),
              );
      const day = sql`(${event.date.toISOString()}::timestamptz at time zone 'Europe/Copenhagen')::date`;
      return db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            inArray(users.role, PEOPLE_WHO_ANSWER),
            event.team ? playsOn(event.team) : onSomeTeam(ANSWERING_TEAM_ROLES),
            notExists(answered),
            // Forventet fremmøde (decision 074): the expected players of such a team's training are not reminded.
            kind === 'training' && event.team
              ? sql`not (${users.role} = 'player' and exists (select 1 from ${teams} where ${teams.code} = ${event.team} and ${teams.expectedAttendance}))`
              : undefined,
            sql`not exists (select 1 from ${absences} where ${absences.userId} = ${users.id} and ${absences.fromDate} <= ${day} and (${absences.toDate} is null or ${absences.toDate} >= ${day}))`,
          ),
        )
        .orderBy(asc(users.id))
        .limit(500);
    },

    async markReminded(kind: EventKind, eventId: number, sentBy: number, reminded: number, now: Date) {
      await db
        .insert(manualReminders)
        .values({ kind, eventId, sentAt: now, sentBy, reminded })
        .onConflictDoUpdate({
          target: [manualReminders.kind, manualReminders.eventId],
          set: { sentAt: now, sentBy, reminded },
        });
    },
  };
}
export type AbsencesRepository = ReturnType<typeof absencesRepository>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Ikke klar with the reason for every coming, not cancelled match of the team and training of the
 * team or the whole club in the period. `replace` overwrites answers already given (registering
 * the absence); without it only unanswered events are answered. Returns how many were answered.
 */
async function answerPeriod(
  tx: Tx,
  a: {
    userId: number;
    team: string | null;
    period: { from: Date; to: Date | null };
    comment: string;
    now: Date;
    replace: boolean;
  },
) {
  const { userId, period, comment, now } = a;
  // Every team of the person (decision 107), not only the first.
  const ownTeam = (column: typeof matches.team | typeof trainingSessions.team) => playsOn(sql`${column}`, sql`${userId}`);
  const inPeriod = <T extends typeof matches.date | typeof trainingSessions.date>(date: T) =>
    and(gte(date, period.from), gt(date, now), period.to ? lt(date, period.to) : undefined);
  const matchIds = await tx
    .select({ id: matches.id })
    .from(matches)
    .where(and(ownTeam(matches.team), eq(matches.status, 'scheduled'), inPeriod(matches.date)));
  const trainingIds = await tx
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(
      and(
        or(ownTeam(trainingSessions.team), isNull(trainingSessions.team)),
        ne(trainingSessions.status, 'cancelled'),
        inPeriod(trainingSessions.date),
      ),
    );
  const answer = { available: false, comment, createdAt: now, updatedAt: now };
  let answered = 0;
  if (matchIds.length) {
    const insert = tx
      .insert(matchAvailability)
      .values(matchIds.map((m) => ({ matchId: m.id, userId, ...answer })));
    const rows = await (
      a.replace
        ? insert.onConflictDoUpdate({
            target: [matchAvailability.matchId, matchAvailability.userId],
            set: { available: false, comment, updatedAt: now },
          })
        : insert.onConflictDoNothing()
    ).returning({ id: matchAvailability.matchId });
    answered += rows.length;
  }
  if (trainingIds.length) {
    const insert = tx
      .insert(trainingAvailability)
      .values(trainingIds.map((t) => ({ trainingId: t.id, userId, ...answer })));
    const rows = await (
      a.replace
        ? insert.onConflictDoUpdate({
            target: [trainingAvailability.trainingId, trainingAvailability.userId],
            set: { available: false, comment, updatedAt: now },
          })
        : insert.onConflictDoNothing()
    ).returning({ id: trainingAvailability.trainingId });
    answered += rows.length;
  }
  return answered;
}
