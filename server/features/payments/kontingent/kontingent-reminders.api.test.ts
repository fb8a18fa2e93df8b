import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '../../../db/schema';
import { buildPayment, buildUser } from '../../../test/factories';
import { mailTestApp } from '../../../test/mail-test-app';
import { sendKontingentReminders } from './kontingent-reminders';

/** Overdue kontingent by e-mail (E5): 3 days after the due date, then weekly, at most three. */
const box = mailTestApp(new Date('2026-03-02T09:00:00Z'));
const day = 24 * 60 * 60 * 1000;

const remindersTo = (to: string) => box.smtp.received.filter((m) => m.envelopeTo.includes(to));
const runAt = async (at: Date) => {
  box.now = at;
  await sendKontingentReminders(box.t.deps);
  await box.t.deps.mail.idle();
};

describe('kontingent reminders', () => {
  it('mails three days after the due date, then weekly, at most three times, with a link that opens the payment', async () => {
    const start = new Date('2026-03-02T09:00:00Z');
    const member = await buildUser(box.t.deps.db, { email: 'skylder@example.dk', firstName: 'Sune' });
    const payment = await buildPayment(box.t.deps.db, {
      userId: member.id,
      amount: 30000,
      description: 'Forårskontingent',
      dueDate: '2026-03-02',
      kind: 'kontingent',
    });

    await runAt(new Date(start.getTime() + 2 * day));
    expect(remindersTo('skylder@example.dk')).toHaveLength(0);
    await runAt(new Date(start.getTime() + 3 * day));
    const first = await box.smtp.waitFor('skylder@example.dk');
    expect(first.parsed.subject).toBe('Påmindelse: Forårskontingent er ikke betalt');
    expect(first.parsed.text).toContain('300 kr');
    expect(first.parsed.text).toContain('forfaldt 2.3.2026');
    expect(first.parsed.text).toContain(`https://klub.example.dk/payment?pay=${payment.id}`);
    expect(first.parsed.headerLines.some((h) => h.key === 'list-unsubscribe')).toBe(true);
    // The same day again, and before the week is out: nothing more.
    await runAt(new Date(start.getTime() + 3 * day + 5 * 60 * 60 * 1000));
    await runAt(new Date(start.getTime() + 9 * day));
    expect(remindersTo('skylder@example.dk')).toHaveLength(1);
    await runAt(new Date(start.getTime() + 10 * day));
    await runAt(new Date(start.getTime() + 17 * day));
    await runAt(new Date(start.getTime() + 24 * day));
    await runAt(new Date(start.getTime() + 31 * day));
    expect(
      remindersTo('skylder@example.dk').map(
        (m) => m.parsed.text!.match(/påmindelse \d af højst 3|sidste påmindelse/)?.[0],
      ),
    ).toEqual(['påmindelse 1 af højst 3', 'påmindelse 2 af højst 3', 'sidste påmindelse']);
  });

  it('sends none once the kontingent is paid or removed, and none to someone who turned reminders off', async () => {
    const start = new Date('2026-05-04T09:00:00Z');
    const paid = await buildUser(box.t.deps.db, { email: 'betalt@example.dk' });
    const removed = await buildUser(box.t.deps.db, { email: 'fjernet@example.dk' });
    const optedOut = await buildUser(box.t.deps.db, { email: 'fravalgt@example.dk' });
    const p1 = await buildPayment(box.t.deps.db, { userId: paid.id, dueDate: '2026-05-04', kind: 'kontingent' });
    const p2 = await buildPayment(box.t.deps.db, {
      userId: removed.id,
      dueDate: '2026-05-04',
      kind: 'kontingent',
    });
    await buildPayment(box.t.deps.db, { userId: optedOut.id, dueDate: '2026-05-04', kind: 'kontingent' });
    await box.t.deps.db
      .update(payments)
      .set({ status: 'completed', paidAt: start })
      .where(eq(payments.id, p1.id));
    await box.t.deps.db.delete(payments).where(eq(payments.id, p2.id));
    const off = await box.t.request({
      method: 'PUT',
      url: '/api/user/mail-preferences',
      headers: await box.t.authFor(optedOut.id),
      payload: { kontingent_reminder: false, announcement: true, arrangement: true },
    });
    expect(off.statusCode).toBe(200);
    for (const days of [3, 10, 17]) await runAt(new Date(start.getTime() + days * day));
    expect(remindersTo('betalt@example.dk')).toHaveLength(0);
    expect(remindersTo('fjernet@example.dk')).toHaveLength(0);
    expect(remindersTo('fravalgt@example.dk')).toHaveLength(0);
  });
});
