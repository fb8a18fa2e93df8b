import { describe, expect, it } from 'vitest';
import type { Team } from '@common/contracts/teams';
import { countSeniorTeams } from './HomePanels';

const team = (code: string, sortOrder: number): Team => ({
  code,
  displayName: code,
  leagueLabel: code,
  dbuName: code,
  sortOrder,
  squadSize: null,
  expectedAttendance: false,
  archived: false,
});

describe('member welcome card: senior teams (D6, D9)', () => {
  it('counts the teams that play league matches, by the data and not by a team code', () => {
    const seeded = [
      team('serie_3_pulje_5', 1),
      team('serie_5_pulje_6', 2),
      team('serie_4_pulje_9', 3),
      team('herresenior_2_pulje_5', 4),
      team('motionsholdet', 5),
    ];
    expect(countSeniorTeams(seeded)).toBe(4);
    // A club whose motion team has another code still counts four.
    const renamed = seeded.map((t) => (t.code === 'motionsholdet' ? team('motion_old_boys', 5) : t));
    expect(countSeniorTeams(renamed)).toBe(4);
    // A small club: what it has.
    expect(countSeniorTeams(seeded.slice(0, 2))).toBe(2);
  });
});
