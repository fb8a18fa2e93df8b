import { describe, expect, it } from 'vitest';
import { groupByTeam } from './match-grouping';

describe('groupByTeam', () => {
  it("groups in the teams' sort order and keeps the order inside each group", () => {
    const matches = [
      { id: 1, team: 'herresenior_2_pulje_5', teamName: 'Herresenior 2', teamSortOrder: 4 },
      { id: 2, team: 'serie_3_pulje_5', teamName: 'Senior 1', teamSortOrder: 1 },
      { id: 3, team: 'serie_5_pulje_6', teamName: 'Senior 2', teamSortOrder: 2 },
      { id: 4, team: 'serie_3_pulje_5', teamName: 'Senior 1', teamSortOrder: 1 },
      { id: 5, team: 'serie_4_pulje_9', teamName: 'Senior 3', teamSortOrder: 3 },
    ];
    const groups = groupByTeam(matches);
    expect(groups.map((g) => g.teamName)).toEqual(['Senior 1', 'Senior 2', 'Senior 3', 'Herresenior 2']);
    expect(groups[0]!.matches.map((m) => m.id)).toEqual([2, 4]);
  });

  it('has no groups for no matches', () => {
    expect(groupByTeam([])).toEqual([]);
  });
});
