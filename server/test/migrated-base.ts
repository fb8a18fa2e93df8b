import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../db/database';

/**
 * Vitest's global set-up: the database every test file starts from, migrated once per run
 * instead of once per file (epic-stack's "a migrated base copied per test worker").
 * - PGlite: a fresh in-memory database, migrated, dumped to a tarball under .tmp; each file
 *   opens its own PGlite from it (no initdb, no migrations).
 * - PostgreSQL (TEST_DATABASE_URL): a migrated template database; each file's database is
 *   created from it, and the template is dropped when the run ends.
 * Keyed by the migrations' contents, so a changed migration never starts from an old base.
 */
export default async function setup(project: TestProject) {
  const key = migrationsKey();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const template = `ru_test_base_${key}_${process.pid}`;
    await adminQuery(adminUrl, `drop database if exists ${template}`);
    await adminQuery(adminUrl, `create database ${template}`);
    const base = await openDatabase({ databaseUrl: withDatabase(adminUrl, template) });
    await base.close();
    project.provide('postgresTemplate', template);
    return async () => adminQuery(adminUrl, `drop database if exists ${template} with (force)`);
  }
  const file = path.resolve(`.tmp/test-base/pglite-${key}.tar`);
  if (!fs.existsSync(file)) {
    const base = await openDatabase({});
    const { pglite } = base as unknown as { pglite: PGlite };
    await pglite.query('checkpoint');
    // Uncompressed: every test file unpacks it, and a plain tarball is read as it is.
    const dump = Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer());
    await base.close();
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Whole or not at all: runs started together never read half a tarball.
    fs.writeFileSync(`${file}.${process.pid}`, dump);
    fs.renameSync(`${file}.${process.pid}`, file);
    // Bases of older migrations are never opened again.
    for (const old of fs.readdirSync(path.dirname(file)))
      if (/^pglite-\w+\.tar$/.test(old) && old !== path.basename(file)) fs.rmSync(path.join(path.dirname(file), old), { force: true });
  }
  project.provide('pgliteBase', file);
}

/** A short hash of every migration, the journal that orders them and PGlite's version (its data directory's format). */
function migrationsKey(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of files) {
    const full = path.join(migrationsFolder, name);
    if (fs.statSync(full).isFile()) hash.update(name).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 12);
}

function pgliteVersion(): string {
  // Its package.json is not among the package's exports: read from where npm put it.
  const manifest = path.resolve('node_modules/@electric-sql/pglite/package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version;
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function adminQuery(adminUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteBase?: string;
    postgresTemplate?: string;
  }
}
