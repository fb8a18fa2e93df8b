import { PERSONAL_INVITATION_REMINDER_DAYS } from '@common/domain/recovery';
import type { AppDeps } from '../../../app-deps';
import { personalInvitationMail } from './personal-invitation-mail';
import { personalInvitationsRepository } from './personal-invitations.repository';

/**
 * The reminders of personal invitations (decision 101): one 3 days after the first mail, one
 * after 7, none after; only to people who have not joined, whose invitation is neither withdrawn
 * nor run out, and who got no mail in the last 24 hours. Each reminder carries a new link and
 * ends the one before. Claimed in the database, so running it twice, or on two instances at
 * once, sends each reminder once. Answers how many went.
 */
export async function sendPersonalInvitationReminders(deps: Pick<AppDeps, 'db' | 'mail' | 'now' | 'teams'>) {
  const repo = personalInvitationsRepository(deps.db);
  const now = deps.now();
  let count = 0;
  const teamNames = new Map((await deps.teams.list()).map((t) => [t.code, t.displayName]));
  for (const [index, days] of PERSONAL_INVITATION_REMINDER_DAYS.entries()) {
    const n = (index + 1) as 1 | 2;
    const claimed = await repo.claimReminders(n, days, now);
    if (claimed.length === 0) continue;
    const people = new Map((await repo.invitees(claimed.map((c) => c.userId))).map((p) => [p.id, p]));
    await deps.mail.enqueue(
      claimed.flatMap((sent) => {
        const person = people.get(sent.userId);
        if (!person) return [];
        return [
          personalInvitationMail(person, sent, n === 1 ? 'reminder1' : 'reminder2', {
            teamName: person.team ? (teamNames.get(person.team) ?? null) : null,
            senderName: null,
          }),
        ];
      }),
    );
    count += claimed.length;
  }
  return count;
}
