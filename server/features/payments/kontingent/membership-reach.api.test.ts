import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@common/domain/roles';
import { payments, users } from '../../../db/schema';
import { buildPayment, buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * F5: whose membership and kontingent a person may change. Nobody their own; a
 * coach only players' (and an unpaid invitee's kontingent, never a free membership past the
 * player fee); board and admin everyone else's (part 2 §1, §6).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FUTURE = new Date('2099-01-01T00:00:00Z');
const post = (url: string, headers: Record<string, string>, payload: unknown) => t.request({ method: 'POST', url, headers, payload: payload as object });
const person = (role: Role, extra: Omit<Partial<typeof users.$inferInsert>, 'role'> = {}) =>
  buildUser(t.deps.db, { role, manualMembership: true, membershipType: 'ru_member', membershipStatus: 'active', membershipExpiresAt: FUTURE, ...extra });
const membershipOf = async (id: number) => {
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, id));
  return { manual: row!.manualMembership, status: row!.membershipStatus, expires: row!.membershipExpiresAt?.toISOString() ?? null };
};
const paymentsOf = async (ids: number[]) => t.deps.db.select().from(payments).where(inArray(payments.userId, ids));
const kontingent = (userIds: number[]) => ({ amount: 500, description: 'Månedskontingent', dueDate: '2030-01-31', userIds });

