import fs from 'node:fs';
import path from 'node:path';

/**
 * Who has the embedded database (DATA_DIR/pglite) open. PGlite is one process's files: a second
 * server, or a backup or restore reading the files while a server starts, would see them half
 * written. So whoever opens them first writes DATA_DIR/.owner.json (its pid; a server adds its
 * port and a token for `npm run backup` once it listens), and everyone else checks it first.
 * Readable by the data directory's owner only: whoever can read it can read the database anyway.
 */
export const OWNER_FILE = '.owner.json';

export interface Owner {
  pid: number;
  /** Set once a server listens: where `npm run backup` asks for an online copy. */
  port?: number;
  token?: string;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The live owner of this data directory, if any (a file left by a crashed process does not count). */
export function currentOwner(dataDir: string): Owner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(path.join(dataDir, OWNER_FILE), 'utf8')) as Owner;
    return owner.pid !== process.pid && alive(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Claims the data directory for this process, or throws naming the process that has it.
 * Returns what updates the claim (a server's port and token) and gives it back.
 */
export function claimDataDir(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, OWNER_FILE);
  const holder = currentOwner(dataDir);
  if (holder) throw new Error(`${dataDir} is in use by process ${holder.pid}${holder.port ? ` (a server on port ${holder.port})` : ''}.`);
  fs.rmSync(file, { force: true }); // left behind by a process that did not stop cleanly
  // 'wx': of two processes claiming at the same moment, one fails here.
  fs.writeFileSync(file, JSON.stringify({ pid: process.pid } satisfies Owner), { mode: 0o600, flag: 'wx' });
  return {
    announce(port: number, token: string) {
      fs.writeFileSync(file, JSON.stringify({ pid: process.pid, port, token } satisfies Owner), { mode: 0o600 });
    },
    release() {
      const owner = (() => {
        try {
          return JSON.parse(fs.readFileSync(file, 'utf8')) as Owner;
        } catch {
          return undefined;
        }
      })();
      if (owner?.pid === process.pid) fs.rmSync(file, { force: true });
    },
  };
}
