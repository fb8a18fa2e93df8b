import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';

export const BACKUP_PATH = '/internal/backup/database';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * PGlite has one owner, the running server, so an online backup asks it (C7): GET
 * /internal/backup/database with the token from DATA_DIR/.owner.json (server/lib/data-dir-owner.ts)
 * answers the data directory as a tarball taken inside PGlite's query lock. Nothing is registered
 * on PostgreSQL, where pg_dump does that job.
 */
export function registerOnlineBackup(app: FastifyInstance, database: Database, token: string) {
  const dump = database.dumpDataDir;
  if (!dump) return;
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
}
