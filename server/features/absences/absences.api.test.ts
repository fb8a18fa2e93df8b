import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantToCopenhagen } from '@common/domain/time';
import type { ClubEvents } from '../../lib/events';
import { absences, matchAvailability, trainingAvailability } from '../../db/schema';
import { countQueries } from '../../test/count-queries';
import { buildMatch, buildTraining, buildUser, inDays } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
const reminders: Array<ClubEvents['availability.remind']> = [];
beforeAll(async () => {
  t = await createTestApp();
  t.deps.events.on('availability.remind', (e) => void reminders.push(e));
});
afterAll(() => t.close());

const day = (days: number) => instantToCopenhagen(inDays(days)).date;
const post = (headers: Record<string, string>, payload: object) =>
  t.request({ method: 'POST', url: '/api/user/absences', headers, payload });

describe('Fravær: /api/user/absences', () => {
  it('a match or training created after the absence is answered Ikke klar by the scheduled job; an answer given stays', async () => {
    const team = 'motionsholdet';
    const player = await buildUser(t.deps.db, { team });
    const headers = await t.authFor(player.id);
    expect((await post(headers, { kind: 'injury', from: day(1), note: 'Knæ' })).statusCode).toBe(201);
    const later = await buildMatch(t.deps.db, { team, date: inDays(8) });
    const laterTraining = await buildTraining(t.deps.db, { team, date: inDays(9) });
    const answeredKlar = await buildMatch(t.deps.db, { team, date: inDays(12) });
    await t.deps.db
      .insert(matchAvailability)
      .values({ matchId: answeredKlar.id, userId: player.id, available: true });

    await t.deps.jobs.runNow('absences.answer');
    const answerTo = async (matchId: number) =>
      (
        await t.deps.db
          .select()
          .from(matchAvailability)
          .where(and(eq(matchAvailability.matchId, matchId), eq(matchAvailability.userId, player.id)))
      )[0];
    expect(await answerTo(later.id)).toMatchObject({ available: false, comment: 'Skadet: Knæ' });
    expect(await answerTo(answeredKlar.id)).toMatchObject({ available: true });
    const [training] = await t.deps.db
      .select()
      .from(trainingAvailability)
      .where(
        and(
          eq(trainingAvailability.trainingId, laterTraining.id),
          eq(trainingAvailability.userId, player.id),
        ),
      );
    expect(training).toMatchObject({ available: false, comment: 'Skadet: Knæ' });
  });

  it('answers every coming match and training in the period Ikke klar with the reason; deleting takes the untouched answers back', async () => {
    const team = 'serie_4_pulje_9';
    const player = await buildUser(t.deps.db, { team });
    const headers = await t.authFor(player.id);
    const inside = await buildMatch(t.deps.db, { team, date: inDays(3) });
    const outside = await buildMatch(t.deps.db, { team, date: inDays(20) });
    const otherTeam = await buildMatch(t.deps.db, { team: 'serie_5_pulje_6', date: inDays(3) });
    const training = await buildTraining(t.deps.db, { team, date: inDays(4) });
    const clubWide = await buildTraining(t.deps.db, { team: null, date: inDays(5) });
    const changed = await buildTraining(t.deps.db, { team, date: inDays(6) });

    const res = await post(headers, { kind: 'holiday', from: day(1), to: day(10), note: 'Mallorca' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'holiday',
      from: day(1),
      to: day(10),
      note: 'Mallorca',
      answered: 4,
    });
    const matchAnswer = async (id: number) =>
      (
        await t.deps.db
          .select()
          .from(matchAvailability)
          .where(and(eq(matchAvailability.matchId, id), eq(matchAvailability.userId, player.id)))
      )[0];
    expect(await matchAnswer(inside.id)).toMatchObject({ available: false, comment: 'Ferie: Mallorca' });
    expect(await matchAnswer(outside.id)).toBeUndefined();
    expect(await matchAnswer(otherTeam.id)).toBeUndefined();
    const trainingAnswers = await t.deps.db
      .select()
      .from(trainingAvailability)
      .where(eq(trainingAvailability.userId, player.id));
    expect(trainingAnswers.map((a) => a.trainingId).sort()).toEqual(
      [training.id, clubWide.id, changed.id].sort(),
    );

    // The player changes one event; the team's coach sees the reason in the list (decision 093).
    await t.request({
      method: 'POST',
      url: `/api/training/${changed.id}/availability`,
      headers,
      payload: { available: true, comment: 'Kommer alligevel' },
    });
    const list = await t.request({
      method: 'GET',
      url: `/api/matches/${inside.id}/availability`,
      headers: await t.authFor((await buildUser(t.deps.db, { role: 'coach', team })).id),
    });
    expect(list.json().find((a: { userId: number }) => a.userId === player.id)).toMatchObject({
      available: false,
      comment: 'Ferie: Mallorca',
    });

    const mine = await t.request({ method: 'GET', url: '/api/user/absences', headers });
    expect(mine.json()).toHaveLength(1);
    const del = await t.request({ method: 'DELETE', url: `/api/user/absences/${res.json().id}`, headers });
    expect(del.statusCode).toBe(200);
    expect(await matchAnswer(inside.id)).toBeUndefined();
    const left = await t.deps.db
      .select()
      .from(trainingAvailability)
      .where(eq(trainingAvailability.userId, player.id));
    expect(left).toEqual([expect.objectContaining({ trainingId: changed.id, available: true })]);
  });

  it('lets a coach register an open-ended injury for a player, shown in the squad picker', async () => {
    const team = 'serie_3_pulje_5';
    const player = await buildUser(t.deps.db, { team, firstName: 'Skadet' });
    const match = await buildMatch(t.deps.db, { team, date: inDays(9) });
    const coach = (await t.roleUser('coach')).headers;
    const res = await post(coach, { kind: 'injury', from: day(0), userId: player.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ userId: player.id, to: null });
    const squad = await t.request({ method: 'GET', url: `/api/matches/${match.id}/squad`, headers: coach });
    expect(squad.json().players.find((p: { userId: number }) => p.userId === player.id)).toMatchObject({
      absence: 'injury',
      available: false,
      comment: 'Skadet',
    });
    // A player cannot register for someone else, and a coach only an injury.
    const other = await buildUser(t.deps.db, { team });
    const asPlayer = await post(await t.authFor(other.id), {
      kind: 'injury',
      from: day(0),
      userId: player.id,
    });
    expect(asPlayer.statusCode).toBe(403);
    const holiday = await post(coach, { kind: 'holiday', from: day(0), to: day(2), userId: player.id });
    expect(holiday.json().message).toBe('En træner kan kun melde en spiller skadet');
    // Only for a player of a team the coach coaches (D20): not another team's, not one without a team.
    const elsewhere = await buildUser(t.deps.db, { team: 'serie_5_pulje_6' });
    const teamless = await buildUser(t.deps.db, { team: null });
    for (const id of [elsewhere.id, teamless.id]) {
      const res = await post(coach, { kind: 'injury', from: day(0), userId: id });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Du kan kun gøre dette for dit eget hold');
    }
    expect(await t.deps.db.select().from(absences).where(eq(absences.userId, elsewhere.id))).toEqual([]);
    // Nobody else can delete the player's absence.
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/user/absences/${res.json().id}`,
          headers: await t.authFor(other.id),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses bad input with Danish messages and saves nothing', async () => {
    const player = await buildUser(t.deps.db, { team: 'motionsholdet' });
    const headers = await t.authFor(player.id);
    const cases: Array<[object, string]> = [
      [{ kind: 'sick', from: day(0), to: day(1) }, 'Vælg Skadet, Ferie eller Andet'],
      [{ kind: 'holiday', from: day(0) }, 'Angiv en til-dato'],
      [{ kind: 'holiday', from: day(3), to: day(1) }, 'Til-datoen skal være efter fra-datoen'],
      [{ kind: 'other', from: '1. maj', to: day(1) }, 'Ugyldig fra-dato'],
      [{ kind: 'other', from: '2026-02-31', to: '2026-03-02' }, 'Ugyldig fra-dato'],
      [{ kind: 'other', from: day(0), to: day(1), note: 'x'.repeat(101) }, 'Noten må højst være 100 tegn'],
      [{ kind: 'other', from: day(0), to: day(1), available: false }, 'Ukendt felt: available'],
    ];
    for (const [payload, message] of cases) {
      const res = await post(headers, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, message).toBe(message);
    }
    expect(await t.deps.db.select().from(absences).where(eq(absences.userId, player.id))).toEqual([]);
    expect(
      (await post((await t.roleUser('member')).headers, { kind: 'injury', from: day(0) })).statusCode,
    ).toBe(403);
  });

  it('P7: registering takes the same queries for 2 events as for 40', async () => {
    const team = 'herresenior_2_pulje_5';
    const player = await buildUser(t.deps.db, { team });
    const headers = await t.authFor(player.id);
    await buildMatch(t.deps.db, { team, date: inDays(40) });
    await buildTraining(t.deps.db, { team, date: inDays(40) });
    const few = await countQueries(t, () => post(headers, { kind: 'holiday', from: day(39), to: day(41) }));
    for (let i = 0; i < 20; i++) {
      await buildMatch(t.deps.db, { team, date: inDays(50 + i / 10) });
      await buildTraining(t.deps.db, { team, date: inDays(50 + i / 10) });
    }
    const many = await countQueries(t, () => post(headers, { kind: 'holiday', from: day(49), to: day(53) }));
    expect(many).toBe(few);
  });
});

describe('Påmind nu', () => {
  it('reminds those who have not answered and have no absence, once per 6 hours, and says how many', async () => {
    const team = 'serie_5_pulje_6';
    const match = await buildMatch(t.deps.db, { team, date: inDays(12) });
    const silent = [await buildUser(t.deps.db, { team }), await buildUser(t.deps.db, { team })];
    const answered = await buildUser(t.deps.db, { team });
    const away = await buildUser(t.deps.db, { team });
    await t.request({
      method: 'POST',
      url: `/api/matches/${match.id}/availability`,
      headers: await t.authFor(answered.id),
      payload: { available: true },
    });
    await t.deps.db
      .insert(absences)
      .values({ userId: away.id, kind: 'injury', fromDate: day(0), toDate: null });
    // The team's coach reminds; Senior 1's coach may not (D20) and starts no six hours.
    const coach = await t.authFor((await buildUser(t.deps.db, { role: 'coach', team })).id);
    const senior1Coach = (await t.roleUser('coach')).headers;
    const notOwn = await t.request({ method: 'POST', url: `/api/matches/${match.id}/remind`, headers: senior1Coach });
    expect(notOwn.statusCode).toBe(403);
    expect(notOwn.json().message).toBe('Du kan kun gøre dette for dit eget hold');
    const teamPeople = [...silent, answered, away].map((u) => u.id);
    const res = await t.request({ method: 'POST', url: `/api/matches/${match.id}/remind`, headers: coach });
    expect(res.statusCode).toBe(200);
    const reminded = reminders.at(-1)!.userIds.filter((id) => teamPeople.includes(id));
    expect(reminded.sort()).toEqual(silent.map((u) => u.id).sort());
    expect(res.json().message).toBe(`${res.json().reminded} spillere påmindet`);

    const again = await t.request({ method: 'POST', url: `/api/matches/${match.id}/remind`, headers: coach });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe('Der er allerede sendt en påmindelse inden for de sidste 6 timer');

    const training = await buildTraining(t.deps.db, { team, date: inDays(2) });
    const tr = await t.request({
      method: 'POST',
      url: `/api/training/${training.id}/remind`,
      headers: coach,
    });
    expect(tr.statusCode).toBe(200);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/training/${training.id}/remind`,
          headers: (await t.roleUser('player')).headers,
        })
      ).statusCode,
    ).toBe(403);
    const played = await buildMatch(t.deps.db, { team, date: inDays(-1), status: 'completed' });
    const late = await t.request({ method: 'POST', url: `/api/matches/${played.id}/remind`, headers: coach });
    expect(late.json().message).toBe('Kampen er allerede spillet');
  });
});
