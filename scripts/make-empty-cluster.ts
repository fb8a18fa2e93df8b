import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pack } from 'tar-stream';
import { EMPTY_CLUSTER, EMPTY_CLUSTER_VERSION } from '../server/db/empty-cluster';

/**
 * `npm run db:empty-cluster`: runs PGlite's initdb once, closes the database cleanly and packs its
 * directory as server/db/empty-cluster.tar.br, with the PGlite version beside it (decision 113).
 * Run it again after PGlite is upgraded (a test says when).
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'empty-cluster-'));
try {
  const pg = new PGlite({ dataDir: dir });
  await pg.waitReady;
  await pg.close();

  const tar = pack();
  const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
  const packed = (async () => {
    for (const file of files) {
      const stat = fs.statSync(path.join(dir, file));
      const name = file.split(path.sep).join('/');
      // No dates: the same cluster packs to the same bytes.
      if (stat.isDirectory()) tar.entry({ name, type: 'directory', mode: 0o700, mtime: new Date(0) });
      else tar.entry({ name, mode: 0o600, mtime: new Date(0) }, fs.readFileSync(path.join(dir, file)));
    }
    tar.finalize();
  })();
  // Brotli at its highest with a 16 MB window: the three databases' catalogs are near copies.
  const brotli = zlib.createBrotliCompress({
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_LGWIN]: 24 },
  });
  await Promise.all([pipeline(tar, brotli, fs.createWriteStream(EMPTY_CLUSTER)), packed]);
  const { version } = JSON.parse(
    fs.readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  fs.writeFileSync(EMPTY_CLUSTER_VERSION, `${JSON.stringify({ pglite: version }, null, 2)}\n`);
  console.log(
    `${EMPTY_CLUSTER}: ${files.length} files and folders, ${fs.statSync(EMPTY_CLUSTER).size} bytes, PGlite ${version}`,
  );
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
