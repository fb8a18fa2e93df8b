import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Team } from '@common/contracts/teams';
import { teamMemberships, teams, users } from '../../db/schema';
import { setPersonMemberships } from '../../core/people/person-team.repository';
import { buildUser } from '../../test/factories/users';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Administrer hold (decision 107): admin creates, renames, orders and archives teams. */
let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.roleUser('admin')).headers;
});
afterAll(() => t.close());

const active = async () =>
  (await t.request({ method: 'GET', url: '/api/teams', headers: (await t.roleUser('player')).headers })).json<Team[]>();
const all = async () => (await t.request({ method: 'GET', url: '/api/admin/teams', headers: admin })).json<Team[]>();

describe('Administrer hold', () => {
  it('creates a team with its details at the end of the order, its code made from the name', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/admin/teams',
      headers: admin,
      payload: { displayName: ' Old Boys Ø ', leagueLabel: 'Serie 6', dbuName: 'RU OB', squadSize: 14, expectedAttendance: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ code: 'old_boys_oe', displayName: 'Old Boys Ø', leagueLabel: 'Serie 6', dbuName: 'RU OB', squadSize: 14, expectedAttendance: true, archived: false });
    const list = await active();
    expect(list.at(-1)?.code).toBe('old_boys_oe');
  });

  it('renames and edits a team; the code stays', async () => {
    const res = await t.request({ method: 'PATCH', url: '/api/admin/teams/old_boys_oe', headers: admin, payload: { displayName: 'Oldboys', squadSize: null } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'old_boys_oe', displayName: 'Oldboys', squadSize: null, leagueLabel: 'Serie 6' });
  });

  it('orders the active teams', async () => {
    const codes = (await active()).map((x) => x.code).reverse();
    const res = await t.request({ method: 'PUT', url: '/api/admin/teams-order', headers: admin, payload: { codes } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await active()).map((x) => x.code)).toEqual(codes);
  });

  it('archives a team: it leaves every list, keeps its people and history, and comes back', async () => {
    const p = await buildUser(t.deps.db, { role: 'player', team: null });
    await setPersonMemberships(t.deps.db, p.id, [
      { team: 'old_boys_oe', role: 'player' },
      { team: 'serie_5_pulje_6', role: 'player' },
    ]);
    const res = await t.request({ method: 'PUT', url: '/api/admin/teams/old_boys_oe/archived', headers: admin, payload: { archived: true } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().archived).toBe(true);
    expect((await active()).map((x) => x.code)).not.toContain('old_boys_oe');
    expect((await all()).find((x) => x.code === 'old_boys_oe')?.archived).toBe(true);
    expect(await t.deps.db.select().from(teamMemberships).where(eq(teamMemberships.userId, p.id))).toHaveLength(2);
    // The first team is an active one while another is left.
    const [row] = await t.deps.db.select({ team: users.team }).from(users).where(eq(users.id, p.id));
    expect(row?.team).toBe('serie_5_pulje_6');
    const back = await t.request({ method: 'PUT', url: '/api/admin/teams/old_boys_oe/archived', headers: admin, payload: { archived: false } });
    expect(back.json().archived).toBe(false);
    expect((await active()).map((x) => x.code)).toContain('old_boys_oe');
  });

  it('refuses bad input with a Danish message and changes nothing', async () => {
    const before = await t.deps.db.select().from(teams);
    const cases: Array<[string, string, unknown, number, string]> = [
      ['POST', '/api/admin/teams', { displayName: '  ' }, 400, 'Holdets navn er påkrævet'],
      ['POST', '/api/admin/teams', { displayName: 'Senior 1' }, 409, 'Der findes allerede et hold med det navn'],
      ['POST', '/api/admin/teams', { displayName: 'X', squadSize: 3 }, 400, 'Truppens størrelse skal være mellem 5 og 40'],
      ['POST', '/api/admin/teams', { displayName: 'X', code: 'x' }, 400, 'Ukendt felt: code'],
      ['PATCH', '/api/admin/teams/serie_3_pulje_5', {}, 400, 'Angiv mindst én ændring'],
      ['PATCH', '/api/admin/teams/serie_3_pulje_5', { displayName: 'Senior 2' }, 409, 'Der findes allerede et hold med det navn'],
      ['PATCH', '/api/admin/teams/no_team', { displayName: 'Y' }, 404, 'Holdet findes ikke'],
      ['PUT', '/api/admin/teams-order', { codes: ['serie_3_pulje_5'] }, 400, 'Rækkefølgen skal nævne hvert aktivt hold én gang'],
      ['PUT', '/api/admin/teams-order', { codes: ['a', 'a'] }, 400, 'Et hold står to gange'],
      ['PUT', '/api/admin/teams/no_team/archived', { archived: true }, 404, 'Holdet findes ikke'],
      ['PUT', '/api/admin/teams/serie_3_pulje_5/archived', {}, 400, 'Angiv om holdet skal arkiveres'],
    ];
    for (const [method, url, payload, status, message] of cases) {
      const res = await t.request({ method: method as 'POST', url, headers: admin, payload: payload as object });
      expect(res.statusCode, `${method} ${url} ${message}`).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await t.deps.db.select().from(teams)).toEqual(before);
  });

  it('is the admin’s alone', async () => {
    for (const role of ['board', 'coach', 'player', 'member', 'none'] as const) {
      const headers = (await t.roleUser(role)).headers;
      const res = await t.request({ method: 'POST', url: '/api/admin/teams', headers, payload: { displayName: 'Z' } });
      expect(res.statusCode, role).toBe(403);
    }
  });
});
