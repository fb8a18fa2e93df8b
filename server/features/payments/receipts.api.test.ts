import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPayment, buildUser } from '../../test/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sendDueReceipts } from './receipts';

/** Kvittering after every successful payment (E4), through a real SMTP round trip and the sandbox gateway. */
let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp(
    {},
    { SMTP_URL: smtp.url, PUBLIC_URL: 'https://klub.example.dk', PAYMENTS: 'sandbox' },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const card = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };
const pay = async (clientSecret: string) =>
  (
    await t.request({ method: 'POST', url: '/api/sandbox/confirm-payment', payload: { clientSecret, card } })
  ).json().status;
const receiptsTo = (to: string) =>
  smtp.received.filter((m) => m.envelopeTo.includes(to) && m.parsed.subject?.startsWith('Kvittering'));

describe('receipts', () => {
  it('the admin sets the CVR number; bad input changes nothing', async () => {
    const admin = await t.roleUser('admin');
    for (const cvrNumber of ['1234', 'abcdefgh', '123456789']) {
      const bad = await t.request({
        method: 'PUT',
        url: '/api/admin/receipt-settings',
        headers: admin.headers,
        payload: { cvrNumber },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('CVR-nummer skal være 8 cifre');
    }
    const ok = await t.request({
      method: 'PUT',
      url: '/api/admin/receipt-settings',
      headers: admin.headers,
      payload: { cvrNumber: ' 12345678 ' },
    });
    expect(ok.json()).toEqual({ cvrNumber: '12345678' });
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/receipt-settings', headers: admin.headers })).json(),
    ).toEqual({ cvrNumber: '12345678' });
  });

  it('mails a receipt right after a kontingent and a subscription are paid, once each, with amount, purpose, date, reference, club and CVR', async () => {
    const member = await buildUser(t.deps.db, {
      role: 'none',
      membershipType: 'player',
      email: 'betaler@example.dk',
      firstName: 'Bodil',
    });
    const admin = await t.roleUser('admin');
    await t.request({
      method: 'PUT',
      url: '/api/admin/receipt-settings',
      headers: admin.headers,
      payload: { cvrNumber: '12345678' },
    });
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/create-kontingent',
      headers: admin.headers,
      payload: { amount: 500, description: 'Månedskontingent', dueDate: '2030-01-01', userIds: [member.id] },
    });
    expect(created.statusCode).toBe(200);
    const headers = await t.authFor(member.id);
    const [payment] = (await t.request({ method: 'GET', url: '/api/payments', headers })).json();
    const intent = (
      await t.request({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers,
        payload: { paymentId: payment.id },
      })
    ).json();
    expect(await pay(intent.clientSecret)).toBe('succeeded');

    const mail = await smtp.waitFor('betaler@example.dk');
    expect(mail.parsed.subject).toBe('Kvittering for din betaling til RU');
    const text = mail.parsed.text!;
    expect(text).toContain('Hej Bodil,');
    expect(text).toContain('Beløb: 500 kr');
    expect(text).toContain('Betaling for: Månedskontingent (kontingent)');
    expect(text).toMatch(/Betalt: \d{1,2}\.\d{1,2}\.\d{4} kl\. \d{2}:\d{2}/);
    expect(text).toMatch(/Betalingsreference: pi_\S+/);
    expect(text).toContain('Modtager: RU, CVR-nr. 12345678');
    expect(mail.raw).not.toContain('List-Unsubscribe'); // receipts are always sent

    const sub = await t.request({
      method: 'POST',
      url: '/api/create-player-subscription',
      headers,
      payload: {},
    });
    expect(sub.statusCode).toBe(200);
    expect(await pay(sub.json().clientSecret)).toBe('succeeded');
    const done = await t.request({
      method: 'POST',
      url: '/api/complete-player-subscription',
      headers,
      payload: { paymentIntentId: sub.json().paymentIntentId },
    });
    expect(done.statusCode).toBe(200);
    const second = await smtp.waitFor('betaler@example.dk', 2);
    expect(second.parsed.text).toContain('Beløb: 600 kr');

    // Another scan finds nothing new.
    expect(await sendDueReceipts(t.deps)).toBe(0);
    await t.deps.mail.idle();
    expect(receiptsTo('betaler@example.dk')).toHaveLength(2);

    // 'Send kvittering igen': the own completed payment only.
    // Completing the subscription gave the member a fresh session.
    const fresh = { authorization: `Bearer ${done.json().token}` };
    const again = await t.request({
      method: 'POST',
      url: `/api/payments/${payment.id}/receipt`,
      headers: fresh,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, to: 'betaler@example.dk' });
    await smtp.waitFor('betaler@example.dk', 3);
    const stranger = await buildUser(t.deps.db);
    const notMine = await t.request({
      method: 'POST',
      url: `/api/payments/${payment.id}/receipt`,
      headers: await t.authFor(stranger.id),
    });
    expect(notMine.statusCode).toBe(404);
    const pending = await buildPayment(t.deps.db, { userId: member.id });
    expect(
      (await t.request({ method: 'POST', url: `/api/payments/${pending.id}/receipt`, headers: fresh }))
        .statusCode,
    ).toBe(404);
  });

  it('the scheduled scan mails receipts for payments recorded without a request (a renewal the gateway reports)', async () => {
    const renewer = await buildUser(t.deps.db, { email: 'fornyer@example.dk' });
    await buildPayment(t.deps.db, {
      userId: renewer.id,
      status: 'completed',
      kind: 'subscription',
      amount: 60000,
      description: 'Spillerkontingent (fornyelse)',
      paymentIntentId: `pi_renewal_${Date.now()}`,
      paidAt: new Date(),
    });
    expect(await sendDueReceipts(t.deps)).toBe(1);
    const mail = await smtp.waitFor('fornyer@example.dk');
    expect(mail.parsed.text).toContain('Betaling for: Spillerkontingent (fornyelse) (abonnement)');
    expect(await sendDueReceipts(t.deps)).toBe(0);
  });

  it('never mails payments made before receipts began', async () => {
    const old = await buildUser(t.deps.db, { email: 'gammel@example.dk' });
    await buildPayment(t.deps.db, {
      userId: old.id,
      status: 'completed',
      paidAt: new Date('2020-01-01T10:00:00Z'),
    });
    expect(await sendDueReceipts(t.deps)).toBe(0);
  });
});
