import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dbuName = async (code: string) => (await t.deps.db.select().from(teams).where(eq(teams.code, code)))[0]?.dbuName;

describe('PUT /api/admin/teams/:code', () => {
  it("lets the admin set a team's DBU name", async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/admin/teams/serie_5_pulje_6',
      headers: (await t.roleUser('admin')).headers,
      payload: { dbuName: '  Rødovre Ungdom 2 ' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'serie_5_pulje_6', displayName: 'Senior 2', dbuName: 'Rødovre Ungdom 2' });
    expect(await dbuName('serie_5_pulje_6')).toBe('Rødovre Ungdom 2');
  });

  it('refuses every other role', async () => {
    for (const role of ['board', 'coach', 'player', 'member', 'none'] as const) {
      const res = await t.request({ method: 'PUT', url: '/api/admin/teams/serie_3_pulje_5', headers: (await t.roleUser(role)).headers, payload: { dbuName: 'X' } });
      expect(res.statusCode, role).toBe(403);
    }
    expect(await dbuName('serie_3_pulje_5')).toBe('RU');
  });

  it('refuses bad input and unknown teams, changing nothing', async () => {
    const admin = await t.roleUser('admin');
    const cases: Array<[string, unknown, number, string]> = [
      ['serie_3_pulje_5', { dbuName: '   ' }, 400, 'DBU-navn er påkrævet'],
      ['serie_3_pulje_5', {}, 400, 'DBU-navn er påkrævet'],
      ['serie_3_pulje_5', { dbuName: 'x'.repeat(101) }, 400, 'DBU-navnet må højst være 100 tegn'],
      ['serie_3_pulje_5', { dbuName: 'RU', code: 'x' }, 400, 'Ukendt felt: code'],
      ['no_team', { dbuName: 'RU' }, 404, 'Holdet findes ikke'],
    ];
    for (const [code, payload, status, message] of cases) {
      const res = await t.request({ method: 'PUT', url: `/api/admin/teams/${code}`, headers: admin.headers, payload: payload as object });
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect(await dbuName('serie_3_pulje_5')).toBe('RU');
  });
});
