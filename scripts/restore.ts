import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { claimDataDir } from '../server/lib/data-dir-owner';
import { MANIFEST, PGLITE_TARBALL, UPLOADS, fail, isEmptyDir, listFiles, readConfig, type Manifest } from './backup-common';

/**
 * `npm run restore -- DIR` (C7): a backup from `npm run backup` into DATA_DIR, which must
 * not hold a database or uploads yet (move an old one aside first) and no running server. The
 * next start applies any migrations the backup predates.
 */
const source = process.argv[2];
if (!source) fail('Usage: npm run restore -- DIR');
const dir = path.resolve(source);
if (!fs.existsSync(path.join(dir, MANIFEST))) fail(`${dir} is not a finished backup (no ${MANIFEST}).`);
const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest;
const config = readConfig();

// No server may start on the data directory while it is filled (and none may be running).
let claim: ReturnType<typeof claimDataDir>;
try {
  claim = claimDataDir(config.dataDir);
} catch (error) {
  fail(`${(error as Error).message} Stop it first.`);
}

const refuse = (message: string) => {
  claim.release();
  fail(message);
};
const pgliteDir = path.join(config.dataDir, 'pglite');
const uploadsDir = path.join(config.dataDir, 'uploads');
const restoreDatabase = manifest.database === 'pglite' && !config.databaseUrl;
const restoreUploads = manifest.uploads === 'disk' && !config.s3;
if (manifest.database === 'pglite' && config.databaseUrl) refuse('The backup holds an embedded database, but DATABASE_URL is set.');
if (restoreDatabase && !isEmptyDir(pgliteDir)) refuse(`${pgliteDir} already holds a database; move it aside first.`);
if (restoreUploads && !isEmptyDir(uploadsDir)) refuse(`${uploadsDir} is not empty; move it aside first.`);

if (restoreDatabase) {
  fs.mkdirSync(pgliteDir, { recursive: true });
  const db = new PGlite({ dataDir: pgliteDir, loadDataDir: new Blob([fs.readFileSync(path.join(dir, PGLITE_TARBALL))]) });
  await db.waitReady;
  await db.query('select 1');
  await db.close();
  console.log(`Database: restored into ${pgliteDir}.`);
} else {
  console.log('Database: not in this backup; restore PostgreSQL with pg_restore (docs/deploy.md).');
}

if (restoreUploads) {
  const files = listFiles(path.join(dir, UPLOADS));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(uploadsDir, file)), { recursive: true });
    fs.copyFileSync(path.join(dir, UPLOADS, file), path.join(uploadsDir, file));
  }
  console.log(`Uploads: ${files.filter((f) => !f.endsWith('.type')).length} files restored into ${uploadsDir}.`);
} else {
  console.log('Uploads: not in this backup; mirror the S3 bucket back (docs/deploy.md).');
}
claim.release();
