import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { federationSyncLog, federationTeamStats } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildUser } from '../../test/factories';
import { DEDUCTION_REMARK, DEDUCTION_ROWS, SERIE3_ROWS, dbuStandingsPage } from './dbu-fixtures.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = dbuStandingsPage('Serie 3 Efterår, pulje 5', SERIE3_ROWS, { withForm: true });
const post = async (payload: unknown, role: 'admin' | 'board' | 'coach' | 'player' = 'admin') =>
  t.request({
    method: 'POST',
    url: '/api/statistics/parse-table',
    headers: (await t.roleUser(role)).headers,
    payload: payload as object,
  });

async function counts() {
  const [rows] = await t.deps.db.select({ n: count() }).from(federationTeamStats);
  const [logs] = await t.deps.db.select({ n: count() }).from(federationSyncLog);
  return { rows: rows!.n, logs: logs!.n };
}

describe('POST /api/statistics/parse-table', () => {
  it('parses, finds the club team by its DBU name, marks the own row and stores it with a sync log entry', async () => {
    const res = await post({ htmlContent: page });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.teamName).toBe('Senior 1');
    expect(body.team).toBe('serie_3_pulje_5');
    expect(body.league).toBe('Serie 3 Efterår, pulje 5');
    expect(body.tableData).toHaveLength(10);
    expect(
      body.tableData.filter((r: { isOwnTeam: boolean }) => r.isOwnTeam).map((r: { team: string }) => r.team),
    ).toEqual(['RU']);
    const stored = await t.deps.db
      .select()
      .from(federationTeamStats)
      .where(eq(federationTeamStats.teamCode, 'serie_3_pulje_5'));
    expect(stored).toHaveLength(10);
    const log = await t.request({
      method: 'GET',
      url: '/api/statistics/sync-log',
      headers: (await t.roleUser('admin')).headers,
    });
    expect(log.json()[0]).toMatchObject({
      teamCode: 'serie_3_pulje_5',
      status: 'success',
      recordsUpdated: 10,
      createdBy: 'Testadmin Person',
    });
  });

  it('replaces the previous table of the same team', async () => {
    const shorter = dbuStandingsPage('Serie 3 Efterår, pulje 5', SERIE3_ROWS.slice(0, 4));
    expect((await post({ htmlContent: shorter, team: 'serie_3_pulje_5' })).statusCode).toBe(200);
    const stored = await t.deps.db
      .select()
      .from(federationTeamStats)
      .where(eq(federationTeamStats.teamCode, 'serie_3_pulje_5'));
    expect(stored.map((r) => r.teamName)).toEqual(['HB', 'FC Culpa', 'RU', 'Heimdal 3']);
  });

  it('takes the clipboard’s plain text (tab-separated) as well as HTML', async () => {
    const text = [
      'Serie 3 Efterår, pulje 5',
      '\tHold\tK\tV\tU\tT\tScore\tP\t',
      ...SERIE3_ROWS.slice(0, 6).map((r) =>
        [
          r.pos,
          r.nameHtml
            .replace(/<[^>]+>/g, '')
            .replace('&#xF8;', 'ø')
            .replace('&nbsp;', ' '),
          r.k,
          r.v,
          r.u,
          r.t,
          `${r.score[0]} - ${r.score[1]}`,
          r.p,
          r.remark ? '!' : '',
        ].join('\t'),
      ),
    ].join('\n');
    const res = await post({ htmlContent: text, team: 'serie_3_pulje_5' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.league).toBe('Serie 3 Efterår, pulje 5');
    expect(body.tableData.map((r: { team: string }) => r.team)).toEqual([
      'HB',
      'FC Culpa',
      'RU',
      'Heimdal 3',
      'Nørrebro United 2',
      'CIK',
    ]);
    expect(body.tableData.find((r: { isOwnTeam: boolean }) => r.isOwnTeam)).toMatchObject({
      team: 'RU',
      points: 14,
    });
  });

  it('keeps a team with a point deduction, its printed points and DBU’s remark, and shows them to every reader', async () => {
    const deduction = dbuStandingsPage('Serie 3 Efterår, pulje 5', DEDUCTION_ROWS, { withForm: true });
    const res = await post({ htmlContent: deduction, team: 'serie_3_pulje_5' });
    expect(res.statusCode).toBe(200);
    const parsed = res.json().tableData as Array<{ team: string; points: number; remark: string | null }>;
    expect(parsed).toHaveLength(11);
    expect(parsed[10]).toMatchObject({ team: 'Fremad Valby', points: 5, remark: DEDUCTION_REMARK });
    expect(parsed[0]!.remark).toBeNull();
    expect(parsed[3]!.remark).toBe('');

    const stored = await t.deps.db
      .select()
      .from(federationTeamStats)
      .where(eq(federationTeamStats.teamCode, 'serie_3_pulje_5'));
    expect(stored).toHaveLength(11);
    expect(stored.find((r) => r.teamName === 'Fremad Valby')).toMatchObject({ points: 5, remark: DEDUCTION_REMARK });

    for (const role of ['player', 'admin'] as const) {
      const tables = await t.request({
        method: 'GET',
        url: '/api/statistics/tables',
        headers: (await t.roleUser(role)).headers,
      });
      const senior1 = (tables.json() as Array<{ team: string; data: typeof parsed }>).find((x) => x.team === 'serie_3_pulje_5')!;
      expect(senior1.data, role).toHaveLength(11);
      expect(senior1.data.find((r) => r.team === 'Fremad Valby'), role).toMatchObject({ points: 5, remark: DEDUCTION_REMARK });
      expect(senior1.data.find((r) => r.team === 'HB')!.remark, role).toBeNull();
    }
  });

  it('keeps a deduction pasted as the clipboard’s text, the explanation’s numbers not read as values', async () => {
    const text = [
      '\tHold\tK\tV\tU\tT\tScore\tP\t',
      '3\tRU\t8\t4\t2\t2\t15 - 11\t14\t',
      `11\tFremad Valby\t9\t2\t2\t5\t9 - 20\t5\t! ${DEDUCTION_REMARK}`,
    ].join('\n');
    const res = await post({ htmlContent: text, team: 'serie_3_pulje_5' });
    expect(res.statusCode).toBe(200);
    expect(res.json().tableData[1]).toMatchObject({
      position: 11,
      team: 'Fremad Valby',
      played: 9,
      goalsFor: 9,
      goalsAgainst: 20,
      points: 5,
      remark: DEDUCTION_REMARK,
    });
  });

  it.each([
    [{ htmlContent: '' }, 'Indtast venligst HTML-koden fra DBU'],
    [{ htmlContent: '   \n ' }, 'Indtast venligst HTML-koden fra DBU'],
    [{}, 'Indtast venligst HTML-koden fra DBU'],
    [{ htmlContent: '<p>Ikke en tabel</p>' }, 'HTML-koden indeholder ingen stilling fra DBU'],
    [{ htmlContent: 'HB 8 22\nFC Culpa 8 15' }, 'Teksten indeholder ingen stilling fra DBU'],
    [{ htmlContent: page, team: 'serie_5_pulje_6' }, 'Senior 2 (RU 2) findes ikke i tabellen'],
    [{ htmlContent: page, team: 'findes_ikke' }, 'Ukendt hold'],
    [{ htmlContent: page.replace('>RU<', '>Andet hold<') }, 'Ingen af klubbens hold findes i tabellen'],
    [{ htmlContent: page, role: 'admin' }, 'Ukendt felt: role'],
    [{ htmlContent: 42 }, ''],
  ])('refuses %j with a clear Danish message and changes nothing', async (payload, message) => {
    const before = await counts();
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await counts()).toEqual(before);
  });

  it('answers 413 to a paste over 5 MiB', async () => {
    const res = await post({ htmlContent: 'x'.repeat(5 * 1024 * 1024 + 10) });
    expect(res.statusCode).toBe(413);
  });

  it.each(['board', 'coach', 'player'] as const)(
    'is admin only: %s gets 403 and nothing changes',
    async (role) => {
      const before = await counts();
      expect((await post({ htmlContent: page }, role)).statusCode).toBe(403);
      expect(await counts()).toEqual(before);
    },
  );
});

