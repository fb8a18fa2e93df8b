import { describe, expect, it } from 'vitest';
import { mayAnswerFor } from './availability';

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
