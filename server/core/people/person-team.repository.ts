import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';

/** A person and the team they play on (null: none). */
export interface TeamAssignment {
  userId: number;
  team: string | null;
}

/**
 * The one writer of a person's team (decision 100): Spillere, the registration links and the
 * member import create the person without a team and set it here, in the caller's transaction
 * (pass `tx`). Where a person may stand on several teams, this is the function that changes.
 * One statement per team, so an import of 2,000 people is a handful of writes.
 */
export async function setPeopleTeams(db: Db, assignments: readonly TeamAssignment[]): Promise<void> {
  const byTeam = new Map<string | null, number[]>();
  for (const { userId, team } of assignments) {
    const ids = byTeam.get(team) ?? [];
    ids.push(userId);
    byTeam.set(team, ids);
  }
  for (const [team, ids] of byTeam) {
    await db
      .update(users)
      .set({ team })
      .where(ids.length === 1 ? eq(users.id, ids[0]!) : inArray(users.id, ids));
  }
}

/** One person's team: `setPeopleTeams` for one. */
export function setPersonTeam(db: Db, userId: number, team: string | null): Promise<void> {
  return setPeopleTeams(db, [{ userId, team }]);
}
