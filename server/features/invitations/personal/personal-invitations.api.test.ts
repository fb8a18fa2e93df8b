import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INVITATION_MAILS_PER_DAY } from '@common/domain/mail';
import { instantToCopenhagen } from '@common/domain/time';
import { mailQuota, personalInvitations, users } from '../../../db/schema';
import { buildUser } from '../../../test/factories';
import { mailTestApp, tokenInMail } from '../../../test/mail-test-app';
import { uploadRegistrationPicture, visitorAddress } from '../../../test/sign-up';

/** Personal invitations (decision 101): sending, the 24-hour rule, the sender's ceiling, the invitee's page. */
const START = new Date('2026-03-02T09:00:00Z');
const box = mailTestApp(START);
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const OWN = 'serie_5_pulje_6';
const OTHER = 'serie_3_pulje_5';
const DENIED = 'Du kan kun gøre dette for dit eget hold';

let n = 0;
/** A person the club created: no password, an address unless told otherwise. */
async function newcomer(over: Parameters<typeof buildUser>[1] = {}) {
  n++;
  return buildUser(box.t.deps.db, {
    passwordHash: null,
    emailConfirmedAt: null,
    email: `ny${n}-${Math.random().toString(36).slice(2, 7)}@example.dk`,
    firstName: 'Ny',
    lastName: `Spiller`,
    team: OWN,
    ...over,
  });
}

const send = async (headers: Record<string, string>, payload: object) =>
  box.t.request({ method: 'POST', url: '/api/invitations/personal', headers, payload });
const mailsTo = (to: string) => box.smtp.received.filter((m) => m.envelopeTo.includes(to.toLowerCase()));
const open = (token: string) =>
  box.t.request({
    method: 'GET',
    url: `/api/invitations/personal/open?token=${token}`,
    remoteAddress: visitorAddress(),
  });
const accept = (payload: object) =>
  box.t.request({
    method: 'POST',
    url: '/api/invitations/personal/accept',
    remoteAddress: visitorAddress(),
    payload,
  });
async function lastToken(to: string, count: number) {
  const mail = await box.smtp.waitFor(to, count);
  return tokenInMail(mail.parsed.text!, '/invitation');
}