describe('a coach', () => {
  it('cannot grant themselves a membership, remove the admin’s, or give an unpaid invitee one', async () => {
    const coach = await buildUser(t.deps.db, { role: 'coach' });
    const headers = await t.authFor(coach.id);
    const admin = await person('admin');
    const invitee = await buildUser(t.deps.db, { role: 'none' });
    const before = await Promise.all([coach, admin, invitee].map((u) => membershipOf(u.id)));

    const self = await post('/api/admin/create-membership', headers, { membershipType: 'player', duration: 120, userIds: [coach.id] });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('Du kan ikke ændre dit eget medlemskab eller kontingent');
    const removeAdmin = await post('/api/admin/remove-membership', headers, { userIds: [admin.id] });
    expect(removeAdmin.statusCode).toBe(403);
    expect(removeAdmin.json().message).toBe(`Du kan ikke ændre medlemskab eller kontingent for ${admin.firstName} ${admin.lastName}`);
    const freeRide = await post('/api/admin/create-membership', headers, { membershipType: 'player', duration: 12, userIds: [invitee.id] });
    expect(freeRide.statusCode).toBe(403);

    expect(await Promise.all([coach, admin, invitee].map((u) => membershipOf(u.id)))).toEqual(before);
  });

  it('acts on players (memberships and kontingent) and unpaid invitees (kontingent) only, all or nothing', async () => {
    const coach = await buildUser(t.deps.db, { role: 'coach' });
    const headers = await t.authFor(coach.id);
    const player = await buildUser(t.deps.db, { role: 'player' });
    const invitee = await buildUser(t.deps.db, { role: 'none' });
    const others = await Promise.all((['member', 'coach', 'board', 'admin'] as const).map((role) => person(role)));

    for (const other of others) {
      const mixed = await post('/api/admin/create-kontingent', headers, kontingent([player.id, other.id]));
      expect(mixed.statusCode, other.role).toBe(403);
      const grant = await post('/api/admin/create-membership', headers, { membershipType: 'ru_member', duration: 1, userIds: [player.id, other.id] });
      expect(grant.statusCode, other.role).toBe(403);
      expect((await post('/api/admin/remove-membership', headers, { userIds: [other.id] })).statusCode, other.role).toBe(403);
    }
    expect((await post('/api/admin/create-kontingent', headers, kontingent([coach.id]))).statusCode).toBe(403);
    expect(await paymentsOf([player.id, coach.id, ...others.map((o) => o.id)])).toEqual([]);
    expect(await membershipOf(player.id)).toMatchObject({ manual: false });

    expect((await post('/api/admin/create-kontingent', headers, kontingent([player.id, invitee.id]))).json()).toMatchObject({ count: 2 });
    expect((await post('/api/admin/create-membership', headers, { membershipType: 'player', duration: 6, userIds: [player.id] })).statusCode).toBe(200);
    expect(await membershipOf(player.id)).toMatchObject({ manual: true, status: 'active' });
    expect((await post('/api/admin/remove-membership', headers, { userIds: [player.id] })).statusCode).toBe(200);
  });

  it('deletes only a player’s or invitee’s outstanding payment, never their own or staff’s', async () => {
    const coach = await buildUser(t.deps.db, { role: 'coach' });
    const headers = await t.authFor(coach.id);
    const admin = await person('admin');
    const player = await buildUser(t.deps.db, { role: 'player' });
    const own = await buildPayment(t.deps.db, { userId: coach.id });
    const admins = await buildPayment(t.deps.db, { userId: admin.id });
    const players = await buildPayment(t.deps.db, { userId: player.id });
    expect((await t.request({ method: 'DELETE', url: `/api/admin/payments/${own.id}`, headers })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/payments/${admins.id}`, headers })).statusCode).toBe(403);
    expect(await paymentsOf([coach.id, admin.id])).toHaveLength(2);
    expect((await t.request({ method: 'DELETE', url: `/api/admin/payments/${players.id}`, headers })).statusCode).toBe(200);
  });

  it('is shown only the people and payments they may act on', async () => {
    const coach = await buildUser(t.deps.db, { role: 'coach' });
    const headers = await t.authFor(coach.id);
    const board = await person('board');
    await buildPayment(t.deps.db, { userId: board.id, amount: 100, description: 'Bestyrelsens kontingent' });
    const listed = (await t.request({ method: 'GET', url: '/api/users', headers })).json() as Array<{ id: number; role: string }>;
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed.map((u) => u.role))).toEqual(new Set(['player', 'none']));
    expect(listed.some((u) => u.id === coach.id)).toBe(false);
    const all = (await t.request({ method: 'GET', url: '/api/payments/all', headers })).json() as Array<{ userId: number | null }>;
    expect(all.some((p) => p.userId === board.id)).toBe(false);
  });
});

describe('admin and board', () => {
  it('change everyone’s membership and kontingent but their own', async () => {
    for (const role of ['admin', 'board'] as const) {
      const actor = await person(role);
      const headers = await t.authFor(actor.id);
      const before = await membershipOf(actor.id);
      expect((await post('/api/admin/create-membership', headers, { membershipType: 'player', duration: 120, userIds: [actor.id] })).statusCode, role).toBe(403);
      expect((await post('/api/admin/remove-membership', headers, { userIds: [actor.id] })).statusCode, role).toBe(403);
      expect((await post('/api/admin/create-kontingent', headers, kontingent([actor.id]))).statusCode, role).toBe(403);
      const ownPayment = await buildPayment(t.deps.db, { userId: actor.id, amount: 100, description: 'Eget' });
      expect((await t.request({ method: 'DELETE', url: `/api/admin/payments/${ownPayment.id}`, headers })).statusCode, role).toBe(403);
      expect((await post(`/api/admin/members/${actor.id}/subscription/cancel`, headers, {})).statusCode, role).toBe(403);
      expect(await membershipOf(actor.id)).toEqual(before);
      const listed = (await t.request({ method: 'GET', url: '/api/users', headers })).json() as Array<{ id: number }>;
      expect(listed.some((u) => u.id === actor.id), role).toBe(false);

      const otherAdmin = await person('admin');
      const member = await person('member');
      expect((await post('/api/admin/remove-membership', headers, { userIds: [otherAdmin.id, member.id] })).statusCode, role).toBe(200);
      expect(await membershipOf(otherAdmin.id)).toMatchObject({ manual: false, status: 'inactive' });
      const invitee = await buildUser(t.deps.db, { role: 'none' });
      expect((await post('/api/admin/create-kontingent', headers, kontingent([otherAdmin.id, invitee.id]))).statusCode, role).toBe(200);
    }
  });
});
