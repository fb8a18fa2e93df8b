import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Important announcements by e-mail to people without push (E6). */
let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({}, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://klub.example.dk' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const to = (address: string) => smtp.received.filter((m) => m.envelopeTo.includes(address));

describe('important announcements by e-mail', () => {
  it('go to everyone without a push device who has not turned them off; never to the author; never for ordinary ones', async () => {
    const admin = await t.roleUser('admin');
    const withPush = await buildUser(t.deps.db, { email: 'har.push@example.dk' });
    await t.deps.db
      .insert(pushSubscriptions)
      .values({ userId: withPush.id, endpoint: 'https://push.example/1', p256dh: 'k', auth: 'a' });
    await buildUser(t.deps.db, { email: 'ingen.push@example.dk', firstName: 'Nora' });
    const optedOut = await buildUser(t.deps.db, { email: 'fravalgt@example.dk' });
    await t.request({
      method: 'PUT',
      url: '/api/user/mail-preferences',
      headers: await t.authFor(optedOut.id),
      payload: { announcement: false, kontingent_reminder: true, arrangement: true },
    });

    const ordinary = await t.request({
      method: 'POST',
      url: '/api/announcements',
      headers: admin.headers,
      payload: { title: 'Almindelig', content: 'Intet vigtigt' },
    });
    expect(ordinary.statusCode).toBeLessThan(300);
    const important = await t.request({
      method: 'POST',
      url: '/api/announcements',
      headers: admin.headers,
      payload: {
        title: 'Generalforsamling <script>',
        content: 'Torsdag kl. 19.\n\nHusk <b>kaffe</b>.',
        important: true,
      },
    });
    expect(important.statusCode).toBeLessThan(300);

    const mail = await smtp.waitFor('ingen.push@example.dk');
    expect(mail.parsed.subject).toBe('Vigtigt: Generalforsamling <script>');
    expect(mail.parsed.text).toContain('Hej Nora,');
    expect(mail.parsed.text).toContain('Husk <b>kaffe</b>.');
    expect(String(mail.parsed.html)).toContain('Husk &lt;b&gt;kaffe&lt;/b&gt;.');
    expect(String(mail.parsed.html)).not.toContain('<script>');
    expect(mail.parsed.headerLines.some((h) => h.key === 'list-unsubscribe-post')).toBe(true);
    await t.deps.mail.idle();
    expect(to('ingen.push@example.dk')).toHaveLength(1);
    expect(to('har.push@example.dk')).toHaveLength(0);
    expect(to('fravalgt@example.dk')).toHaveLength(0);
    const adminEmail = (await t.deps.users.findById(admin.id))!.email!;
    expect(to(adminEmail)).toHaveLength(0);
  });
});
