import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { TEST_PASSWORD, buildUser } from '../../test/factories';
import { mailTestApp } from '../../test/mail-test-app';

/** Changing e-mail (S20): confirmed by a link to the new address, the old address told when it is asked and when it is done. */
const box = mailTestApp(new Date('2026-03-02T10:00:00Z'));

const emailOf = async (id: number) =>
  (await box.t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
const change = async (headers: Record<string, string>, email: string) =>
  box.t.request({
    method: 'PUT',
    url: '/api/user/profile',
    headers,
    payload: { firstName: 'Emil', lastName: 'Skifter', email, currentPassword: TEST_PASSWORD },
  });
const tokenFrom = async (to: string, count = 1) => {
  const mail = await box.smtp.waitFor(to, count);
  const url = mail.parsed.text!.match(/https:\/\/klub\.example\.dk\/confirm-email\?token=\S+/)?.[0];
  expect(url).toBeTruthy();
  return new URL(url!).searchParams.get('token')!;
};
const confirm = (token: string) =>
  box.t.request({ method: 'POST', url: '/api/email-change/confirm', payload: { token } });

describe('changing e-mail', () => {
  it('keeps the old address until the link sent to the new one is followed, then tells the old address', async () => {
    const user = await buildUser(box.t.deps.db, { email: 'gammel.adresse@example.dk', firstName: 'Emil' });
    const headers = await box.t.authFor(user.id);
    const res = await change(headers, 'ny.adresse@example.dk');
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('gammel.adresse@example.dk');
    expect(await emailOf(user.id)).toBe('gammel.adresse@example.dk');

    const mail = await box.smtp.waitFor('ny.adresse@example.dk');
    expect(mail.parsed.subject).toBe('Bekræft din nye email');
    // The old address is told at once, before anyone followed the link.
    const asked = await box.smtp.waitFor('gammel.adresse@example.dk');
    expect(asked.parsed.subject).toBe('Der er bedt om en ny email på din konto');
    expect(asked.parsed.text).toContain('ny.adresse@example.dk');
    expect(asked.parsed.text).toContain('Log ud overalt');
    const token = await tokenFrom('ny.adresse@example.dk');
    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: 'ny.adresse@example.dk' });
    expect(await emailOf(user.id)).toBe('ny.adresse@example.dk');

    const told = await box.smtp.waitFor('gammel.adresse@example.dk', 2);
    expect(told.parsed.subject).toBe('Din email er ændret');
    expect(told.parsed.text).toContain('ny.adresse@example.dk');
    // Works once.
    expect((await confirm(token)).statusCode).toBe(400);

    // The person's own data export lists the mails (never their text, which held the link).
    const exported = await box.t.request({ method: 'GET', url: '/api/user/export', headers });
    expect(exported.json().emails.map((m: { subject: string }) => m.subject)).toEqual(
      expect.arrayContaining(['Bekræft din nye email', 'Din email er ændret']),
    );
    expect(exported.body).not.toContain(token);
    expect(exported.json().emailsTurnedOff).toEqual([]);
  });

  it('a link expires after a day; a newer request replaces an older one; an address taken meanwhile is refused', async () => {
    const user = await buildUser(box.t.deps.db, { email: 'start@example.dk' });
    const headers = await box.t.authFor(user.id);
    await change(headers, 'foerste@example.dk');
    const first = await tokenFrom('foerste@example.dk');
    await change(headers, 'anden@example.dk');
    const second = await tokenFrom('anden@example.dk');
    expect((await confirm(first)).statusCode).toBe(400);

    // Someone else takes the address before the link is followed.
    await buildUser(box.t.deps.db, { email: 'anden@example.dk' });
    const taken = await confirm(second);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Email er allerede i brug');
    expect(await emailOf(user.id)).toBe('start@example.dk');

    await change(headers, 'tredje@example.dk');
    const third = await tokenFrom('tredje@example.dk');
    box.now = new Date(box.now.getTime() + 25 * 60 * 60 * 1000);
    const late = await confirm(third);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Linket er ugyldigt eller udløbet. Skift email igen under Profil.');
    expect(await emailOf(user.id)).toBe('start@example.dk');
  });

  it('refuses bad input and changes nothing', async () => {
    for (const payload of [{}, { token: '' }, { token: 'x'.repeat(201) }, { token: 'abc', extra: 1 }]) {
      const res = await box.t.request({ method: 'POST', url: '/api/email-change/confirm', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await confirm('A'.repeat(43))).statusCode).toBe(400);
  });

  it('ends with the person\'s password change or "Log ud overalt": the link dies, the address stays', async () => {
    const user = await buildUser(box.t.deps.db, { email: 'bliver@example.dk' });
    const headers = await box.t.authFor(user.id);
    await change(headers, 'stjaeler@example.org');
    const token = await tokenFrom('stjaeler@example.org');
    const out = await box.t.request({ method: 'POST', url: '/api/user/logout-everywhere', headers });
    expect(out.statusCode).toBe(200);
    expect((await box.t.request({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(401);
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await emailOf(user.id)).toBe('bliver@example.dk');
  });

  it('confirms an address staff typed when its owner asks for a link to it from Profil', async () => {
    const user = await buildUser(box.t.deps.db, {
      email: 'skrevet.af.staff@example.dk',
      emailConfirmedAt: null,
    });
    const headers = await box.t.authFor(user.id);
    const asked = await box.t.request({ method: 'POST', url: '/api/user/email/confirm-request', headers });
    expect(asked.json()).toEqual({ email: 'skrevet.af.staff@example.dk' });
    const mail = await box.smtp.waitFor('skrevet.af.staff@example.dk');
    expect(mail.parsed.subject).toBe('Bekræft din email');
    expect((await confirm(await tokenFrom('skrevet.af.staff@example.dk'))).statusCode).toBe(200);
    const me = await box.t.request({ method: 'GET', url: '/api/user', headers });
    expect(me.json()).toMatchObject({ email: 'skrevet.af.staff@example.dk', emailConfirmed: true });
    const again = await box.t.request({ method: 'POST', url: '/api/user/email/confirm-request', headers });
    expect(again.statusCode).toBe(409);
  });
});
