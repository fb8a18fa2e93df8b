import { describe, expect, it } from 'vitest';
import { canAssignRole, canManagePerson } from './role-assignment';

const admin = { id: 1, role: 'admin' as const };
const board = { id: 2, role: 'board' as const };
const coach = { id: 3, role: 'coach' as const };

describe('canAssignRole', () => {
  it('never lets anyone change their own role', () => {
    expect(canAssignRole(coach, coach, 'admin')).toBe(false);
    expect(canAssignRole(admin, admin, 'member')).toBe(false);
    expect(canAssignRole(admin, admin, 'admin')).toBe(true);
  });
  it('lets only an admin create or change admins', () => {
    expect(canAssignRole(admin, { id: 9, role: 'player' }, 'admin')).toBe(true);
    expect(canAssignRole(board, { id: 9, role: 'player' }, 'admin')).toBe(false);
    expect(canAssignRole(board, { id: 9, role: 'admin' }, 'member')).toBe(false);
    expect(canAssignRole(board, { id: 9, role: 'player' }, 'coach')).toBe(true);
  });
  it('keeps a coach to players and RU members', () => {
    expect(canAssignRole(coach, null, 'player')).toBe(true);
    expect(canAssignRole(coach, null, 'coach')).toBe(false);
    expect(canAssignRole(coach, { id: 9, role: 'board' }, 'player')).toBe(false);
  });
  it('keeps an unpaid invitee (none) unpaid for a coach, never gives none to anyone', () => {
    expect(canAssignRole(coach, { id: 9, role: 'none' }, 'player')).toBe(false);
    expect(canAssignRole(coach, { id: 9, role: 'none' }, 'member')).toBe(false);
    expect(canAssignRole(coach, { id: 9, role: 'none' }, 'none')).toBe(true);
    expect(canManagePerson(coach, { id: 9, role: 'none' })).toBe(true);
    expect(canAssignRole(board, { id: 9, role: 'none' }, 'player')).toBe(true);
    expect(canAssignRole(admin, { id: 9, role: 'none' }, 'player')).toBe(true);
    expect(canAssignRole(admin, { id: 9, role: 'player' }, 'none')).toBe(false);
    expect(canAssignRole(admin, null, 'none')).toBe(false);
  });
  it('canManagePerson follows the same rule', () => {
    expect(canManagePerson(coach, { id: 9, role: 'admin' })).toBe(false);
    expect(canManagePerson(board, { id: 9, role: 'coach' })).toBe(true);
  });
});
