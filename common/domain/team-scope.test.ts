import { describe, expect, it } from 'vitest';
import { canForEvent, canForTeam, coachesTeam, seesAbsenceDetails, withinEventScope, withinTeamScope } from './team-scope';

const S1 = 'serie_3_pulje_5';
const S2 = 'serie_5_pulje_6';
const coach = { id: 1, role: 'coach', team: S1 } as const;
const teamless = { id: 2, role: 'coach', team: null } as const;
const board = { id: 3, role: 'board', team: null } as const;
const admin = { id: 4, role: 'admin', team: S2 } as const;
const player = { id: 5, role: 'player', team: S1 } as const;

describe('team scope (D20, decision 093)', () => {
  it('a coach coaches their own team; a coach without a team coaches none; nobody else coaches', () => {
    expect(coachesTeam(coach, S1)).toBe(true);
    expect(coachesTeam(coach, S2)).toBe(false);
    expect(coachesTeam(teamless, S1)).toBe(false);
    expect(coachesTeam(teamless, null)).toBe(false);
    expect(coachesTeam(player, S1)).toBe(false);
    expect(coachesTeam(admin, S2)).toBe(false);
  });

  it('narrows coaches only: board and admin act on every team, as far as the matrix lets them', () => {
    expect(withinTeamScope(coach, S1)).toBe(true);
    expect(withinTeamScope(coach, S2)).toBe(false);
    expect(withinTeamScope(coach, null)).toBe(false); // a person without a team
    for (const p of [board, admin]) expect(withinTeamScope(p, S2)).toBe(true);
    expect(canForTeam(board, 'matches.squad.manage', S2)).toBe(false); // the matrix: board reads only
    expect(canForTeam(board, 'attendance.manage', S2)).toBe(true);
    expect(canForTeam(admin, 'matches.squad.manage', S1)).toBe(true);
    expect(canForTeam(coach, 'matches.squad.manage', S2)).toBe(false);
    expect(canForTeam(player, 'matches.squad.manage', S1)).toBe(false);
    expect(canForTeam(null, 'attendance.manage', S1)).toBe(false);
  });

  it('a club-wide training (no team) is every coach’s', () => {
    expect(withinEventScope(teamless, null)).toBe(true);
    expect(withinEventScope(coach, null)).toBe(true);
    expect(withinEventScope(coach, S2)).toBe(false);
    expect(canForEvent(teamless, 'attendance.manage', null)).toBe(true);
    expect(canForEvent(teamless, 'attendance.manage', S1)).toBe(false);
  });

  it('absence details: the person, a coach of the person’s team and admin', () => {
    const p = { id: 9, team: S1 };
    expect(seesAbsenceDetails({ id: 9, role: 'player', team: S1 }, p)).toBe(true);
    expect(seesAbsenceDetails(coach, p)).toBe(true);
    expect(seesAbsenceDetails(admin, p)).toBe(true);
    expect(seesAbsenceDetails(board, p)).toBe(false);
    expect(seesAbsenceDetails({ id: 6, role: 'coach', team: S2 }, p)).toBe(false);
    expect(seesAbsenceDetails(player, p)).toBe(false);
    expect(seesAbsenceDetails(coach, { id: 9, team: null })).toBe(false);
  });
});
