interface TeamMatch {
  team: string;
  teamName: string;
  teamSortOrder: number;
}

export interface TeamGroup<T> {
  team: string;
  teamName: string;
  matches: T[];
}

/**
 * Grouped view (member, board, admin; part 1 §2): one group per team with matches, in the
 * teams' sort order (Senior 1, Senior 2, Senior 3, Herresenior 2). Order inside a group is kept.
 */
export function groupByTeam<T extends TeamMatch>(matches: readonly T[]): TeamGroup<T>[] {
  const groups = new Map<string, TeamGroup<T> & { sortOrder: number }>();
  for (const match of matches) {
    let group = groups.get(match.team);
    if (!group) {
      group = { team: match.team, teamName: match.teamName, sortOrder: match.teamSortOrder, matches: [] };
      groups.set(match.team, group);
    }
    group.matches.push(match);
  }
  return [...groups.values()]
    .sort((a, b) => a.sortOrder - b.sortOrder || a.team.localeCompare(b.team))
    .map(({ team, teamName, matches: list }) => ({ team, teamName, matches: list }));
}
