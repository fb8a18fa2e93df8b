import type { TestApp } from './test-app';

interface Countable {
  query: (...args: unknown[]) => Promise<unknown>;
}

/**
 * How many queries `run` sends to the database driver (PGlite's client or the PostgreSQL pool:
 * every Drizzle query outside a transaction goes through it). For the P7 query-count tests.
 */
export async function countQueries(t: TestApp, run: () => Promise<unknown>): Promise<number> {
  const client = (t.deps.database as unknown as { queryClient: Countable }).queryClient;
  let count = 0;
  const original = client.query;
  client.query = (...args: unknown[]) => {
    count++;
    return original.apply(client, args);
  };
  try {
    await run();
  } finally {
    client.query = original;
  }
  return count;
}
