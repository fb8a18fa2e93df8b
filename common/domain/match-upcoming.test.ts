import { describe, expect, it } from 'vitest';
import { completedMatches, isInCompletedTab, isUpcoming, nextMatchFor, upcomingFor, upcomingMatches } from './match-upcoming';

const now = new Date('2026-05-10T12:00:00Z');
type S = 'scheduled' | 'completed' | 'cancelled';
const m = (id: number, date: string, status: S = 'scheduled', team = 'a') => ({ id, date, status, team });

describe('upcoming and completed (part 1 §4)', () => {
  it('upcoming is scheduled and in the future', () => {
    expect(isUpcoming(m(1, '2026-05-11T10:00:00Z'), now)).toBe(true);
    expect(isUpcoming(m(1, '2026-05-09T10:00:00Z'), now)).toBe(false);
    expect(isUpcoming(m(1, '2026-05-11T10:00:00Z', 'completed'), now)).toBe(false);
    expect(isUpcoming(m(1, '2026-05-11T10:00:00Z', 'cancelled'), now)).toBe(false);
  });

  it('the completed tab holds completed matches and anything dated in the past', () => {
    expect(isInCompletedTab(m(1, '2026-05-11T10:00:00Z', 'completed'), now)).toBe(true);
    expect(isInCompletedTab(m(1, '2026-05-09T10:00:00Z', 'scheduled'), now)).toBe(true);
    expect(isInCompletedTab(m(1, '2026-05-09T10:00:00Z', 'cancelled'), now)).toBe(true);
    expect(isInCompletedTab(m(1, '2026-05-11T10:00:00Z', 'scheduled'), now)).toBe(false);
  });

  it('orders upcoming soonest first and completed latest first', () => {
    const list = [m(1, '2026-05-20T10:00:00Z'), m(2, '2026-05-12T10:00:00Z'), m(3, '2026-05-01T10:00:00Z', 'completed'), m(4, '2026-05-05T10:00:00Z', 'completed')];
    expect(upcomingMatches(list, now).map((x) => x.id)).toEqual([2, 1]);
    expect(completedMatches(list, now).map((x) => x.id)).toEqual([4, 3]);
  });
});

describe('home lists', () => {
  const list = [
    m(1, '2026-05-12T10:00:00Z', 'scheduled', 'b'),
    m(2, '2026-05-13T10:00:00Z', 'scheduled', 'a'),
    m(3, '2026-05-14T10:00:00Z', 'scheduled', 'a'),
    m(4, '2026-05-15T10:00:00Z', 'scheduled', 'a'),
    m(5, '2026-05-01T10:00:00Z', 'completed', 'a'),
  ];

  it("a person with a team sees only their team's matches", () => {
    expect(nextMatchFor(list, 'a', now)?.id).toBe(2);
    expect(upcomingFor(list, 'a', now, 2).map((x) => x.id)).toEqual([2, 3]);
  });

  it('a person without a team sees all, capped', () => {
    expect(nextMatchFor(list, null, now)?.id).toBe(1);
    expect(upcomingFor(list, null, now, 3).map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it('no next match when nothing is coming up', () => {
    expect(nextMatchFor(list, 'zzz', now)).toBeNull();
  });
});
