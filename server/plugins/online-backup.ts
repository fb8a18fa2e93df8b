import { createHash, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { newToken } from '../lib/tokens';

/**
 * Where a running server with the embedded database tells `npm run backup` how to reach it: its
 * pid, port and a fresh random token, readable only by the data directory's owner — whoever can
 * read this file can read the database files anyway.
 */
export const BACKUP_HANDLE_FILE = '.backup-handle.json';
export const BACKUP_PATH = '/internal/backup/database';

export interface BackupHandle {
  pid: number;
  port: number;
  token: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * PGlite has one owner, the running server, so an online backup asks it (issue 12): GET
 * /internal/backup/database with the handle's token answers the data directory as a tarball taken
 * inside PGlite's query lock. Nothing is registered on PostgreSQL (pg_dump does that job).
 * Returns what main.ts calls once it listens, and again at shutdown.
 */
export function registerOnlineBackup(app: FastifyInstance, database: Database, dataDir: string) {
  const dump = database.dumpDataDir;
  if (!dump) return { announce: () => {}, withdraw: () => {} };
  const token = newToken();
  app.get(BACKUP_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!given || !timingSafeEqual(digest(given), digest(token))) {
      return reply.code(401).send({ message: 'Ingen adgang' });
    }
    const tarball = Buffer.from(await (await dump()).arrayBuffer());
    return reply.type('application/gzip').send(tarball);
  });
  const file = path.join(dataDir, BACKUP_HANDLE_FILE);
  return {
    announce(port: number) {
      const handle: BackupHandle = { pid: process.pid, port, token };
      fs.writeFileSync(file, JSON.stringify(handle), { mode: 0o600 });
    },
    withdraw() {
      fs.rmSync(file, { force: true });
    },
  };
}
