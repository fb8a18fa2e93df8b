import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailQueue, recoveryLinks } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Link mails (S20, decision 094): the token is minted when the mail is handed on, only its hash is
 * kept, and the outbox never holds a usable link where real people are. The embedded demo alone
 * shows the links it keeps, so the flows can be tried without a mail server.
 */
let ipCounter = 0;
const requestReset = (t: TestApp, login: string) =>
  t.request({
    method: 'POST',
    url: '/api/password-reset/request',
    payload: { login },
    remoteAddress: `10.31.0.${++ipCounter}`,
  });
const rowsTo = (t: TestApp, to: string) =>
  t.deps.db.select().from(mailQueue).where(eq(mailQueue.recipient, to));
/**
 * The reset request does its work after the answer has gone (S4): wait until its mail to `to` is
 * queued (on a busy machine and PostgreSQL that can take more than a moment), then for the queue's
 * first try of it.
 */
const settle = async (t: TestApp, to: string) => {
  for (let waited = 0; (await rowsTo(t, to)).length === 0; waited += 20) {
    if (waited > 10_000) throw new Error(`no mail to ${to} was queued`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await t.deps.mail.idle();
};

describe('with a mail server', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let clock = new Date('2026-04-01T10:00:00Z');
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp(
      { now: () => clock },
      { SMTP_URL: smtp.url, PUBLIC_URL: 'https://klub.example.dk' },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mints a new token for every try: a link from a try that failed stops working', async () => {
    const user = await buildUser(t.deps.db, { email: 'temp-fail.link@example.dk' });
    await requestReset(t, user.username);
    await settle(t, user.email!);
    const [first] = await t.deps.db.select().from(recoveryLinks).where(eq(recoveryLinks.userId, user.id));
    expect(first!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await rowsTo(t, user.email);
    expect(row).toMatchObject({ status: 'queued', attempts: 1 });
    expect(row!.text).toContain('urn:klubapp:minted-link');
    clock = new Date(clock.getTime() + 2 * 60 * 1000);
    await t.deps.mail.sendDue();
    const [second] = await t.deps.db.select().from(recoveryLinks).where(eq(recoveryLinks.userId, user.id));
    expect(second!.tokenHash).not.toBe(first!.tokenHash);
  });

  it('cancels a link mail whose link ended before it went', async () => {
    const user = await buildUser(t.deps.db, { email: 'temp-fail.ended@example.dk' });
    await requestReset(t, user.username);
    await settle(t, user.email!);
    // The person changes password meanwhile: the link ends, and its mail is never sent.
    await t.request({
      method: 'POST',
      url: '/api/user/logout-everywhere',
      headers: await t.authFor(user.id),
    });
    clock = new Date(clock.getTime() + 2 * 60 * 1000);
    await t.deps.mail.sendDue();
    const [row] = await rowsTo(t, user.email);
    expect(row!.status).toBe('cancelled');
    const admin = await t.roleUser('admin');
    const outbox = await t.request({ method: 'GET', url: '/api/admin/mails', headers: admin.headers });
    const shown = outbox.json().mails.find((m: { to: string }) => m.to === user.email);
    expect(shown).toMatchObject({ status: 'cancelled' });
    expect(shown.text).toContain('[Linket står kun i selve e-mailen]');
    expect(outbox.json().linksShown).toBe(false);
  });
});

describe('without a mail server', () => {
  it('where real people are (a public address), the outbox keeps no link and none is minted', async () => {
    const t = await createTestApp({}, { PUBLIC_URL: 'https://klub.example.dk' });
    try {
      const user = await buildUser(t.deps.db, { email: 'rigtig@example.dk' });
      await requestReset(t, user.username);
      await settle(t, user.email!);
      const [row] = await rowsTo(t, user.email);
      expect(row!.status).toBe('outbox');
      expect(row!.text).not.toMatch(/token=/);
      const [link] = await t.deps.db.select().from(recoveryLinks).where(eq(recoveryLinks.userId, user.id));
      expect(link!.tokenHash).toBeNull();
    } finally {
      await t.close();
    }
  });

  it('in the embedded demo, the outbox shows the link so the flow can be tried, and it works', async () => {
    const t = await createTestApp();
    try {
      expect(t.deps.config.embeddedDemo).toBe(true);
      const user = await buildUser(t.deps.db, { email: 'demo.person@example.dk' });
      await requestReset(t, user.username);
      await settle(t, user.email!);
      const admin = await t.roleUser('admin');
      const outbox = await t.request({ method: 'GET', url: '/api/admin/mails', headers: admin.headers });
      expect(outbox.json().linksShown).toBe(true);
      const text: string = outbox.json().mails.find((m: { to: string }) => m.to === user.email).text;
      const token = new URL(text.match(/http:\/\/\S+\/reset-password\?token=\S+/)![0]).searchParams.get(
        'token',
      )!;
      const used = await t.request({
        method: 'POST',
        url: '/api/password-reset/confirm',
        payload: { token, password: 'demo-kode-virker-3' },
      });
      expect(used.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
