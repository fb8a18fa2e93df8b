import { describe, expect, it } from 'vitest';
import { homeMatchPlan } from './home-match-plan';

const now = new Date('2026-11-27T09:00:00Z');
const m = (id: number, day: number, team = 'senior1') => ({
  id,
  date: new Date(Date.UTC(2026, 10, 27 + day, 14)).toISOString(),
  status: 'scheduled' as const,
  team,
});
const matches = [m(1, 6), m(2, 14), m(3, 21), m(4, 28), m(5, 3, 'senior2'), m(9, -7)];
const ids = (list: Array<{ id: number }>) => list.map((x) => x.id);

describe("Hjem's match cards show each match once (decision 098)", () => {
  it("starts Kommende kampe after the next match, which the player's tiles show", () => {
    const plan = homeMatchPlan(matches, { role: 'player', team: 'senior1' }, now, new Set());
    expect(plan.next?.id).toBe(1);
    expect(plan.answerInCard).toBe(true);
    expect(ids(plan.upcoming)).toEqual([2, 3]);
  });

  it("leaves what 'Til dig' shows to 'Til dig': its answer buttons and its place in Kommende kampe", () => {
    const plan = homeMatchPlan(
      matches,
      { role: 'coach', team: 'senior1' },
      now,
      new Set(['match:1', 'match:3']),
    );
    expect(plan.next?.id).toBe(1);
    expect(plan.answerInCard).toBe(false);
    expect(ids(plan.upcoming)).toEqual([2, 4]);
    // 'Til dig' shows a match without its buttons: the card keeps them; Kommende kampe still leaves it out.
    const player = { role: 'player' as const, team: 'senior1' };
    const withoutButtons = homeMatchPlan(matches, player, now, new Set(['match:1', 'match:2']), new Set());
    expect(withoutButtons.answerInCard).toBe(true);
    expect(ids(withoutButtons.upcoming)).toEqual([3, 4]);
  });

  it("starts the board's list after the club's next match (its availability card), and a member's list is whole", () => {
    expect(ids(homeMatchPlan(matches, { role: 'board', team: null }, now, new Set()).upcoming)).toEqual([
      1, 2, 3,
    ]);
    expect(homeMatchPlan(matches, { role: 'board', team: null }, now, new Set()).next?.id).toBe(5);
    expect(ids(homeMatchPlan(matches, { role: 'member', team: null }, now, new Set()).upcoming)).toEqual([
      5, 1, 2,
    ]);
  });
});
