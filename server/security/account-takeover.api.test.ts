import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailQueue, users } from '../db/schema';
import { buildUser, TEST_PASSWORD } from '../test/factories';
import { mailTestApp, tokenInMail } from '../test/mail-test-app';

/**
 * The reproductions of the attacks on staff powers and recovery links (S20, S21), each against a
 * real SMTP round trip: what a coach, a board member or a guesser could do to someone else's
 * account. Every case here was possible before the rules of decision 094 were built.
 */
const box = mailTestApp(new Date('2026-03-02T10:00:00Z'));
let ipCounter = 0;
const ip = () => `10.29.0.${++ipCounter}`;

const emailOf = async (id: number) =>
  (await box.t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  box.t.request({ method: 'POST', url, payload, headers, remoteAddress: ip() });
const playerBody = (
  p: { firstName: string; lastName: string; team: string | null; role: string },
  email: string,
) => ({
  firstName: p.firstName,
  lastName: p.lastName,
  email,
  team: p.team,
  role: p.role,
});

describe('account takeover by staff', () => {
  it("a coach cannot move another person's e-mail, so no reset mail reaches the coach", async () => {
    const coach = await buildUser(box.t.deps.db, { role: 'coach', team: 'serie_3_pulje_5' });
    const player = await buildUser(box.t.deps.db, {
      role: 'player',
      team: 'serie_5_pulje_6',
      email: 'spiller.to@example.dk',
    });
    const res = await box.t.request({
      method: 'PUT',
      url: `/api/admin/players/${player.id}`,
      headers: await box.t.authFor(coach.id),
      payload: playerBody(player, 'coach-owned@example.org'),
    });
    expect(res.statusCode).toBe(403);
    expect(await emailOf(player.id)).toBe('spiller.to@example.dk');

    expect((await post('/api/password-reset/request', { login: 'coach-owned@example.org' })).statusCode).toBe(
      200,
    );
    await box.t.deps.mail.idle();
    expect(box.smtp.received.filter((m) => m.envelopeTo.includes('coach-owned@example.org'))).toEqual([]);
  });

  it('board and admin change an address only through a link to the new one; the old one is told at once', async () => {
    const board = await buildUser(box.t.deps.db, { role: 'board' });
    const member = await buildUser(box.t.deps.db, {
      role: 'member',
      team: null,
      email: 'gammel.medlem@example.dk',
      firstName: 'Mette',
    });
    const res = await box.t.request({
      method: 'PUT',
      url: `/api/admin/players/${member.id}`,
      headers: await box.t.authFor(board.id),
      payload: playerBody(member, 'bestyrelsen-skrev@example.org'),
    });
    expect(res.statusCode).toBe(200);
    expect(await emailOf(member.id)).toBe('gammel.medlem@example.dk');
    expect(res.json().pendingEmail).toBe('bestyrelsen-skrev@example.org');
    const told = await box.smtp.waitFor('gammel.medlem@example.dk');
    expect(told.parsed.text).toContain('bestyrelsen-skrev@example.org');

    // Until the link is followed, a reset still goes to the old address only.
    await post('/api/password-reset/request', { login: 'bestyrelsen-skrev@example.org' });
    await box.t.deps.mail.idle();
    const toNew = () =>
      box.smtp.received.filter((m) => m.envelopeTo.includes('bestyrelsen-skrev@example.org'));
    expect(toNew().map((m) => m.parsed.subject)).toEqual(['Bekræft din nye email']);

    const confirmed = await post('/api/email-change/confirm', {
      token: tokenInMail(toNew()[0]!.parsed.text!, '/confirm-email'),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await emailOf(member.id)).toBe('bestyrelsen-skrev@example.org');
  });

  it('an address staff typed for a new person is not used for a reset until its owner confirmed it', async () => {
    const admin = await buildUser(box.t.deps.db, { role: 'admin' });
    const made = await box.t.request({
      method: 'POST',
      url: '/api/admin/players',
      headers: await box.t.authFor(admin.id),
      payload: {
        firstName: 'Ny',
        lastName: 'Spiller',
        email: 'staff-typed@example.org',
        role: 'player',
        team: 'serie_3_pulje_5',
      },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().emailConfirmed).toBe(false);
    await post('/api/password-reset/request', { login: 'staff-typed@example.org' });
    await post('/api/password-reset/request', { login: made.json().username });
    await box.t.deps.mail.idle();
    expect(box.smtp.received.filter((m) => m.envelopeTo.includes('staff-typed@example.org'))).toEqual([]);
  });
});

describe('recovery links die in time', () => {
  it("a reset link dies with the person's own password change", async () => {
    const member = await buildUser(box.t.deps.db, { role: 'member', email: 'medlem.reset@example.dk' });
    await post('/api/password-reset/request', { login: 'medlem.reset@example.dk' });
    const token = tokenInMail(
      (await box.smtp.waitFor('medlem.reset@example.dk')).parsed.text!,
      '/reset-password',
    );
    const changed = await box.t.request({
      method: 'PUT',
      url: '/api/user/change-password',
      headers: await box.t.authFor(member.id),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'helt-ny-kode-77' },
    });
    expect(changed.statusCode).toBe(200);
    const used = await post('/api/password-reset/confirm', { token, password: 'angriber-kode-99' });
    expect(used.statusCode).toBe(400);
  });

  it('no usable link lies in the outbox: the admin reads recipient, subject, kind and state only', async () => {
    const member = await buildUser(box.t.deps.db, { role: 'member', email: 'outbox.link@example.dk' });
    await post('/api/password-reset/request', { login: member.username });
    const token = tokenInMail(
      (await box.smtp.waitFor('outbox.link@example.dk')).parsed.text!,
      '/reset-password',
    );
    const admin = await box.t.roleUser('admin');
    const outbox = await box.t.request({ method: 'GET', url: '/api/admin/mails', headers: admin.headers });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.body).not.toContain(token);
    const stored = await box.t.deps.db
      .select()
      .from(mailQueue)
      .where(eq(mailQueue.recipient, 'outbox.link@example.dk'));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('moving one’s e-mail asks for the password', async () => {
    const member = await buildUser(box.t.deps.db, { role: 'member', email: 'flytter@example.dk' });
    const res = await box.t.request({
      method: 'PUT',
      url: '/api/user/profile',
      headers: await box.t.authFor(member.id),
      payload: { firstName: 'Test', lastName: 'Person', email: 'angriber@example.org' },
    });
    expect(res.statusCode).toBe(400);
    await box.t.deps.mail.idle();
    expect(box.smtp.received.filter((m) => m.envelopeTo.includes('angriber@example.org'))).toEqual([]);
  });
});

describe('a coach acts on the teams they coach', () => {
  it('a coach may mail a generated link to at most 200 new addresses a day; the round past it is refused whole', async () => {
    const coach = await buildUser(box.t.deps.db, { role: 'coach', team: 'serie_3_pulje_5' });
    const headers = await box.t.authFor(coach.id);
    const round = async (n: number) => {
      const link = await box.t.request({
        method: 'POST',
        url: '/api/trainer/generate-registration-link',
        headers,
        payload: { team: 'serie_3_pulje_5' },
      });
      const emails = Array.from({ length: 50 }, (_, i) => `runde${n}.nr${i}@example.org`);
      return box.t.request({
        method: 'POST',
        url: '/api/invitations/email',
        headers,
        payload: { token: link.json().token, emails },
      });
    };
    for (let n = 1; n <= 4; n++) expect((await round(n)).statusCode).toBe(200);
    const fifth = await round(5);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toContain('200');
    const queued = await box.t.deps.db.select().from(mailQueue).where(eq(mailQueue.kind, 'invitation'));
    expect(queued.filter((m) => m.recipient.startsWith('runde5.'))).toEqual([]);
  });
});

describe('a guesser cannot keep the owner out', () => {
  it('while new browsers are kept out, the owner gets in from one with a sign-in link mailed to the confirmed address', async () => {
    const owner = await buildUser(box.t.deps.db, { role: 'admin', email: 'angrebet@example.dk' });
    for (let i = 0; i < 5; i++) {
      await post('/api/login', { username: owner.username, password: 'forkert-gaet' });
    }
    const locked = await post('/api/login', { username: owner.username, password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    const warned = await box.smtp.waitFor('angrebet@example.dk');
    expect(warned.parsed.subject).toBe('Nogen prøver at logge ind på din konto');

    expect((await post('/api/login/link', { login: owner.username })).statusCode).toBe(200);
    const mail = await box.smtp.waitFor('angrebet@example.dk', 2);
    const signedIn = await post('/api/login/link/confirm', {
      token: tokenInMail(mail.parsed.text!, '/login-link'),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().id).toBe(owner.id);
    // Six password checks and two mails through the real queue and SMTP: on a busy CI machine this
    // has taken just over vitest's default 30 s.
  }, 90_000);
});
