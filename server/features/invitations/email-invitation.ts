import type { InvitationEmailRequest } from '@common/contracts/mail';
import type { LinkRole } from '@common/contracts/invitations';
import { instantToCopenhagen } from '@common/domain/time';
import type { AppDeps } from '../../app-deps';
import { forbidden, invalidInput } from '../../core/domain-error';
import { findLiveLink } from './registration-links';

export const LINK_GONE = 'Linket er udløbet. Lav et nyt link.';

const ROLE_WORDS: Record<LinkRole, string> = {
  player: 'spiller',
  coach: 'træner',
  board: 'medlem af bestyrelsen',
};

/**
 * POST /api/invitations/email (issue 13): the registration link by mail to up to 50 addresses,
 * with the club's name and the team. Every address is checked before anything is queued, and
 * all are queued in one statement, so nothing is half-sent. The same link to the same address
 * is only mailed once. A coach may send only the links they made; an admin any live link.
 */
export async function emailInvitation(
  deps: Pick<AppDeps, 'db' | 'mail' | 'now' | 'teams'>,
  sender: { id: number; role: string; firstName: string; lastName: string },
  input: InvitationEmailRequest,
): Promise<{ sent: number; alreadySent: number }> {
  const link = await findLiveLink(deps, input.token);
  if (!link) throw invalidInput(LINK_GONE, { token: LINK_GONE });
  if (sender.role !== 'admin' && link.createdBy !== sender.id) throw forbidden();
  const addresses = input.emails.filter(
    (email, i) => input.emails.findIndex((e) => e.toLowerCase() === email.toLowerCase()) === i,
  );
  const role = link.role as LinkRole;
  const team = link.team ? (await deps.teams.list()).find((t) => t.code === link.team) : undefined;
  const until = instantToCopenhagen(link.expiresAt);
  const url = deps.mail.link(`/register/${role}?token=${encodeURIComponent(input.token)}`);
  const added = await deps.mail.enqueue(
    addresses.map((to) => ({
      kind: 'invitation' as const,
      eventKey: `invitation:${link.id}`,
      to,
      content: {
        subject: team
          ? `Invitation: bliv ${ROLE_WORDS[role]} på ${team.displayName}`
          : `Invitation: bliv ${ROLE_WORDS[role]} i klubben`,
        greeting: 'Hej,',
        paragraphs: [
          `${sender.firstName} ${sender.lastName} inviterer dig til at blive ${ROLE_WORDS[role]}${team ? ` på ${team.displayName}` : ''}.`,
          'Opret din profil i klubbens app med linket herunder.',
        ],
        action: { label: 'Opret profil', url },
        afterAction: [`Linket virker til ${until.date.split('-').reverse().join('.')} kl. ${until.time}.`],
        reason:
          'Du får denne e-mail, fordi en træner eller leder i klubben har sendt dig en invitation. Du får ikke flere e-mails, hvis du ikke opretter en profil.',
      },
    })),
  );
  return { sent: added, alreadySent: addresses.length - added };
}
