import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from '../../test/count-queries';
import { buildMatches } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * P7: the number of queries behind GET /api/matches does not grow with the matches shown.
 * Counted at the driver: PGlite's client, or the PostgreSQL pool (every Drizzle query outside a
 * transaction goes through pool.query).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (headers: Record<string, string>) => {
  const res = await t.request({ method: 'GET', url: '/api/matches', headers });
  expect(res.statusCode).toBe(200);
  return res.json<unknown[]>().length;
};

describe('GET /api/matches query count', () => {
  it('is the same for 2 matches as for 150', async () => {
    const player = await t.roleUser('player');
    await list(player.headers); // warm the session
    // `past` of the `n` matches are played, the rest are coming.
    const insert = (n: number, past: number, offset: number) =>
      buildMatches(
        t.deps.db,
        Array.from({ length: n }, (_, i) => ({
          opponent: `Hold ${offset + i}`,
          venue: i % 2 ? 'home' : 'away',
          date: new Date(Date.now() + (i < past ? -(i + 1) : i + 1) * 86400000 + offset * 1000),
          team: i % 2 ? 'serie_3_pulje_5' : 'serie_5_pulje_6',
          status: 'scheduled',
        })),
      );
    await insert(2, 1, 0);
    let shown = 0;
    const few = await countQueries(t, async () => {
      shown = await list(player.headers);
    });
    expect(shown).toBe(2);
    await insert(148, 49, 1);
    const many = await countQueries(t, async () => {
      shown = await list(player.headers);
    });
    expect(shown).toBe(150);
    expect(many).toBe(few);
    expect(few).toBeGreaterThan(0);
    // Cold: the session, the window, its answer counts, the viewer's own answers.
    expect(few).toBeLessThanOrEqual(4);
    // From the shared cache: the session and the viewer's own answers, nothing per match.
    const cached = await countQueries(t, async () => {
      shown = await list(player.headers);
    });
    expect(shown).toBe(150);
    expect(cached).toBeLessThan(many);
    expect(cached).toBeLessThanOrEqual(2);
  });
});
