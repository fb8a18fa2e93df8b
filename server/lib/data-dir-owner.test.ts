import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { OWNER_FILE, claimDataDir, currentOwner } from './data-dir-owner';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ru-owner-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const write = (owner: object) => fs.writeFileSync(path.join(dir, OWNER_FILE), JSON.stringify(owner));

it('refuses a data directory another live process holds, naming it', () => {
  write({ pid: process.ppid, port: 5000, token: 't' });
  expect(currentOwner(dir)).toEqual({ pid: process.ppid, port: 5000, token: 't' });
  expect(() => claimDataDir(dir)).toThrow(`in use by process ${process.ppid} (a server on port 5000)`);
});

it('takes over a claim left by a process that ended, announces its port and gives the claim back', () => {
  const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
  write({ pid: Number(ended) });
  expect(currentOwner(dir)).toBeUndefined();
  const claim = claimDataDir(dir);
  const file = path.join(dir, OWNER_FILE);
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ pid: process.pid });
  expect(fs.statSync(file).mode & 0o077).toBe(0);
  claim.announce(5123, 'secret');
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ pid: process.pid, port: 5123, token: 'secret' });
  claim.release();
  expect(fs.existsSync(file)).toBe(false);
});
