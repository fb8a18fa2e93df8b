import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { claimDataDir, currentOwner } from '../server/lib/data-dir-owner';
import { BACKUP_PATH } from '../server/plugins/online-backup';
import { MANIFEST, PGLITE_TARBALL, UPLOADS, fail, isEmptyDir, listFiles, readConfig, type Manifest } from './backup-common';

/**
 * `npm run backup -- DIR` (C7): the embedded database and the uploads folder of DATA_DIR
 * into DIR, while the server runs or not.
 * - PGlite: from the running server (it owns the files; it dumps them inside its query lock), or,
 *   when none runs, from the files directly. PostgreSQL: pg_dump (docs/deploy.md).
 * - Uploads on disk: copied after the database, so every picture the database names is there
 *   (uploads are written to a temporary name and renamed; those are skipped). S3: mirror the bucket.
 * manifest.json is written last: a directory without it is not a finished backup.
 */
const target = process.argv[2];
if (!target) fail('Usage: npm run backup -- DIR');
const dir = path.resolve(target);
if (!isEmptyDir(dir)) fail(`${dir} is not empty; back up into a new directory.`);
// It holds password hashes and members' data: for the owner's eyes only.
fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
fs.chmodSync(dir, 0o700);
const config = readConfig();

async function pgliteTarball(): Promise<Buffer> {
  const server = currentOwner(config.dataDir);
  if (server && !(server.port && server.token)) fail(`Process ${server.pid} is opening the database (a server starting?); try again in a moment.`);
  if (server?.port && server.token) {
    const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
    const res = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${server.port}${BACKUP_PATH}`, {
      headers: { authorization: `Bearer ${server.token}` },
    });
    if (!res.ok) fail(`The running server (pid ${server.pid}) refused the backup: ${res.status}`);
    console.log(`Database: taken from the running server (pid ${server.pid}).`);
    return Buffer.from(await res.arrayBuffer());
  }
  const pgliteDir = path.join(config.dataDir, 'pglite');
  if (isEmptyDir(pgliteDir)) fail(`No database in ${pgliteDir}.`);
  // Holding the data directory meanwhile: a server that starts now waits for nobody and refuses.
  const claim = claimDataDir(config.dataDir);
  let tarball: Buffer;
  try {
    const db = new PGlite({ dataDir: pgliteDir });
    await db.waitReady;
    await db.query('checkpoint');
    tarball = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
    await db.close();
  } finally {
    claim.release();
  }
  console.log('Database: taken from the data directory (no server running).');
  return tarball;
}

let database: Manifest['database'] = 'postgresql';
if (config.databaseUrl) {
  console.log('Database: PostgreSQL is not included; back it up with pg_dump (docs/deploy.md).');
} else {
  fs.writeFileSync(path.join(dir, PGLITE_TARBALL), await pgliteTarball());
  database = 'pglite';
}

let uploadFiles = 0;
if (config.s3) {
  console.log(`Uploads: S3 bucket ${config.s3.bucket} is not included; mirror it (docs/deploy.md).`);
} else {
  const from = path.join(config.dataDir, 'uploads');
  for (const file of listFiles(from)) {
    fs.mkdirSync(path.dirname(path.join(dir, UPLOADS, file)), { recursive: true });
    fs.copyFileSync(path.join(from, file), path.join(dir, UPLOADS, file));
    if (!file.endsWith('.type')) uploadFiles++;
  }
  console.log(`Uploads: ${uploadFiles} files.`);
}

const manifest: Manifest = { format: 1, createdAt: new Date().toISOString(), database, uploads: config.s3 ? 's3' : 'disk', uploadFiles };
fs.writeFileSync(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Backup written to ${dir}.`);
