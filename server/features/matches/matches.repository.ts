import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  or,
  sql,
  between,
  isNull,
  type SQLWrapper,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { COMING_FACES, type AnswerSummary } from '@common/contracts/event-answers';
import type { Db } from '../../db/database';
import type { SharedReadCache } from '../../core/cache/shared-read-cache';
import { matchAvailability, matchSquadPlayers, matchSquads, matches, teams, users } from '../../db/schema';
import { playsOn } from '../../core/people/person-team.repository';

type NewMatchRow = typeof matches.$inferInsert;
export type MatchRow = typeof matches.$inferSelect;

/** The first few who answered Klar to the match `matchId` names, as JSON (staff only). */
function comingFaces(matchId: SQLWrapper) {
  return sql`coalesce((select jsonb_agg(jsonb_build_object('id', c.id, 'firstName', c.first_name, 'lastName', c.last_name, 'profileImageUrl', c.profile_image_url) order by c.at, c.id)
    from (select u.id, u.first_name, u.last_name, u.profile_image_url, a.updated_at as at
      from match_availability a join users u on u.id = a.user_id
      where a.match_id = ${matchId} and a.available order by a.updated_at, u.id limit ${sql.raw(String(COMING_FACES))}) c), '[]'::jsonb)`;
}

/** The window's ids as one JSON parameter rather than one placeholder per match (as findImportCandidates). */
/** The ids as one int[] parameter (array literal text): cheaper to plan than a set from JSON. */
const intArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

const inWindow = (ids: number[]) =>
  sql`(select (jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::int)`;

/**
 * The answer counts and the first faces of who is coming (decision 078), as one JSON column of
 * the list query, so the list stays one query whatever its length (P7). Faces only when the
 * viewer may see them. One pass over the match's answers (the (match_id, user_id) index) gives
 * all three counts: 'mangler' is the team's players and coaches less those of them who answered.
 * Not a per-member 'not exists' probe: that rescanned the answers once per member per match
 * (each scan a file-size call on the embedded database; decision 080).
 */
function answersColumn(faces: boolean) {
  const coming = faces ? comingFaces(matches.id) : sql`'[]'::jsonb`;
  const inTeam = sql`u.team = ${matches.team} and u.role in ('player', 'coach')`;
  return sql<AnswerSummary | string>`(select jsonb_build_object(
    'klar', count(*) filter (where a.available),
    'ikkeKlar', count(*) filter (where not a.available),
    'mangler', (select count(*) from users u where ${inTeam}) - count(*) filter (where ${inTeam}),
    'coming', ${coming})
    from match_availability a left join users u on u.id = a.user_id
    where a.match_id = ${matches.id})`;
}

/** The columns a match is shown with, plus the caller's own answer (one join, no N+1). */
function listColumns(faces = false) {
  return {
    id: matches.id,
    opponent: matches.opponent,
    venue: matches.venue,
    location: matches.location,
    date: matches.date,
    status: matches.status,
    homeScore: matches.homeScore,
    awayScore: matches.awayScore,
    team: matches.team,
    teamName: teams.displayName,
    teamSortOrder: teams.sortOrder,
    competition: matches.competition,
    matchNumber: matches.matchNumber,
    notes: matches.notes,
    removedAtDbu: matches.removedAtDbu,
    forfeit: matches.forfeit,
    myAvailability: matchAvailability.available,
    squadStatus: matchSquads.status,
    mySelection: matchSquadPlayers.selection,
    answers: answersColumn(faces),
  };
}
type ListColumns = Omit<ReturnType<typeof listColumns>, 'answers'>;
/**
 * The same match without anything of one person or of its answers: what the shared cache may hold
 * (decision 080). The answers change with every Klar / Ikke klar and are read per request instead.
 */
function sharedColumns() {
  const { myAvailability: _a, mySelection: _s, answers: _n, ...shared } = listColumns();
  return shared;
}
export type SharedMatchRow = {
  [K in keyof ReturnType<typeof sharedColumns>]: ReturnType<typeof sharedColumns>[K]['_']['data'];
};
export type MatchListRow = {
  [K in keyof ListColumns]: ListColumns[K]['_']['data'];
} & { answers: AnswerSummary | string };

