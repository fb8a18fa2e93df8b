import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createDeps } from '../app-deps';
import { loadConfig } from '../config/config';
import { ensureClub } from '../db/seed/ensure-club';
import { openTestDatabase } from '../test/test-database';

describe('domain event listener failures', () => {
  it('land in the app’s log with the event name', async () => {
    const database = await openTestDatabase();
    await ensureClub(database.db);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.tmp/test-data', LOG_LEVEL: 'info' });
    const deps = await createDeps(config, database, {});
    const lines: string[] = [];
    const app = await buildApp(deps, { logStream: { write: (line) => void lines.push(line) } });
    try {
      await app.ready();
      deps.events.on('announcement.created', () => {
        throw new Error('lytter fejlede');
      });
      deps.events.emit('announcement.created', {
        id: 1,
        title: 'Hej',
        content: 'x',
        important: false,
        authorId: null,
      });
      await new Promise((r) => setTimeout(r, 20));
      const logged = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'event listener failed');
      expect(logged).toMatchObject({
        level: 50,
        event: 'announcement.created',
        err: { message: 'lytter fejlede' },
      });
    } finally {
      await app.close();
      await database.close();
    }
  }, 90_000); // a whole app on a fresh PGlite: slow only on a machine busy with other tests
});
