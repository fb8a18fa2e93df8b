import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/**
 * The empty PostgreSQL cluster PGlite's initdb makes, packed once (`npm run db:empty-cluster`)
 * and shipped beside the code, with the PGlite version that made it (decision 113). A new
 * embedded database, on disk or in memory, starts from it instead of running initdb: initdb
 * inside PGlite needs a second database instance and a copy of its whole memory, several hundred
 * MB that a small server does not have.
 */
export const EMPTY_CLUSTER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'empty-cluster.tar.br');
export const EMPTY_CLUSTER_VERSION = EMPTY_CLUSTER.replace(/\.tar\.br$/, '.json');

/** The empty cluster as a tar, for a database kept in memory (PGlite's `loadDataDir`). */
export async function emptyClusterTar(): Promise<Blob> {
  return new Blob([zlib.brotliDecompressSync(await fs.promises.readFile(EMPTY_CLUSTER))]);
}

/**
 * Unpacks the empty cluster into `dataDir` when there is no database there yet (no directory, or
 * an empty one); says whether it did. A directory with anything in it is left to PGlite. The files
 * land in a directory beside it first and take its place whole, so an interrupted first start
 * leaves no half a cluster behind.
 */
export async function unpackEmptyCluster(dataDir: string): Promise<boolean> {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return false;
  const partial = `${dataDir}.unpacking`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true, mode: 0o700 });
  // Loaded here: only a first start needs the tar reader.
  const { extract } = await import('tar-stream');
  const entries = extract();
  const unpacked = (async () => {
    for await (const entry of entries) {
      const target = path.resolve(partial, `.${path.posix.sep}${entry.header.name}`);
      if (target !== partial && !target.startsWith(partial + path.sep))
        throw new Error(`${entry.header.name} lies outside the cluster`);
      if (entry.header.type === 'directory') {
        fs.mkdirSync(target, { recursive: true, mode: 0o700 });
        entry.resume();
      } else if (entry.header.type === 'file') {
        fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
        await pipeline(entry, fs.createWriteStream(target, { mode: 0o600 }));
      } else {
        throw new Error(`${entry.header.name}: a ${entry.header.type} has no place in the cluster`);
      }
    }
  })();
  await Promise.all([
    pipeline(fs.createReadStream(EMPTY_CLUSTER), zlib.createBrotliDecompress(), entries),
    unpacked,
  ]);
  if (!fs.existsSync(path.join(partial, 'PG_VERSION'))) throw new Error(`${EMPTY_CLUSTER} holds no cluster`);
  if (fs.existsSync(dataDir)) fs.rmdirSync(dataDir);
  fs.renameSync(partial, dataDir);
  return true;
}
