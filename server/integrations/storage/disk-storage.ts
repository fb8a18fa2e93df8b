import fs from 'node:fs/promises';
import path from 'node:path';
import type { StoragePort, StoredObject } from '../../core/storage/storage-port';

const KEY_PATTERN = /^[a-z-]+\/[A-Za-z0-9_-]+$/;

/**
 * Objects as files under `{dataDir}/uploads`; the content type in a sidecar `.type` file.
 * Keys are checked against a strict pattern, so no key can leave the directory.
 */
export function diskStorage(root: string): StoragePort {
  const fileFor = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
  return {
    kind: 'disk',
    async put(key, body, contentType) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.writeFile(`${file}.type`, contentType);
      await fs.rename(tmp, file);
    },
    async get(key): Promise<StoredObject | null> {
      const file = fileFor(key);
      try {
        const [body, contentType] = await Promise.all([
          fs.readFile(file),
          fs.readFile(`${file}.type`, 'utf8').catch(() => undefined),
        ]);
        return { body, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      const file = fileFor(key);
      await Promise.all([fs.rm(file, { force: true }), fs.rm(`${file}.type`, { force: true })]);
    },
    async size(key) {
      try {
        return (await fs.stat(fileFor(key))).size;
      } catch {
        return null;
      }
    },
    async presignPut() {
      return null;
    },
    async check() {
      try {
        await fs.mkdir(root, { recursive: true });
        await fs.access(root, fs.constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },
    describe() {
      return 'Lokal disk';
    },
  };
}
