import type { matchSquadPlayers, matchSquads } from '../schema';

type NewSquad = typeof matchSquads.$inferInsert;
type NewSquadPlayer = typeof matchSquadPlayers.$inferInsert;

interface Rng {
  next(): number;
}

/**
 * Udtagelse in the demo club (decision 070): every played match has its published squad (11 in the
 * start, the bench up to the team's size, a reserve), and each team's next match is published too,
 * so 'Du er udtaget' shows on the first start. Later matches have no squad yet: the coach picks them.
 * `first` are put in the start whenever their team plays (the demo logins).
 */
export function demoSquads(
  playedAndNext: Array<{ id: number; team: string; date: Date }>,
  players: Array<{ id: number; team: string | null }>,
  now: Date,
  rng: Rng,
  first: number[] = [],
): { squads: NewSquad[]; picks: NewSquadPlayer[] } {
  const squads: NewSquad[] = [];
  const picks: NewSquadPlayer[] = [];
  for (const match of playedAndNext) {
    const team = players.filter((p) => p.team === match.team);
    if (team.length < 8) continue;
    // Shuffled, with the demo logins first: a different eleven each week.
    const order = team
      .map((p) => ({ p, key: first.includes(p.id) ? -1 : rng.next() }))
      .sort((a, b) => a.key - b.key)
      .map((x) => x.p);
    const starters = match.team === 'herresenior_2_pulje_5' ? 8 : 11;
    const size = Math.min(order.length - 1, match.team === 'herresenior_2_pulje_5' ? 12 : 16);
    order.forEach((p, i) => {
      if (i < starters) picks.push({ matchId: match.id, userId: p.id, selection: 'starter' });
      else if (i < size) picks.push({ matchId: match.id, userId: p.id, selection: 'bench' });
      else if (i === size) picks.push({ matchId: match.id, userId: p.id, selection: 'reserve' });
    });
    const upcoming = match.date > now;
    squads.push({
      matchId: match.id,
      status: 'published',
      meetAt: new Date(match.date.getTime() - 45 * 60 * 1000),
      meetPlace: upcoming ? 'Klubhuset, Valby Idrætspark' : null,
      note: upcoming ? 'Hvide trøjer. Husk benskinner.' : null,
      publishedAt: new Date(Math.min(match.date.getTime() - 3 * 24 * 3600 * 1000, now.getTime())),
      updatedAt: new Date(Math.min(match.date.getTime() - 3 * 24 * 3600 * 1000, now.getTime())),
    });
  }
  return { squads, picks };
}
