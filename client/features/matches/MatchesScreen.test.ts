import { describe, expect, it } from 'vitest';
import type { Match } from '@common/contracts/matches';
import { availabilityCardMatch } from './MatchesScreen';

const now = new Date('2026-05-01T12:00:00Z');
const match = (id: number, days: number, team: string): Match => ({
  id,
  answers: { klar: 0, ikkeKlar: 0, mangler: 0, coming: [] },
  opponent: 'B93',
  venue: 'home',
  location: null,
  date: new Date(now.getTime() + days * 86400000).toISOString(),
  status: days < 0 ? 'completed' : 'scheduled',
  homeScore: null,
  awayScore: null,
  team,
  teamName: team,
  teamSortOrder: 1,
  competition: null,
  matchNumber: null,
  notes: null,
  myAvailability: null,
  mySquad: null,
});

describe('Kampe availability card', () => {
  const all = [match(1, -2, 'senior1'), match(2, 3, 'senior2'), match(3, 5, 'senior1')];

  it("asks a player about their own team's next match", () => {
    expect(availabilityCardMatch(all, 'senior1', now)?.id).toBe(3);
  });

  it("never falls back to another team's match when the player's team has nothing coming", () => {
    expect(
      availabilityCardMatch(
        all.filter((m) => m.id !== 3),
        'senior1',
        now,
      ),
    ).toBeNull();
  });

  it('takes the next match of the club for someone without a team', () => {
    expect(availabilityCardMatch(all, null, now)?.id).toBe(2);
  });
});
