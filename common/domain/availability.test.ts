import { describe, expect, it } from 'vitest';
import { isAskedToAnswer, mayAnswerFor } from './availability';

describe('mayAnswerFor', () => {
  it('lets staff answer for every team, a player only for their own team and club-wide trainings', () => {
    for (const role of ['coach', 'board', 'admin'] as const) {
      expect(mayAnswerFor({ role, team: 'a' }, { kind: 'match', team: 'b' }), role).toBe(true);
      expect(mayAnswerFor({ role, team: null }, { kind: 'training', team: 'b' }), role).toBe(true);
    }
    const player = { role: 'player' as const, team: 'a' };
    expect(mayAnswerFor(player, { kind: 'match', team: 'a' })).toBe(true);
    expect(mayAnswerFor(player, { kind: 'match', team: 'b' })).toBe(false);
    expect(mayAnswerFor(player, { kind: 'training', team: 'b' })).toBe(false);
    expect(mayAnswerFor(player, { kind: 'training', team: null })).toBe(true);
    expect(mayAnswerFor({ role: 'player', team: null }, { kind: 'match', team: 'a' })).toBe(false);
  });
});

describe('isAskedToAnswer', () => {
  it('asks only about the person\'s own team\'s events and club-wide trainings, never staff without a team about a team\'s', () => {
    for (const role of ['board', 'admin', 'coach'] as const) {
      expect(isAskedToAnswer({ role, team: null }, { kind: 'match', team: 'a' }), role).toBe(false);
      expect(isAskedToAnswer({ role, team: null }, { kind: 'training', team: 'a' }), role).toBe(false);
    }
    for (const role of ['player', 'coach', 'board'] as const) {
      expect(isAskedToAnswer({ role, team: 'a' }, { kind: 'match', team: 'a' }), role).toBe(true);
      expect(isAskedToAnswer({ role, team: 'a' }, { kind: 'match', team: 'b' }), role).toBe(false);
      expect(isAskedToAnswer({ role, team: 'a' }, { kind: 'training', team: null }), role).toBe(true);
    }
    // Roles that cannot answer are never asked.
    expect(isAskedToAnswer({ role: 'none', team: 'a' }, { kind: 'match', team: 'a' })).toBe(false);
    expect(isAskedToAnswer({ role: 'member', team: null }, { kind: 'training', team: null })).toBe(false);
  });
});
