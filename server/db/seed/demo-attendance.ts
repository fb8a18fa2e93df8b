import type { attendanceRegistrations, matchAttendance, trainingAttendance, trainingAvailability } from '../schema';

interface Rng {
  next(): number;
}

/**
 * Fremmøde in the demo club (issue 14 §2): the trainings already held have answers and a
 * registered attendance (most who said Klar came, a few who did not answer too), and every played
 * match's Startopstilling and Bænk played. So the Fremmøde screen has a season to show.
 */
export function demoAttendance(
  trainings: Array<{ id: number; team: string | null; date: Date; status: string }>,
  playedMatches: Array<{ id: number }>,
  squadPicks: Array<{ matchId: number; userId: number; selection: string }>,
  players: Array<{ id: number; team: string | null }>,
  now: Date,
  rng: Rng,
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
        answers.push({ trainingId: t.id, userId: p.id, available: klar, createdAt: t.date, updatedAt: t.date });
        if (klar ? rng.next() < 0.92 : rng.next() < 0.05) present.push({ trainingId: t.id, userId: p.id });
      } else if (rng.next() < 0.3) present.push({ trainingId: t.id, userId: p.id });
    }
    registrations.push({ kind: 'training', eventId: t.id, registeredAt: t.date });
  }
  const played = new Set(playedMatches.map((m) => m.id));
  const matchPresent: Array<typeof matchAttendance.$inferInsert> = squadPicks
    .filter((s) => played.has(s.matchId) && s.selection !== 'reserve')
    .map((s) => ({ matchId: s.matchId, userId: s.userId }));
  for (const id of played) registrations.push({ kind: 'match', eventId: id, registeredAt: now });
  return { answers, present, matchPresent, registrations };
}
