import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailQueue } from '../../core/mail/mail-queue';
import { MAX_ATTEMPTS } from '../../core/mail/send-due-mails';
import { buildUser } from '../../test/factories';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { metrics } from '../../lib/metrics';

/** The mail channel through a real SMTP round trip (E1). */
let smtp: TestSmtpServer;
let t: TestApp;
let clock = new Date('2026-03-02T10:00:00Z');

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp(
    { now: () => clock },
    { SMTP_URL: smtp.url, MAIL_FROM: 'RU KlubApp <klub@example.dk>', PUBLIC_URL: 'https://klub.example.dk' },
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const pathOf = (url: string) => {
  const u = new URL(url);
  expect(u.origin).toBe('https://klub.example.dk');
  return `${u.pathname}${u.search}`;
};

const content = (name: string) => ({
  subject: 'Vigtigt opslag: Generalforsamling',
  greeting: `Hej ${name},`,
  paragraphs: ['Generalforsamlingen er torsdag kl. 19.'],
  action: { label: 'Læs opslaget', url: 'https://klub.example.dk/announcements' },
  reason: 'Du får denne e-mail, fordi du er medlem af klubben og ikke har notifikationer slået til.',
});

describe('the mail channel', () => {
  it('sends Danish text and HTML with the club name, escapes names, and carries a one-click unsubscribe that works', async () => {
    const user = await buildUser(t.deps.db, { firstName: 'Anna', email: 'anna.kanal@example.dk' });
    const added = await t.deps.mail.enqueue([
      {
        kind: 'announcement',
        eventKey: 'announcement:1',
        to: user.email,
        userId: user.id,
        content: content('<script>alert(1)</script>'),
      },
    ]);
    expect(added).toBe(1);
    const mail = await smtp.waitFor('anna.kanal@example.dk');
    const parsed = mail.parsed;
    expect(parsed.from?.value[0]).toMatchObject({ name: 'RU KlubApp', address: 'klub@example.dk' });
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value[0]?.address : undefined).toBe(
      'anna.kanal@example.dk',
    );
    expect(parsed.subject).toBe('Vigtigt opslag: Generalforsamling');
    expect(parsed.text).toContain('Hej <script>alert(1)</script>,');
    expect(parsed.text).toContain('RU');
    expect(parsed.text).toContain('Du får denne e-mail, fordi du er medlem');
    expect(parsed.html).toBeTruthy();
    const html = String(parsed.html);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Hej &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(html).toContain('lang="da"');
    const headerLine = (key: string) =>
      parsed.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n\s+/g, ' ');
    expect(headerLine('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const header = String(headerLine('list-unsubscribe')?.match(/<([^>]+)>/)?.[1]);
    expect(header).toMatch(/^https:\/\/klub\.example\.dk\/api\/mail\/unsubscribe\?token=/);
    const pageLink = parsed.text!.match(/Afmeld denne slags e-mails: (\S+)/)?.[1];
    expect(pageLink).toMatch(/^https:\/\/klub\.example\.dk\/unsubscribe\?token=/);

    // The page's link: what it unsubscribes from.
    const info = await t.request({
      method: 'GET',
      url: pathOf(pageLink!).replace('/unsubscribe', '/api/mail/unsubscribe'),
    });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ kind: 'announcement' });

    // The mail client's one-click POST (RFC 8058), without any sign-in.
    const res = await t.request({
      method: 'POST',
      url: pathOf(header),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    const prefs = await t.request({
      method: 'GET',
      url: '/api/user/mail-preferences',
      headers: await t.authFor(user.id),
    });
    expect(prefs.json()).toEqual({ announcement: false, kontingent_reminder: true, arrangement: true, match_changed: true });
    // Turned off: the next optional mail of that kind is not queued at all.
    expect(
      await t.deps.mail.enqueue([
        {
          kind: 'announcement',
          eventKey: 'announcement:2',
          to: user.email,
          userId: user.id,
          content: content('Anna'),
        },
      ]),
    ).toBe(0);
  });

  it('refuses a forged or altered unsubscribe link and changes nothing', async () => {
    const user = await buildUser(t.deps.db);
    for (const token of [
      `${user.id}.announcement.${'A'.repeat(32)}`,
      'abc',
      `${user.id}.receipt.${'A'.repeat(32)}`,
    ]) {
      const res = await t.request({
        method: 'POST',
        url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Linket er ugyldigt');
    }
    const missing = await t.request({ method: 'GET', url: '/api/mail/unsubscribe' });
    expect(missing.statusCode).toBe(400);
    const prefs = await t.request({
      method: 'GET',
      url: '/api/user/mail-preferences',
      headers: await t.authFor(user.id),
    });
    expect(prefs.json()).toEqual({ announcement: true, kontingent_reminder: true, arrangement: true, match_changed: true });
  });

  it('never sends a mail twice for the same event and recipient', async () => {
    const request = {
      kind: 'receipt' as const,
      eventKey: 'payment:77',
      to: 'Bo.Twice@example.dk',
      content: content('Bo'),
    };
    expect(await t.deps.mail.enqueue([request])).toBe(1);
    expect(await t.deps.mail.enqueue([{ ...request, to: 'bo.twice@example.dk' }])).toBe(0);
    await t.deps.mail.idle();
    await t.deps.mail.sendDue();
    expect(smtp.received.filter((m) => m.envelopeTo.includes('Bo.Twice@example.dk'))).toHaveLength(1);
  });

  it('retries a temporary refusal with back-off and marks it failed after the last try; a permanent refusal fails at once', async () => {
    const admin = await t.roleUser('admin');
    await t.deps.mail.enqueue([
      { kind: 'receipt', eventKey: 'payment:temp', to: 'temp-fail@example.dk', content: content('Temp') },
      { kind: 'receipt', eventKey: 'payment:perm', to: 'perm-fail@example.dk', content: content('Perm') },
    ]);
    await t.deps.mail.idle();
    const status = async (to: string) => {
      const res = await t.request({ method: 'GET', url: '/api/admin/mails', headers: admin.headers });
      return res
        .json<{ mails: Array<{ to: string; status: string; attempts: number; lastError: string | null }> }>()
        .mails.find((m) => m.to === to)!;
    };
    expect(await status('perm-fail@example.dk')).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await status('perm-fail@example.dk')).lastError).toContain('550');
    expect(await status('temp-fail@example.dk')).toMatchObject({ status: 'queued', attempts: 1 });
    // Not due yet: a run right away leaves it alone.
    await t.deps.mail.sendDue();
    expect(await status('temp-fail@example.dk')).toMatchObject({ status: 'queued', attempts: 1 });
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      clock = new Date(clock.getTime() + 3 * 60 * 60 * 1000);
      await t.deps.mail.sendDue();
      expect(await status('temp-fail@example.dk')).toMatchObject({
        status: attempt < MAX_ATTEMPTS ? 'queued' : 'failed',
        attempts: attempt,
      });
    }
    expect((await status('temp-fail@example.dk')).lastError).toContain('451');
    // Counted for /metrics (C6): retries and failures by kind.
    const counted = async (outcome: string) =>
      (await metrics.mailDeliveries.get()).values.find(
        (v) => v.labels.kind === 'receipt' && v.labels.outcome === outcome,
      )?.value ?? 0;
    expect(await counted('failed')).toBeGreaterThanOrEqual(2);
    expect(await counted('retry')).toBeGreaterThanOrEqual(MAX_ATTEMPTS - 1);
  });

  it('forgets finished mails after 90 days, and keeps newer ones', async () => {
    const admin = await t.roleUser('admin');
    await t.deps.mail.enqueue([
      { kind: 'receipt', eventKey: 'payment:old', to: 'gammel.mail@example.dk', content: content('Gam') },
    ]);
    await t.deps.mail.idle();
    const listed = async () =>
      (await t.request({ method: 'GET', url: '/api/admin/mails', headers: admin.headers }))
        .json<{ mails: Array<{ to: string }> }>()
        .mails.map((m) => m.to);
    expect(await listed()).toContain('gammel.mail@example.dk');
    clock = new Date(clock.getTime() + 89 * 24 * 60 * 60 * 1000);
    await t.deps.mail.enqueue([
      { kind: 'receipt', eventKey: 'payment:new', to: 'ny.mail@example.dk', content: content('Ny') },
    ]);
    await t.deps.mail.idle();
    expect(await listed()).toContain('gammel.mail@example.dk');
    clock = new Date(clock.getTime() + 2 * 24 * 60 * 60 * 1000);
    await t.deps.mail.sendDue();
    const after = await listed();
    expect(after).not.toContain('gammel.mail@example.dk');
    expect(after).toContain('ny.mail@example.dk');
  });

  it('Profil → E-mails: reads and changes the optional mails; bad input changes nothing', async () => {
    const user = await buildUser(t.deps.db);
    const headers = await t.authFor(user.id);
    const put = await t.request({
      method: 'PUT',
      url: '/api/user/mail-preferences',
      headers,
      payload: { announcement: false, kontingent_reminder: true, arrangement: true },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ announcement: false, kontingent_reminder: true, arrangement: true, match_changed: true });
    // 'Ændrede kampe' (decision 109): turned off when sent, left as it is by a client that does not send it.
    const off = await t.request({ method: 'PUT', url: '/api/user/mail-preferences', headers, payload: { announcement: false, kontingent_reminder: true, arrangement: true, match_changed: false } });
    expect(off.json()).toMatchObject({ match_changed: false });
    const kept = await t.request({ method: 'PUT', url: '/api/user/mail-preferences', headers, payload: { announcement: false, kontingent_reminder: true, arrangement: true } });
    expect(kept.json()).toMatchObject({ match_changed: false });
    for (const payload of [
      { announcement: 'nej', kontingent_reminder: true },
      { announcement: true },
      { announcement: true, kontingent_reminder: true, receipt: false },
    ]) {
      const bad = await t.request({ method: 'PUT', url: '/api/user/mail-preferences', headers, payload });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBeTruthy();
    }
    const read = await t.request({ method: 'GET', url: '/api/user/mail-preferences', headers });
    expect(read.json()).toEqual({ announcement: false, kontingent_reminder: true, arrangement: true, match_changed: false });
  });
});

