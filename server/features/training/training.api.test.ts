import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { instantToCopenhagen, copenhagenToInstant } from '@common/domain/time';
import type { ClubEvents } from '../../lib/events';
import { trainingAvailability, trainingSessions } from '../../db/schema';
import { buildTraining, buildTrainingAnswers, buildTrainings, buildUser } from '../../test/factories';
import { changedPastTheApp } from '../../test/factories/read-cache';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TRAINING_LIST_LIMIT } from './list-trainings';
import { MANAGE_DENIED } from './training.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SENIOR1 = 'serie_3_pulje_5';
const SENIOR2 = 'serie_5_pulje_6';
const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString();

const trainingCount = async () => (await t.deps.db.select({ n: count() }).from(trainingSessions))[0]!.n;

describe('GET /api/training', () => {
  it('shows coach, board and admin every team, others only their own team and club-wide ones', async () => {
    const own = await buildTraining(t.deps.db, { title: 'Senior 1 træning', team: SENIOR1 });
    const other = await buildTraining(t.deps.db, { title: 'Senior 2 træning', team: SENIOR2 });
    const clubWide = await buildTraining(t.deps.db, { title: 'Klubtræning', team: null });
    const player = await buildUser(t.deps.db, { role: 'player', team: SENIOR1 });
    const playerIds = (
      await t.request({ method: 'GET', url: '/api/training', headers: await t.authFor(player.id) })
    )
      .json()
      .map((x: { id: number }) => x.id);
    expect(playerIds).toEqual(expect.arrayContaining([own.id, clubWide.id]));
    expect(playerIds).not.toContain(other.id);
    for (const role of ['coach', 'board', 'admin'] as const) {
      const user = await buildUser(t.deps.db, { role, team: SENIOR1 });
      const ids = (
        await t.request({ method: 'GET', url: '/api/training', headers: await t.authFor(user.id) })
      )
        .json()
        .map((x: { id: number }) => x.id);
      expect(ids).toEqual(expect.arrayContaining([own.id, other.id, clubWide.id]));
    }
    // A player without a team sees the club-wide ones; RU members see none (club-wide-trainings.api.test.ts).
    const teamless = await buildUser(t.deps.db, { role: 'player', team: null });
    const teamlessIds = (
      await t.request({ method: 'GET', url: '/api/training', headers: await t.authFor(teamless.id) })
    )
      .json()
      .map((x: { id: number }) => x.id);
    expect(teamlessIds).toContain(clubWide.id);
    expect(teamlessIds).not.toContain(own.id);
  });

  it('carries the caller’s own answer and the answer counts, oldest first, and leaves out old trainings', async () => {
    const training = await buildTraining(t.deps.db, { date: new Date(inDays(1)) });
    const old = await buildTraining(t.deps.db, { date: new Date(inDays(-30)) });
    const a = await buildUser(t.deps.db, { role: 'player', team: SENIOR1 });
    const b = await buildUser(t.deps.db, { role: 'player', team: SENIOR1 });
    await buildTrainingAnswers(t.deps.db, [
      { trainingId: training.id, userId: a.id, available: true },
      { trainingId: training.id, userId: b.id, available: false },
    ]);
    const list = (
      await t.request({ method: 'GET', url: '/api/training', headers: await t.authFor(a.id) })
    ).json();
    const item = list.find((x: { id: number }) => x.id === training.id);
    expect(item).toMatchObject({
      myAvailability: true,
      availableCount: 1,
      unavailableCount: 1,
      status: 'scheduled',
      location: 'Målfeltet',
    });
    expect(list.some((x: { id: number }) => x.id === old.id)).toBe(false);
    const dates = list.map((x: { date: string }) => x.date);
    expect([...dates].sort()).toEqual(dates);
  });
});

