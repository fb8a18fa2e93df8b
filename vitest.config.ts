import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Behaviour that only exists with a PostgreSQL server (LISTEN/NOTIFY between instances) runs
// only when there is one; on PGlite those files are not selected rather than skipped.
const exclude = ['**/node_modules/**', ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'])];

export default defineConfig({
  resolve: { alias: { '@common': path.resolve(import.meta.dirname, 'common') } },
  test: {
    environment: 'node',
    // Every test file's database starts from one migrated base made once per run (decision 115).
    globalSetup: ['server/test/migrated-base.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two cores: two workers keep PGlite instances from starving each other.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // The server's files build their own app and database and share no state through modules,
        // so a worker runs them one after another in one process: the app's modules load once per
        // worker instead of once per file (decision 115).
        test: { name: 'server', include: ['common/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'], exclude, isolate: false },
      },
      {
        extends: true,
        // The client's tests stand in browser globals (vi.stubGlobal): each file in a fresh process.
        test: { name: 'client', include: ['client/**/*.test.{ts,tsx}'], exclude },
      },
    ],
  },
});