describe('personal invitations: sending', () => {
  it('sends one to each person without a password and with an address; counts those who joined and those without an address', async () => {
    box.now = START;
    const admin = await box.t.roleUser('admin');
    const fresh = await newcomer({ firstName: 'Søren' });
    const joined = await buildUser(box.t.deps.db, { team: OWN });
    const noAddress = await newcomer({ email: null });
    const res = await send(admin.headers, { userIds: [fresh.id, joined.id, noAddress.id] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      sent: 1,
      sentRecently: 0,
      alreadyJoined: 1,
      noEmail: 1,
      withdrawn: 0,
    });
    expect(res.json().message).toBe('1 invitation sendt. 1 har allerede oprettet sig. 1 har ingen email.');
    const mail = await box.smtp.waitFor(fresh.email!);
    expect(mail.parsed.subject).toBe('Du er inviteret til klubbens app på Senior 2');
    expect(mail.parsed.text).toContain('Hej Søren,');
    expect(mail.parsed.text).toContain(`Dit brugernavn er ${fresh.username}.`);
    // 14 days from the first mail, in the Danish date style (decision 099).
    const until = instantToCopenhagen(new Date(START.getTime() + 14 * DAY));
    expect(mail.parsed.text).toContain(
      `virker til ${Number(until.date.slice(8))}.${Number(until.date.slice(5, 7))}.${until.date.slice(0, 4)}`,
    );
    const token = tokenInMail(mail.parsed.text!, '/invitation');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await open(token)).json().status).toBe('valid');
  });

  it('sends each person at most once in 24 hours: a second send is skipped and counted, not an error; after a day it goes, and the old link ends', async () => {
    box.now = START;
    const board = await box.t.roleUser('board');
    const person = await newcomer();
    expect((await send(board.headers, { userIds: [person.id] })).json().sent).toBe(1);
    const first = await lastToken(person.email!, 1);
    box.now = new Date(START.getTime() + 23 * HOUR);
    const again = await send(board.headers, { userIds: [person.id] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ sent: 0, sentRecently: 1 });
    const resend = await box.t.request({
      method: 'POST',
      url: `/api/invitations/personal/${person.id}/resend`,
      headers: board.headers,
    });
    expect(resend.json()).toMatchObject({ sent: 0, sentRecently: 1 });
    await box.t.deps.mail.idle();
    expect(mailsTo(person.email!)).toHaveLength(1);
    box.now = new Date(START.getTime() + 25 * HOUR);
    const later = await box.t.request({
      method: 'POST',
      url: `/api/invitations/personal/${person.id}/resend`,
      headers: board.headers,
    });
    expect(later.json()).toMatchObject({ sent: 1, sentRecently: 0 });
    const second = await lastToken(person.email!, 2);
    expect(second).not.toBe(first);
    expect((await open(first)).json().status).toBe('expired');
    expect((await open(second)).json().status).toBe('valid');
    // Sent again within the 14 days: the days still count from the first mail.
    const row = (
      await box.t.deps.db.select().from(personalInvitations).where(eq(personalInvitations.userId, person.id))
    )[0]!;
    expect(row.expiresAt.toISOString()).toBe(new Date(START.getTime() + 14 * DAY).toISOString());
  });

  it('a whole team in one step; a coach for the teams they coach only (403 with the one message), and never a player', async () => {
    box.now = new Date(START.getTime() + 40 * DAY);
    const coach = await buildUser(box.t.deps.db, { role: 'coach', team: OWN });
    const otherCoach = await buildUser(box.t.deps.db, { role: 'coach', team: OTHER });
    const headers = await box.t.authFor(coach.id);
    const otherHeaders = await box.t.authFor(otherCoach.id);
    const mine = await newcomer({ team: OWN });
    const theirs = await newcomer({ team: OTHER });

    const refused = await send(headers, { userIds: [mine.id, theirs.id] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(DENIED);
    const otherTeam = await send(otherHeaders, { team: OWN });
    expect(otherTeam.statusCode).toBe(403);
    expect(otherTeam.json().message).toBe(DENIED);
    const withdrawOther = await box.t.request({
      method: 'DELETE',
      url: `/api/invitations/personal/${mine.id}`,
      headers: otherHeaders,
    });
    expect(withdrawOther.statusCode).toBe(403);
    const player = await box.t.roleUser('player');
    expect((await send(player.headers, { userIds: [mine.id] })).statusCode).toBe(403);
    await box.t.deps.mail.idle();
    expect(mailsTo(mine.email!)).toHaveLength(0);

    const team = await send(headers, { team: OWN });
    expect(team.statusCode).toBe(200);
    expect(team.json().sent).toBeGreaterThanOrEqual(1);
    await box.smtp.waitFor(mine.email!);
    expect(mailsTo(theirs.email!)).toHaveLength(0);

    // "x af y har ikke oprettet sig endnu", for the coach's own team only.
    const summary = await box.t.request({
      method: 'GET',
      url: `/api/invitations/personal/team/${OWN}`,
      headers,
    });
    expect(summary.statusCode).toBe(200);
    const { total, notJoined, remindable } = summary.json();
    expect(total).toBeGreaterThan(notJoined);
    expect(notJoined).toBeGreaterThanOrEqual(1);
    expect(remindable).toBeLessThan(notJoined);
    expect(
      (await box.t.request({ method: 'GET', url: `/api/invitations/personal/team/${OTHER}`, headers }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a batch that would pass the sender’s day ceiling whole, recording nothing', async () => {
    box.now = new Date(START.getTime() + 50 * DAY);
    const coach = await buildUser(box.t.deps.db, { role: 'coach', team: OWN });
    const headers = await box.t.authFor(coach.id);
    const limit = INVITATION_MAILS_PER_DAY.coach;
    await box.t.deps.db
      .insert(mailQuota)
      .values({
        senderId: coach.id,
        day: instantToCopenhagen(box.now).date,
        kind: 'invitation',
        count: limit - 1,
      });
    const a = await newcomer();
    const b = await newcomer();
    const refused = await send(headers, { userIds: [a.id, b.id] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain(`højst ${limit} nye adresser om dagen`);
    const rows = await box.t.deps.db
      .select()
      .from(personalInvitations)
      .where(eq(personalInvitations.userId, a.id));
    expect(rows).toHaveLength(0);
    const one = await send(headers, { userIds: [a.id] });
    expect(one.json().sent).toBe(1);
    await box.smtp.waitFor(a.email!);
    expect(mailsTo(b.email!)).toHaveLength(0);
  });

  it('withdraws: the link stops at once, and a team’s send leaves the person be; naming them sends again', async () => {
    box.now = new Date(START.getTime() + 60 * DAY);
    const admin = await box.t.roleUser('admin');
    const person = await newcomer({ team: OTHER });
    await send(admin.headers, { userIds: [person.id] });
    const token = await lastToken(person.email!, 1);
    const res = await box.t.request({
      method: 'DELETE',
      url: `/api/invitations/personal/${person.id}`,
      headers: admin.headers,
    });
    expect(res.json()).toEqual({ withdrawn: true });
    expect((await open(token)).json().status).toBe('invalid');
    const renew = await box.t.request({
      method: 'POST',
      url: '/api/invitations/personal/renew',
      remoteAddress: visitorAddress(),
      payload: { token },
    });
    expect(renew.statusCode).toBe(200);
    box.now = new Date(box.now.getTime() + 2 * DAY);
    const team = await send(admin.headers, { team: OTHER });
    expect(team.json().withdrawn).toBeGreaterThanOrEqual(1);
    await box.t.deps.mail.idle();
    expect(mailsTo(person.email!)).toHaveLength(1);
    expect((await send(admin.headers, { userIds: [person.id] })).json().sent).toBe(1);
    await box.smtp.waitFor(person.email!, 2);
  });

  it('refuses bad input with one Danish message, never a 500', async () => {
    const admin = await box.t.roleUser('admin');
    for (const payload of [
      {},
      { userIds: [] },
      { team: '' },
      { userIds: [1], team: OWN },
      { userIds: null },
    ]) {
      const res = await send(admin.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe('Vælg personer eller et hold');
    }
    for (const payload of [
      { userIds: ['x'] },
      { userIds: [0] },
      { userIds: [2_147_483_648] },
      { userIds: [1.5] },
    ]) {
      const res = await send(admin.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe('Ugyldig person');
    }
    expect((await send(admin.headers, { userIds: [2_000_000_000] })).json().message).toBe(
      'Personen findes ikke',
    );
    expect((await send(admin.headers, { team: 'findes_ikke' })).json().message).toBe('Holdet findes ikke');
  });
});

describe('personal invitations: the invitee’s page', () => {
  it('is pre-filled with what the club knows and asks only for what is missing; following it confirms the address and signs in', async () => {
    box.now = new Date(START.getTime() + 70 * DAY);
    const admin = await box.t.roleUser('admin');
    const person = await newcomer({
      firstName: 'Åse',
      phoneNumber: '12345678',
      address: 'Vestergade 1',
      jerseyNumber: 7,
    });
    await send(admin.headers, { userIds: [person.id] });
    const token = await lastToken(person.email!, 1);
    const page = (await open(token)).json();
    expect(page).toMatchObject({
      status: 'valid',
      firstName: 'Åse',
      email: person.email,
      username: person.username,
      team: 'Senior 2',
      known: { phoneNumber: '12345678', address: 'Vestergade 1', jerseyNumber: 7, postalCode: null },
    });
    expect(page.missing).toEqual(['postalCode', 'birthDate', 'profileImageUrl']);

    // A missing field and an empty one give the same message; a weak password is refused; nothing is written.
    const missing = await accept({ token, password: 'Hemmelig-kode-42' });
    expect(missing.statusCode).toBe(400);
    const empty = await accept({
      token,
      password: 'Hemmelig-kode-42',
      postalCode: '',
      birthDate: '',
      profileImageUrl: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(missing.json().errors.postalCode).toBe(empty.json().errors.postalCode);
    expect(missing.json().errors.birthDate).toBe(empty.json().errors.birthDate);
    expect(missing.json().errors.profileImageUrl).toBe(empty.json().errors.profileImageUrl);
    const weak = await accept({
      token,
      password: 'password',
      postalCode: '8000 Aarhus C',
      birthDate: '1990-05-03',
      profileImageUrl: await uploadRegistrationPicture(box.t),
    });
    expect(weak.statusCode).toBe(400);
    expect((await box.t.deps.users.findById(person.id))!.passwordHash).toBeNull();

    const picture = await uploadRegistrationPicture(box.t);
    const ok = await accept({
      token,
      password: 'Hemmelig-kode-42',
      postalCode: '8000 Aarhus C',
      birthDate: '1990-05-03',
      profileImageUrl: picture,
      // What the club has stays as it is.
      phoneNumber: '87654321',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      id: person.id,
      emailConfirmed: true,
      phoneNumber: '12345678',
      postalCode: '8000 Aarhus C',
    });
    expect(ok.json().token).toBeTruthy();
    const login = await box.t.request({
      method: 'POST',
      url: '/api/login',
      remoteAddress: visitorAddress(),
      payload: { username: person.username, password: 'Hemmelig-kode-42' },
    });
    expect(login.statusCode).toBe(200);
    // The link works once; the page then says they have joined.
    expect((await accept({ token, password: 'Hemmelig-kode-42' })).statusCode).toBe(400);
    expect((await open(token)).json()).toEqual({ status: 'joined' });
    // Joined: a further send skips them.
    expect((await send(admin.headers, { userIds: [person.id] })).json().alreadyJoined).toBe(1);
  });

  it('after expiry says so and sends a fresh link to the address on file; the same quiet answer to a stranger and beyond the limits', async () => {
    box.now = new Date(START.getTime() + 80 * DAY);
    const admin = await box.t.roleUser('admin');
    const person = await newcomer();
    await send(admin.headers, { userIds: [person.id] });
    const token = await lastToken(person.email!, 1);
    box.now = new Date(box.now.getTime() + 14 * DAY + HOUR);
    expect((await open(token)).json()).toEqual({ status: 'expired' });
    expect((await accept({ token, password: 'Hemmelig-kode-42' })).json().message).toBe(
      'Linket virker ikke længere. Bed om et nyt link.',
    );
    const renew = (payload: object) =>
      box.t.request({
        method: 'POST',
        url: '/api/invitations/personal/renew',
        remoteAddress: visitorAddress(),
        payload,
      });
    const answer = await renew({ token });
    expect(answer.statusCode).toBe(200);
    const fresh = await lastToken(person.email!, 2);
    expect((await open(fresh)).json().status).toBe('valid');
    const mail = mailsTo(person.email!)[1]!;
    expect(mail.parsed.subject).toBe('Dit nye link til klubbens app');
    // Again within the day, and a made-up token: the same answer, no mail.
    const again = await renew({ token });
    const stranger = await renew({ token: 'x'.repeat(43) });
    expect(again.json()).toEqual(answer.json());
    expect(stranger.json()).toEqual(answer.json());
    expect((await open('x'.repeat(43))).json()).toEqual({ status: 'invalid' });
    await box.t.deps.mail.idle();
    expect(mailsTo(person.email!)).toHaveLength(2);
  });

  it('a link to an address the person no longer has is dead', async () => {
    box.now = new Date(START.getTime() + 100 * DAY);
    const admin = await box.t.roleUser('admin');
    const person = await newcomer({ team: OWN });
    await send(admin.headers, { userIds: [person.id] });
    const token = await lastToken(person.email!, 1);
    await box.t.deps.db
      .update(users)
      .set({ email: `rettet-${person.email}` })
      .where(eq(users.id, person.id));
    expect((await open(token)).json().status).toBe('expired');
  });
});
