import type {
  attendanceRegistrations,
  matchAttendance,
  trainingAttendance,
  trainingAvailability,
} from '../schema';

interface Rng {
  next(): number;
}

/**
 * Fremmøde in the demo club (decision 072): the trainings already held have answers and a
 * registered attendance (most who said Klar came, a few who did not answer too), and every played
 * match's Startopstilling and Bænk played. So the Fremmøde screen has a season to show. The
 * trainings in `notYetRegistered` have their answers only: the coach's week in progress, which
 * Hjem and Fremmøde ask the coach to register (decision 098).
 */
export function demoAttendance(
  trainings: Array<{ id: number; team: string | null; date: Date; status: string }>,
  playedMatches: Array<{ id: number }>,
  squadPicks: Array<{ matchId: number; userId: number; selection: string }>,
  players: Array<{ id: number; team: string | null }>,
  now: Date,
  rng: Rng,
  notYetRegistered: ReadonlySet<number> = new Set(),
) {
  const answers: Array<typeof trainingAvailability.$inferInsert> = [];
  const present: Array<typeof trainingAttendance.$inferInsert> = [];
  const registrations: Array<typeof attendanceRegistrations.$inferInsert> = [];
  for (const t of trainings) {
    if (t.date >= now || t.status === 'cancelled' || !t.team) continue;
    // Each player has their own habit, so the bars differ.
    for (const p of players.filter((x) => x.team === t.team)) {
      const habit = 0.45 + ((p.id * 37) % 50) / 100;
      const roll = rng.next();
      if (roll < 0.85) {
        const klar = rng.next() < habit;
        answers.push({
          trainingId: t.id,
          userId: p.id,
          available: klar,
          createdAt: t.date,
          updatedAt: t.date,
        });
        const came = klar ? rng.next() < 0.92 : rng.next() < 0.05;
        if (came && !notYetRegistered.has(t.id)) present.push({ trainingId: t.id, userId: p.id });
      } else if (rng.next() < 0.3 && !notYetRegistered.has(t.id)) present.push({ trainingId: t.id, userId: p.id });
    }
    if (!notYetRegistered.has(t.id)) registrations.push({ kind: 'training', eventId: t.id, registeredAt: t.date });
  }
  const played = new Set(playedMatches.map((m) => m.id));
  const matchPresent: Array<typeof matchAttendance.$inferInsert> = squadPicks
    .filter((s) => played.has(s.matchId) && s.selection !== 'reserve')
    .map((s) => ({ matchId: s.matchId, userId: s.userId }));
  for (const id of played) registrations.push({ kind: 'match', eventId: id, registeredAt: now });
  return { answers, present, matchPresent, registrations };
}

/**
 * Spillerstatistik in the demo club (decision 073): every played match's goals (as many as the
 * club scored) go to its starters, with assists, a few cards and one Kampens spiller.
 */
export function demoEvents(
  played: Array<{ id: number; venue: string; homeScore: number | null; awayScore: number | null }>,
  squadPicks: Array<{ matchId: number; userId: number; selection: string }>,
  rng: Rng,
) {
  const rows: Array<{ matchId: number; userId: number; type: string; count: number }> = [];
  for (const m of played) {
    const starters = squadPicks
      .filter((s) => s.matchId === m.id && s.selection === 'starter')
      .map((s) => s.userId);
    if (!starters.length) continue;
    // Forwards score more: the first few of the eleven are the likelier scorers.
    const pick = () => starters[Math.floor(rng.next() ** 2 * starters.length)]!;
    const clubScore = (m.venue === 'home' ? m.homeScore : m.awayScore) ?? 0;
    const add = (userId: number, type: string) => {
      const row = rows.find((r) => r.matchId === m.id && r.userId === userId && r.type === type);
      if (row) row.count++;
      else rows.push({ matchId: m.id, userId, type, count: 1 });
    };
    for (let g = 0; g < clubScore; g++) {
      const scorer = pick();
      add(scorer, 'goal');
      if (rng.next() < 0.7) {
        const assist = pick();
        if (assist !== scorer) add(assist, 'assist');
      }
    }
    if (rng.next() < 0.6) add(starters[Math.floor(rng.next() * starters.length)]!, 'yellow');
    if (rng.next() < 0.08) add(starters[Math.floor(rng.next() * starters.length)]!, 'red');
    add(pick(), 'motm');
  }
  return rows.filter((r) => r.type !== 'yellow' || r.count <= 2);
}
