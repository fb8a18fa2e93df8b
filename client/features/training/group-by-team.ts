import type { Team } from '@common/contracts/teams';

export interface TeamGroup<T> {
  key: string;
  label: string;
  items: T[];
}

/** Groups by team in the club's team order; club-wide items ('Hele klubben') come first. */
export function groupByTeam<T extends { team: string | null }>(items: T[], teams: Team[]): TeamGroup<T>[] {
  const order = new Map(teams.map((t, i) => [t.code, i]));
  const names = new Map(teams.map((t) => [t.code, t.displayName]));
  const groups = new Map<string, TeamGroup<T>>();
  for (const item of items) {
    const key = item.team ?? '';
    let group = groups.get(key);
    if (!group) {
      group = { key, label: item.team ? (names.get(item.team) ?? item.team) : 'Hele klubben', items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  const rank = (key: string) => (key === '' ? -1 : (order.get(key) ?? 999));
  return [...groups.values()].sort((a, b) => rank(a.key) - rank(b.key));
}

export function teamName(teams: Team[] | null | undefined, code: string | null): string {
  if (!code) return 'Hele klubben';
  return teams?.find((t) => t.code === code)?.displayName ?? code;
}
