import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { clubEventAnswers } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Two app instances on one database (decision 108): two members tap Deltager for the last place
 * at the same moment, one on each instance. The arrangement's row lock gives one the place and
 * puts the other on the waiting list. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp();
  b = await createTestApp({}, {}, a.deps.database);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe('the last place, taken on two instances at once', () => {
  it('gives one place and one waiting-list entry, every time', async () => {
    for (const price of [null, 25_000]) {
      const board = await a.roleUser('board');
      const created = await a.request({
        method: 'POST',
        url: '/api/club-events',
        headers: board.headers,
        payload: {
          title: 'Tur til Parken',
          startsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
          endsAt: new Date(Date.now() + 20 * 86_400_000 + 3 * 3600_000).toISOString(),
          audience: { kind: 'club' },
          capacity: 1,
          price,
        },
      });
      expect(created.statusCode).toBe(201);
      const id = created.json().id as number;
      const [anna, bo] = await Promise.all([buildUser(a.deps.db, { role: 'player' }), buildUser(a.deps.db, { role: 'member' })]);
      const [onA, onB] = await Promise.all(
        [
          [a, anna!],
          [b, bo!],
        ].map(async ([app, person]) =>
          (app as TestApp).request({
            method: 'POST',
            url: `/api/club-events/${id}/answer`,
            headers: await (app as TestApp).authFor((person as { id: number }).id),
            payload: { status: 'going' },
          }),
        ),
      );
      expect([onA!.statusCode, onB!.statusCode]).toEqual([200, 200]);
      const statuses = [onA!.json().mine.status, onB!.json().mine.status].sort();
      expect(statuses).toEqual([price === null ? 'going' : 'held', 'waiting'].sort());
      const rows = await a.deps.db.select().from(clubEventAnswers).where(eq(clubEventAnswers.eventId, id));
      expect(rows).toHaveLength(2);
    }
  });
});
