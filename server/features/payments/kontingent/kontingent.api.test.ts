import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from 'date-fns';
import { payments, sandboxObjects, users } from '../../../db/schema';
import type { SandboxGateway } from '../../../integrations/payments/sandbox-gateway';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildPayment, buildUser } from '../../../test/factories';
import { createPaymentsContext } from '../payments-context';
import { reconcilePayments, sendOverdueReminders } from '../reconcile';
import { deletePayment } from './kontingent';
import { kontingentRepository } from './kontingent.repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  t.request({ method: 'POST', url, headers, payload: payload as object });
const countPayments = async () => (await t.deps.db.select({ id: payments.id }).from(payments)).length;

describe('create-kontingent', () => {
  it('creates one outstanding payment per member (total = amount × users); members see and pay it', async () => {
    const coach = await t.roleUser('coach');
    const a = await buildUser(t.deps.db, { role: 'none' });
    const b = await buildUser(t.deps.db, { role: 'player' });
    const res = await post('/api/admin/create-kontingent', coach.headers, {
      amount: 500,
      description: 'Månedskontingent',
      dueDate: '2030-01-31',
      userIds: [a.id, b.id, b.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 2, message: 'Kontingent oprettet for 2 brugere' });
    const rows = await t.deps.db
      .select()
      .from(payments)
      .where(inArray(payments.userId, [a.id, b.id]));
    expect(rows.map((r) => r.amount)).toEqual([50000, 50000]);
    expect(
      rows.every((r) => r.status === 'pending' && r.kind === 'kontingent' && r.createdBy === coach.id),
    ).toBe(true);

    // The member sees it outstanding, and membership is inactive while it is.
    const headersA = await t.authFor(a.id);
    const mine = (await t.request({ method: 'GET', url: '/api/payments', headers: headersA })).json();
    expect(mine[0]).toMatchObject({
      status: 'pending',
      amount: 50000,
      description: 'Månedskontingent',
      dueDate: '2030-01-31',
    });

    // 'Betal Nu': the amount is the row's, whatever the client says.
    const intent = await post('/api/create-payment-intent', headersA, {
      paymentId: mine[0].id,
      amount: 1,
      description: 'x',
    });
    expect(intent.json().amount).toBe(50000);
    const again = await post('/api/create-payment-intent', headersA, { paymentId: mine[0].id });
    expect(again.json().paymentIntentId).toBe(intent.json().paymentIntentId);
    const paid = await t.request({
      method: 'POST',
      url: '/api/sandbox/confirm-payment',
      payload: {
        clientSecret: intent.json().clientSecret,
        card: { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
      },
    });
    expect(paid.json().status).toBe('succeeded');
    const after = (await t.request({ method: 'GET', url: '/api/payments', headers: headersA })).json();
    expect(after[0]).toMatchObject({ status: 'completed' });
    expect(after[0].paidAt).toBeTruthy();
    const twice = await post('/api/create-payment-intent', headersA, { paymentId: mine[0].id });
    expect(twice.statusCode).toBe(409);
  });

  it('nobody can pay someone else’s payment', async () => {
    const owner = await buildUser(t.deps.db, { role: 'member' });
    const row = await buildPayment(t.deps.db, { userId: owner.id, amount: 1000, description: 'x' });
    const other = await t.roleUser('player');
    const res = await post('/api/create-payment-intent', other.headers, { paymentId: row.id });
    expect(res.statusCode).toBe(404);
    const anonymous = await t.request({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { paymentId: row.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses incomplete input with the spec messages and creates nothing', async () => {
    const admin = await t.roleUser('admin');
    const member = await buildUser(t.deps.db, { role: 'member' });
    const before = await countPayments();
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { amount: 500, description: '', dueDate: '2030-01-01', userIds: [member.id] },
        'Udfyld venligst alle felter',
      ],
      [
        { amount: 500, description: 'Kontingent', dueDate: '', userIds: [member.id] },
        'Udfyld venligst alle felter',
      ],
      [
        { description: 'Kontingent', dueDate: '2030-01-01', userIds: [member.id] },
        'Udfyld venligst alle felter',
      ],
      [
        { amount: 500, description: 'Kontingent', dueDate: '2030-01-01', userIds: [] },
        'Vælg mindst én bruger til kontingent',
      ],
      [
        { amount: -5, description: 'Kontingent', dueDate: '2030-01-01', userIds: [member.id] },
        'Beløbet skal være større end 0',
      ],
      [
        { amount: 500, description: 'Kontingent', dueDate: '2030-02-31', userIds: [member.id] },
        'Ugyldig forfaldsdato',
      ],
      [
        { amount: 500, description: 'Kontingent', dueDate: '2030-01-01', userIds: [999999] },
        'Ukendt bruger valgt',
      ],
      // Beyond PostgreSQL's integer (F8): refused like any unknown person, not a 500.
      [
        { amount: 500, description: 'Kontingent', dueDate: '2030-01-01', userIds: [2147483648] },
        'Ukendt bruger valgt',
      ],
      [
        { amount: 500, description: 'Kontingent', dueDate: '0000-01-01', userIds: [member.id] },
        'Ugyldig forfaldsdato',
      ],
      [
        { amount: 500, description: 'Kontingent', dueDate: '9999-12-31', userIds: [member.id] },
        'Ugyldig forfaldsdato',
      ],
      [
        { amount: 0.001, description: 'Kontingent', dueDate: '2030-01-01', userIds: [member.id] },
        'Beløbet skal være større end 0',
      ],
      [
        {
          amount: 500,
          description: 'Kontingent',
          dueDate: '2030-01-01',
          userIds: [member.id],
          status: 'completed',
        },
        'Ukendt felt: status',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await post('/api/admin/create-kontingent', admin.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await countPayments()).toBe(before);
  });

  it('is for coach, board and admin only', async () => {
    for (const role of ['none', 'member', 'player'] as const) {
      const { headers } = await t.roleUser(role);
      expect((await post('/api/admin/create-kontingent', headers, {})).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: '/api/payments/all', headers })).statusCode).toBe(403);
    }
  });
});

describe('memberships', () => {
  it('creates a manual membership for N months and removes it in bulk', async () => {
    const board = await t.roleUser('board');
    const a = await buildUser(t.deps.db, { role: 'none', membershipStatus: 'inactive' });
    const res = await post('/api/admin/create-membership', board.headers, {
      membershipType: 'ru_member',
      duration: 12,
      userIds: [a.id],
    });
    expect(res.json()).toEqual({ count: 1, message: 'Medlemskab oprettet for 1 bruger' });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, a.id));
    expect(row!.manualMembership).toBe(true);
    expect(Math.abs(row!.membershipExpiresAt!.getTime() - addMonths(new Date(), 12).getTime())).toBeLessThan(
      60_000,
    );
    const list = (await t.request({ method: 'GET', url: '/api/users', headers: board.headers })).json();
    expect(list.find((u: { id: number }) => u.id === a.id).membershipStatus).toBe('active');

    const removed = await post('/api/admin/remove-membership', board.headers, { userIds: [a.id] });
    expect(removed.json().count).toBe(1);
    const listAfter = (await t.request({ method: 'GET', url: '/api/users', headers: board.headers })).json();
    expect(listAfter.find((u: { id: number }) => u.id === a.id).membershipStatus).toBe('inactive');
  });

  it('a bulk request with one unknown or forbidden person among valid ones changes nobody, with a Danish message', async () => {
    const board = await t.roleUser('board');
    const a = await buildUser(t.deps.db, { role: 'player', membershipStatus: 'inactive' });
    const b = await buildUser(t.deps.db, { role: 'member', membershipStatus: 'inactive' });
    const before = await countPayments();
    const state = async () =>
      (
        await t.deps.db
          .select({ manual: users.manualMembership })
          .from(users)
          .where(inArray(users.id, [a.id, b.id]))
      ).map((r) => r.manual);
    const initial = await state();
    const bulk: Array<[string, Record<string, unknown>]> = [
      ['/api/admin/create-kontingent', { amount: 100, description: 'Kontingent', dueDate: '2030-01-01' }],
      ['/api/admin/create-membership', { membershipType: 'player', duration: 6 }],
      ['/api/admin/remove-membership', {}],
    ];
    for (const [url, body] of bulk) {
      const unknown = await post(url, board.headers, { ...body, userIds: [a.id, 2_000_000_000, b.id] });
      expect(unknown.statusCode, url).toBe(400);
      expect(unknown.json().message, url).toBe('Ukendt bruger valgt');
      const own = await post(url, board.headers, { ...body, userIds: [a.id, board.id] });
      expect(own.statusCode, url).toBe(403);
      expect(own.json().message, url).toBe('Du kan ikke ændre dit eget medlemskab eller kontingent');
    }
    expect(await countPayments()).toBe(before);
    expect(await state()).toEqual(initial);
  });

  it('refuses a duration below one month and an empty selection', async () => {
    const admin = await t.roleUser('admin');
    const zero = await post('/api/admin/create-membership', admin.headers, {
      membershipType: 'player',
      duration: 0,
      userIds: [admin.id],
    });
    expect(zero.json().message).toBe('Varighed skal være mindst 1 måned');
    const none = await post('/api/admin/remove-membership', admin.headers, { userIds: [] });
    expect(none.json().message).toBe('Vælg mindst én bruger');
    const type = await post('/api/admin/create-membership', admin.headers, {
      membershipType: 'gold',
      duration: 1,
      userIds: [admin.id],
    });
    expect(type.statusCode).toBe(400);
  });
});