describe('GET /api/training paging', () => {
  it('reaches a whole season a page at a time, trainings sharing a start time included, and refuses bad cursors', async () => {
    const team = 'serie_4_pulje_9';
    // More than two pages, several teams' worth on one evening each week.
    const rows = Array.from({ length: 2 * TRAINING_LIST_LIMIT + 40 }, (_, i) => ({
      title: `Sæson ${i}`,
      date: new Date(inDays(10 + Math.floor(i / 8) * 7)),
      team,
    }));
    const inserted = await buildTrainings(t.deps.db, rows);
    const { headers } = await t.roleUser('coach');
    const get = async (query: string) => {
      const res = await t.request({ method: 'GET', url: `/api/training${query}`, headers });
      expect(res.statusCode, query).toBe(200);
      return res.json<Array<{ id: number; date: string }>>();
    };
    let page = await get('');
    expect(page).toHaveLength(TRAINING_LIST_LIMIT);
    const seen = page.map((x) => x.id);
    for (let guard = 0; guard < 10 && page.length === TRAINING_LIST_LIMIT; guard++) {
      const last = page[page.length - 1]!;
      page = await get(`?after=${encodeURIComponent(last.date)}&afterId=${last.id}`);
      seen.push(...page.map((x) => x.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    const seenSet = new Set(seen);
    expect(inserted.filter((x) => !seenSet.has(x.id))).toEqual([]);

    for (const [query, message] of [
      ['?after=i-morgen', 'Ugyldig dato'],
      ['?afterId=3', 'Et trænings-id kræver en dato'],
      [`?after=${encodeURIComponent(inDays(1))}&afterId=abc`, 'Ugyldig træning'],
    ] as const) {
      const bad = await t.request({ method: 'GET', url: `/api/training${query}`, headers });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json().message, query).toBe(message);
    }
    await t.deps.db.delete(trainingSessions).where(eq(trainingSessions.team, team));
    await changedPastTheApp(t.deps.db, 'trainings');
  });
});

describe('POST /api/training', () => {
  it('creates a training for coach, board and admin', async () => {
    for (const role of ['coach', 'board', 'admin'] as const) {
      const date = copenhagenToInstant('2027-05-04', '19:00').toISOString();
      const res = await t.request({
        method: 'POST',
        url: '/api/training',
        headers: (await t.roleUser(role)).headers,
        payload: {
          title: `Tirsdagstræning ${role}`,
          date,
          location: 'Målfeltet',
          notes: 'Husk bolde',
          team: SENIOR2,
        },
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        title: `Tirsdagstræning ${role}`,
        date,
        location: 'Målfeltet',
        notes: 'Husk bolde',
        team: SENIOR2,
        status: 'scheduled',
        seriesId: null,
      });
    }
  });

  it('denies player, member and none with the spec’s message and creates nothing', async () => {
    const before = await trainingCount();
    for (const role of ['player', 'member', 'none'] as const) {
      const res = await t.request({
        method: 'POST',
        url: '/api/training',
        headers: (await t.roleUser(role)).headers,
        payload: { title: 'X', date: inDays(1), location: 'Målfeltet' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MANAGE_DENIED);
    }
    expect(await trainingCount()).toBe(before);
  });

  it('refuses bad input with Danish field errors and creates nothing', async () => {
    const headers = (await t.roleUser('coach')).headers;
    const before = await trainingCount();
    const cases: Array<[unknown, string, string]> = [
      [{ title: '  ', date: inDays(1), location: 'Målfeltet' }, 'title', 'Titel er påkrævet'],
      [{ title: 'A', date: inDays(1), location: '' }, 'location', 'Sted er påkrævet'],
      [{ title: 'A', date: 'i morgen', location: 'Målfeltet' }, 'date', 'Ugyldig dato'],
      [{ title: 'A', date: '2027-02-31T19:00:00Z', location: 'Målfeltet' }, 'date', 'Ugyldig dato'],
      [{ title: 'A', location: 'Målfeltet' }, 'date', 'Ugyldig dato'],
      [
        { title: 'A'.repeat(101), date: inDays(1), location: 'Målfeltet' },
        'title',
        'Titlen må højst være 100 tegn',
      ],
      [
        { title: 'A', date: inDays(1), location: 'Målfeltet', status: 'cancelled' },
        'status',
        'Ukendt felt: status',
      ],
      [{ title: 'A', date: inDays(1), location: 'Målfeltet', team: 'findes_ikke' }, 'team', 'Ukendt hold'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.request({
        method: 'POST',
        url: '/api/training',
        headers,
        payload: payload as object,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(payload)).toBe(message);
    }
    const notJson = await t.request({
      method: 'POST',
      url: '/api/training',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"title":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await trainingCount()).toBe(before);
  });
});

describe('POST /api/training/series', () => {
  it('creates a weekly series at the same Copenhagen time across the change to winter time', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/training/series',
      headers: (await t.roleUser('coach')).headers,
      payload: {
        title: 'Fællestræning',
        location: 'Målfeltet',
        team: SENIOR1,
        weekdays: [2, 4],
        time: '19:00',
        fromDate: '2027-10-18',
        toDate: '2027-11-05',
      },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.count).toBe(6);
    const local = body.trainings.map((x: { date: string }) => instantToCopenhagen(x.date));
    expect(local.map((x: { time: string }) => x.time)).toEqual(Array(6).fill('19:00'));
    expect(local.map((x: { date: string }) => x.date)).toEqual([
      '2027-10-19',
      '2027-10-21',
      '2027-10-26',
      '2027-10-28',
      '2027-11-02',
      '2027-11-04',
    ]);
    expect(new Set(body.trainings.map((x: { seriesId: string }) => x.seriesId))).toEqual(
      new Set([body.seriesId]),
    );
  });

  it('refuses a backwards, empty or too long range and bad weekdays, creating nothing', async () => {
    const headers = (await t.roleUser('admin')).headers;
    const base = {
      title: 'Serie',
      location: 'Målfeltet',
      weekdays: [1],
      time: '19:00',
      fromDate: '2027-06-01',
      toDate: '2027-06-30',
    };
    const before = await trainingCount();
    const cases: Array<[object, string]> = [
      [{ ...base, toDate: '2027-05-01' }, 'Slutdatoen skal være efter startdatoen'],
      [{ ...base, fromDate: '2027-06-02', toDate: '2027-06-06' }, 'Ingen træninger i den valgte periode'],
      [
        { ...base, weekdays: [1, 2, 3, 4, 5, 6, 7], toDate: '2028-06-30' },
        'En serie kan højst have 200 træninger',
      ],
      [{ ...base, weekdays: [] }, 'Vælg mindst én ugedag'],
      [{ ...base, weekdays: [8] }, 'Ugyldig ugedag'],
      [{ ...base, time: '25:00' }, 'Ugyldigt tidspunkt'],
      [{ ...base, fromDate: '2027-02-30' }, 'Ugyldig startdato'],
    ];
    for (const [payload, message] of cases) {
      const res = await t.request({ method: 'POST', url: '/api/training/series', headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect(await trainingCount()).toBe(before);
  });
});

describe('PUT and DELETE /api/training/{id}', () => {
  it('edits the data, cancels (emitting training.cancelled once) and reactivates', async () => {
    const training = await buildTraining(t.deps.db);
    const headers = (await t.roleUser('board')).headers;
    const events: Array<ClubEvents['training.cancelled']> = [];
    const off = t.deps.events.on('training.cancelled', (e) => {
      events.push(e);
    });
    const edit = await t.request({
      method: 'PUT',
      url: `/api/training/${training.id}`,
      headers,
      payload: { title: 'Ny titel', location: 'Kunstgræs', notes: '' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({
      title: 'Ny titel',
      location: 'Kunstgræs',
      notes: null,
      status: 'scheduled',
    });
    const cancel = await t.request({
      method: 'PUT',
      url: `/api/training/${training.id}`,
      headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.json().status).toBe('cancelled');
    await t.request({
      method: 'PUT',
      url: `/api/training/${training.id}`,
      headers,
      payload: { status: 'cancelled' },
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events).toEqual([{ id: training.id, title: 'Ny titel', date: training.date, team: SENIOR1 }]);
    const reactivate = await t.request({
      method: 'PUT',
      url: `/api/training/${training.id}`,
      headers,
      payload: { status: 'scheduled' },
    });
    expect(reactivate.json().status).toBe('scheduled');
    off();
  });

  it('refuses bad updates and unknown ids without changing anything', async () => {
    const training = await buildTraining(t.deps.db, { title: 'Uændret' });
    const headers = (await t.roleUser('coach')).headers;
    for (const payload of [
      {},
      { status: 'afholdt' },
      { title: '' },
      { date: 'nej' },
      { team: 'findes_ikke' },
      { authorId: 1 },
    ]) {
      const res = await t.request({ method: 'PUT', url: `/api/training/${training.id}`, headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const [after] = await t.deps.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.id, training.id));
    expect(after).toMatchObject({ title: 'Uændret', status: 'scheduled', team: SENIOR1 });
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/training/99999',
          headers,
          payload: { status: 'cancelled' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: '/api/training/abc',
          headers,
          payload: { status: 'cancelled' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await t.request({ method: 'DELETE', url: '/api/training/99999', headers })).statusCode).toBe(404);
  });

  it('denies a player editing, cancelling or deleting', async () => {
    const training = await buildTraining(t.deps.db, { title: 'Spillerens' });
    const headers = (await t.roleUser('player')).headers;
    const put = await t.request({
      method: 'PUT',
      url: `/api/training/${training.id}`,
      headers,
      payload: { status: 'cancelled' },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(MANAGE_DENIED);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/training/${training.id}`, headers })).statusCode,
    ).toBe(403);
    const [after] = await t.deps.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.id, training.id));
    expect(after?.status).toBe('scheduled');
  });

  it('deletes one training, and the rest of a series from a given date', async () => {
    const headers = (await t.roleUser('coach')).headers;
    const single = await buildTraining(t.deps.db);
    const del = await t.request({ method: 'DELETE', url: `/api/training/${single.id}`, headers });
    expect(del.json()).toEqual({ success: true, deleted: 1 });
    const series = (
      await t.request({
        method: 'POST',
        url: '/api/training/series',
        headers,
        payload: {
          title: 'Serie',
          location: 'Målfeltet',
          team: SENIOR2,
          weekdays: [1],
          time: '18:00',
          fromDate: '2027-08-02',
          toDate: '2027-08-30',
        },
      })
    ).json();
    expect(series.count).toBe(5);
    const third = series.trainings[2];
    const rest = await t.request({ method: 'DELETE', url: `/api/training/${third.id}/series`, headers });
    expect(rest.json()).toEqual({ success: true, deleted: 3 });
    const left = await t.deps.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.seriesId, series.seriesId));
    expect(left.map((x) => x.id).sort()).toEqual([series.trainings[0].id, series.trainings[1].id].sort());
  });
});

describe('training availability', () => {
  it('lets a player answer Klar, change to Ikke klar, and read it back', async () => {
    const training = await buildTraining(t.deps.db);
    const player = await buildUser(t.deps.db, { role: 'player', team: SENIOR1 });
    const headers = await t.authFor(player.id);
    const url = `/api/training/${training.id}/availability`;
    expect((await t.request({ method: 'GET', url: `${url}/${player.id}`, headers })).json()).toEqual({
      available: null,
    });
    expect((await t.request({ method: 'POST', url, headers, payload: { available: true } })).json()).toEqual({
      available: true,
    });
    expect((await t.request({ method: 'POST', url, headers, payload: { available: false } })).json()).toEqual(
      { available: false },
    );
    expect((await t.request({ method: 'GET', url: `${url}/${player.id}`, headers })).json()).toEqual({
      available: false,
    });
    const rows = await t.deps.db
      .select()
      .from(trainingAvailability)
      .where(eq(trainingAvailability.trainingId, training.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps a comment with the answer for staff (decision 071), at most 140 characters', async () => {
    const training = await buildTraining(t.deps.db);
    const player = await buildUser(t.deps.db, { role: 'player', team: SENIOR1 });
    const headers = await t.authFor(player.id);
    const url = `/api/training/${training.id}/availability`;
    expect(
      (
        await t.request({
          method: 'POST',
          url,
          headers,
          payload: { available: false, comment: 'Skadet i knæet' },
        })
      ).statusCode,
    ).toBe(200);
    const list = await t.request({ method: 'GET', url, headers: (await t.roleUser('coach')).headers });
    expect(list.json().find((a: { userId: number }) => a.userId === player.id)).toMatchObject({
      available: false,
      comment: 'Skadet i knæet',
    });
    const tooLong = await t.request({
      method: 'POST',
      url,
      headers,
      payload: { available: true, comment: 'æ'.repeat(141) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Kommentaren må højst være 140 tegn');
  });

  it('refuses an answer on a cancelled training, another team’s training, bad input, and from members', async () => {
    const cancelled = await buildTraining(t.deps.db, { status: 'cancelled' });
    const otherTeam = await buildTraining(t.deps.db, { team: SENIOR2 });
    const player = await buildUser(t.deps.db, { role: 'player', team: SENIOR1 });
    const headers = await t.authFor(player.id);
    const onCancelled = await t.request({
      method: 'POST',
      url: `/api/training/${cancelled.id}/availability`,
      headers,
      payload: { available: true },
    });
    expect(onCancelled.statusCode).toBe(400);
    expect(onCancelled.json().message).toBe('Træningen er aflyst');
    const onOther = await t.request({
      method: 'POST',
      url: `/api/training/${otherTeam.id}/availability`,
      headers,
      payload: { available: true },
    });
    expect(onOther.statusCode).toBe(404);
    const bad = await t.request({
      method: 'POST',
      url: `/api/training/${otherTeam.id}/availability`,
      headers,
      payload: { available: 'ja' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.available).toBe('Angiv om du er klar');
    const extra = await t.request({
      method: 'POST',
      url: `/api/training/${cancelled.id}/availability`,
      headers,
      payload: { available: true, userId: 1 },
    });
    expect(extra.statusCode).toBe(400);
    const member = await t.request({
      method: 'POST',
      url: `/api/training/${otherTeam.id}/availability`,
      headers: (await t.roleUser('member')).headers,
      payload: { available: true },
    });
    expect(member.statusCode).toBe(403);
    const rows = await t.deps.db
      .select()
      .from(trainingAvailability)
      .where(eq(trainingAvailability.userId, player.id));
    expect(rows).toEqual([]);
  });

  it('shows staff every answer with names, and who has not answered', async () => {
    const training = await buildTraining(t.deps.db, { team: SENIOR2 });
    const yes = await buildUser(t.deps.db, {
      role: 'player',
      team: SENIOR2,
      firstName: 'Anders',
      lastName: 'And',
    });
    const no = await buildUser(t.deps.db, {
      role: 'player',
      team: SENIOR2,
      firstName: 'Bo',
      lastName: 'Bøgh',
    });
    const silent = await buildUser(t.deps.db, {
      role: 'player',
      team: SENIOR2,
      firstName: 'Carl',
      lastName: 'Clausen',
    });
    await buildUser(t.deps.db, { role: 'player', team: SENIOR1, firstName: 'Andet', lastName: 'Hold' });
    await t.request({
      method: 'POST',
      url: `/api/training/${training.id}/availability`,
      headers: await t.authFor(yes.id),
      payload: { available: true },
    });
    await t.request({
      method: 'POST',
      url: `/api/training/${training.id}/availability`,
      headers: await t.authFor(no.id),
      payload: { available: false },
    });
    const coach = (await t.roleUser('coach')).headers;
    const list = await t.request({
      method: 'GET',
      url: `/api/training/${training.id}/availability`,
      headers: coach,
    });
    expect(list.json()).toEqual([
      {
        userId: yes.id,
        available: true,
        comment: null,
        createdAt: expect.any(String),
        user: { firstName: 'Anders', lastName: 'And' },
      },
      {
        userId: no.id,
        available: false,
        comment: null,
        createdAt: expect.any(String),
        user: { firstName: 'Bo', lastName: 'Bøgh' },
      },
    ]);
    const missing = await t.request({
      method: 'GET',
      url: `/api/training/${training.id}/not-answered`,
      headers: coach,
    });
    expect(missing.json()).toEqual([{ id: silent.id, firstName: 'Carl', lastName: 'Clausen', expected: false }]);
    const one = await t.request({
      method: 'GET',
      url: `/api/training/${training.id}/availability/${no.id}`,
      headers: coach,
    });
    expect(one.json()).toEqual({ available: false });
  });

  it('does not show a player the answer list or another person’s answer', async () => {
    const training = await buildTraining(t.deps.db);
    const a = await buildUser(t.deps.db, { role: 'player', team: SENIOR1 });
    const b = await buildUser(t.deps.db, { role: 'player', team: SENIOR1 });
    const headers = await t.authFor(a.id);
    expect(
      (await t.request({ method: 'GET', url: `/api/training/${training.id}/availability`, headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `/api/training/${training.id}/availability/${b.id}`, headers }))
        .statusCode,
    ).toBe(403);
  });
});
