import { describe, expect, it } from 'vitest';
import { LOGIN_LINK_ANSWER } from '@common/contracts/auth';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { mailTestApp, tokenInMail } from '../../test/mail-test-app';

/**
 * A guesser cannot keep the owner out (S19, decision 095): five wrong passwords keep new browsers
 * out, the owner is told once a day, and a sign-in link mailed to the confirmed address lets them
 * in from a new browser, which from then on is one of theirs.
 */
const box = mailTestApp(new Date('2026-05-04T08:00:00Z'));
let ipCounter = 0;

const post = (url: string, payload: object, cookie?: string) =>
  box.t.request({
    method: 'POST',
    url,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: `10.32.0.${++ipCounter}`,
  });
const guess = (username: string, times: number) =>
  Promise.all(
    Array.from({ length: times }, () => post('/api/login', { username, password: 'forkert-gaet' })),
  );
const subjects = (to: string) =>
  box.smtp.received.filter((m) => m.envelopeTo.includes(to)).map((m) => m.parsed.subject);
const deviceCookieOf = (res: { cookies: Array<{ name: string; value: string }> }) =>
  res.cookies.find((c) => c.name === 'ru_device')!.value;

describe('the sign-in link', () => {
  it('lets the owner in from a new browser while it is kept out, and that browser is theirs from then on', async () => {
    const owner = await buildUser(box.t.deps.db, { email: 'ejer@example.dk' });
    await guess(owner.username, 5);
    expect((await post('/api/login', { username: owner.username, password: TEST_PASSWORD })).statusCode).toBe(
      429,
    );

    const asked = await post('/api/login/link', { login: 'EJER@example.dk' });
    expect(asked.json()).toEqual({ message: LOGIN_LINK_ANSWER });
    const mail = (await box.smtp.waitFor('ejer@example.dk', 2)).parsed;
    expect(mail.subject).toBe('Dit link til at logge ind');
    expect(mail.text).toContain('15 minutter');
    const token = tokenInMail(mail.text!, '/login-link');

    const signedIn = await post('/api/login/link/confirm', { token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().id).toBe(owner.id);
    // Works once.
    expect((await post('/api/login/link/confirm', { token })).statusCode).toBe(400);
    // The browser that followed it is now a known one: the guessing does not stop it.
    const device = deviceCookieOf(signedIn);
    const again = await post(
      '/api/login',
      { username: owner.username, password: TEST_PASSWORD },
      `ru_device=${device}`,
    );
    expect(again.statusCode).toBe(200);

    const history = await box.t.request({
      method: 'GET',
      url: `/api/admin/members/${owner.id}/history`,
      headers: (await box.t.roleUser('admin')).headers,
    });
    expect(history.json().map((e: { kind: string }) => e.kind)).toEqual([
      'signed_in_by_link',
      'sign_in_attack',
    ]);
  });

  it('tells the owner at most once a day, and never someone who does not exist', async () => {
    const owner = await buildUser(box.t.deps.db, { email: 'angrebet.igen@example.dk' });
    await guess(owner.username, 9);
    await guess('findes_ikke', 9);
    box.now = new Date(box.now.getTime() + 60 * 60 * 1000);
    await guess(owner.username, 6);
    await box.t.deps.mail.idle();
    expect(subjects('angrebet.igen@example.dk')).toEqual(['Nogen prøver at logge ind på din konto']);
    box.now = new Date(box.now.getTime() + 24 * 60 * 60 * 1000);
    await guess(owner.username, 6);
    await box.smtp.waitFor('angrebet.igen@example.dk', 2);
  });

  it('goes only to a confirmed address, dies in 15 minutes and with a password change, and answers alike for anyone', async () => {
    const unconfirmed = await buildUser(box.t.deps.db, {
      email: 'ikke.bekraeftet@example.dk',
      emailConfirmedAt: null,
    });
    const person = await buildUser(box.t.deps.db, { email: 'kort.levetid@example.dk' });
    const answers = await Promise.all(
      [unconfirmed.username, 'ingen_saadan', person.username, person.username].map((login) =>
        post('/api/login/link', { login }),
      ),
    );
    for (const res of answers) expect(res.json()).toEqual({ message: LOGIN_LINK_ANSWER });
    const first = tokenInMail(
      (await box.smtp.waitFor('kort.levetid@example.dk', 1)).parsed.text!,
      '/login-link',
    );
    const second = tokenInMail(
      (await box.smtp.waitFor('kort.levetid@example.dk', 2)).parsed.text!,
      '/login-link',
    );
    expect(subjects('ikke.bekraeftet@example.dk')).toEqual([]);

    box.now = new Date(box.now.getTime() + 16 * 60 * 1000);
    const late = await post('/api/login/link/confirm', { token: first });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Linket er ugyldigt eller udløbet. Bed om et nyt på login-siden.');

    await post('/api/login/link', { login: person.username });
    const third = tokenInMail(
      (await box.smtp.waitFor('kort.levetid@example.dk', 3)).parsed.text!,
      '/login-link',
    );
    await box.t.request({
      method: 'PUT',
      url: '/api/user/change-password',
      headers: await box.t.authFor(person.id),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'ny-kode-efter-link-4' },
    });
    expect((await post('/api/login/link/confirm', { token: third })).statusCode).toBe(400);
    expect((await post('/api/login/link/confirm', { token: second })).statusCode).toBe(400);

    for (const payload of [{}, { login: '' }, { login: 'x'.repeat(300) }, { login: 'a', extra: 1 }]) {
      expect((await post('/api/login/link', payload)).statusCode).toBe(400);
    }
    for (const payload of [{}, { token: '' }, { token: 'x'.repeat(201) }, { token: 'A'.repeat(43) }]) {
      expect((await post('/api/login/link/confirm', payload)).statusCode).toBe(400);
    }
  });
});
