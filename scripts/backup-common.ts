import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config/config';

/** What `npm run backup` writes into its directory, and `npm run restore` reads back. */
export const MANIFEST = 'manifest.json';
export const PGLITE_TARBALL = 'pglite.tar.gz';
export const UPLOADS = 'uploads';

export interface Manifest {
  format: 1;
  createdAt: string;
  /** 'pglite': the embedded database is in pglite.tar.gz; 'postgresql': not included (pg_dump). */
  database: 'pglite' | 'postgresql';
  /** 'disk': the uploads folder is in uploads/; 's3': not included (mirror the bucket). */
  uploads: 'disk' | 's3';
  uploadFiles: number;
}

/** The server's config, with a .env file beside package.json as `npm start` reads it. */
export function readConfig() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  return loadConfig();
}

/** Files below a folder, relative to it, without half-written uploads (`*.tmp`). */
export function listFiles(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.tmp'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

export function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