describe('payments overview and arrears', () => {
  it('lists totals per user without one query per user, and days overdue', async () => {
    const admin = await t.roleUser('admin');
    const late = await buildUser(t.deps.db, { role: 'member', firstName: 'Sen' });
    await buildPayment(t.deps.db, {
      userId: late.id,
      amount: 20000,
      description: 'Gammel',
      status: 'pending',
      dueDate: '2020-01-01',
    });
    await buildPayment(t.deps.db, {
      userId: late.id,
      amount: 15000,
      description: 'Betalt',
      status: 'completed',
      paidAt: new Date(),
    });
    const usersList = (await t.request({ method: 'GET', url: '/api/users', headers: admin.headers })).json();
    const row = usersList.find((u: { id: number }) => u.id === late.id);
    expect(row.totalPayments).toBe(15000);
    // The payment-status filter on Kontingent and Medlemmer reads the outstanding count.
    expect(row.pendingPayments).toBe(1);
    expect(row.membershipStatus).toBe('inactive');
    const members = (
      await t.request({ method: 'GET', url: '/api/admin/members?limit=5000', headers: admin.headers })
    ).json().items;
    expect(members.find((u: { id: number }) => u.id === late.id)).toMatchObject({
      totalPayments: 15000,
      pendingPayments: 1,
    });
    const all = (await t.request({ method: 'GET', url: '/api/payments/all', headers: admin.headers })).json();
    const overdue = all.find((p: { description: string }) => p.description === 'Gammel');
    expect(overdue.daysOverdue).toBeGreaterThan(365);
    expect(overdue.user).toEqual({ firstName: 'Sen', lastName: 'Person' });
  });

  it('sends each overdue reminder once, as a domain event', async () => {
    const events: number[] = [];
    const off = t.deps.events.on('payment.overdue', (p) => void events.push(p.id));
    const ctx = createPaymentsContext(t.deps);
    const first = await sendOverdueReminders(ctx);
    const second = await sendOverdueReminders(ctx);
    await new Promise((r) => setTimeout(r, 10));
    off();
    expect(first).toBeGreaterThan(0);
    expect(second).toBe(0);
    expect(events).toHaveLength(first);
  });

  it('two overlapping reminder runs (two instances) announce each overdue payment once', async () => {
    const late = await buildUser(t.deps.db, { role: 'player' });
    const due = await buildPayment(t.deps.db, {
      userId: late.id,
      amount: 30000,
      description: 'Overlap',
      status: 'pending',
      dueDate: '2021-03-01',
    });
    const events: number[] = [];
    const off = t.deps.events.on('payment.overdue', (p) => void events.push(p.id));
    const [a, b] = await Promise.all([
      sendOverdueReminders(createPaymentsContext(t.deps)),
      sendOverdueReminders(createPaymentsContext(t.deps)),
    ]);
    await new Promise((r) => setTimeout(r, 10));
    off();
    expect(events.filter((id) => id === due.id)).toHaveLength(1);
    expect(a + b).toBe(events.length);
  });

  it('deletes only outstanding payments', async () => {
    const coach = await t.roleUser('coach');
    const m = await buildUser(t.deps.db, { role: 'player' });
    const pending = await buildPayment(t.deps.db, { userId: m.id, amount: 100, description: 'p' });
    const done = await buildPayment(t.deps.db, {
      userId: m.id,
      amount: 100,
      description: 'd',
      status: 'completed',
    });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/admin/payments/${done.id}`, headers: coach.headers }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/admin/payments/${pending.id}`,
          headers: coach.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/admin/payments/${pending.id}`,
          headers: coach.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/admin/payments/abc`, headers: coach.headers }))
        .statusCode,
    ).toBe(400);
    const [still] = await t.deps.db.select().from(payments).where(eq(payments.id, done.id));
    expect(still).toBeTruthy();
  });
});

