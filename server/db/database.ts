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
import { usePreparedStatements } from './pglite-prepared-statements';
import { emptyClusterTar, unpackEmptyCluster } from './empty-cluster';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgresql';
  /** Cheap round trip used by /api/health. */
  ping(): Promise<void>;
  /** Whether every migration this build ships is recorded as applied (GET /api/ready). */
  migrationsApplied(): Promise<boolean>;
  close(): Promise<void>;
  /** The PostgreSQL connection string, for LISTEN/NOTIFY fan-out; undefined on PGlite. */
  url?: string;
  /** The pg pool's connections; undefined on PGlite. */
  poolStats?: () => PoolStats;
  /**
   * PGlite only: the data directory as a gzipped tarball, consistent — PGlite takes it inside its
   * query lock, after a checkpoint — while the app keeps running (npm run backup).
   */
  dumpDataDir?: () => Promise<Blob>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps it in memory. */
  dataDir?: string;
  /** Start from a migrated PGlite dump (tests copy one base per file). */
  loadDataDir?: Blob | File;
  /**
   * Runs after the migrations while the migration lock is still held: one-time set-up (the club
   * row, the first admin, the demo club) that several instances starting together must not race on.
   */
  afterMigrate?: (db: Db) => Promise<void>;
}

/**
 * The advisory lock the migrator runs under on PostgreSQL (C5): instances that start
 * together wait for each other, and every one after the first finds nothing left to apply.
 * Any fixed 64-bit number works; this one is 'RUKLUBAP' in ASCII.
 */
export const MIGRATION_LOCK_KEY = 0x52554b4c55424150n;

/** Pool and query counts for the metrics (C6); PostgreSQL only. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The embedded server's own settings. PostgreSQL's default 128 MB of
 * shared buffers is zero-filled inside PGlite's WebAssembly memory when it starts, so all of it
 * is resident from the first query: three times the demo club's whole data directory. Pages
 * outside the buffers are read from the data directory through the operating system's file
 * cache, which the process does not hold.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

/** PostgreSQL when a URL is given, else embedded PGlite: the same schema and migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 1000,
    });
    pool.on('error', () => {
      /* an idle client lost its connection; the pool replaces it */
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      await migrateUnderLock(pool, db, options.afterMigrate);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: 'postgresql',
      url: options.databaseUrl,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      ping: async () => {
        await pool.query('select 1');
      },
      migrationsApplied: async () => countApplied((await pool.query<{ n: number }>(APPLIED_SQL)).rows[0]?.n),
      close: () => pool.end(),
      // Exposed for tests that count the queries behind a request (P7).
      ...({ queryClient: pool } as object),
    };
  }
  // A new database starts from the shipped empty cluster, not from initdb (decision 113): on
  // disk it is unpacked into the data directory, in memory PGlite loads it.
  if (options.dataDir && !options.loadDataDir) await unpackEmptyCluster(options.dataDir);
  else if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir ?? (options.dataDir ? undefined : await emptyClusterTar()),
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  // After the migrations: the app's own statements are the ones sent again and again.
  usePreparedStatements(client);
  await options.afterMigrate?.(db);
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    migrationsApplied: async () => countApplied((await client.query<{ n: number }>(APPLIED_SQL)).rows[0]?.n),
    close: () => client.close(),
    dumpDataDir: async () => {
      await client.query('checkpoint');
      return client.dumpDataDir('gzip');
    },
    // Exposed for tests that need a dump of a migrated base, or count queries (P7).
    ...({ pglite: client, queryClient: client } as object),
  };
}

const APPLIED_SQL = 'select count(*)::int as n from drizzle.__drizzle_migrations';
let shipped: number | undefined;
function countApplied(applied: number | undefined): boolean {
  shipped ??= (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  return (applied ?? 0) >= shipped;
}

/**
 * Migrates on one dedicated connection that holds a session-level advisory lock meanwhile. The
 * migrator itself runs on the pool (its own transaction), so the lock is held across all of it.
 */
async function migrateUnderLock(pool: pg.Pool, db: Db, afterMigrate: DatabaseOptions['afterMigrate']) {
  // The lock may wait for another instance's migrations, longer than the pool's connect timeout.
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePg(drizzlePg(pool), { migrationsFolder });
      await afterMigrate?.(db);
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    lockClient.release();
  }
}
