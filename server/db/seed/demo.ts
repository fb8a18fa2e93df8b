import { eq, sql } from 'drizzle-orm';
import { DEFAULT_PRICES } from '@common/domain/prices';
import { addCopenhagenDays, instantToCopenhagen } from '@common/domain/time';
import type { Db } from '../database';
import {
  absences,
  announcements,
  attendanceRegistrations,
  chatMessages,
  polls,
  matchAttendance,
  matchEvents,
  trainingAttendance,
  federationSyncLog,
  federationTeamStats,
  matchAvailability,
  matchSquadPlayers,
  matchSquads,
  matches,
  payments,
  teams,
  trainingAvailability,
  trainingSessions,
  users,
  teamMemberships,
} from '../schema';
import { hashPassword } from '../../core/sessions/password';
import { DEMO_LOGINS, demoSquad } from './demo-people';
import { demoMatches, demoTrainings } from './demo-schedule';
import { demoAttendance, demoEvents } from './demo-attendance';
import { demoChat } from './demo-chat';
import { demoSquads } from './demo-squads';
import { demoTables } from './demo-tables';
import { seededRandom } from './random';
import { seedDemoCrowd } from './demo-crowd';
import { seedDemoNewcomers } from './demo-newcomers';
import { seedDemoClubEvents } from './demo-club-events';

/**
 * The demo club for a first start on an empty database (never in production): the six demo
 * logins, squads, a season of matches and trainings, announcements and league tables.
 * Returns false when the database already has people in it.
 */
