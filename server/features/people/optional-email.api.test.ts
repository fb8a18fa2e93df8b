import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailQueue } from '../../db/schema';
import { buildPayment, buildUser } from '../../test/factories';
import { mailTestApp } from '../../test/mail-test-app';
import { addOnSpillere, visitorAddress } from '../../test/sign-up';
import { sendKontingentReminders } from '../payments/kontingent/kontingent-reminders';

/** E-mail optional for a person the club creates (decision 102): still unique when present; no address, no mail. */
const box = mailTestApp(new Date('2026-03-02T09:00:00Z'));
const DAY = 24 * 60 * 60 * 1000;

describe('optional e-mail for people the club creates', () => {
  it('creates people without an address (left out, empty or blank), shown as not invited for lack of one', async () => {
    const board = await box.t.roleUser('board');
    for (const over of [{ email: undefined }, { email: '' }, { email: '   ' }, { email: null }]) {
      const res = await addOnSpillere(box.t, board.headers, over);
      expect(res.statusCode, JSON.stringify(over)).toBe(201);
      expect(res.json()).toMatchObject({
        email: null,
        emailConfirmed: false,
        joinStatus: { state: 'no_email' },
      });
    }
    const withAddress = await addOnSpillere(box.t, board.headers);
    expect(withAddress.json().joinStatus).toMatchObject({ state: 'not_invited', invitedAt: null });
    const invalid = await addOnSpillere(box.t, board.headers, { email: 'ikke-en-email' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Ugyldig email');
  });

  it('keeps an address unique when present, in any letters', async () => {
    const admin = await box.t.roleUser('admin');
    const first = await addOnSpillere(box.t, admin.headers, { email: 'Unik.Person@example.dk' });
    expect(first.statusCode).toBe(201);
    const again = await addOnSpillere(box.t, admin.headers, { email: 'unik.person@EXAMPLE.dk' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors.email).toBe('Email er allerede i brug');
  });

  it('adds an address later to someone who has not joined (board, admin and their coach), and an address cannot be removed', async () => {
    const board = await box.t.roleUser('board');
    const created = (
      await addOnSpillere(box.t, board.headers, { email: '', team: 'serie_5_pulje_6' })
    ).json();
    const coach = await buildUser(box.t.deps.db, { role: 'coach', team: 'serie_5_pulje_6' });
    const body = {
      firstName: created.firstName,
      lastName: created.lastName,
      role: 'player',
      team: 'serie_5_pulje_6',
    };
    const added = await box.t.request({
      method: 'PUT',
      url: `/api/admin/players/${created.id}`,
      headers: await box.t.authFor(coach.id),
      payload: { ...body, email: 'tilfoejet@example.dk' },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      email: 'tilfoejet@example.dk',
      emailConfirmed: false,
      joinStatus: { state: 'not_invited' },
    });
    const removed = await box.t.request({
      method: 'PUT',
      url: `/api/admin/players/${created.id}`,
      headers: board.headers,
      payload: { ...body, email: '' },
    });
    expect(removed.statusCode).toBe(400);
    expect(removed.json().errors.email).toBe('En email kan ikke fjernes, kun skiftes');
  });

  it('sends a person without an address no mail of any kind, and no recovery by e-mail', async () => {
    const start = new Date('2026-03-02T09:00:00Z');
    box.now = start;
    const admin = await box.t.roleUser('admin');
    // An account without an address that has a password (an admin set it on Medlemmer).
    const person = await buildUser(box.t.deps.db, {
      email: null,
      emailConfirmedAt: new Date(),
      firstName: 'Uden',
    });
    expect(
      await box.t.deps.mail.enqueue([
        {
          kind: 'announcement',
          eventKey: 'x',
          to: null,
          userId: person.id,
          content: { subject: 'S', greeting: 'Hej', paragraphs: ['P'], reason: 'R' },
        },
      ]),
    ).toBe(0);
    const reset = await box.t.request({
      method: 'POST',
      url: '/api/password-reset/request',
      remoteAddress: visitorAddress(),
      payload: { login: person.username },
    });
    expect(reset.statusCode).toBe(200);
    await buildPayment(box.t.deps.db, { userId: person.id, dueDate: '2026-03-02', kind: 'kontingent' });
    box.now = new Date(start.getTime() + 3 * DAY);
    await sendKontingentReminders(box.t.deps);
    const set = await box.t.request({
      method: 'PUT',
      url: `/api/admin/members/${person.id}/password`,
      headers: admin.headers,
      payload: { password: 'Ny-kode-fra-klubben-9' },
    });
    expect(set.statusCode).toBe(200);
    await box.t.deps.mail.idle();
    const rows = await box.t.deps.db.select().from(mailQueue).where(eq(mailQueue.userId, person.id));
    expect(rows).toEqual([]);
  });
});
