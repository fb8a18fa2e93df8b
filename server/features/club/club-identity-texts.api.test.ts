import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubSettings } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Texts the server writes name the club from its data (decision 105): mails, receipts, calendar, API docs. */
let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({}, { SMTP_URL: smtp.url, MAIL_FROM: 'klub@vesterby.dk', PAYMENTS: 'sandbox' });
  await t.deps.db.update(clubSettings).set({ clubName: 'Vesterby Boldklub', shortName: 'VB' });
  await t.deps.teams.settingsChanged(null);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const card = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };

describe("the club's name in what the server writes", () => {
  it("sends mails as '<short name> KlubApp' and numbers receipts with the short name", async () => {
    const member = await buildUser(t.deps.db, { role: 'none', membershipType: 'player', email: 'vb.betaler@example.dk' });
    const admin = await t.roleUser('admin');
    await t.request({
      method: 'POST',
      url: '/api/admin/create-kontingent',
      headers: admin.headers,
      payload: { amount: 500, description: 'Månedskontingent', dueDate: '2030-01-01', userIds: [member.id] },
    });
    const headers = await t.authFor(member.id);
    const [payment] = (await t.request({ method: 'GET', url: '/api/payments', headers })).json();
    const intent = (
      await t.request({ method: 'POST', url: '/api/create-payment-intent', headers, payload: { paymentId: payment.id } })
    ).json();
    await t.request({ method: 'POST', url: '/api/sandbox/confirm-payment', payload: { clientSecret: intent.clientSecret, card } });
    const mail = await smtp.waitFor('vb.betaler@example.dk');
    expect(mail.parsed.from?.value[0]).toMatchObject({ name: 'VB KlubApp', address: 'klub@vesterby.dk' });
    expect(mail.parsed.subject).toBe('Kvittering for din betaling til Vesterby Boldklub');
    expect(mail.parsed.text).toMatch(/Kvitteringsnr\.: VB-\d{6}/);
    expect(mail.parsed.text).not.toMatch(/\bRU\b/);
  });

  it("names the calendar feed and the API docs after the club's short name", async () => {
    const player = await buildUser(t.deps.db, { role: 'player' });
    const headers = await t.authFor(player.id);
    const { url } = (await t.request({ method: 'POST', url: '/api/calendar/token', headers })).json();
    const ics = (await t.request({ method: 'GET', url: new URL(url).pathname })).body;
    expect(ics).toContain('X-WR-CALNAME:VB KlubApp');
    expect(ics).not.toMatch(/\bRU\b/);
    const docs = (await t.request({ method: 'GET', url: '/api/docs/json' })).json();
    expect(docs.info.title).toBe('VB KlubApp API');
  });
});
