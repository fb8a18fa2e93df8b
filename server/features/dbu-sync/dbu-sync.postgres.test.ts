import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { matches, teamDbuSources } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEDUCTION_ROWS, dbuStandingsPage } from '../statistics/dbu-fixtures.test-helpers';
import { POOL_ID, POOL_TITLE, TEAM_PATH, programmePage, startFakeDbu, type FakeDbu } from './fake-dbu.test-helpers';

/**
 * PostgreSQL only: two app instances on one database both run the nightly DBU job at the same
 * moment (as two servers would if the job queue ever ran it twice); DBU is asked once per page
 * per team, and the team's matches are written once (decision 109).
 */
let fake: FakeDbu;
let a: TestApp;
let b: TestApp;
const clock = new Date('2026-11-21T02:00:00Z'); // 03:00 Copenhagen

beforeAll(async () => {
  fake = await startFakeDbu();
  const env = { DBU_ALLOWED_HOSTS: fake.host, DBU_TIMEOUT_MS: '2000' };
  a = await createTestApp({ now: () => clock }, env);
  b = await createTestApp({ now: () => clock }, env, a.deps.database);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await fake.close();
});

describe('the nightly DBU run on two instances', () => {
  it('asks DBU once per page per team and writes the matches once', async () => {
    fake.set(`${TEAM_PATH}/stilling`, { body: dbuStandingsPage(POOL_TITLE, DEDUCTION_ROWS), delayMs: 200 });
    fake.set(`${TEAM_PATH}/kampprogram`, {
      body: programmePage(POOL_TITLE, [
        { matchId: '9101', number: '401', date: '05-12 2026', weekday: 'lør.', time: '13:00', home: 'RU', away: 'BK Frem', stadium: 'Rødovre Stadion' },
        { matchId: '9102', number: '402', date: '12-12 2026', weekday: 'lør.', time: '12:00', home: 'HB', away: 'RU' },
      ]),
    });
    await a.deps.db.insert(teamDbuSources).values([
      { teamCode: 'serie_3_pulje_5', source: 'web', origin: fake.origin, dbuTeamId: '621947', poolId: POOL_ID },
    ]);
    await Promise.all([a.deps.jobs.runNow('dbu.sync'), b.deps.jobs.runNow('dbu.sync')]);
    expect(fake.requests.map((r) => r.path).sort()).toEqual([`${TEAM_PATH}/kampprogram`, `${TEAM_PATH}/stilling`]);
    const rows = await a.deps.db.select().from(matches).where(eq(matches.team, 'serie_3_pulje_5'));
    expect(rows.map((m) => m.dbuWebId).sort()).toEqual(['9101', '9102']);
  });
});
