import { addCopenhagenDays, copenhagenToInstant, instantToCopenhagen } from '@common/domain/time';
import type { AppDeps } from '../../../app-deps';
import type { MailRequest } from '../../../core/mail/mail-queue';
import { kontingentRemindersRepository } from './kontingent-reminders.repository';
import { danishNumericDate } from '@common/domain/danish-dates';

/** The first reminder three days after the due date, then weekly, at most three (E5). */
export const FIRST_REMINDER_DAYS = 3;
export const REMINDER_INTERVAL_DAYS = 7;
export const MAX_REMINDERS = 3;
/** Older debts are the club's to chase by hand: the first run after an upgrade mails no ancient ones. */
const LOOK_BACK_DAYS = 60;
const HOUR_MS = 60 * 60 * 1000;

const kr = (ore: number) => {
  const value = ore / 100;
  return `${value.toLocaleString('da-DK', { minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 })} kr`;
};

/**
 * Overdue kontingent by e-mail: reminder n (1..3) is due FIRST_REMINDER_DAYS + 7·(n−1) days after
 * the due date and a week after the one before. A paid or removed payment is no longer outstanding,
 * so it gets none; each reminder is one mail_queue row (kind, 'kontingent:<id>:<n>', recipient),
 * so none is ever sent twice. An optional mail: it carries the one-click unsubscribe.
 */
export async function sendKontingentReminders(deps: Pick<AppDeps, 'db' | 'mail' | 'now'>): Promise<number> {
  const now = deps.now();
  const today = instantToCopenhagen(now).date;
  const from = instantToCopenhagen(addCopenhagenDays(now, -LOOK_BACK_DAYS)).date;
  const until = instantToCopenhagen(addCopenhagenDays(now, -FIRST_REMINDER_DAYS)).date;
  const rows = await kontingentRemindersRepository(deps.db).overdue(from, until);
  const mails: MailRequest[] = [];
  for (const row of rows) {
    const n = row.reminders + 1;
    if (n > MAX_REMINDERS) continue;
    const dueOn = instantToCopenhagen(
      addCopenhagenDays(
        copenhagenToInstant(row.dueDate!),
        FIRST_REMINDER_DAYS + REMINDER_INTERVAL_DAYS * (n - 1),
      ),
    ).date;
    if (dueOn > today) continue;
    if (
      row.lastReminder &&
      now.getTime() - row.lastReminder.getTime() < (REMINDER_INTERVAL_DAYS * 24 - 1) * HOUR_MS
    )
      continue;
    mails.push({
      kind: 'kontingent_reminder',
      eventKey: `kontingent:${row.id}:${n}`,
      to: row.email,
      userId: row.userId,
      content: {
        subject: `Påmindelse: ${row.description} er ikke betalt`,
        greeting: `Hej ${row.firstName},`,
        paragraphs: [
          `Vi mangler din betaling af ${row.description} på ${kr(row.amount)}, som forfaldt ${danishNumericDate(row.dueDate!)}.`,
          'Du kan betale direkte med linket herunder. Har du allerede betalt, kan du se bort fra denne e-mail.',
        ],
        action: { label: 'Betal nu', url: deps.mail.link(`/payment?pay=${row.id}`) },
        afterAction: [
          n < MAX_REMINDERS
            ? `Dette er påmindelse ${n} af højst ${MAX_REMINDERS}.`
            : 'Dette er sidste påmindelse.',
        ],
        reason:
          'Du får denne e-mail, fordi du har et ubetalt kontingent i klubben. Du kan slå påmindelser fra under Profil → E-mails.',
      },
    });
  }
  return mails.length === 0 ? 0 : deps.mail.enqueue(mails);
}
