import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantToCopenhagen } from '@common/domain/time';
import { absences } from '../../db/schema';
import { buildMatch, buildTraining, buildUser, inDays } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Health data (S21, GDPR art. 9, decision 093): an absence's kind and note, and the comment it
 * writes into the answers ('Skadet: Lyske', 'Ferie: Mallorca'), are read by the person, a coach
 * of the person's team and admin. Everyone else on staff sees 'Fraværende' with its dates.
 */
let t: TestApp;
const OWN = 'serie_5_pulje_6';
const OTHER = 'serie_3_pulje_5';
const day = (days: number) => instantToCopenhagen(inDays(days)).date;
const danish = (date: string) => date.split('-').map(Number).reverse().join('.');

interface Answer { userId: number; comment: string | null }
interface SquadRow { userId: number; comment: string | null; absence: string | null }

let ids: { holiday: number; injured: number; typed: number; borrowed: number; match: number; training: number };
const viewers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const [holiday, injured, typed, borrowed, ownCoach, otherCoach] = await Promise.all([
    buildUser(db, { team: OWN, firstName: 'Ferie' }),
    buildUser(db, { team: OWN, firstName: 'Skadet' }),
    buildUser(db, { team: OWN, firstName: 'Skriver' }),
    buildUser(db, { team: OTHER, firstName: 'Lånt' }),
    buildUser(db, { role: 'coach', team: OWN }),
    buildUser(db, { role: 'coach', team: OTHER }),
  ]);
  const match = await buildMatch(db, { team: OWN, date: inDays(3) });
  const training = await buildTraining(db, { team: OWN, date: inDays(2) });
  viewers.self = await t.authFor(holiday.id);
  viewers.ownCoach = await t.authFor(ownCoach.id);
  viewers.otherCoach = await t.authFor(otherCoach.id);
  viewers.board = (await t.roleUser('board')).headers;
  viewers.admin = (await t.roleUser('admin')).headers;
  const post = (headers: Record<string, string>, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') =>
    t.request({ method, url, headers, payload });
  expect((await post(viewers.self, '/api/user/absences', { kind: 'holiday', from: day(0), to: day(5), note: 'Mallorca' })).statusCode).toBe(201);
  expect((await post(viewers.ownCoach, '/api/user/absences', { kind: 'injury', from: day(0), note: 'Lyske', userId: injured.id })).statusCode).toBe(201);
  await post(await t.authFor(typed.id), `/api/matches/${match.id}/availability`, { available: false, comment: 'Kommer sent fra arbejde' });
  await db.insert(absences).values({ userId: borrowed.id, kind: 'injury', fromDate: day(0), toDate: day(10), note: 'Knæ' });
  const picked = await post(viewers.admin, `/api/matches/${match.id}/squad`, { players: [{ userId: borrowed.id, selection: 'bench' }] }, 'PUT');
  expect(picked.statusCode).toBe(200);
  ids = { holiday: holiday.id, injured: injured.id, typed: typed.id, borrowed: borrowed.id, match: match.id, training: training.id };
});
afterAll(() => t.close());

const get = async <T>(url: string, who: string) => {
  const res = await t.request({ method: 'GET', url, headers: viewers[who] });
  expect(res.statusCode, `${url} as ${who}`).toBe(200);
  return res.json<T>();
};

describe('absence notes', () => {
  const holidayMasked = () => `Fraværende ${danish(day(0))}–${danish(day(5))}`;
  const injuryMasked = () => `Fraværende fra ${danish(day(0))}`;

  it('the answer lists: the team’s coach and admin read the reason; another team’s coach and board read Fraværende with its dates', async () => {
    for (const who of ['ownCoach', 'admin', 'otherCoach', 'board']) {
      const sees = who === 'ownCoach' || who === 'admin';
      for (const url of [`/api/matches/${ids.match}/availability`, `/api/training/${ids.training}/availability`]) {
        const rows = await get<Answer[]>(url, who);
        const of = (id: number) => rows.find((r) => r.userId === id)?.comment;
        expect(of(ids.holiday), `${url} as ${who}`).toBe(sees ? 'Ferie: Mallorca' : holidayMasked());
        expect(of(ids.injured), `${url} as ${who}`).toBe(sees ? 'Skadet: Lyske' : injuryMasked());
      }
      // A comment the person typed is theirs to share with staff (decision 071).
      const match = await get<Answer[]>(`/api/matches/${ids.match}/availability`, who);
      expect(match.find((r) => r.userId === ids.typed)?.comment).toBe('Kommer sent fra arbejde');
      const one = await get<Answer>(`/api/matches/${ids.match}/availability/${ids.holiday}`, who);
      expect(one.comment, `one answer as ${who}`).toBe(sees ? 'Ferie: Mallorca' : holidayMasked());
    }
    expect((await get<Answer>(`/api/matches/${ids.match}/availability/${ids.holiday}`, 'self')).comment).toBe('Ferie: Mallorca');
  });

  it('the squad picker: the kind and the reason only for the person’s own team’s coach and admin, a borrowed player’s for theirs', async () => {
    const rowsFor = async (who: string) => {
      const squad = await get<{ players: SquadRow[] }>(`/api/matches/${ids.match}/squad`, who);
      return (id: number) => squad.players.find((p) => p.userId === id);
    };
    const own = await rowsFor('ownCoach');
    expect(own(ids.holiday)).toMatchObject({ absence: 'holiday', comment: 'Ferie: Mallorca' });
    expect(own(ids.injured)).toMatchObject({ absence: 'injury', comment: 'Skadet: Lyske' });
    expect(own(ids.borrowed)).toMatchObject({ absence: 'absent' }); // Senior 1's player
    const admin = await rowsFor('admin');
    expect(admin(ids.injured)).toMatchObject({ absence: 'injury', comment: 'Skadet: Lyske' });
    expect(admin(ids.borrowed)).toMatchObject({ absence: 'injury' });
    for (const who of ['otherCoach', 'board']) {
      const rows = await rowsFor(who);
      expect(rows(ids.holiday), who).toMatchObject({ absence: 'absent', comment: holidayMasked() });
      expect(rows(ids.injured), who).toMatchObject({ absence: 'absent', comment: injuryMasked() });
      expect(rows(ids.typed)?.comment).toBe('Kommer sent fra arbejde');
    }
    expect((await rowsFor('otherCoach'))(ids.borrowed)).toMatchObject({ absence: 'injury' }); // their own player
    expect((await rowsFor('board'))(ids.borrowed)).toMatchObject({ absence: 'absent' });
  });

  it('the person’s own data export still carries the answers with the reason', async () => {
    const data = await get<{ matchAvailability: Answer[] }>('/api/user/export', 'self');
    expect(data.matchAvailability.find((a) => a.comment === 'Ferie: Mallorca')).toBeTruthy();
  });
});
