import { describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../test/factories';
import { mailTestApp, tokenInMail } from '../../test/mail-test-app';

/**
 * Recovery links die in time (S20, decision 094): every path that changes a password, an e-mail
 * change and "Log ud overalt" end every open reset, e-mail-change and sign-in link of the person.
 */
const box = mailTestApp();
let ipCounter = 0;

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  box.t.request({ method: 'POST', url, payload, headers, remoteAddress: `10.30.0.${++ipCounter}` });
const mailsTo = (to: string) => box.smtp.received.filter((m) => m.envelopeTo.includes(to));

/** A person with one live link of each kind: reset, e-mail change and sign-in. */
async function personWithLinks(name: string) {
  const user = await buildUser(box.t.deps.db, { email: `${name}@example.dk`, firstName: 'Lene' });
  const headers = await box.t.authFor(user.id);
  await post('/api/password-reset/request', { login: user.username });
  await post('/api/login/link', { login: user.username });
  await box.t.request({
    method: 'PUT',
    url: '/api/user/profile',
    headers,
    payload: {
      firstName: 'Lene',
      lastName: 'Link',
      email: `${name}.ny@example.org`,
      currentPassword: TEST_PASSWORD,
    },
  });
  await box.smtp.waitFor(`${name}@example.dk`, 3); // reset, sign-in, "a new address was asked for"
  await box.smtp.waitFor(`${name}.ny@example.org`);
  const texts = mailsTo(`${name}@example.dk`).map((m) => m.parsed.text!);
  return {
    user,
    headers,
    reset: tokenInMail(
      texts.find((x) => x.includes('/reset-password'))!,
      '/reset-password',
    ),
    signIn: tokenInMail(
      texts.find((x) => x.includes('/login-link'))!,
      '/login-link',
    ),
    emailChange: tokenInMail(mailsTo(`${name}.ny@example.org`)[0]!.parsed.text!, '/confirm-email'),
  };
}

async function expectAllDead(links: { reset: string; signIn: string; emailChange: string }) {
  expect(
    (await post('/api/password-reset/confirm', { token: links.reset, password: 'en-helt-ny-kode-1' }))
      .statusCode,
  ).toBe(400);
  expect((await post('/api/login/link/confirm', { token: links.signIn })).statusCode).toBe(400);
  expect((await post('/api/email-change/confirm', { token: links.emailChange })).statusCode).toBe(400);
}

describe('every recovery link ends', () => {
  it('with the own password change', async () => {
    const p = await personWithLinks('egen');
    const res = await box.t.request({
      method: 'PUT',
      url: '/api/user/change-password',
      headers: p.headers,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'min-egen-nye-kode-5' },
    });
    expect(res.statusCode).toBe(200);
    await expectAllDead(p);
  });

  it('with a password chosen through a reset link', async () => {
    const p = await personWithLinks('nulstil');
    await post('/api/password-reset/request', { login: p.user.username });
    const second = tokenInMail(
      (await box.smtp.waitFor('nulstil@example.dk', 4)).parsed.text!,
      '/reset-password',
    );
    expect(
      (await post('/api/password-reset/confirm', { token: second, password: 'valgt-med-link-7' })).statusCode,
    ).toBe(200);
    await expectAllDead(p);
  });

  it('with "Log ud overalt", which also ends every session, this one included', async () => {
    const p = await personWithLinks('overalt');
    const other = await box.t.authFor(p.user.id);
    expect((await post('/api/user/logout-everywhere', {}, p.headers)).statusCode).toBe(200);
    for (const headers of [p.headers, other]) {
      expect((await box.t.request({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
    }
    await expectAllDead(p);
  });

  it('with the e-mail change its own link completes', async () => {
    const p = await personWithLinks('skift');
    expect((await post('/api/email-change/confirm', { token: p.emailChange })).statusCode).toBe(200);
    await expectAllDead(p);
  });

  it('with a password staff set: the person is told at once, every session ends, the history shows who', async () => {
    const p = await personWithLinks('staff');
    const admin = await buildUser(box.t.deps.db, { role: 'admin', firstName: 'Anna', lastName: 'Admin' });
    const adminHeaders = await box.t.authFor(admin.id);
    const set = await box.t.request({
      method: 'PUT',
      url: `/api/admin/members/${p.user.id}/password`,
      headers: adminHeaders,
      payload: { password: 'sat-af-klubben-9' },
    });
    expect(set.statusCode).toBe(200);
    expect((await box.t.request({ method: 'GET', url: '/api/user', headers: p.headers })).statusCode).toBe(
      401,
    );
    await expectAllDead(p);
    const told = await box.smtp.waitFor('staff@example.dk', 4);
    expect(told.parsed.subject).toBe('Din adgangskode er ændret');
    expect(told.parsed.text).toContain('Anna Admin');

    const history = await box.t.request({
      method: 'GET',
      url: `/api/admin/members/${p.user.id}/history`,
      headers: adminHeaders,
    });
    expect(history.statusCode).toBe(200);
    expect(history.json()[0]).toMatchObject({ kind: 'password_set_by_staff', actorName: 'Anna Admin' });
    expect(history.json().map((e: { kind: string }) => e.kind)).toContain('email_change_requested');
    // The person's own export carries the same history.
    const own = await box.t.authFor(p.user.id);
    const exported = await box.t.request({ method: 'GET', url: '/api/user/export', headers: own });
    expect(exported.json().securityHistory[0]).toMatchObject({ kind: 'password_set_by_staff' });
    expect(exported.body).not.toContain(p.reset);
  });
});
