import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { runNpmScript, signIn, startServer } from '../server/test/server-process';

/**
 * `npm run backup -- DIR` while the server runs, then `npm run restore -- DIR` into a fresh data
 * directory (C7): the restored club has the same members, payments and pictures.
 */
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ru-backup-'));
const original = path.join(tmp, 'original');
const restored = path.join(tmp, 'restored');
const backup = path.join(tmp, 'backup');
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

async function rows(dataDir: string) {
  const db = new PGlite({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const users = await db.query('select id, username, role, profile_image_url from users order by id');
    const payments = await db.query('select * from payments order by id');
    return { users: users.rows, payments: payments.rows };
  } finally {
    await db.close();
  }
}

const uploadedFiles = (dataDir: string) => {
  const root = path.join(dataDir, 'uploads');
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .sort()
    .map((f) => [f, fs.readFileSync(path.join(root, f)).toString('base64')]);
};

describe('backup and restore of the embedded database and the uploads', () => {
  it('backs up a running club and restores it into a fresh data directory with the same members, payments and pictures', async () => {
    const first = startServer({ DATA_DIR: original });
    const base = `http://127.0.0.1:${await first.ready}`;
    // A member's picture, uploaded the way the app does it.
    const headers = await signIn(base, 'medlem', 'klubdemo');
    const ask = await fetch(`${base}/api/objects/upload`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' });
    const { uploadURL, path: picturePath } = (await ask.json()) as { uploadURL: string; path: string };
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c00' } }).png().toBuffer();
    expect((await fetch(new URL(uploadURL, base), { method: 'PUT', headers: { 'content-type': 'image/png' }, body: png })).status).toBe(200);
    const setImage = await fetch(`${base}/api/user/profile-image`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ profileImageUrl: picturePath }),
    });
    expect(setImage.status).toBe(200);
    const picture = Buffer.from(await (await fetch(`${base}${picturePath}`, { headers })).arrayBuffer());
    expect(picture.length).toBeGreaterThan(0);

    // Nothing else opens the embedded database's files while the server has them.
    const second = startServer({ DATA_DIR: original });
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain('is in use by process');

    // The backup while the server runs: it asks the server, which owns the database files.
    const made = await runNpmScript('backup', [backup], { DATA_DIR: original });
    expect(made.output).toContain('taken from the running server');
    expect(made.code).toBe(0);
    // A restore never touches a data directory a server runs on.
    const clash = await runNpmScript('restore', [backup], { DATA_DIR: original });
    expect(clash.code).not.toBe(0);
    expect(clash.output).toContain('is in use by process');
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.statSync(backup).mode & 0o077).toBe(0);

    expect(fs.existsSync(path.join(original, '.owner.json'))).toBe(false);
    // The restore refuses a data directory that already holds a club…
    const refused = await runNpmScript('restore', [backup], { DATA_DIR: original });
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain('already holds a database');
    // …and fills a fresh one.
    const done = await runNpmScript('restore', [backup], { DATA_DIR: restored });
    expect(done.code, done.output).toBe(0);

    const [before, after] = [await rows(original), await rows(restored)];
    expect(before.users.length).toBeGreaterThan(5);
    expect(before.payments.length).toBeGreaterThan(0);
    expect(after).toEqual(before);
    expect(uploadedFiles(restored)).toEqual(uploadedFiles(original));

    // The restored club starts and shows the same picture to the same member.
    const third = startServer({ DATA_DIR: restored });
    const base2 = `http://127.0.0.1:${await third.ready}`;
    expect(third.output()).not.toContain('Created the demo club');
    const again = await signIn(base2, 'medlem', 'klubdemo');
    const user = (await (await fetch(`${base2}/api/user`, { headers: again })).json()) as { profileImageUrl: string };
    expect(user.profileImageUrl).toBe(picturePath);
    expect(Buffer.from(await (await fetch(`${base2}${picturePath}`, { headers: again })).arrayBuffer())).toEqual(picture);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 300_000);
});
