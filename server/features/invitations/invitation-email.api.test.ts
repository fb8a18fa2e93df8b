import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailQueue } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { mailTestApp } from '../../test/mail-test-app';

/** Invitation by e-mail (E3), through a real SMTP round trip. */
const box = mailTestApp(new Date('2026-03-02T10:00:00Z'));

async function adminLink(team = 'serie_5_pulje_6') {
  const { headers } = await box.t.roleUser('admin');
  const res = await box.t.request({
    method: 'POST',
    url: '/api/admin/generate-player-registration-link',
    headers,
    payload: { team, role: 'player' },
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
}
const send = async (headers: Record<string, string>, payload: object) =>
  box.t.request({ method: 'POST', url: '/api/invitations/email', headers, payload });
const queued = async () =>
  (await box.t.deps.db.select({ id: mailQueue.id }).from(mailQueue).where(eq(mailQueue.kind, 'invitation')))
    .length;

describe('invitation by e-mail', () => {
  it('mails the registration link with the club and team to every address once; the link works when followed', async () => {
    const { headers } = await box.t.roleUser('admin');
    const token = await adminLink();
    const res = await send(headers, {
      token,
      emails: ['ny.spiller@example.dk', 'Anden@Example.dk', 'anden@example.dk'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: 2, alreadySent: 0, alreadyMembers: 0 });

    const mail = await box.smtp.waitFor('ny.spiller@example.dk');
    const team = (await box.t.deps.teams.list()).find((x) => x.code === 'serie_5_pulje_6')!;
    expect(mail.parsed.subject).toBe(`Invitation: bliv spiller på ${team.displayName}`);
    expect(mail.parsed.text).toContain('RU');
    expect(mail.parsed.text).toContain('Testadmin');
    expect(mail.parsed.text).toContain('Du får denne e-mail, fordi');
    // One Danish style for numeric dates (D23): the link works until 2.3.2026 kl. 12:00.
    expect(mail.parsed.text).toContain('til 2.3.2026 kl. 12:00');
    const url = mail.parsed.text!.match(/https:\/\/klub\.example\.dk\/register\/player\?token=\S+/)?.[0];
    expect(url).toBeTruthy();
    const followed = new URL(url!);
    const valid = await box.t.request({
      method: 'GET',
      url: `/api/validate-registration-token${followed.search}`,
    });
    expect(valid.json()).toEqual({ valid: true, team: 'serie_5_pulje_6', role: 'player' });
    // Each recipient has a token of their own under the link (D18); the reusable link is not in the mail.
    const personal = followed.searchParams.get('token')!;
    expect(personal).not.toBe(token);
    const other = (await box.smtp.waitFor('Anden@Example.dk')).parsed.text!;
    expect(other).not.toContain(personal);
    expect(other).not.toContain(token);

    // The same link to the same address again: nothing new is sent; an address the club has gets nothing.
    const member = await buildUser(box.t.deps.db, { email: 'har.profil@example.dk' });
    const again = await send(headers, { token, emails: ['ny.spiller@example.dk', member.email] });
    expect(again.json()).toEqual({ sent: 0, alreadySent: 1, alreadyMembers: 1 });
    await box.t.deps.mail.idle();
    expect(box.smtp.received.filter((m) => m.envelopeTo.includes('ny.spiller@example.dk'))).toHaveLength(1);
  });

  it('refuses an invalid address or more than 50, and then sends nothing at all', async () => {
    const { headers } = await box.t.roleUser('admin');
    const token = await adminLink();
    const before = await queued();
    const bad = await send(headers, { token, emails: ['god@example.dk', 'ikke-en-adresse'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ugyldig email');
    const many = await send(headers, {
      token,
      emails: Array.from({ length: 51 }, (_, i) => `p${i}@example.dk`),
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('Højst 50 emails ad gangen');
    for (const payload of [
      { token, emails: [] },
      { token },
      { emails: ['a@example.dk'] },
      { token, emails: 'a@example.dk' },
      { token, emails: ['a@example.dk'], extra: 1 },
    ]) {
      const res = await send(headers, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect(await queued()).toBe(before);
  });

  it('a coach mails only the links they made; an expired link is refused', async () => {
    const coach = await buildUser(box.t.deps.db, { role: 'coach', team: 'serie_5_pulje_6' });
    const coachHeaders = await box.t.authFor(coach.id);
    const adminToken = await adminLink();
    const before = await queued();
    expect((await send(coachHeaders, { token: adminToken, emails: ['x@example.dk'] })).statusCode).toBe(403);
    expect(await queued()).toBe(before);
    const own = await box.t.request({
      method: 'POST',
      url: '/api/trainer/generate-registration-link',
      headers: coachHeaders,
      payload: { team: 'serie_5_pulje_6' },
    });
    expect(own.statusCode).toBe(200);
    const ownToken = own.json<{ token: string }>().token;
    expect(
      (await send(coachHeaders, { token: ownToken, emails: ['fra.traeneren@example.dk'] })).json(),
    ).toEqual({ sent: 1, alreadySent: 0, alreadyMembers: 0 });

    box.now = new Date(box.now.getTime() + 61 * 60 * 1000);
    const late = await send(coachHeaders, { token: ownToken, emails: ['for.sent@example.dk'] });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Linket er udløbet. Lav et nyt link.');
  });
});
