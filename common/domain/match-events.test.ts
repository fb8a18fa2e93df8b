import { describe, expect, it } from 'vitest';
import { matchEventsProblem } from './match-events';

describe('match event rules', () => {
  it('goals and assists cannot exceed the club’s score', () => {
    expect(
      matchEventsProblem(
        [
          { userId: 1, type: 'goal', count: 2 },
          { userId: 2, type: 'goal' },
        ],
        3,
      ),
    ).toBeNull();
    expect(matchEventsProblem([{ userId: 1, type: 'goal', count: 4 }], 3)).toBe(
      'Målene kan ikke være flere end klubbens score (3)',
    );
    expect(matchEventsProblem([{ userId: 1, type: 'assist', count: 2 }], 1)).toBe(
      'Assists kan ikke være flere end klubbens score (1)',
    );
    expect(matchEventsProblem([{ userId: 1, type: 'goal' }], null)).toBe('Indtast resultatet først');
    expect(matchEventsProblem([{ userId: 1, type: 'yellow' }], null)).toBeNull();
  });

  it('one Kampens spiller, one row per player and type, at most two yellow cards', () => {
    expect(
      matchEventsProblem(
        [
          { userId: 1, type: 'motm' },
          { userId: 2, type: 'motm' },
        ],
        0,
      ),
    ).toBe('Der kan kun være én kampens spiller');
    expect(
      matchEventsProblem(
        [
          { userId: 1, type: 'goal' },
          { userId: 1, type: 'goal' },
        ],
        5,
      ),
    ).toBe('En spiller står der to gange med samme begivenhed');
    expect(matchEventsProblem([{ userId: 1, type: 'yellow', count: 3 }], 0)).toBe(
      'Højst 2 gule kort pr. spiller',
    );
  });
});