export async function seedDemoClub(
  db: Db,
  password: string,
  now = new Date(),
  options: { extraMembers?: number } = {},
): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return false;
  const rng = seededRandom(2026);
  const passwordHash = await hashPassword(password);
  const inMonths = (months: number) => addCopenhagenDays(now, Math.round(months * 30.4));

  await db.transaction(async (tx) => {
    const logins = await tx
      .insert(users)
      .values(
        DEMO_LOGINS.map((u, i) => ({
          username: u.username,
          passwordHash,
          email: `${u.username}@ru-demo.dk`,
          emailConfirmedAt: addCopenhagenDays(now, -365 * (1 + (i % 3))),
          firstName: u.firstName,
          lastName: u.lastName,
          role: u.role,
          team: u.team,
          position: u.position,
          jerseyNumber: u.role === 'player' ? 8 : null,
          phoneNumber: `2${String(1234567 + i * 1111111).slice(0, 7)}`,
          address: 'Vigerslev Allé 12',
          postalCode: '2500 Valby',
          birthDate: '1990-05-17',
          membershipType: u.role === 'member' ? 'ru_member' : u.role === 'none' ? 'player' : 'player',
          membershipStatus: u.role === 'none' ? 'inactive' : 'active',
          manualMembership: u.role !== 'none',
          membershipExpiresAt: u.role === 'none' ? null : inMonths(u.role === 'member' ? 7 : 4),
          createdAt: addCopenhagenDays(now, -365 * (1 + (i % 3))),
        })),
      )
      .returning({ id: users.id, username: users.username, team: users.team, role: users.role });
    const squad = await tx
      .insert(users)
      .values(
        demoSquad(rng.pick, rng.int).map((u, i, all) => ({
          ...u,
          // The last two of the squad were added by staff and have not confirmed their address yet (S20).
          emailConfirmedAt: i < all.length - 2 ? inMonths(-6) : null,
          passwordHash,
          membershipExpiresAt: inMonths(rng.int(1, 6)),
        })),
      )
      .returning({ id: users.id, team: users.team });
    const id = (username: string) => logins.find((u) => u.username === username)!.id;
    // Several teams, a role on each (decision 107): the demo coach also plays on Motionsholdet, and
    // the demo player is Holdleder of Senior 3 (reminds, registers attendance, pins in its chat).
    await tx.insert(teamMemberships).values([
      { userId: id('traener'), team: 'motionsholdet', role: 'player' },
      { userId: id('spiller'), team: 'serie_4_pulje_9', role: 'manager' },
    ]);

    const insertedMatches = await tx.insert(matches).values(demoMatches(now, rng)).returning();
    // Forventet fremmøde (decision 074): one team counts its unanswered players as coming to training.
    await tx.update(teams).set({ expectedAttendance: true }).where(eq(teams.code, 'herresenior_2_pulje_5'));
    const insertedTrainings = await tx.insert(trainingSessions).values(demoTrainings(now)).returning();

    // Udtagelse: the played matches' squads and each team's next one (decision 070).
    const pickable = [...squad, ...logins.filter((u) => u.role === 'player' || u.role === 'coach')];
    const nextPerTeam = new Set([
      ...new Map(
        insertedMatches
          .filter((m) => m.date > now)
          .map((m) => [m.team, m.id] as const)
          .reverse(),
      ).values(),
    ]);
    const { squads: squadRows, picks } = demoSquads(
      insertedMatches.filter((m) => m.status === 'completed' || nextPerTeam.has(m.id)),
      pickable,
      now,
      seededRandom(14), // its own sequence: the rest of the demo data stays as it was
      [id('spiller')],
    );
    if (squadRows.length) await tx.insert(matchSquads).values(squadRows);
    if (picks.length) await tx.insert(matchSquadPlayers).values(picks);

    // Fremmøde: the season so far, with the weeks before the schedule's first fortnight too (decision 072).
    const firstTraining = Math.min(...insertedTrainings.map((t) => t.date.getTime()));
    const earlier = demoTrainings(addCopenhagenDays(now, -56)).filter(
      (t) => t.team && (t.date as Date).getTime() < firstTraining,
    );
    const pastTrainings = [
      ...(earlier.length ? await tx.insert(trainingSessions).values(earlier).returning() : []),
      ...insertedTrainings,
    ];
    // The demo coach's week in progress: Senior 1's two latest trainings are not registered yet,
    // and its latest played match that the club scored in has no goalscorers yet (decision 098).
    const coachTeam = 'serie_3_pulje_5';
    const openTrainings = new Set(
      pastTrainings
        .filter((t) => t.team === coachTeam && t.status !== 'cancelled' && t.date < now)
        .sort((a, b) => b.date.getTime() - a.date.getTime())
        .slice(0, 2)
        .map((t) => t.id),
    );
    const completed = insertedMatches.filter((m) => m.status === 'completed');
    const openMatch = completed
      .filter((m) => m.team === coachTeam && ((m.venue === 'home' ? m.homeScore : m.awayScore) ?? 0) > 0)
      .sort((a, b) => b.date.getTime() - a.date.getTime())[0];
    const attendance = demoAttendance(
      pastTrainings,
      completed,
      picks,
      pickable,
      now,
      seededRandom(15),
      openTrainings,
    );
    if (attendance.answers.length) await tx.insert(trainingAvailability).values(attendance.answers);
    if (attendance.present.length) await tx.insert(trainingAttendance).values(attendance.present);
    if (attendance.matchPresent.length) await tx.insert(matchAttendance).values(attendance.matchPresent);
    if (attendance.registrations.length)
      await tx.insert(attendanceRegistrations).values(attendance.registrations);
    const events = demoEvents(
      completed.filter((m) => m.id !== openMatch?.id),
      picks,
      seededRandom(16),
    );
    if (events.length) await tx.insert(matchEvents).values(events);

    // A few days of chat in the demo player's team and the club channel (decision 076).
    const mates = squad.filter((u) => u.team === 'serie_3_pulje_5');
    const chat = demoChat(now, {
      coach: id('traener'),
      player: id('spiller'),
      mates: [mates[0]!.id, mates[1]!.id],
      board: id('bestyrelse'),
      team: 'serie_3_pulje_5',
    });
    await tx.insert(chatMessages).values(chat.messages);
    const [poll] = await tx.insert(polls).values(chat.poll).returning({ id: polls.id });
    await tx.insert(chatMessages).values({
      userId: chat.poll.createdBy,
      team: chat.poll.team,
      messageType: 'poll',
      message: chat.poll.question,
      pollId: poll!.id,
      createdAt: chat.poll.createdAt,
    });

    // Some answers already given for what is coming up, so the lists are not empty.
    const upcoming = insertedMatches.filter((m) => m.status === 'scheduled').slice(0, 8);
    const answers = upcoming.flatMap((m) =>
      squad
        .filter((p) => p.team === m.team && rng.next() < 0.6)
        .map((p) => ({ matchId: m.id, userId: p.id, available: rng.next() < 0.8 })),
    );
    // Decision 071: a few answers carry a comment, and one Senior 1 player is injured until further notice.
    const injured = squad.find((p) => p.team === 'serie_3_pulje_5')!;
    const commented = answers.filter((a) => a.userId !== injured.id);
    commented.slice(0, 3).forEach((a, i) =>
      Object.assign(a, {
        comment: ['Kommer 10 min. for sent', 'Kan først fra 2. halvleg', 'Har bilen, kan tage 3 med'][i],
      }),
    );
    const injuredAnswers = upcoming
      .filter((m) => m.team === injured.team)
      .map((m) => ({ matchId: m.id, userId: injured.id, available: false, comment: 'Skadet: Lyske' }));
    const allAnswers = [...commented, ...injuredAnswers];
    if (allAnswers.length) await tx.insert(matchAvailability).values(allAnswers);
    await tx.insert(absences).values({
      userId: injured.id,
      kind: 'injury',
      fromDate: instantToCopenhagen(addCopenhagenDays(now, -10)).date,
      toDate: null,
      note: 'Lyske',
      createdBy: id('traener'),
    });
    const soon = insertedTrainings.filter((t) => t.date > now).slice(0, 8);
    const trainingAnswers = soon.flatMap((t) =>
      squad
        .filter((p) => p.team === t.team && rng.next() < 0.5)
        .map((p) => ({ trainingId: t.id, userId: p.id, available: rng.next() < 0.75 })),
    );
    if (trainingAnswers.length) await tx.insert(trainingAvailability).values(trainingAnswers);

    await tx.insert(announcements).values([
      {
        title: 'Generalforsamling 2027',
        content:
          'Der er ordinær generalforsamling torsdag den 28. januar kl. 19:00 i klubhuset. Dagsorden og regnskab ligger på https://ru-klub.dk/generalforsamling. Forslag skal være bestyrelsen i hænde senest 14 dage før.',
        authorId: id('bestyrelse'),
        important: true,
        createdAt: addCopenhagenDays(now, -2),
      },
      {
        title: 'Nye træningstider i vinterpausen',
        content: 'Fra december træner vi på kunstgræsbanen. Tjek Træning-fanen for de opdaterede tider.',
        authorId: id('traener'),
        important: false,
        createdAt: addCopenhagenDays(now, -6),
      },
      {
        title: 'Julefrokost',
        content: 'Årets julefrokost er i klubhuset. Tilmeld dig og betal under Arrangementer i appen.',
        authorId: id('admin'),
        important: false,
        createdAt: addCopenhagenDays(now, -12),
      },
    ]);

    await tx.insert(federationTeamStats).values(demoTables(rng));
    await tx.insert(federationSyncLog).values({
      syncType: 'demo',
      status: 'completed',
      recordsUpdated: 4,
      completedAt: now,
    });

    const today = instantToCopenhagen(now).date;
    await tx.insert(payments).values([
      {
        userId: id('medlem'),
        amount: DEFAULT_PRICES.ruFeeOre,
        description: 'RU Medlemskab',
        status: 'completed',
        kind: 'subscription',
        paidAt: addCopenhagenDays(now, -150),
        dueDate: today,
      },
      {
        userId: id('spiller'),
        amount: DEFAULT_PRICES.playerFeeOre,
        description: 'Spillerkontingent efterår',
        status: 'completed',
        kind: 'kontingent',
        paidAt: addCopenhagenDays(now, -80),
      },
      {
        userId: id('spiller'),
        amount: 50000,
        description: 'Sæsonkontingent forår 2027',
        status: 'pending',
        kind: 'kontingent',
        dueDate: instantToCopenhagen(addCopenhagenDays(now, 21)).date,
        createdBy: id('admin'),
      },
    ]);
    await seedDemoNewcomers(tx, now, id('traener'));
    await seedDemoCrowd(tx, options.extraMembers ?? 0, passwordHash, now, id('admin'));
    await seedDemoClubEvents(tx, now, { board: id('bestyrelse'), keep: [id('spiller'), id('medlem')] });
  });
  return true;
}
