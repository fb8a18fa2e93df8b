import { describe, expect, it } from 'vitest';
import { standingsFromResults, type MatchResult } from './league-standings';

const m = (home: string, homeGoals: number, awayGoals: number, away: string): MatchResult => ({ home, away, homeGoals, awayGoals });

describe('a league table from its results', () => {
  it('counts 3 points a win and 1 a draw: 7 wins, 2 draws and 1 loss are 23 points', () => {
    const results = [
      ...Array.from({ length: 7 }, (_, i) => m('Fremad Valby', 2, 0, `Hold ${i}`)),
      m('Fremad Valby', 1, 1, 'Hold 7'),
      m('Hold 8', 0, 0, 'Fremad Valby'),
      m('Hold 9', 3, 1, 'Fremad Valby'),
    ];
    const teams = ['Fremad Valby', ...Array.from({ length: 10 }, (_, i) => `Hold ${i}`)];
    const fremad = standingsFromResults(teams, results).find((r) => r.team === 'Fremad Valby')!;
    expect(fremad).toMatchObject({ position: 1, played: 10, wins: 7, draws: 2, losses: 1, goalsFor: 16, goalsAgainst: 4, goalDiff: 12, points: 23 });
    expect(fremad.form).toEqual(['W', 'W', 'D', 'D', 'L']);
  });

  it('ranks equal points by goal difference, then by goals scored', () => {
    const table = standingsFromResults(
      ['A', 'B', 'C', 'D'],
      [m('A', 1, 0, 'D'), m('B', 3, 0, 'D'), m('C', 4, 1, 'D'), m('A', 0, 0, 'B'), m('B', 0, 0, 'C'), m('C', 0, 0, 'A')],
    );
    // A, B and C: 5 points each; B and C +3, C scored more; A +1.
    expect(table.map((r) => [r.team, r.points, r.goalDiff, r.goalsFor])).toEqual([
      ['C', 5, 3, 4],
      ['B', 5, 3, 3],
      ['A', 5, 1, 1],
      ['D', 0, -7, 1],
    ]);
  });

  it('then by the matches between the teams still level, and by name after that', () => {
    // A and B: 3 points, goal difference 0 and 1 goal each; B beat A.
    const table = standingsFromResults(
      ['A', 'B', 'C', 'D'],
      [m('B', 1, 0, 'A'), m('A', 1, 0, 'C'), m('C', 1, 0, 'B'), m('D', 2, 0, 'C')],
    );
    expect(table.map((r) => r.team)).toEqual(['D', 'B', 'A', 'C']);
    // Three teams that beat each other in a circle are level in their mutual matches too: the name decides.
    const level = standingsFromResults(['Ø', 'B', 'A'], [m('A', 1, 0, 'B'), m('B', 1, 0, 'Ø'), m('Ø', 1, 0, 'A')]);
    expect(level.map((r) => [r.position, r.team])).toEqual([
      [1, 'A'],
      [2, 'B'],
      [3, 'Ø'],
    ]);
  });

  it('keeps only the last five results as form, oldest first, and lists teams without matches', () => {
    const results = ['W', 'L', 'D', 'W', 'W', 'L'].map((r, i) =>
      m('RU', r === 'W' ? 1 : 0, r === 'L' ? 1 : 0, `X${i}`),
    );
    const table = standingsFromResults(['RU', 'Ledig'], results);
    expect(table.find((r) => r.team === 'RU')!.form).toEqual(['L', 'D', 'W', 'W', 'L']);
    expect(table.find((r) => r.team === 'Ledig')).toMatchObject({ played: 0, points: 0, form: [] });
  });

  it('takes deducted points off before ranking', () => {
    const table = standingsFromResults(['A', 'B', 'C'], [m('A', 2, 0, 'B'), m('C', 0, 0, 'B')], new Map([['A', 3]]));
    // A's win is worth nothing after the deduction: below the two teams that drew.
    expect(table.map((r) => [r.team, r.wins, r.points])).toEqual([
      ['C', 0, 1],
      ['B', 0, 1],
      ['A', 1, 0],
    ]);
  });
});
