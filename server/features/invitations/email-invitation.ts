import type { InvitationEmailRequest } from '@common/contracts/mail';
import type { LinkRole } from '@common/contracts/invitations';
import { instantToCopenhagen } from '@common/domain/time';
import type { Role } from '@common/domain/roles';
import type { AppDeps } from '../../app-deps';
import { forbidden, invalidInput } from '../../core/domain-error';
import { MINTED_LINK } from '../../core/mail/mail-queue';
import { takeInvitationQuota } from '../../core/mail/mail-quota';
import { peopleRepository } from '../../core/people/people.repository';
import { invitationsRepository } from './invitations.repository';
import { findLiveLink } from './registration-links';
import { danishNumericDate } from '@common/domain/danish-dates';

export const LINK_GONE = 'Linket er udløbet. Lav et nyt link.';

const ROLE_WORDS: Record<LinkRole, string> = {
  player: 'spiller',
  coach: 'træner',
  board: 'medlem af bestyrelsen',
};

/**
 * POST /api/invitations/email: the registration link by mail to up to 50 addresses, with the
 * club's name and the team. Each address gets a single-use token of its own under the link (D18),
 * minted when its mail goes; the reusable link stays on the screen of whoever made it. Addresses
 * the club already has get nothing (they have a profile). New addresses count against the
 * sender's day (S21): a request that would pass the ceiling is refused whole and queues nothing.
 * A coach may send only the links they made; an admin any live link.
 */
export async function emailInvitation(
  deps: Pick<AppDeps, 'db' | 'mail' | 'now' | 'teams'>,
  sender: { id: number; role: Role; firstName: string; lastName: string },
  input: InvitationEmailRequest,
): Promise<{ sent: number; alreadySent: number; alreadyMembers: number }> {
  const link = await findLiveLink(deps, input.token);
  if (!link || link.invite) throw invalidInput(LINK_GONE, { token: LINK_GONE });
  if (sender.role !== 'admin' && link.createdBy !== sender.id) throw forbidden();
  const addresses = input.emails.filter(
    (email, i) => input.emails.findIndex((e) => e.toLowerCase() === email.toLowerCase()) === i,
  );
  const people = peopleRepository(deps.db);
  const members = new Set((await people.takenEmails(addresses)).map((e) => e.toLowerCase()));
  const fresh = addresses.filter((email) => !members.has(email.toLowerCase()));
  const now = deps.now();
  const invites = await deps.db.transaction(async (tx) => {
    const added = await invitationsRepository(tx).addInvites(link.id, fresh, now);
    await takeInvitationQuota(tx, sender, added.length, now);
    return added;
  });

  const role = link.role as LinkRole;
  const team = link.team ? (await deps.teams.list()).find((t) => t.code === link.team) : undefined;
  const until = instantToCopenhagen(link.expiresAt);
  await deps.mail.enqueue(
    invites.map((invite) => ({
      kind: 'invitation' as const,
      eventKey: `invitation:${link.id}`,
      to: invite.email,
      link: { issuer: 'registration' as const, id: invite.id },
      content: {
        subject: team
          ? `Invitation: bliv ${ROLE_WORDS[role]} på ${team.displayName}`
          : `Invitation: bliv ${ROLE_WORDS[role]} i klubben`,
        greeting: 'Hej,',
        paragraphs: [
          `${sender.firstName} ${sender.lastName} inviterer dig til at blive ${ROLE_WORDS[role]}${team ? ` på ${team.displayName}` : ''}.`,
          'Opret din profil i klubbens app med linket herunder.',
        ],
        action: { label: 'Opret profil', url: MINTED_LINK },
        afterAction: [
          `Linket er kun til dig og virker én gang, til ${danishNumericDate(until.date)} kl. ${until.time}.`,
        ],
        reason:
          'Du får denne e-mail, fordi en træner eller leder i klubben har sendt dig en invitation. Du får ikke flere e-mails, hvis du ikke opretter en profil.',
      },
    })),
  );
  return { sent: invites.length, alreadySent: fresh.length - invites.length, alreadyMembers: addresses.length - fresh.length };
}
