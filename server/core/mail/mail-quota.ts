import { instantToCopenhagen } from '@common/domain/time';
import { INVITATION_MAILS_PER_DAY } from '@common/domain/mail';
import type { Role } from '@common/domain/roles';
import type { Db } from '../../db/database';
import { DomainError } from '../domain-error';
import { mailQuotaRepository } from './mail-quota.repository';

const KIND = 'invitation';

/** The day's ceiling for a sender: staff by role; anyone else sends none. */
export const invitationLimitFor = (role: Role): number =>
  role === 'coach' || role === 'board' || role === 'admin' ? INVITATION_MAILS_PER_DAY[role] : 0;

/**
 * Counts `count` invitation mails against the sender's Copenhagen day (S21): generated links
 * mailed to addresses the club does not have, and personal invitations (decision 101). A
 * request that would pass the ceiling is refused whole, with the numbers, and counts nothing;
 * the caller queues nothing then. Call it inside the transaction that records what is sent, so
 * a refusal leaves nothing behind.
 */
export async function takeInvitationQuota(
  db: Db,
  sender: { id: number; role: Role },
  count: number,
  now: Date,
) {
  if (count === 0) return;
  const limit = invitationLimitFor(sender.role);
  const day = instantToCopenhagen(now).date;
  const repo = mailQuotaRepository(db);
  if ((await repo.take(sender.id, day, KIND, count, limit)) !== undefined) return;
  const sent = await repo.countOf(sender.id, day, KIND);
  const left = Math.max(0, limit - sent);
  throw new DomainError(
    'tooManyAttempts',
    `Du kan sende invitationer til højst ${limit} nye adresser om dagen. Du har sendt ${sent} i dag${
      left > 0 ? `, så der er plads til ${left} mere` : ''
    }. Prøv igen i morgen${left > 0 ? ', eller send til færre' : ''}.`,
    { retryAfterSeconds: secondsToCopenhagenMidnight(now) },
  );
}

/** The day's invitation mails per sender, for Systemindstillinger. */
export async function invitationMailsToday(db: Db, now: Date) {
  const rows = await mailQuotaRepository(db).day(instantToCopenhagen(now).date, KIND);
  return rows.map((row) => ({
    name: `${row.firstName} ${row.lastName}`,
    count: row.count,
    limit: invitationLimitFor(row.role as Role),
  }));
}

function secondsToCopenhagenMidnight(now: Date): number {
  const { time } = instantToCopenhagen(now);
  const [h, m] = time.split(':').map(Number);
  return Math.max(60, (24 * 60 - (h! * 60 + m!)) * 60);
}
