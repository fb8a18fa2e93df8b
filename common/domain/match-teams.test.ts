import { describe, expect, it } from 'vitest';
import { isMatchTeam, matchTeams } from './match-teams';

const teams = [
  { code: 'motionsholdet', sortOrder: 5 },
  { code: 'serie_4_pulje_9', sortOrder: 3 },
  { code: 'serie_3_pulje_5', sortOrder: 1 },
  { code: 'herresenior_2_pulje_5', sortOrder: 4 },
  { code: 'serie_5_pulje_6', sortOrder: 2 },
];

describe('match teams (part 2 §3)', () => {
  it('are the first four teams by sort order, whatever their codes', () => {
    expect(matchTeams(teams).map((t) => t.code)).toEqual(['serie_3_pulje_5', 'serie_5_pulje_6', 'serie_4_pulje_9', 'herresenior_2_pulje_5']);
    expect(isMatchTeam(teams, 'motionsholdet')).toBe(false);
    expect(isMatchTeam(teams, 'serie_3_pulje_5')).toBe(true);
    // Reordered data: the fifth team is now the motion team.
    const reordered = teams.map((t) => (t.code === 'motionsholdet' ? { ...t, sortOrder: 0 } : t));
    expect(isMatchTeam(reordered, 'motionsholdet')).toBe(true);
    expect(isMatchTeam(reordered, 'herresenior_2_pulje_5')).toBe(false);
  });

  it('are all of a club with fewer teams', () => {
    expect(matchTeams(teams.slice(0, 2))).toHaveLength(2);
  });
});
