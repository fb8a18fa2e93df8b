import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const form = (over: object = {}) => ({
  firstName: ' Søren ',
  lastName: 'Hansen',
  email: `soeren${Math.random().toString(36).slice(2, 8)}@example.dk`,
  phoneNumber: '12345678',
  jerseyNumber: 7,
  position: 'Midtbane',
  team: 'serie_3_pulje_5',
  role: 'player',
  ...over,
});
const count = async () => (await t.deps.db.select({ id: users.id }).from(users)).length;

describe('Spillere API', () => {
  it('lists people with contact details for coach, board and admin, never for players or members', async () => {
    await buildUser(t.deps.db, { phoneNumber: '87654321' });
    for (const role of ['coach', 'board', 'admin'] as const) {
      const res = await t.request({
        method: 'GET',
        url: '/api/admin/players',
        headers: (await t.roleUser(role)).headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().items.some((p: { phoneNumber: string }) => p.phoneNumber === '87654321')).toBe(true);
      expect(res.json().items[0]).not.toHaveProperty('passwordHash');
      expect(res.json().items[0]).not.toHaveProperty('address');
      expect(res.json().items[0]).not.toHaveProperty('searchText');
    }
    for (const role of ['member', 'player', 'none'] as const) {
      const res = await t.request({
        method: 'GET',
        url: '/api/admin/players',
        headers: (await t.roleUser(role)).headers,
      });
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('87654321');
    }
  });

  it('creates a player with trimmed names and a generated username (D14)', async () => {
    const { headers } = await t.roleUser('coach');
    const first = await t.request({ method: 'POST', url: '/api/admin/players', headers, payload: form() });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      firstName: 'Søren',
      username: 'soerenhansen',
      jerseyNumber: 7,
      role: 'player',
    });
    const second = await t.request({ method: 'POST', url: '/api/admin/players', headers, payload: form() });
    expect(second.json().username).toBe('soerenhansen2');
  });

  it('numbers a long generated username without handing out a taken one (D14)', async () => {
    const { headers } = await t.roleUser('admin');
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/admin/players',
        headers,
        payload: form({ firstName: 'Bartholomæus', lastName: 'Christophersen' }),
      });
      expect(res.statusCode, res.body).toBe(201);
      names.push(res.json().username);
    }
    expect(names).toEqual(['bartholomaeuschristo', 'bartholomaeuschrist2', 'bartholomaeuschrist3']);
  });

  it('refuses bad input with Danish messages and creates nobody', async () => {
    const { headers } = await t.roleUser('admin');
    const before = await count();
    const cases: Array<[object, string, string]> = [
      [form({ firstName: '  ' }), 'firstName', 'Fornavn er påkrævet'],
      [form({ email: 'nej' }), 'email', 'Ugyldig email'],
      [form({ jerseyNumber: 100 }), 'jerseyNumber', 'Trøjenummer skal være et tal mellem 1 og 99'],
      [form({ position: 'Træner' }), 'position', 'Vælg en position fra listen'],
      [form({ role: 'none' }), 'role', 'Vælg en gyldig rolle'],
      [form({ passwordHash: 'x' }), 'passwordHash', 'Ukendt felt: passwordHash'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.request({ method: 'POST', url: '/api/admin/players', headers, payload });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().errors[field]).toBe(message);
    }
    const team = await t.request({
      method: 'POST',
      url: '/api/admin/players',
      headers,
      payload: form({ team: 'ukendt' }),
    });
    expect(team.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('keeps a coach from making anyone coach or admin, or themselves admin', async () => {
    const coach = await t.roleUser('coach');
    const asAdmin = await t.request({
      method: 'POST',
      url: '/api/admin/players',
      headers: coach.headers,
      payload: form({ role: 'admin' }),
    });
    expect(asAdmin.statusCode).toBe(403);
    const self = await t.request({
      method: 'PUT',
      url: `/api/admin/players/${coach.id}`,
      headers: coach.headers,
      payload: form({ role: 'admin' }),
    });
    expect(self.statusCode).toBe(403);
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, coach.id));
    expect(row!.role).toBe('coach');
  });

  it('edits a player (D4) and ends their sessions when the role changes', async () => {
    const player = await buildUser(t.deps.db, { role: 'player' });
    const playerHeaders = await t.authFor(player.id);
    const { headers } = await t.roleUser('board');
    const same = await t.request({
      method: 'PUT',
      url: `/api/admin/players/${player.id}`,
      headers,
      payload: form({ email: player.email, jerseyNumber: 10 }),
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().jerseyNumber).toBe(10);
    expect((await t.request({ method: 'GET', url: '/api/user', headers: playerHeaders })).statusCode).toBe(
      200,
    );
    const coach = await t.request({
      method: 'PUT',
      url: `/api/admin/players/${player.id}`,
      headers,
      payload: form({ email: player.email, role: 'coach' }),
    });
    expect(coach.json().role).toBe('coach');
    expect((await t.request({ method: 'GET', url: '/api/user', headers: playerHeaders })).statusCode).toBe(
      401,
    );
    const missing = await t.request({
      method: 'PUT',
      url: '/api/admin/players/999999',
      headers,
      payload: form(),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps an unpaid invitee (none) unpaid when their details are edited; only board and admin lift them past the fee', async () => {
    const invitee = await buildUser(t.deps.db, { role: 'none' });
    const inviteeHeaders = await t.authFor(invitee.id);
    const role = async () => (await t.deps.db.select().from(users).where(eq(users.id, invitee.id)))[0]!.role;
    const coach = await t.roleUser('coach');
    const put = (headers: Record<string, string>, over: object, id = invitee.id) =>
      t.request({
        method: 'PUT',
        url: `/api/admin/players/${id}`,
        headers,
        payload: form({ email: invitee.email, ...over }),
      });

    const kept = await put(coach.headers, { role: 'none', jerseyNumber: 12 });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ role: 'none', jerseyNumber: 12 });
    expect((await t.request({ method: 'GET', url: '/api/user', headers: inviteeHeaders })).statusCode).toBe(
      200,
    );

    const promoted = await put(coach.headers, { role: 'player', jerseyNumber: 13 });
    expect(promoted.statusCode).toBe(403);
    expect(promoted.json().message).toBe(
      'Spilleren har ikke betalt endnu. Kun bestyrelse og administrator kan ændre rollen.',
    );
    expect(await role()).toBe('none');

    const player = await buildUser(t.deps.db, { role: 'player' });
    const demoted = await put(
      (await t.roleUser('admin')).headers,
      { email: player.email, role: 'none' },
      player.id,
    );
    expect(demoted.statusCode).toBe(400);
    expect(demoted.json().errors.role).toBe('Vælg en gyldig rolle');
    expect((await t.deps.db.select().from(users).where(eq(users.id, player.id)))[0]!.role).toBe('player');

    const board = await put((await t.roleUser('board')).headers, { role: 'player' });
    expect(board.statusCode).toBe(200);
    expect(await role()).toBe('player');
  });

  it('lets only an admin delete a user, never themselves', async () => {
    const victim = await buildUser(t.deps.db);
    const board = await t.request({
      method: 'DELETE',
      url: `/api/admin/users/${victim.id}`,
      headers: (await t.roleUser('board')).headers,
    });
    expect(board.statusCode).toBe(403);
    const admin = await t.roleUser('admin');
    const self = await t.request({
      method: 'DELETE',
      url: `/api/admin/users/${admin.id}`,
      headers: admin.headers,
    });
    expect(self.statusCode).toBe(400);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/admin/users/${victim.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await t.deps.db.select().from(users).where(eq(users.id, victim.id))).toEqual([]);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/admin/users/${victim.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404);
  });
});
