import { describe, expect, it } from 'vitest';
import { canForEvent, canForTeam, coachesTeam, seesAbsenceDetails, withinEventScope, withinTeamScope } from './team-scope';

const S1 = 'serie_3_pulje_5';
const S2 = 'serie_5_pulje_6';
const S3 = 'serie_6_pulje_3';
const coach = { id: 1, role: 'coach', team: S1, teams: [{ team: S1, role: 'coach' }] } as const;
const teamless = { id: 2, role: 'coach', team: null, teams: [] } as const;
const board = { id: 3, role: 'board', team: null, teams: [] } as const;
const admin = { id: 4, role: 'admin', team: S2, teams: [{ team: S2, role: 'player' }] } as const;
const player = { id: 5, role: 'player', team: S1, teams: [{ team: S1, role: 'player' }] } as const;
/** Plays on Senior 1, Træner of Senior 2, Holdleder of S3 (decision 107). */
const several = {
  id: 7,
  role: 'coach',
  team: S1,
  teams: [
    { team: S1, role: 'player' },
    { team: S2, role: 'coach' },
    { team: S3, role: 'manager' },
  ],
} as const;
const assistant = { id: 8, role: 'coach', team: S2, teams: [{ team: S2, role: 'assistant' }] } as const;
/** A player who is Holdleder of S2: club role player, a few rights on S2 only. */
const manager = { id: 10, role: 'player', team: S1, teams: [{ team: S1, role: 'player' }, { team: S2, role: 'manager' }] } as const;

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
    const p = { id: 9, teams: [S1] };
    expect(seesAbsenceDetails({ id: 9, role: 'player', team: S1, teams: [{ team: S1, role: 'player' }] }, p)).toBe(true);
    expect(seesAbsenceDetails(coach, p)).toBe(true);
    expect(seesAbsenceDetails(admin, p)).toBe(true);
    expect(seesAbsenceDetails(board, p)).toBe(false);
    expect(seesAbsenceDetails({ id: 6, role: 'coach', team: S2, teams: [{ team: S2, role: 'coach' }] }, p)).toBe(false);
    expect(seesAbsenceDetails(player, p)).toBe(false);
    expect(seesAbsenceDetails(coach, { id: 9, teams: [] })).toBe(false);
    // A person on two teams: the coach of either reads the reason.
    expect(seesAbsenceDetails(several, { id: 9, teams: [S3, S2] })).toBe(true);
    expect(seesAbsenceDetails(manager, { id: 9, teams: [S2] })).toBe(false);
  });
});

describe('several teams, a role on each (decision 107)', () => {
  it('a Træner or Assistenttræner coaches that team only; playing on a team is not coaching it', () => {
    expect(coachesTeam(several, S2)).toBe(true);
    expect(coachesTeam(several, S1)).toBe(false);
    expect(coachesTeam(several, S3)).toBe(false);
    expect(coachesTeam(assistant, S2)).toBe(true);
    expect(withinTeamScope(several, S2)).toBe(true);
    expect(withinTeamScope(several, S1)).toBe(false);
    expect(canForTeam(several, 'matches.squad.manage', S2)).toBe(true);
    expect(canForTeam(several, 'matches.squad.manage', S1)).toBe(false);
    expect(canForTeam(assistant, 'matches.editResult', S2)).toBe(true);
  });

  it('a Holdleder reminds, registers attendance and pins on their team only, whatever the club role', () => {
    for (const permission of ['attendance.manage', 'chat.pin', 'training.availability.viewAll', 'matches.availability.viewAll'] as const) {
      expect(canForTeam(manager, permission, S2), permission).toBe(true);
      expect(canForTeam(manager, permission, S1), permission).toBe(false);
      expect(withinTeamScope(manager, S2, permission)).toBe(true);
      expect(withinTeamScope(manager, S1, permission)).toBe(false);
    }
    expect(canForTeam(manager, 'matches.squad.manage', S2)).toBe(false);
    expect(canForTeam(manager, 'matches.editResult', S2)).toBe(false);
    expect(canForEvent(manager, 'attendance.manage', S2)).toBe(true);
    // A coach who is Holdleder of another team: the Holdleder's rights there, not the coach's.
    expect(canForTeam(several, 'attendance.manage', S3)).toBe(true);
    expect(canForTeam(several, 'matches.squad.manage', S3)).toBe(false);
  });
});