describe('the outbox (no SMTP_URL)', () => {
  it('keeps mails in the database for Systemindstillinger and, in development, logs them with their links masked', async () => {
    const lines: Array<{ msg: string; obj: object }> = [];
    const log = {
      info: (obj: object, msg: string) => lines.push({ obj, msg }),
      warn: (obj: object, msg: string) => lines.push({ obj, msg }),
    };
    const outbox = await createTestApp();
    try {
      outbox.deps.mail.useLogger(log);
      const user = await buildUser(outbox.deps.db, { email: 'udbakke@example.dk' });
      await outbox.deps.mail.enqueue([
        {
          kind: 'password_reset',
          eventKey: 'reset:x',
          to: user.email,
          userId: user.id,
          content: {
            ...content('Ulla'),
            action: { label: 'Vælg', url: 'http://localhost:5000/reset-password?token=hemmelig-token-123' },
          },
        },
      ]);
      await outbox.deps.mail.idle();
      const admin = await outbox.roleUser('admin');
      const listed = await outbox.request({ method: 'GET', url: '/api/admin/mails', headers: admin.headers });
      expect(listed.json().transport).toBe('outbox');
      const mail = listed.json().mails.find((m: { to: string }) => m.to === 'udbakke@example.dk');
      expect(mail).toMatchObject({
        status: 'outbox',
        subject: 'Vigtigt opslag: Generalforsamling',
        kind: 'password_reset',
      });
      expect(mail.text).toContain('hemmelig-token-123');
      expect(
        (
          await outbox.request({
            method: 'GET',
            url: '/api/admin/mails',
            headers: (await outbox.roleUser('board')).headers,
          })
        ).statusCode,
      ).toBe(403);

      // As in development: the queue prints each outbox mail, its links masked (S14).
      const devQueue = new MailQueue(outbox.deps.db, null, {
        publicBase: 'http://localhost:5000',
        logOutbox: true,
        now: outbox.deps.now,
        linksInOutbox: false,
      });
      devQueue.useLogger(log);
      await devQueue.enqueue([
        {
          kind: 'receipt',
          eventKey: 'payment:log',
          to: user.email,
          content: {
            ...content('Ulla'),
            action: { label: 'Se', url: 'http://localhost:5000/reset-password?token=hemmelig-token-456' },
          },
        },
      ]);
      await devQueue.idle();
      expect(lines.map((l) => l.msg)).toContain('mail kept in the outbox (no SMTP_URL)');
      const logged = JSON.stringify(lines);
      expect(logged).toContain('udbakke@example.dk');
      expect(logged).toContain('reset-password?[REDACTED]');
      expect(logged).not.toContain('hemmelig-token');
    } finally {
      await outbox.close();
    }
  });
});