describe('GET /api/statistics/tables', () => {
  it('gives admin, board, coach and member every team’s table', async () => {
    for (const role of ['admin', 'board', 'coach', 'member'] as const) {
      const res = await t.request({
        method: 'GET',
        url: '/api/statistics/tables',
        headers: (await t.roleUser(role)).headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((x: { team: string }) => x.team)).toEqual([
        'serie_3_pulje_5',
        'serie_5_pulje_6',
        'serie_4_pulje_9',
        'herresenior_2_pulje_5',
        'motionsholdet',
      ]);
    }
  });

  it('gives a player only their own team’s table, and Senior 1 to one without a team', async () => {
    const player = await buildUser(t.deps.db, { role: 'player', team: 'serie_5_pulje_6' });
    const res = await t.request({
      method: 'GET',
      url: '/api/statistics/tables',
      headers: await t.authFor(player.id),
    });
    expect(res.json().map((x: { team: string }) => x.team)).toEqual(['serie_5_pulje_6']);
    const none = await buildUser(t.deps.db, { role: 'none', team: null });
    const res2 = await t.request({
      method: 'GET',
      url: '/api/statistics/tables',
      headers: await t.authFor(none.id),
    });
    const tables = res2.json();
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({
      team: 'serie_3_pulje_5',
      name: 'Senior 1',
      league: 'Serie 3 Efterår, pulje 5',
    });
    expect(tables[0].data.find((r: { isOwnTeam: boolean }) => r.isOwnTeam).team).toBe('RU');
  });

  it('refuses anonymous callers', async () => {
    expect((await t.request({ method: 'GET', url: '/api/statistics/tables' })).statusCode).toBe(401);
  });
});
