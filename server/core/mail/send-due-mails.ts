import type { Db } from '../../db/database';
import { MailSendError, type MailTransport } from './mail-port';
import { mailQueueRepository } from './mail-queue.repository';
import { MINTED_LINK } from './minted-link';
import type { MailLinkRef } from '@common/domain/mail';
import { maskLinks } from './render';
import { metrics } from '../../lib/metrics';
import { productName } from '@common/domain/club-identity';

/** Tries per mail before it is marked failed, and the wait after each failed try (E1). */
export const MAX_ATTEMPTS = 5;
const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
/** How long a claimed mail is left alone before another run may take it over. */
const CLAIM_MS = 5 * 60_000;
const BATCH = 25;
/**
 * Finished mails are kept this long for Systemindstillinger, then forgotten (S15). Every sender's
 * own window is shorter (receipts 7 days, reminders 60), so a forgotten row never makes a mail again.
 */
export const MAIL_RETENTION_DAYS = 90;

export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface SendDueMailsDeps {
  db: Db;
  /** The site's address the minted links start with (PUBLIC_URL). */
  publicBase: string;
  /** null: no mail server configured; the mails stay in the outbox (and, in development, the log). */
  transport: MailTransport | null;
  now: () => Date;
  log?: MailLog;
  /** Print outbox mails in the log (development), links masked (S14). */
  logOutbox?: boolean;
  /** The embedded demo: a link mail kept in the outbox gets its link there (decision 094). */
  linksInOutbox?: boolean;
  /** Mints a link mail's token when it goes: the page and token, or null when its request ended. */
  mintLink?: (ref: MailLinkRef, now: Date) => Promise<string | null>;
}

/** A link mail's text with its minted link in place of MINTED_LINK (the only place it is written). */
const withLink = (text: string, url: string) => text.replaceAll(MINTED_LINK, url);

/**
 * The scheduled work of the mail channel: sends every due mail once. Temporary SMTP failures
 * (4xx, no connection) are tried again with back-off; a permanent one (5xx), or the last try, marks
 * the mail failed. Safe to run from several places at once: each run claims its own rows.
 * Returns how many mails it handled.
 */
export async function sendDueMails(deps: SendDueMailsDeps): Promise<number> {
  const repo = mailQueueRepository(deps.db);
  let handled = 0;
  const fromName = deps.transport ? productName(await repo.shortName()) : undefined;
  for (;;) {
    const now = deps.now();
    const batch = await repo.claimDue(now, new Date(now.getTime() + CLAIM_MS), BATCH);
    for (const mail of batch) {
      handled += 1;
      // A link mail gets its token now, and only where it is delivered: to the mail server, or
      // to the demo's outbox. Anywhere else the outbox keeps the placeholder, never a usable link.
      let link: string | null = null;
      if (mail.link && (deps.transport || deps.linksInOutbox)) {
        const minted = await deps.mintLink!(mail.link, deps.now());
        if (!minted) {
          await repo.markCancelled(mail.id);
          metrics.mailDeliveries.inc({ kind: mail.kind, outcome: 'cancelled' });
          continue;
        }
        link = `${deps.publicBase}${minted}`;
      }
      if (!deps.transport) {
        if (link) await repo.showLinkInOutbox(mail.id, withLink(mail.text, link), withLink(mail.html, link));
        await repo.markSent(mail.id, deps.now(), 'outbox');
        metrics.mailDeliveries.inc({ kind: mail.kind, outcome: 'outbox' });
        if (deps.logOutbox) {
          deps.log?.info(
            { mail: { to: mail.recipient, subject: mail.subject, text: maskLinks(mail.text) } },
            'mail kept in the outbox (no SMTP_URL)',
          );
        }
        continue;
      }
      try {
        await deps.transport.send({
          to: mail.recipient,
          subject: mail.subject,
          text: link ? withLink(mail.text, link) : mail.text,
          html: link ? withLink(mail.html, link) : mail.html,
          headers: mail.headers,
          fromName,
        });
        await repo.markSent(mail.id, deps.now(), 'sent');
        metrics.mailDeliveries.inc({ kind: mail.kind, outcome: 'ok' });
      } catch (error) {
        const failure = error instanceof MailSendError ? error : new MailSendError(String(error), true);
        const attempt = mail.attempts + 1;
        if (failure.temporary && attempt < MAX_ATTEMPTS) {
          metrics.mailDeliveries.inc({ kind: mail.kind, outcome: 'retry' });
          await repo.markRetry(
            mail.id,
            new Date(deps.now().getTime() + BACKOFF_MS[attempt - 1]!),
            failure.message,
          );
          deps.log?.warn(
            { mailId: mail.id, attempt, error: failure.message },
            'mail not sent; will try again',
          );
        } else {
          await repo.markFailed(mail.id, failure.message);
          metrics.mailDeliveries.inc({ kind: mail.kind, outcome: 'failed' });
          deps.log?.warn({ mailId: mail.id, attempt, error: failure.message }, 'mail failed');
        }
      }
    }
    if (batch.length < BATCH) {
      await repo.deleteFinishedBefore(
        new Date(deps.now().getTime() - MAIL_RETENTION_DAYS * 24 * 60 * 60 * 1000),
      );
      return handled;
    }
  }
}
