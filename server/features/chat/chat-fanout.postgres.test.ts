import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createDeps } from '../../app-deps';
import { openDatabase } from '../../db/database';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { openSse } from './sse-client.test-helpers';

/**
 * PostgreSQL only (*.postgres.test.ts files run only when TEST_DATABASE_URL is set, see
 * vitest.config.ts): LISTEN/NOTIFY has no meaning for embedded PGlite, where one process owns the data.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function user(team: string) {
  const u = await buildUser(t.deps.db, { role: 'player', team });
  return { id: u.id, headers: await t.authFor(u.id) };
}

// Several app instances on one PostgreSQL: a message posted on one reaches streams on the other
// through LISTEN/NOTIFY. Runs in the PostgreSQL pass of the suite (TEST_DATABASE_URL).
describe('fan-out across app instances on PostgreSQL', () => {
  it('delivers a message posted on instance A to a stream on instance B', async () => {
    const url = t.deps.database.url!;
    const database = await openDatabase({ databaseUrl: url });
    const other = await buildApp(await createDeps(t.deps.config, database));
    await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const otherBase = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      const a = await user('serie_4_pulje_9');
      const b = await user('serie_4_pulje_9');
      const stream = await openSse(`${otherBase}/api/chat/stream`, b.headers);
      await stream.waitFor((e) => e.event === 'ready');
      const res = await t.request({
        method: 'POST',
        url: '/api/chat/messages',
        headers: a.headers,
        payload: { channel: 'serie_4_pulje_9', message: 'Over kryds' },
      });
      const event = await stream.waitFor((e) => e.event === 'chat', 1000);
      expect(JSON.parse(event.data)).toEqual({
        channel: 'serie_4_pulje_9',
        kind: 'message',
        id: res.json().id,
      });
      stream.close();
    } finally {
      await other.close();
      await database.close();
    }
  });
});