/** `cache`: the shared read cache holding the match window; every write below drops it once committed. */
export function matchesRepository(db: Db, cache?: Pick<SharedReadCache, 'invalidate'>) {
  // The window's answer counts hang on its matches (a moved team changes the roster).
  const changed = async () => {
    await cache?.invalidate('matches');
    await cache?.invalidate('answers');
  };
  const listQuery = (viewerId: number, faces = false) =>
    db
      .select(listColumns(faces))
      .from(matches)
      .innerJoin(teams, eq(teams.code, matches.team))
      .leftJoin(
        matchAvailability,
        and(eq(matchAvailability.matchId, matches.id), eq(matchAvailability.userId, viewerId)),
      )
      // Udtagelse: the viewer's own place, read only once the squad is published (match-dto).
      .leftJoin(matchSquads, eq(matchSquads.matchId, matches.id))
      .leftJoin(
        matchSquadPlayers,
        and(eq(matchSquadPlayers.matchId, matches.id), eq(matchSquadPlayers.userId, viewerId)),
      );

  const sharedQuery = () =>
    db
      .select(sharedColumns())
      .from(matches)
      .innerJoin(teams, eq(teams.code, matches.team))
      .leftJoin(matchSquads, eq(matchSquads.matchId, matches.id));

  return {
    /** The latest `pastLimit` matches before `now` and the next `upcomingLimit` from `now`, without any person's fields: the same for everyone, so it can be cached. */
    async listWindowShared(now: Date, pastLimit: number, upcomingLimit: number) {
      const past = sharedQuery()
        .where(lt(matches.date, now))
        .orderBy(desc(matches.date), desc(matches.id))
        .limit(pastLimit);
      const rows = (
        upcomingLimit > 0
          ? await unionAll(
              past,
              sharedQuery()
                .where(gte(matches.date, now))
                .orderBy(asc(matches.date), asc(matches.id))
                .limit(upcomingLimit),
            )
          : await past
      ) as SharedMatchRow[];
      return rows.sort((a, b) => a.date.getTime() - b.date.getTime() || a.id - b.id);
    },

    /**
     * Each match's answer counts (and the first faces, for staff) in the window: the same for
     * everyone who may see them, so cached beside the window (topic 'answers'). Set-based, not one
     * subquery per match: the window's answers counted in one grouped pass and the rosters in
     * another ('mangler' = roster less those of it who answered).
     */
    async answerCounts(ids: number[], faces = false) {
      const found = new Map<number, AnswerSummary | string>();
      if (ids.length === 0) return found;
      const { rows } = (await db.execute(sql`
        with answered as (
          select a.match_id,
            count(*) filter (where a.available) as klar,
            count(*) filter (where not a.available) as ikke_klar,
            count(*) filter (where u.team = m.team and u.role in ('player', 'coach')) as from_roster
          from match_availability a join matches m on m.id = a.match_id left join users u on u.id = a.user_id
          where a.match_id in ${inWindow(ids)}
          group by a.match_id),
        roster as (select u.team, count(*) as size from users u where u.role in ('player', 'coach') group by u.team)
        select m.id, jsonb_build_object(
            'klar', coalesce(ans.klar, 0),
            'ikkeKlar', coalesce(ans.ikke_klar, 0),
            'mangler', coalesce(r.size, 0) - coalesce(ans.from_roster, 0),
            'coming', ${faces ? comingFaces(sql`m.id`) : sql`'[]'::jsonb`}) as answers
        from matches m
          left join answered ans on ans.match_id = m.id
          left join roster r on r.team = m.team
        where m.id in ${inWindow(ids)}`)) as unknown as {
        rows: { id: number; answers: AnswerSummary | string }[];
      };
      // As the list query's answers column: toMatchDto reads it (parseAnswers).
      for (const r of rows) found.set(Number(r.id), r.answers);
      return found;
    },

    /** The viewer's own Klar / Ikke klar and squad place in the window: only the rows that exist. */
    async viewerOwn(viewerId: number, ids: number[]) {
      const found = new Map<number, { myAvailability: boolean | null; mySelection: string | null }>();
      if (ids.length === 0) return found;
      // From the person's own rows (the user_id indexes), not by probing every match of the window.
      const { rows } = (await db.execute(sql`
        select coalesce(mine.match_id, sp.match_id) as id, mine.available as my_availability, sp.selection as my_selection
        from (select match_id, available from match_availability
              where user_id = ${viewerId} and match_id = any(${intArray(ids)})) mine
          full join (select match_id, selection from match_squad_players
              where user_id = ${viewerId} and match_id = any(${intArray(ids)})) sp on sp.match_id = mine.match_id`)) as unknown as {
        rows: { id: number; my_availability: boolean | null; my_selection: string | null }[];
      };
      for (const r of rows)
        found.set(Number(r.id), { myAvailability: r.my_availability, mySelection: r.my_selection });
      return found;
    },

    /** A page of older matches: strictly before (date, id), newest first in the query, returned by date. */
    async listBefore(viewerId: number, cursor: { date: Date; id?: number }, limit: number, faces = false) {
      const beforeCursor =
        cursor.id === undefined
          ? lt(matches.date, cursor.date)
          : or(lt(matches.date, cursor.date), and(eq(matches.date, cursor.date), lt(matches.id, cursor.id)));
      const rows = (await listQuery(viewerId, faces)
        .where(beforeCursor)
        .orderBy(desc(matches.date), desc(matches.id))
        .limit(limit)) as MatchListRow[];
      return rows.reverse();
    },

    /** A page of later matches: strictly after (date, id), by date. */
    async listAfter(viewerId: number, cursor: { date: Date; id?: number }, limit: number, faces = false) {
      const afterCursor =
        cursor.id === undefined
          ? gt(matches.date, cursor.date)
          : or(gt(matches.date, cursor.date), and(eq(matches.date, cursor.date), gt(matches.id, cursor.id)));
      return (await listQuery(viewerId, faces)
        .where(afterCursor)
        .orderBy(asc(matches.date), asc(matches.id))
        .limit(limit)) as MatchListRow[];
    },

    async listByIds(viewerId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return (await listQuery(viewerId)
        .where(inArray(matches.id, ids))
        .orderBy(asc(matches.date), asc(matches.id))) as MatchListRow[];
    },

    async findById(id: number) {
      const [row] = await db.select().from(matches).where(eq(matches.id, id)).limit(1);
      return row;
    },

    async updateResult(id: number, values: Pick<MatchRow, 'homeScore' | 'awayScore' | 'status'>, now: Date) {
      const [row] = await db
        .update(matches)
        .set({ ...values, updatedAt: now })
        .where(eq(matches.id, id))
        .returning({ id: matches.id });
      await changed();
      return row;
    },

    /** Everyone who answered, by name; a squad is bounded, the cap only guards against misuse. */
    listAvailability(matchId: number) {
      return db
        .select({
          userId: matchAvailability.userId,
          available: matchAvailability.available,
          comment: matchAvailability.comment,
          createdAt: matchAvailability.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(matchAvailability)
        .innerJoin(users, eq(users.id, matchAvailability.userId))
        .where(eq(matchAvailability.matchId, matchId))
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(500);
    },

    /** The team's players and coaches who have not answered yet. */
    listUnanswered(matchId: number, team: string) {
      return db
        .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .leftJoin(
          matchAvailability,
          and(eq(matchAvailability.matchId, matchId), eq(matchAvailability.userId, users.id)),
        )
        .where(
          and(playsOn(team), inArray(users.role, ['player', 'coach']), isNull(matchAvailability.id)),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(500);
    },

    async getAvailability(matchId: number, userId: number) {
      const [row] = await db
        .select({
          available: matchAvailability.available,
          comment: matchAvailability.comment,
          updatedAt: matchAvailability.updatedAt,
        })
        .from(matchAvailability)
        .where(and(eq(matchAvailability.matchId, matchId), eq(matchAvailability.userId, userId)))
        .limit(1);
      return row;
    },

    /** One row per person and match; answering again changes it. */
    async setAvailability(
      matchId: number,
      userId: number,
      available: boolean,
      comment: string | null,
      now: Date,
    ) {
      const [row] = await db
        .insert(matchAvailability)
        .values({ matchId, userId, available, comment, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: [matchAvailability.matchId, matchAvailability.userId],
          set: { available, comment, updatedAt: now },
        })
        .returning({
          available: matchAvailability.available,
          comment: matchAvailability.comment,
          updatedAt: matchAvailability.updatedAt,
        });
      // The counts beside the window change with every answer (one statement: committed here).
      await cache?.invalidate('answers');
      return row!;
    },

    /** All or nothing: a list of new matches in one transaction. */
    async insertMany(rows: NewMatchRow[]) {
      const inserted = await db.transaction(async (tx) =>
        tx.insert(matches).values(rows).returning({ id: matches.id }),
      );
      await changed();
      return inserted;
    },

    /** The team's matches an import could mean: by match number, or in the file's date range. */
    async findImportCandidates(team: string, matchNumbers: string[], from: Date, to: Date) {
      // One JSON parameter rather than thousands of placeholders (works the same on PGlite and pg).
      const byNumber = matchNumbers.length
        ? sql`${matches.matchNumber} in (select jsonb_array_elements_text(${JSON.stringify(matchNumbers)}::jsonb))`
        : undefined;
      const byDate = between(matches.date, from, to);
      return db
        .select({
          id: matches.id,
          matchNumber: matches.matchNumber,
          date: matches.date,
          opponent: matches.opponent,
        })
        .from(matches)
        .where(and(eq(matches.team, team), byNumber ? or(byNumber, byDate) : byDate));
    },

    /** Saves an import in one transaction: inserts and updates in chunks, a handful of statements. */
    async applyImport(inserts: NewMatchRow[], updates: Array<NewMatchRow & { id: number }>, now: Date) {
      await db.transaction(async (tx) => {
        // Raw VALUES lists: Drizzle's per-value query building is the slow part of a 5,000-row insert.
        for (let i = 0; i < inserts.length; i += 1000) {
          const values = sql.join(
            inserts
              .slice(i, i + 1000)
              .map(
                (m) =>
                  sql`(${m.team}, ${(m.date as Date).toISOString()}::timestamptz, ${m.opponent}, ${m.venue}, ${m.location ?? null}, ${m.competition ?? null}, ${m.matchNumber ?? null}, ${m.status ?? 'scheduled'}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)`,
              ),
            sql`, `,
          );
          await tx.execute(sql`
            insert into ${matches} (team, date, opponent, venue, location, competition, match_number, status, created_at, updated_at)
            values ${values}`);
        }
        for (let i = 0; i < updates.length; i += 500) {
          const chunk = updates.slice(i, i + 500);
          const values = sql.join(
            chunk.map(
              (u) =>
                sql`(${u.id}::int, ${(u.date as Date).toISOString()}::timestamptz, ${u.opponent}::text, ${u.venue}::text, ${u.location ?? null}::text, ${u.competition ?? null}::text, ${u.matchNumber ?? null}::text)`,
            ),
            sql`, `,
          );
          await tx.execute(sql`
            update ${matches} set
              date = v.date, opponent = v.opponent, venue = v.venue, location = v.location,
              competition = v.competition, match_number = coalesce(v.match_number, ${matches.matchNumber}),
              updated_at = ${now.toISOString()}::timestamptz
            from (values ${values}) as v(id, date, opponent, venue, location, competition, match_number)
            where ${matches.id} = v.id`);
        }
      });
      await changed();
    },
  };
}
export type MatchesRepository = ReturnType<typeof matchesRepository>;
