import { and, asc, eq, gt, inArray, isNotNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { SharedReadCache } from '../../core/cache/shared-read-cache';
import {
  absences,
  matchAvailability,
  matchSquadPlayers,
  matchSquads,
  matches,
  teams,
  users,
} from '../../db/schema';
import type { Selection } from '@common/domain/squads';
import { onSomeTeam, playsOn } from '../../core/people/person-team.repository';
import { ANSWERING_TEAM_ROLES } from '@common/domain/team-roles';

/** Who can be picked: the team's players and coaches (coaches often play in the lower series). */
export const SQUAD_ROLES = ['player', 'coach'];

/** Udtagelse's queries: each read is one query whatever the squad's size (P7). */
/** `cache`: the shared read cache whose match window shows a squad's status (dropped after a save). */
export function squadRepository(db: Db, cache?: Pick<SharedReadCache, 'invalidate'>) {
  return {
    /** The match, its team's squad setting and the squad (if any): one query. */
    async context(matchId: number) {
      const [row] = await db
        .select({
          id: matches.id,
          opponent: matches.opponent,
          date: matches.date,
          status: matches.status,
          team: matches.team,
          squadSize: teams.squadSize,
          leagueLabel: teams.leagueLabel,
          squadStatus: matchSquads.status,
          meetAt: matchSquads.meetAt,
          meetPlace: matchSquads.meetPlace,
          note: matchSquads.note,
          publishedAt: matchSquads.publishedAt,
        })
        .from(matches)
        .innerJoin(teams, eq(teams.code, matches.team))
        .leftJoin(matchSquads, eq(matchSquads.matchId, matches.id))
        .where(eq(matches.id, matchId))
        .limit(1);
      return row;
    },

    /** The team's players and everyone in the squad (borrowed ones too), each with their answer and absence that day: one query. */
    players(matchId: number, team: string, day: string) {
      return db
        .select({
          userId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          // The match's team for its own people (a person may be on several, decision 107), else their first team (borrowed).
          team: sql<string | null>`case when ${playsOn(team)} then ${team} else ${users.team} end`,
          jerseyNumber: users.jerseyNumber,
          position: users.position,
          available: matchAvailability.available,
          comment: matchAvailability.comment,
          selection: matchSquadPlayers.selection,
          absence: sql<
            string | null
          >`(select ${absences.kind} from ${absences} where ${absences.userId} = ${users.id} and ${absences.fromDate} <= ${day}::date and (${absences.toDate} is null or ${absences.toDate} >= ${day}::date) order by ${absences.kind} = 'injury' desc limit 1)`,
        })
        .from(users)
        .leftJoin(
          matchSquadPlayers,
          and(eq(matchSquadPlayers.matchId, matchId), eq(matchSquadPlayers.userId, users.id)),
        )
        .leftJoin(
          matchAvailability,
          and(eq(matchAvailability.matchId, matchId), eq(matchAvailability.userId, users.id)),
        )
        .where(
          or(
            and(playsOn(team), inArray(users.role, SQUAD_ROLES)),
            isNotNull(matchSquadPlayers.userId),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(500);
    },

    /** Who these ids are: only players and coaches with a team can be picked. */
    pickable(userIds: number[]) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(inArray(users.id, userIds), inArray(users.role, SQUAD_ROLES), onSomeTeam(ANSWERING_TEAM_ROLES)));
    },

    /** These players' places in other, not cancelled matches between `from` and `to` (exclusive). */
    otherSelections(matchId: number, userIds: number[], from: Date, to: Date) {
      if (userIds.length === 0) return Promise.resolve([]);
      return db
        .select({ userId: matchSquadPlayers.userId, opponent: matches.opponent, date: matches.date })
        .from(matchSquadPlayers)
        .innerJoin(matches, eq(matches.id, matchSquadPlayers.matchId))
        .where(
          and(
            inArray(matchSquadPlayers.userId, userIds),
            ne(matchSquadPlayers.matchId, matchId),
            ne(matches.status, 'cancelled'),
            gt(matches.date, from),
            lt(matches.date, to),
          ),
        );
    },

    /** Saves the squad and its players in one transaction: the given players replace the old ones. */
    async save(
      matchId: number,
      squad: {
        status: 'draft' | 'published';
        meetAt: Date | null;
        meetPlace: string | null;
        note: string | null;
        publishedAt: Date | null;
      },
      players: Array<{ userId: number; selection: Selection }>,
      updatedBy: number,
      now: Date,
    ) {
      await db.transaction(async (tx) => {
        await tx
          .insert(matchSquads)
          .values({ matchId, ...squad, updatedBy, updatedAt: now })
          .onConflictDoUpdate({ target: matchSquads.matchId, set: { ...squad, updatedBy, updatedAt: now } });
        const keep = players.map((p) => p.userId);
        await tx
          .delete(matchSquadPlayers)
          .where(
            and(
              eq(matchSquadPlayers.matchId, matchId),
              keep.length ? notInArray(matchSquadPlayers.userId, keep) : undefined,
            ),
          );
        if (players.length) {
          await tx
            .insert(matchSquadPlayers)
            .values(players.map((p) => ({ matchId, ...p })))
            .onConflictDoUpdate({
              target: [matchSquadPlayers.matchId, matchSquadPlayers.userId],
              set: { selection: sql`excluded.selection` },
            });
        }
      });
      await cache?.invalidate('matches');
    },
  };
}
export type SquadRepository = ReturnType<typeof squadRepository>;
