import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { EMPTY_CLUSTER_VERSION, unpackEmptyCluster } from './empty-cluster';

const systemIdentifier = async (pg: PGlite) =>
  String(
    (await pg.query<{ id: string }>('select system_identifier::text as id from pg_control_system()')).rows[0]!
      .id,
  );

describe('the shipped empty cluster (decision 113)', () => {
  let root: string;
  let shippedId: string;
  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'empty-cluster-test-'));
    expect(await unpackEmptyCluster(path.join(root, 'shipped'))).toBe(true);
    const pg = new PGlite({ dataDir: path.join(root, 'shipped') });
    shippedId = await systemIdentifier(pg);
    await pg.close();
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('was made by the PGlite this project installs (else: npm run db:empty-cluster)', () => {
    const installed = JSON.parse(
      fs.readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8'),
    ) as { version: string };
    const shipped = JSON.parse(fs.readFileSync(EMPTY_CLUSTER_VERSION, 'utf8')) as { pglite: string };
    expect(shipped.pglite).toBe(installed.version);
  });

  it('is where a new embedded database starts: unpacked, not made by initdb, then migrated', async () => {
    const dataDir = path.join(root, 'new', 'pglite');
    const database = await openDatabase({ dataDir });
    try {
      expect(await database.migrationsApplied()).toBe(true);
      // initdb gives every cluster a new identifier; this one is the shipped cluster's.
      expect(await systemIdentifier((database as unknown as { pglite: PGlite }).pglite)).toBe(shippedId);
    } finally {
      await database.close();
    }
    expect(fs.existsSync(`${dataDir}.unpacking`)).toBe(false);
  });

  it('is where a database kept in memory starts too', async () => {
    const database = await openDatabase({});
    try {
      expect(await database.migrationsApplied()).toBe(true);
      expect(await systemIdentifier((database as unknown as { pglite: PGlite }).pglite)).toBe(shippedId);
    } finally {
      await database.close();
    }
  });

  it('takes the place of an empty directory and of what an interrupted unpacking left', async () => {
    const dataDir = path.join(root, 'interrupted');
    fs.mkdirSync(dataDir);
    fs.mkdirSync(`${dataDir}.unpacking/base`, { recursive: true });
    fs.writeFileSync(`${dataDir}.unpacking/base/half`, 'x');
    expect(await unpackEmptyCluster(dataDir)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'base/half'))).toBe(false);
    expect(fs.existsSync(`${dataDir}.unpacking`)).toBe(false);
  });

  it('leaves a directory that holds anything as it is', async () => {
    const dataDir = path.join(root, 'kept');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'something'), 'x');
    expect(await unpackEmptyCluster(dataDir)).toBe(false);
    expect(fs.readdirSync(dataDir)).toEqual(['something']);
  });
});
