import { and, asc, eq, gt, gte, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { COMING_FACES, type ComingPerson } from '@common/contracts/event-answers';
import type { SharedReadCache } from '../../core/cache/shared-read-cache';
import type { Db } from '../../db/database';
import { teamMemberships, teams, trainingAvailability, trainingSessions, users } from '../../db/schema';
import { playsOn } from '../../core/people/person-team.repository';
import { ANSWERING_TEAM_ROLES } from '@common/domain/team-roles';

type NewTraining = typeof trainingSessions.$inferInsert;
export type TrainingRow = typeof trainingSessions.$inferSelect;

/** Roles whose answers a training collects (part 1 §6: the toggle is for player, coach, admin, board). */
const ROSTER_ROLES = ['player', 'coach'];

/** Trainings of one team plus the club-wide ones (team null); `undefined` = every team. */
function teamFilter(team: readonly string[] | null | undefined): SQL | undefined {
  if (team === undefined) return undefined;
  return team === null
    ? isNull(trainingSessions.team)
    : or(isNull(trainingSessions.team), inArray(trainingSessions.team, team.length ? [...team] : ['']));
}

/** Strictly after (date, id): keyset paging, so trainings sharing a start time are never skipped. */
function afterCursor(after: { date: Date; id?: number } | undefined): SQL | undefined {
  if (!after) return undefined;
  if (after.id === undefined) return gt(trainingSessions.date, after.date);
  return or(
    gt(trainingSessions.date, after.date),
    and(eq(trainingSessions.date, after.date), gt(trainingSessions.id, after.id)),
  );
}

/**
 * `cache`: the shared read cache; the training list's first page (with its counts) is dropped
 * after every write here, on every instance.
 */
export function trainingRepository(db: Db, cache?: Pick<SharedReadCache, 'invalidate'>) {
  const changed = async <T>(written: T): Promise<T> => {
    await cache?.invalidate('trainings');
    return written;
  };
  return {
    async find(id: number) {
      const [row] = await db.select().from(trainingSessions).where(eq(trainingSessions.id, id)).limit(1);
      return row;
    },

    /**
     * The list with the answer counts, in one query (no N+1): the same for everyone who sees the
     * same teams, so it can be shared; the viewer's own answers come from ownAnswers.
     */
    listShared(opts: {
      /** Name the first few who answered Klar (staff: the per-player lists are theirs). */
      faces?: boolean;
      team: readonly string[] | null | undefined;
      since: Date;
      after?: { date: Date; id?: number };
      limit: number;
    }) {
      const answerer = alias(users, 'answerer');
      const answererTeam = alias(teams, 'answerer_team');
      const counts = db
        .select({
          trainingId: trainingAvailability.trainingId,
          yes: sql<number>`count(*) filter (where ${trainingAvailability.available})`
            .mapWith(Number)
            .as('yes'),
          no: sql<number>`count(*) filter (where not ${trainingAvailability.available})`
            .mapWith(Number)
            .as('no'),
          // Of the answers, those from the training's roster (who 'Mangler svar' counts) and
          // from its team's players (who Forventet fremmøde counts).
          fromRoster: sql<number>`count(*) filter (where ${answerer.role} in ('player', 'coach')
            and (${trainingSessions.team} is null or ${playsOn(sql`${trainingSessions.team}`, sql`${answerer.id}`)})
            and not (${answerer.role} = 'player' and coalesce(${answererTeam.expectedAttendance}, false)))`
            .mapWith(Number)
            .as('from_roster'),
          fromPlayers:
            sql<number>`count(*) filter (where ${answerer.role} = 'player' and ${playsOn(sql`${trainingSessions.team}`, sql`${answerer.id}`)})`
              .mapWith(Number)
              .as('from_players'),
        })
        .from(trainingAvailability)
        .innerJoin(trainingSessions, eq(trainingSessions.id, trainingAvailability.trainingId))
        .leftJoin(answerer, eq(answerer.id, trainingAvailability.userId))
        .leftJoin(answererTeam, eq(answererTeam.code, trainingSessions.team))
        .where(gte(trainingSessions.date, opts.since))
        .groupBy(trainingAvailability.trainingId)
        .as('counts');
      // Each team's players and coaches, counted once (not once per training); every team of a person (decision 107).
      const rosters = db
        .select({
          team: teamMemberships.team,
          playersAndCoaches: sql<number>`count(*) filter (where ${users.role} in ('player', 'coach'))`
            .mapWith(Number)
            .as('players_and_coaches'),
          players: sql<number>`count(*) filter (where ${users.role} = 'player')`
            .mapWith(Number)
            .as('players'),
        })
        .from(teamMemberships)
        .innerJoin(users, eq(users.id, teamMemberships.userId))
        .where(inArray(teamMemberships.role, [...ANSWERING_TEAM_ROLES]))
        .groupBy(teamMemberships.team)
        .as('rosters');
      return db
        .select({
          training: trainingSessions,
          yes: counts.yes,
          no: counts.no,
          // Forventet fremmøde (decision 074): the team's players without an answer, when the team has it on.
          // Mangler svar (decision 078): the roster without an answer, less those Forventet counts as coming.
          // Set-based, not a per-person 'not exists' probe per training (P7): the roster
          // less those of it who answered. A club-wide training's roster is every player and coach.
          missing: sql<number>`(case when ${trainingSessions.team} is null
              then (select count(*) from ${users} u where u.role in ('player', 'coach'))
              else coalesce(${rosters.playersAndCoaches}, 0) - case when coalesce(${teams.expectedAttendance}, false) then coalesce(${rosters.players}, 0) else 0 end
            end) - coalesce(${counts.fromRoster}, 0)`.mapWith(Number),
          coming: opts.faces
            ? sql<
                ComingPerson[] | string
              >`coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'firstName', c.first_name, 'lastName', c.last_name, 'profileImageUrl', c.profile_image_url) order by c.at, c.id)
              from (select u.id, u.first_name, u.last_name, u.profile_image_url, a.updated_at as at
                from ${trainingAvailability} a join ${users} u on u.id = a.user_id
                where a.training_id = ${trainingSessions.id} and a.available order by a.updated_at, u.id limit ${sql.raw(String(COMING_FACES))}) c), '[]'::jsonb)`
            : sql<ComingPerson[] | string>`'[]'::jsonb`,
          expected:
            sql<number>`case when ${teams.expectedAttendance} then coalesce(${rosters.players}, 0) - coalesce(${counts.fromPlayers}, 0) else 0 end`.mapWith(
              Number,
            ),
        })
        .from(trainingSessions)
        .leftJoin(teams, eq(teams.code, trainingSessions.team))
        .leftJoin(counts, eq(counts.trainingId, trainingSessions.id))
        .leftJoin(rosters, eq(rosters.team, trainingSessions.team))
        .where(and(gte(trainingSessions.date, opts.since), teamFilter(opts.team), afterCursor(opts.after)))
        .orderBy(asc(trainingSessions.date), asc(trainingSessions.id))
        .limit(opts.limit);
    },

    /** The viewer's own Klar / Ikke klar on these trainings: only the rows that exist. */
    async ownAnswers(viewerId: number, trainingIds: number[]): Promise<Map<number, boolean>> {
      if (trainingIds.length === 0) return new Map();
      const rows = await db
        .select({ trainingId: trainingAvailability.trainingId, available: trainingAvailability.available })
        .from(trainingAvailability)
        .where(
          and(
            eq(trainingAvailability.userId, viewerId),
            inArray(trainingAvailability.trainingId, trainingIds),
          ),
        );
      return new Map(rows.map((r) => [r.trainingId, r.available]));
    },

    async insert(values: NewTraining) {
      const [row] = await db.insert(trainingSessions).values(values).returning();
      return changed(row!);
    },

    async insertMany(values: NewTraining[]) {
      return changed(await db.insert(trainingSessions).values(values).returning());
    },

    async update(id: number, values: Partial<NewTraining>) {
      const [row] = await db
        .update(trainingSessions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(trainingSessions.id, id))
        .returning();
      return changed(row);
    },

    async delete(id: number) {
      const rows = await db
        .delete(trainingSessions)
        .where(eq(trainingSessions.id, id))
        .returning({ id: trainingSessions.id });
      return changed(rows.length);
    },

    /** This training and every later one of its series. */
    async deleteSeriesFrom(seriesId: string, from: Date) {
      const rows = await db
        .delete(trainingSessions)
        .where(and(eq(trainingSessions.seriesId, seriesId), gte(trainingSessions.date, from)))
        .returning({ id: trainingSessions.id });
      return changed(rows.length);
    },

    async answer(trainingId: number, userId: number) {
      const [row] = await db
        .select({ available: trainingAvailability.available })
        .from(trainingAvailability)
        .where(and(eq(trainingAvailability.trainingId, trainingId), eq(trainingAvailability.userId, userId)))
        .limit(1);
      return row?.available ?? null;
    },

    async setAnswer(trainingId: number, userId: number, available: boolean, comment: string | null = null) {
      const now = new Date();
      await db
        .insert(trainingAvailability)
        .values({ trainingId, userId, available, comment })
        .onConflictDoUpdate({
          target: [trainingAvailability.trainingId, trainingAvailability.userId],
          set: { available, comment, updatedAt: now },
        });
      await changed(undefined);
    },

    /** Every answer with the person's name (bounded by the club's size). */
    answers(trainingId: number) {
      return db
        .select({
          userId: trainingAvailability.userId,
          available: trainingAvailability.available,
          comment: trainingAvailability.comment,
          createdAt: trainingAvailability.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(trainingAvailability)
        .innerJoin(users, eq(users.id, trainingAvailability.userId))
        .where(eq(trainingAvailability.trainingId, trainingId))
        .orderBy(asc(users.firstName), asc(users.lastName))
        .limit(500);
    },

    /** Players and coaches of the training's team (every team for a club-wide one) with no answer yet. */
    /** Whether the training's team has Forventet fremmøde on (false for a club-wide training). */
    async expectsAttendance(team: string | null) {
      if (!team) return false;
      const [row] = await db
        .select({ on: teams.expectedAttendance })
        .from(teams)
        .where(eq(teams.code, team))
        .limit(1);
      return row?.on ?? false;
    },

    notAnswered(training: Pick<TrainingRow, 'id' | 'team'>) {
      const answered = db
        .select({ one: sql`1` })
        .from(trainingAvailability)
        .where(
          and(eq(trainingAvailability.trainingId, training.id), eq(trainingAvailability.userId, users.id)),
        );
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
        .from(users)
        .where(
          and(
            inArray(users.role, ROSTER_ROLES),
            training.team ? playsOn(training.team) : undefined,
            notExists(answered),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName))
        .limit(500);
    },
  };
}
export type TrainingRepository = ReturnType<typeof trainingRepository>;