describe('deleting an outstanding payment the member is paying right now', () => {
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };
  const sandbox = () => t.deps.payments as SandboxGateway;

  async function outstandingWithIntent(amount = 20000) {
    // A player's kontingent: the coach's to delete.
    const member = await buildUser(t.deps.db, { role: 'player' });
    const row = await buildPayment(t.deps.db, {
      userId: member.id,
      amount,
      description: 'Kontingent',
      dueDate: '2030-01-01',
    });
    const headers = await t.authFor(member.id);
    const intent = (await post('/api/create-payment-intent', headers, { paymentId: row.id })).json();
    return { member, row, headers, intent };
  }
  const refundsFor = async (intentId: string) =>
    (await t.deps.db.select().from(sandboxObjects).where(eq(sandboxObjects.kind, 'refund'))).filter(
      (r) => (r.data as { paymentIntentId: string }).paymentIntentId === intentId,
    );

  it('cancels the open intent first, so the open card form can no longer pay it', async () => {
    const coach = await t.roleUser('coach');
    const { row, intent } = await outstandingWithIntent();
    const res = await t.request({
      method: 'DELETE',
      url: `/api/admin/payments/${row.id}`,
      headers: coach.headers,
    });
    expect(res.statusCode).toBe(200);
    expect((await sandbox().retrievePaymentIntent(intent.paymentIntentId))!.status).toBe('canceled');
    const paid = await t.request({
      method: 'POST',
      url: '/api/sandbox/confirm-payment',
      payload: { clientSecret: intent.clientSecret, card },
    });
    expect(paid.json()).toMatchObject({ status: 'failed', message: 'Betalingen er annulleret' });
    expect(
      await t.deps.db.select().from(payments).where(eq(payments.paymentIntentId, intent.paymentIntentId)),
    ).toHaveLength(0);
  });

  it('refuses with a clear message when the intent already succeeded, and keeps the payment', async () => {
    const coach = await t.roleUser('coach');
    const { row, intent } = await outstandingWithIntent();
    await sandbox().confirmIntent(intent.clientSecret, card, false); // paid; the app has not heard yet
    const res = await t.request({
      method: 'DELETE',
      url: `/api/admin/payments/${row.id}`,
      headers: coach.headers,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Betalingen er allerede gennemført og kan ikke slettes');
    expect(await t.deps.db.select().from(payments).where(eq(payments.id, row.id))).toHaveLength(1);
  });

  it('refuses when the payment succeeds between the check and the cancel', async () => {
    const { row, intent } = await outstandingWithIntent();
    const racing = Object.create(sandbox()) as SandboxGateway;
    racing.cancelPaymentIntent = async (id: string) => {
      await sandbox().confirmIntent(intent.clientSecret, card, false);
      return sandbox().cancelPaymentIntent(id);
    };
    const admin = { id: (await t.roleUser('admin')).id, role: 'admin' as const };
    await expect(deletePayment(racing, kontingentRepository(t.deps.db), row.id, admin)).rejects.toMatchObject(
      {
        kind: 'conflict',
        message: 'Betalingen er allerede gennemført og kan ikke slettes',
      },
    );
    expect(await t.deps.db.select().from(payments).where(eq(payments.id, row.id))).toHaveLength(1);
  });

  it('a charge that succeeds for a payment that is gone is refunded once and logged, not silently kept', async () => {
    const { member, row, intent } = await outstandingWithIntent(15000);
    await sandbox().confirmIntent(intent.clientSecret, card, false);
    await t.deps.db.delete(payments).where(eq(payments.id, row.id)); // gone (deleted without cancelling, as before)
    const warnings: object[] = [];
    const ctx = createPaymentsContext(t.deps, {
      info: () => undefined,
      warn: (details) => void warnings.push(details),
    });
    await reconcilePayments(ctx);
    await reconcilePayments(ctx);
    expect(await refundsFor(intent.paymentIntentId)).toHaveLength(1);
    const [recorded] = await t.deps.db
      .select()
      .from(payments)
      .where(eq(payments.paymentIntentId, intent.paymentIntentId));
    expect(recorded).toMatchObject({ userId: member.id, status: 'refunded', amount: 15000 });
    expect(warnings).toEqual([
      expect.objectContaining({ paymentIntentId: intent.paymentIntentId, paymentId: row.id }),
    ]);
  });
});
