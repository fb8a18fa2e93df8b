import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_ANSWER } from '@common/contracts/mail';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { mailTestApp } from '../../test/mail-test-app';
import { redactUrl } from '../../lib/redact-url';
import { ACCOUNT_LIMIT, ADDRESS_LIMIT } from '../../core/recovery/answer-alike';

/** Glemt adgangskode (E2), through a real SMTP round trip. */
const box = mailTestApp(new Date('2026-03-02T10:00:00Z'));
let ipCounter = 0;
const ip = () => `10.9.0.${++ipCounter}`;

const requestReset = (login: string, remoteAddress = ip()) =>
  box.t.request({ method: 'POST', url: '/api/password-reset/request', payload: { login }, remoteAddress });
const confirm = (token: string, password: string, headers: Record<string, string> = {}) =>
  box.t.request({
    method: 'POST',
    url: '/api/password-reset/confirm',
    payload: { token, password },
    headers,
    remoteAddress: ip(),
  });

/** The reset link from the n-th mail to `to`, followed: the page's path and the token in it. */
async function linkFromMail(to: string, count = 1) {
  const mail = await box.smtp.waitFor(to, count);
  const url = mail.parsed.text!.match(/https:\/\/klub\.example\.dk\/reset-password\?token=\S+/)?.[0];
  expect(url).toBeTruthy();
  expect(String(mail.parsed.html)).toContain(url!.replace(/&/g, '&amp;'));
  const u = new URL(url!);
  return { path: `${u.pathname}${u.search}`, token: u.searchParams.get('token')! };
}

describe('Glemt adgangskode', () => {
  it('answers alike whether or not the person exists, mails a link that sets a new password once, ends every other session and signs in here', async () => {
    const user = await buildUser(box.t.deps.db, {
      email: 'glemsom@example.dk',
      firstName: 'Gitte',
      lastName: 'Glemsom',
    });
    const otherSession = await box.t.authFor(user.id);

    const unknown = await requestReset('ingen_saadan_person');
    const known = await requestReset('Glemsom@Example.dk');
    for (const res of [unknown, known]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: PASSWORD_RESET_ANSWER });
    }
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());

    const mail = await box.smtp.waitFor('glemsom@example.dk');
    expect(mail.parsed.subject).toBe('Vælg en ny adgangskode');
    expect(mail.parsed.text).toContain('Hej Gitte,');
    expect(mail.parsed.text).toContain('30 minutter');
    const { path, token } = await linkFromMail('glemsom@example.dk');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    expect(path.startsWith('/reset-password?token=')).toBe(true);
    // The link is masked in the request log (S14).
    expect(redactUrl(path)).toBe('/reset-password?token=[REDACTED]');
    // The page is the app's (the SPA serves it); its token is stored only as a hash.
    const stored = await box.t.deps.database.db.execute<{ token_hash: string }>(
      `select token_hash from recovery_links`,
    );
    expect(JSON.stringify(stored)).not.toContain(token);

    // The app's password rules apply; a refused password uses nothing up.
    const weak = await confirm(token, 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.password).toBe('Adgangskoden er for almindelig');
    const short = await confirm(token, 'abc');
    expect(short.statusCode).toBe(400);

    const ok = await confirm(token, 'ny-staerk-kode-42');
    expect(ok.statusCode).toBe(200);
    const body = ok.json<{ id: number; username: string; token: string }>();
    expect(body.id).toBe(user.id);
    expect(body.token).toBeTruthy();
    expect(String(ok.headers['set-cookie'])).toContain('ru_session=');
    // Signed in on this device; the other session has ended.
    expect(
      (
        await box.t.request({
          method: 'GET',
          url: '/api/user',
          headers: { authorization: `Bearer ${body.token}` },
        })
      ).statusCode,
    ).toBe(200);
    expect((await box.t.request({ method: 'GET', url: '/api/user', headers: otherSession })).statusCode).toBe(
      401,
    );
    // The new password signs in, the old one does not.
    expect(
      (
        await box.t.request({
          method: 'POST',
          url: '/api/login',
          payload: { username: user.username, password: 'ny-staerk-kode-42' },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await box.t.request({
          method: 'POST',
          url: '/api/login',
          payload: { username: user.username, password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(401);

    // Works once.
    const again = await confirm(token, 'endnu-en-ny-kode-43');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Linket er ugyldigt eller udløbet. Bed om et nyt.');
    // The unknown login sent nothing.
    expect(box.smtp.received.filter((m) => m.parsed.subject === 'Vælg en ny adgangskode')).toHaveLength(1);
  });

  it('a link lives 30 minutes; a newer password from any link ends the others', async () => {
    const user = await buildUser(box.t.deps.db, { email: 'udloeb@example.dk' });
    await requestReset(user.username);
    const first = await linkFromMail('udloeb@example.dk', 1);
    box.now = new Date(box.now.getTime() + 31 * 60 * 1000);
    const late = await confirm(first.token, 'ny-staerk-kode-42');
    expect(late.statusCode).toBe(400);
    expect(late.json().errors.token).toBe('Linket er ugyldigt eller udløbet. Bed om et nyt.');

    await requestReset(user.username);
    const second = await linkFromMail('udloeb@example.dk', 2);
    await requestReset(user.username);
    const third = await linkFromMail('udloeb@example.dk', 3);
    expect((await confirm(third.token, 'ny-staerk-kode-42')).statusCode).toBe(200);
    expect((await confirm(second.token, 'ny-staerk-kode-43')).statusCode).toBe(400);
  });

  it('throttles per account silently and per address with a 429 that says nothing about who exists', async () => {
    const user = await buildUser(box.t.deps.db, { email: 'mange@example.dk' });
    box.now = new Date(box.now.getTime() + 2 * 60 * 60 * 1000);
    for (let i = 0; i < ACCOUNT_LIMIT + 2; i++)
      expect((await requestReset(user.username)).statusCode).toBe(200);
    // A later request for someone else has been handled after these: only ACCOUNT_LIMIT mails went out.
    const marker = await buildUser(box.t.deps.db, { email: 'markoer@example.dk' });
    await requestReset(marker.email);
    await box.smtp.waitFor('markoer@example.dk');
    await box.t.deps.mail.idle();
    expect(box.smtp.received.filter((m) => m.envelopeTo.includes('mange@example.dk'))).toHaveLength(
      ACCOUNT_LIMIT,
    );

    const address = '10.8.0.1';
    for (let i = 0; i < ADDRESS_LIMIT; i++)
      expect((await requestReset(`nobody_${i}`, address)).statusCode).toBe(200);
    const limited = await requestReset('nobody_else', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('For mange forsøg. Prøv igen senere.');
  });

  it('refuses bad input with Danish messages and changes nothing', async () => {
    for (const payload of [
      {},
      { login: '' },
      { login: 'x'.repeat(300) },
      { login: 'a', extra: 1 },
      { login: 5 },
    ]) {
      const res = await box.t.request({
        method: 'POST',
        url: '/api/password-reset/request',
        payload,
        remoteAddress: ip(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    for (const payload of [
      {},
      { token: 'x' },
      { password: 'ny-staerk-kode-42' },
      { token: 'x'.repeat(300), password: 'ny-staerk-kode-42' },
    ]) {
      const res = await box.t.request({
        method: 'POST',
        url: '/api/password-reset/confirm',
        payload,
        remoteAddress: ip(),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const unknown = await confirm('A'.repeat(43), 'ny-staerk-kode-42');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Linket er ugyldigt eller udløbet. Bed om et nyt.');
  });
});
