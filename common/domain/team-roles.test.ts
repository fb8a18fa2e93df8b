import { describe, expect, it } from 'vitest';
import { clubRoleFor, firstTeam, mayGiveTeamRole } from './team-roles';

describe('team roles (decision 107)', () => {
  it('a Træner or Assistenttræner membership raises none, member and player to coach; board and admin stay', () => {
    const coaching = [{ team: 'a', role: 'assistant' }];
    for (const role of ['none', 'member', 'player'] as const) expect(clubRoleFor(role, coaching)).toBe('coach');
    for (const role of ['coach', 'board', 'admin'] as const) expect(clubRoleFor(role, coaching)).toBe(role);
    expect(clubRoleFor('player', [{ team: 'a', role: 'manager' }])).toBe('player');
  });

  it('only board and admin give Træner and Assistenttræner', () => {
    expect(mayGiveTeamRole('coach', 'coach')).toBe(false);
    expect(mayGiveTeamRole('coach', 'assistant')).toBe(false);
    expect(mayGiveTeamRole('coach', 'player')).toBe(true);
    expect(mayGiveTeamRole('board', 'coach')).toBe(true);
    expect(mayGiveTeamRole('admin', 'assistant')).toBe(true);
  });

  it('the first team: the lowest sort order among player memberships, else any membership', () => {
    const order = (t: string) => ({ s1: 1, s2: 2, s3: 3 })[t] ?? 99;
    expect(firstTeam([{ team: 's2', role: 'player' }, { team: 's1', role: 'coach' }, { team: 's3', role: 'player' }], order)).toBe('s2');
    expect(firstTeam([{ team: 's3', role: 'manager' }, { team: 's2', role: 'coach' }], order)).toBe('s2');
    expect(firstTeam([], order)).toBeNull();
  });
});
