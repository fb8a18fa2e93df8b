import { describe, expect, it } from 'vitest';
import {
  countSelected,
  matchesOverlap,
  squadChanges,
  squadPlaceText,
  squadSizeOf,
  startersOf,
  type Selection,
} from './squads';

describe('squad rules', () => {
  it('squad size: 16 by default, 12 for an 8:8 team, the team setting wins', () => {
    expect(squadSizeOf({ squadSize: null, leagueLabel: 'Serie 3 Efterår, pulje 5' })).toBe(16);
    expect(squadSizeOf({ squadSize: null, leagueLabel: 'Herresenior 2 (motionsrækken) 8:8, pulje 5' })).toBe(
      12,
    );
    expect(squadSizeOf({ squadSize: 14, leagueLabel: '8:8' })).toBe(14);
  });

  it('eleven start, or the N of an N:N team, never more than the squad holds', () => {
    expect(startersOf({ leagueLabel: 'Serie 3 Efterår, pulje 5' }, 16)).toBe(11);
    expect(startersOf({ leagueLabel: 'Herresenior 2 (motionsrækken) 8:8, pulje 5' }, 12)).toBe(8);
    expect(startersOf({ leagueLabel: 'Old boys 7 : 7' }, 10)).toBe(7);
    expect(startersOf({ leagueLabel: 'Serie 3 Efterår, pulje 5' }, 9)).toBe(9);
    expect(startersOf({ leagueLabel: 'Kvalifikation 2025:2026' }, 16)).toBe(11);
  });

  it('counts starters and bench, not reserves', () => {
    expect(
      countSelected([
        { selection: 'starter' },
        { selection: 'bench' },
        { selection: 'reserve' },
        { selection: null },
      ]),
    ).toBe(2);
  });

  it('matches overlap within two hours of each other, not back to back', () => {
    const a = new Date('2026-05-02T12:00:00Z');
    expect(matchesOverlap(a, new Date('2026-05-02T13:30:00Z'))).toBe(true);
    expect(matchesOverlap(a, new Date('2026-05-02T10:30:00Z'))).toBe(true);
    expect(matchesOverlap(a, new Date('2026-05-02T14:00:00Z'))).toBe(false);
    expect(matchesOverlap(a, new Date('2026-05-03T12:00:00Z'))).toBe(false);
  });

  it('publishing notifies everyone in the squad; a later change only those whose place changed', () => {
    const before = new Map<number, Selection>([
      [1, 'starter'],
      [2, 'bench'],
      [3, 'reserve'],
    ]);
    const after = new Map<number, Selection>([
      [1, 'starter'],
      [2, 'starter'],
      [4, 'reserve'],
    ]);
    expect(squadChanges(new Map(), before, false)).toHaveLength(3);
    expect(squadChanges(before, after, true)).toEqual([
      { userId: 2, selection: 'starter' },
      { userId: 4, selection: 'reserve' },
      { userId: 3, selection: null },
    ]);
    expect(squadChanges(before, before, true)).toEqual([]);
  });

  it('the player reads their place in Danish', () => {
    expect(squadPlaceText('starter')).toBe('Du er udtaget');
    expect(squadPlaceText('bench')).toBe('Du er udtaget');
    expect(squadPlaceText('reserve')).toBe('Du er reserve');
    expect(squadPlaceText(null)).toBe('Ikke udtaget denne gang');
  });
});
