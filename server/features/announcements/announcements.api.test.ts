import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ANNOUNCEMENT_MISSING } from '@common/contracts/announcements';
import type { ClubEvents } from '../../lib/events';
import { announcements } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const total = async () => (await t.deps.db.select({ n: count() }).from(announcements))[0]!.n;

async function post(role: 'coach' | 'board' | 'admin', payload: object) {
  return t.request({ method: 'POST', url: '/api/announcements', headers: (await t.roleUser(role)).headers, payload });
}

describe('POST /api/announcements', () => {
  it('lets coach, board and admin post, with author and time, and emits announcement.created', async () => {
    const events: Array<ClubEvents['announcement.created']> = [];
    const off = t.deps.events.on('announcement.created', (e) => {
      events.push(e);
    });
    for (const role of ['coach', 'board', 'admin'] as const) {
      const res = await post(role, { title: `  Hej fra ${role} `, content: 'Træning flyttes', important: role === 'admin' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        title: `Hej fra ${role}`,
        content: 'Træning flyttes',
        important: role === 'admin',
        author: { firstName: `Test${role}`, lastName: 'Person', role },
      });
      expect(Date.parse(res.json().createdAt)).not.toBeNaN();
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(events.map((e) => e.important)).toEqual([false, false, true]);
    off();
  });

  it('refuses an empty title or content with the spec’s message, unknown fields and too long text; nothing is saved', async () => {
    const before = await total();
    for (const payload of [{ title: '  ', content: 'x' }, { title: 'x', content: ' \n ' }, { title: 'x' }, {}]) {
      const res = await post('coach', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ANNOUNCEMENT_MISSING);
    }
    const extra = await post('coach', { title: 'x', content: 'y', authorId: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors.authorId).toBe('Ukendt felt: authorId');
    const long = await post('coach', { title: 'x', content: 'y'.repeat(5001) });
    expect(long.json().message).toBe('Beskeden må højst være 5000 tegn');
    const wrongType = await post('coach', { title: 'x', content: 'y', important: 'ja' });
    expect(wrongType.statusCode).toBe(400);
    expect(await total()).toBe(before);
  });

  it('denies player, member and none', async () => {
    const before = await total();
    for (const role of ['player', 'member', 'none'] as const) {
      const res = await t.request({ method: 'POST', url: '/api/announcements', headers: (await t.roleUser(role)).headers, payload: { title: 'x', content: 'y' } });
      expect(res.statusCode).toBe(403);
    }
    expect(await total()).toBe(before);
  });
});

describe('reading announcements', () => {
  it('lists newest first for everyone signed in, and keeps text as plain text', async () => {
    await post('admin', { title: 'Script', content: '<script>alert(1)</script> se https://example.dk' });
    const res = await t.request({ method: 'GET', url: '/api/announcements', headers: (await t.roleUser('none')).headers });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list[0]).toMatchObject({ title: 'Script', content: '<script>alert(1)</script> se https://example.dk' });
    const times = list.map((a: { createdAt: string }) => a.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('shows a member what is unread, oldest first, until each is marked read; the author has read their own', async () => {
    const member = await buildUser(t.deps.db, { role: 'member', team: null });
    const headers = await t.authFor(member.id);
    const first = (await post('board', { title: 'Første', content: 'a' })).json();
    const second = (await post('board', { title: 'Anden', content: 'b', important: true })).json();
    const unread = (await t.request({ method: 'GET', url: '/api/announcements/unread', headers })).json();
    const ids = unread.map((a: { id: number }) => a.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect((await t.request({ method: 'POST', url: `/api/announcements/${first.id}/read`, headers })).json()).toEqual({ success: true });
    // Marking twice is harmless.
    expect((await t.request({ method: 'POST', url: `/api/announcements/${first.id}/read`, headers })).statusCode).toBe(200);
    const after = (await t.request({ method: 'GET', url: '/api/announcements/unread', headers })).json().map((a: { id: number }) => a.id);
    expect(after).not.toContain(first.id);
    expect(after).toContain(second.id);
    const authorUnread = (await t.request({ method: 'GET', url: '/api/announcements/unread', headers: (await t.roleUser('board')).headers })).json();
    expect(authorUnread.map((a: { id: number }) => a.id)).not.toContain(second.id);
  });

  it('does not greet a new member with announcements from long before they joined', async () => {
    const old = (await post('admin', { title: 'Gammel nyhed', content: 'x' })).json();
    await t.deps.db.update(announcements).set({ createdAt: new Date(Date.now() - 60 * 24 * 3600 * 1000) }).where(eq(announcements.id, old.id));
    const recent = (await post('admin', { title: 'Ny nyhed', content: 'y' })).json();
    const member = await buildUser(t.deps.db, { role: 'member', team: null });
    const ids = (await t.request({ method: 'GET', url: '/api/announcements/unread', headers: await t.authFor(member.id) })).json().map((a: { id: number }) => a.id);
    expect(ids).toContain(recent.id);
    expect(ids).not.toContain(old.id);
    const veteran = await buildUser(t.deps.db, { role: 'member', team: null, createdAt: new Date(Date.now() - 365 * 24 * 3600 * 1000) });
    const veteranIds = (await t.request({ method: 'GET', url: '/api/announcements/unread', headers: await t.authFor(veteran.id) })).json().map((a: { id: number }) => a.id);
    expect(veteranIds).toContain(old.id);
  });

  it('answers 404 for marking an unknown announcement and 400 for a bad id', async () => {
    const headers = (await t.roleUser('player')).headers;
    const unknown = await t.request({ method: 'POST', url: '/api/announcements/999999/read', headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Beskeden findes ikke');
    expect((await t.request({ method: 'POST', url: '/api/announcements/abc/read', headers })).statusCode).toBe(400);
  });
});

describe('DELETE /api/announcements/{id}', () => {
  it('deletes for staff, 404 when gone, and denies others without deleting', async () => {
    const created = (await post('coach', { title: 'Slet mig', content: 'x' })).json();
    const denied = await t.request({ method: 'DELETE', url: `/api/announcements/${created.id}`, headers: (await t.roleUser('player')).headers });
    expect(denied.statusCode).toBe(403);
    const headers = (await t.roleUser('admin')).headers;
    expect((await t.request({ method: 'DELETE', url: `/api/announcements/${created.id}`, headers })).json()).toEqual({ success: true });
    expect((await t.request({ method: 'DELETE', url: `/api/announcements/${created.id}`, headers })).statusCode).toBe(404);
    const list = (await t.request({ method: 'GET', url: '/api/announcements', headers })).json();
    expect(list.some((a: { id: number }) => a.id === created.id)).toBe(false);
  });
});
