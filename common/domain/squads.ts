/** Udtagelse rules (decision 070). Pure: used by the server and the client alike. */

export type Selection = 'starter' | 'bench' | 'reserve';

/** The team setting: 12 for an 8:8 team, else 16, unless the team sets its own size. */
export function squadSizeOf(team: { squadSize: number | null; leagueLabel: string }): number {
  if (team.squadSize) return team.squadSize;
  return /\b8\s*:\s*8\b/.test(team.leagueLabel) ? 12 : 16;
}

/**
 * How many start: the N of a team whose league label says N:N (8:8, 5:5), else 11; never more
 * than the squad holds.
 */
export function startersOf(team: { leagueLabel: string }, squadSize: number): number {
  const format = /\b(\d{1,2})\s*:\s*\1\b/.exec(team.leagueLabel);
  const n = format ? Number(format[1]) : 11;
  return Math.min(n >= 3 && n <= 11 ? n : 11, squadSize);
}

/** The squad size counts Startopstilling and Bænk; reserves come on top. */
export function countSelected(players: ReadonlyArray<{ selection: Selection | null }>): number {
  return players.filter((p) => p.selection === 'starter' || p.selection === 'bench').length;
}

/** A match occupies its players for two hours from kick-off (there is no end time in the schedule). */
export const MATCH_DURATION_MS = 2 * 60 * 60 * 1000;

/** Two matches overlap when their two-hour windows do (back-to-back matches do not). */
export function matchesOverlap(a: Date, b: Date, duration = MATCH_DURATION_MS): boolean {
  return Math.abs(a.getTime() - b.getTime()) < duration;
}

/** Who must hear about a change: on publishing everyone in the squad, afterwards only those whose place changed. */
export function squadChanges(
  before: ReadonlyMap<number, Selection>,
  after: ReadonlyMap<number, Selection>,
  wasPublished: boolean,
): Array<{ userId: number; selection: Selection | null }> {
  if (!wasPublished) return [...after].map(([userId, selection]) => ({ userId, selection }));
  const changes: Array<{ userId: number; selection: Selection | null }> = [];
  for (const [userId, selection] of after)
    if (before.get(userId) !== selection) changes.push({ userId, selection });
  for (const userId of before.keys()) if (!after.has(userId)) changes.push({ userId, selection: null });
  return changes;
}

/** What a player reads about their own place in a published squad. */
export function squadPlaceText(selection: Selection | null): string {
  if (selection === 'starter' || selection === 'bench') return 'Du er udtaget';
  if (selection === 'reserve') return 'Du er reserve';
  return 'Ikke udtaget denne gang';
}
