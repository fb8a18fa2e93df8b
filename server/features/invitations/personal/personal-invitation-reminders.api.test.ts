import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { MAIL_TEST_BASE, mailTestApp, tokenInMail } from '../../../test/mail-test-app';
import { visitorAddress } from '../../../test/sign-up';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sendPersonalInvitationReminders } from './personal-invitation-reminders';

/**
 * The reminders of personal invitations (decision 101), with the injected clock: one after 3
 * days, one after 7, none after; once across two app instances on one database.
 */
const START = new Date('2026-04-06T08:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const box = mailTestApp(START);
let second: TestApp;
beforeAll(async () => {
  // A second instance on the same database, with the same clock and mail server.
  second = await createTestApp(
    { now: () => box.now },
    { SMTP_URL: box.smtp.url, PUBLIC_URL: MAIL_TEST_BASE },
    box.t.deps.database,
  );
});
afterAll(() => second.close());

const mailsTo = (to: string) => box.smtp.received.filter((m) => m.envelopeTo.includes(to.toLowerCase()));
const at = (days: number) => new Date(START.getTime() + days * DAY);
/** The job as both instances run it at the same moment. */
async function runBothAt(days: number) {
  box.now = at(days);
  await Promise.all([
    sendPersonalInvitationReminders(box.t.deps),
    sendPersonalInvitationReminders(second.deps),
  ]);
  await Promise.all([box.t.deps.mail.idle(), second.deps.mail.idle()]);
}
const open = async (token: string) =>
  (
    await box.t.request({
      method: 'GET',
      url: `/api/invitations/personal/open?token=${token}`,
      remoteAddress: visitorAddress(),
    })
  ).json().status;

describe('personal invitation reminders', () => {
  it('day 2 nothing, day 3 one, twice and on two instances still one, day 7 the last, day 10 nothing; each ends the link before it', async () => {
    box.now = START;
    const admin = await box.t.roleUser('admin');
    const waiting = await buildUser(box.t.deps.db, {
      passwordHash: null,
      emailConfirmedAt: null,
      email: 'venter@example.dk',
      firstName: 'Vera',
    });
    const joins = await buildUser(box.t.deps.db, {
      passwordHash: null,
      emailConfirmedAt: null,
      email: 'kommer@example.dk',
      firstName: 'Karl',
    });
    const withdrawn = await buildUser(box.t.deps.db, {
      passwordHash: null,
      emailConfirmedAt: null,
      email: 'traekket@example.dk',
    });
    const sent = await box.t.request({
      method: 'POST',
      url: '/api/invitations/personal',
      headers: admin.headers,
      payload: { userIds: [waiting.id, joins.id, withdrawn.id] },
    });
    expect(sent.json().sent).toBe(3);
    const invitation = await box.smtp.waitFor('venter@example.dk');
    const firstLink = tokenInMail(invitation.parsed.text!, '/invitation');
    await box.smtp.waitFor('kommer@example.dk');
    await box.smtp.waitFor('traekket@example.dk');
    await box.t.request({
      method: 'DELETE',
      url: `/api/invitations/personal/${withdrawn.id}`,
      headers: admin.headers,
    });

    // Karl joins on day 1 (an admin sets his password on Medlemmer): no reminders for him.
    box.now = at(1);
    const set = await box.t.request({
      method: 'PUT',
      url: `/api/admin/members/${joins.id}/password`,
      headers: admin.headers,
      payload: { password: 'Karls-egen-kode-7' },
    });
    expect(set.statusCode).toBe(200);

    await runBothAt(2);
    expect(mailsTo('venter@example.dk')).toHaveLength(1);

    await runBothAt(3);
    await runBothAt(3.1);
    expect(mailsTo('venter@example.dk')).toHaveLength(2);
    const reminder = mailsTo('venter@example.dk')[1]!;
    expect(reminder.parsed.subject).toBe('Påmindelse: du er inviteret til klubbens app på Senior 1');
    const secondLink = tokenInMail(reminder.parsed.text!, '/invitation');
    expect(await open(firstLink)).toBe('expired');
    expect(await open(secondLink)).toBe('valid');

    await runBothAt(6);
    expect(mailsTo('venter@example.dk')).toHaveLength(2);
    await runBothAt(7);
    await runBothAt(7);
    expect(mailsTo('venter@example.dk')).toHaveLength(3);
    const last = mailsTo('venter@example.dk')[2]!;
    expect(last.parsed.subject).toBe('Sidste påmindelse: du er inviteret til klubbens app på Senior 1');
    expect(last.parsed.text).toContain('Det er den sidste påmindelse, vi sender.');
    const thirdLink = tokenInMail(last.parsed.text!, '/invitation');
    expect(await open(secondLink)).toBe('expired');
    expect(await open(thirdLink)).toBe('valid');

    await runBothAt(10);
    await runBothAt(13);
    expect(mailsTo('venter@example.dk')).toHaveLength(3);
    expect(mailsTo('kommer@example.dk')).toHaveLength(1);
    expect(mailsTo('traekket@example.dk')).toHaveLength(1);
    // The reminders carried the same 14 days: the link ends 14 days after the first mail.
    box.now = at(14.01);
    expect(await open(thirdLink)).toBe('expired');
  });
});
