import { danishNumericDate } from '@common/domain/danish-dates';
import { instantToCopenhagen } from '@common/domain/time';
import { MINTED_LINK, type MailRequest } from '../../../core/mail/mail-queue';
import type { Invitee, SentInvitation } from './personal-invitations.repository';

/** Which mail of an invitation this is: the invitation (first or sent again), a reminder, a new link asked for. */
export type InvitationMailKind = 'invitation' | 'reminder1' | 'reminder2' | 'renewed';

/**
 * The mail of a personal invitation (decision 101): the person's name, team and username, and
 * the link (minted when the mail goes, decision 094) with the day it stops working.
 */
export function personalInvitationMail(
  person: Pick<Invitee, 'firstName' | 'username' | 'email'>,
  sent: SentInvitation,
  kind: InvitationMailKind,
  context: { teamName: string | null; senderName: string | null },
): MailRequest {
  const until = instantToCopenhagen(sent.expiresAt);
  const where = context.teamName ? ` på ${context.teamName}` : '';
  const intro =
    kind === 'invitation'
      ? context.senderName
        ? `${context.senderName} har oprettet dig i klubbens app${where}.`
        : `Klubben har oprettet dig i klubbens app${where}.`
      : kind === 'renewed'
        ? 'Du har bedt om et nyt link til din invitation til klubbens app.'
        : `Du er inviteret til klubbens app${where}, men har ikke oprettet dig endnu.`;
  const subject =
    kind === 'invitation'
      ? `Du er inviteret til klubbens app${where}`
      : kind === 'renewed'
        ? 'Dit nye link til klubbens app'
        : kind === 'reminder1'
          ? `Påmindelse: du er inviteret til klubbens app${where}`
          : `Sidste påmindelse: du er inviteret til klubbens app${where}`;
  return {
    kind: 'invitation',
    eventKey: `personal-invitation:${sent.userId}:${sent.linkId}`,
    to: person.email,
    userId: sent.userId,
    link: { issuer: 'recovery', id: sent.linkId },
    content: {
      subject,
      greeting: `Hej ${person.firstName},`,
      paragraphs: [
        intro,
        'Vælg en adgangskode med linket herunder, så kan du se kampe og træninger, svare Klar / Ikke klar og skrive i holdets chat.',
      ],
      action: { label: 'Opret din adgang', url: MINTED_LINK },
      afterAction: [
        `Dit brugernavn er ${person.username}. Linket er kun til dig og virker til ${danishNumericDate(until.date)} kl. ${until.time}.`,
        ...(kind === 'reminder1' || kind === 'invitation'
          ? []
          : ['Et link fra en tidligere e-mail virker ikke længere: brug dette.']),
      ],
      reason:
        kind === 'reminder2'
          ? 'Du får denne e-mail, fordi klubben har oprettet dig som medlem. Det er den sidste påmindelse, vi sender.'
          : 'Du får denne e-mail, fordi klubben har oprettet dig som medlem. Opretter du dig ikke, sender vi højst to påmindelser.',
    },
  };
}
