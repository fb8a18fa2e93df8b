import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgresql';
  /** Cheap round trip used by /api/health. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL connection string, for LISTEN/NOTIFY fan-out; undefined on PGlite. */
  url?: string;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps it in memory. */
  dataDir?: string;
  /** Start from a migrated PGlite dump (tests copy one base per file). */
  loadDataDir?: Blob | File;
}

/** Advisory lock key: instances starting together on one PostgreSQL migrate one after the other. */
const MIGRATION_LOCK = 60_120_000;

/** Runs the migrations on one connection holding the lock (a second instance then finds them done). */
async function migrateOnce(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** PostgreSQL when a URL is given, else embedded PGlite: the same schema and migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 1000 });
    pool.on('error', () => {
      /* an idle client lost its connection; the pool replaces it */
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migrateOnce(pool);
    return {
      db,
      kind: 'postgresql',
      url: options.databaseUrl,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
      // Exposed for tests that count the queries behind a request (P7).
      ...({ queryClient: pool } as object),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    // Exposed for tests that need a dump of a migrated base, or count queries (P7).
    ...({ pglite: client, queryClient: client } as object),
  };
}
