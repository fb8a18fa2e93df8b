/**
 * The teams that play league matches: the first four by sort order (part 2 §3: "Match forms
 * offer the first four codes"; Motionsholdet, fifth, does not). Teams are data (D9): a club that
 * reorders its teams changes which four these are, with no code naming a team.
 */
export const MATCH_TEAM_COUNT = 4;

export function matchTeams<T extends { code: string; sortOrder: number }>(teams: readonly T[]): T[] {
  return [...teams]
    .sort((a, b) => a.sortOrder - b.sortOrder || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0))
    .slice(0, MATCH_TEAM_COUNT);
}

export function isMatchTeam(teams: readonly { code: string; sortOrder: number }[], code: string): boolean {
  return matchTeams(teams).some((t) => t.code === code);
}

export const NOT_A_MATCH_TEAM = 'Holdet spiller ikke turneringskampe';
