import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments, users } from '../../db/schema';
import { TEST_PASSWORD, buildPayment, buildUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const roleOf = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]?.role;

describe('Medlemmer API', () => {
  it('lists members with payment totals in one go for admin and board only', async () => {
    const member = await buildUser(t.deps.db, { role: 'member' });
    await buildPayment(t.deps.db, {
      userId: member.id,
      amount: 30000,
      description: 'RU',
      status: 'completed',
    });
    await buildPayment(t.deps.db, {
      userId: member.id,
      amount: 10000,
      description: 'Kontingent',
      status: 'completed',
    });
    await buildPayment(t.deps.db, {
      userId: member.id,
      amount: 5000,
      description: 'Udestående',
      status: 'pending',
    });
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/members',
      headers: (await t.roleUser('board')).headers,
    });
    expect(res.statusCode).toBe(200);
    const found = res.json().items.find((m: { id: number }) => m.id === member.id);
    expect(found).toMatchObject({ totalPayments: 40000, role: 'member' });
    expect(found.lastPayment).toEqual(expect.any(String));
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/admin/members',
          headers: (await t.roleUser('coach')).headers,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("changes a role and ends the changed person's sessions", async () => {
    const person = await buildUser(t.deps.db, { role: 'member' });
    const theirs = await t.authFor(person.id);
    const res = await t.request({
      method: 'PUT',
      url: `/api/admin/members/${person.id}/role`,
      headers: (await t.roleUser('admin')).headers,
      payload: { role: 'player' },
    });
    expect(res.statusCode).toBe(200);
    expect(await roleOf(person.id)).toBe('player');
    expect((await t.request({ method: 'GET', url: '/api/user', headers: theirs })).statusCode).toBe(401);
  });

  it("refuses a bad role, board making an admin, and changing one's own role; nothing changes", async () => {
    const person = await buildUser(t.deps.db, { role: 'member' });
    const board = await t.roleUser('board');
    const url = `/api/admin/members/${person.id}/role`;
    const bad = await t.request({ method: 'PUT', url, headers: board.headers, payload: { role: 'emperor' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Vælg en gyldig rolle');
    const admin = await t.request({ method: 'PUT', url, headers: board.headers, payload: { role: 'admin' } });
    expect(admin.statusCode).toBe(403);
    const self = await t.request({
      method: 'PUT',
      url: `/api/admin/members/${board.id}/role`,
      headers: board.headers,
      payload: { role: 'admin' },
    });
    expect(self.statusCode).toBe(403);
    expect(await roleOf(person.id)).toBe('member');
    expect(await roleOf(board.id)).toBe('board');
  });

  it("sets a password by D7's rules and ends the person's sessions", async () => {
    const person = await buildUser(t.deps.db, { username: 'nulstil', firstName: 'Nulstil' });
    const theirs = await t.authFor(person.id);
    const { headers } = await t.roleUser('admin');
    const url = `/api/admin/members/${person.id}/password`;
    const short = await t.request({ method: 'PUT', url, headers, payload: { password: '123' } });
    expect(short.json().message).toBe('Adgangskode skal være mindst 6 tegn');
    const common = await t.request({ method: 'PUT', url, headers, payload: { password: 'qwerty' } });
    expect(common.json().message).toBe('Adgangskoden er for almindelig');
    expect((await t.request({ method: 'GET', url: '/api/user', headers: theirs })).statusCode).toBe(200);
    const ok = await t.request({ method: 'PUT', url, headers, payload: { password: 'ny-god-kode-42' } });
    expect(ok.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user', headers: theirs })).statusCode).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nulstil', password: 'ny-god-kode-42' },
    });
    expect(login.statusCode).toBe(200);
    const old = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nulstil', password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });

  it('keeps the current session when an admin sets their own password, ending their other sessions', async () => {
    const admin = await buildUser(t.deps.db, { role: 'admin', username: 'selvadmin', firstName: 'Selv' });
    const here = await t.authFor(admin.id);
    const elsewhere = await t.authFor(admin.id);
    const res = await t.request({
      method: 'PUT',
      url: `/api/admin/members/${admin.id}/password`,
      headers: here,
      payload: { password: 'ny-god-kode-43' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user', headers: here })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user', headers: elsewhere })).statusCode).toBe(401);
  });

  it('deletes a member (admin only): sessions end at once, payments stay pseudonymised', async () => {
    const person = await buildUser(t.deps.db);
    const theirs = await t.authFor(person.id);
    const payment = await buildPayment(t.deps.db, {
      userId: person.id,
      amount: 30000,
      description: 'RU',
      status: 'completed',
    });
    const url = `/api/admin/members/${person.id}`;
    expect(
      (await t.request({ method: 'DELETE', url, headers: (await t.roleUser('board')).headers })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url, headers: (await t.roleUser('admin')).headers })).statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/user', headers: theirs })).statusCode).toBe(401);
    const [kept] = await t.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(kept!.userId).toBeNull();
    expect(kept!.payerName).toMatch(/^Slettet medlem/);
  });
});
