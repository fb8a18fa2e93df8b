import { describe, expect, it } from 'vitest';
import { teamsText } from './teams-text';

const TEAMS = [
  { code: 's1', displayName: 'Senior 1' },
  { code: 's2', displayName: 'Senior 2' },
  { code: 'motion', displayName: 'Motionsholdet' },
];

describe('teamsText', () => {
  it('names every team in the club’s order, with the role unless Spiller, and leaves archived teams out', () => {
    expect(
      teamsText(
        [
          { team: 'motion', role: 'player' },
          { team: 's2', role: 'coach' },
          { team: 's1', role: 'player' },
          { team: 'gone', role: 'player' },
        ],
        TEAMS,
      ),
    ).toBe('Senior 1, Senior 2 (Træner), Motionsholdet');
    expect(teamsText([], TEAMS)).toBe('');
  });
});
