import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sessions, users } from '../../db/schema';
import { membershipsJson } from '../people/person-team.repository';
import { membershipCountColumns } from '../people/users.repository';

export function sessionsRepository(db: Db) {
  // Built once: the hottest query of the app skips Drizzle's query building on every request.
  const findLiveStatement = db
    .select({
      id: sessions.id,
      persistent: sessions.persistent,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      role: users.role,
      team: users.team,
      teams: membershipsJson(),
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('find_live_session');
  // GET /api/user in one round trip: the live session, the whole user and the facts membership
  // status is judged from (P2: PGlite's cost is per query, so two light queries lose to one).
  const findLiveWithUserStatement = db
    .select({
      id: sessions.id,
      persistent: sessions.persistent,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: users,
      teams: membershipsJson(),
      ...membershipCountColumns(),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('find_live_session_with_user');
  return {
    async create(row: { id: string; userId: number; persistent: boolean; expiresAt: Date }) {
      await db.insert(sessions).values(row);
    },
    /** One query: the live session joined with the fields every permission check needs. */
    async findLive(id: string, now: Date) {
      const [row] = await findLiveStatement.execute({ id, now: now.toISOString() });
      return row;
    },
    /** The live session with the full user and membership counts, for routes that show the user. */
    async findLiveWithUser(id: string, now: Date) {
      const [row] = await findLiveWithUserStatement.execute({ id, now: now.toISOString() });
      if (!row) return undefined;
      const { user, teams, pending, completed, activeSubscriptions, ...session } = row;
      return {
        ...session,
        userId: user.id,
        role: user.role,
        team: user.team,
        teams,
        firstName: user.firstName,
        lastName: user.lastName,
        full: { user, teams, pending, completed, activeSubscriptions },
      };
    },
    async touch(id: string, lastSeenAt: Date, expiresAt: Date) {
      await db.update(sessions).set({ lastSeenAt, expiresAt }).where(eq(sessions.id, id));
    },
    async delete(id: string) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    async deleteAllForUser(userId: number) {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },
    async deleteOthersForUser(userId: number, keepId: string) {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
    },
    async deleteExpired(now: Date) {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
