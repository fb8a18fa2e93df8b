import type { Db } from '../../db/database';
import { conflict, invalidInput } from '../domain-error';
import type { MailQueue } from '../mail/mail-queue';
import { MINTED_LINK } from '../mail/minted-link';
import { hashToken } from '../../lib/tokens';
import { uniqueViolation, EMAIL_TAKEN } from '../../lib/unique-violation';
import type { sessionsRepository } from '../sessions/sessions.repository';
import { accountEventsRepository } from './account-events.repository';
import { closeAccountDoors } from './account-security';
import { emailChangeRepository } from './email-change.repository';
import { createRecoveryLink } from './recovery-links';

export const INVALID_EMAIL_LINK = 'Linket er ugyldigt eller udløbet. Skift email igen under Profil.';
export { EMAIL_TAKEN };

interface Deps {
  db: Db;
  mail: MailQueue;
  now: () => Date;
}

/** Whose address changes: as the account holds it now. */
export interface EmailOwner {
  id: number;
  firstName: string;
  /** Null when the account has no address yet (decision 102): the new one is its first. */
  email: string | null;
  emailConfirmed: boolean;
}

/** Staff asking for the change on the person's behalf (board or admin, S20). */
export interface EmailChanger {
  id: number;
  firstName: string;
  lastName: string;
}

/**
 * The one way an address changes (S20, decision 094), asked by the person or by board or admin:
 * a link to the new address, which takes it into use (confirmed) when its owner follows it; until
 * then the old address stays. The old address is told now, when the change is asked for, so its
 * owner can stop a change they did not ask for (a password change or "Log ud overalt" ends the link).
 * The same address again is how a person confirms an address staff typed for them.
 */
export async function requestEmailChange(
  deps: Deps,
  person: EmailOwner,
  newEmail: string,
  by?: EmailChanger,
) {
  const linkId = await createRecoveryLink(deps, {
    userId: person.id,
    purpose: 'email_change',
    newEmail,
    requestedBy: by?.id ?? null,
  });
  const staffName = by ? `${by.firstName} ${by.lastName}` : null;
  const sameAddress = newEmail.toLowerCase() === person.email?.toLowerCase();
  await deps.mail.enqueue([
    {
      kind: 'email_change',
      eventKey: `email-change:${linkId}`,
      to: newEmail,
      userId: person.id,
      link: { issuer: 'recovery', id: linkId },
      content: {
        subject: sameAddress ? 'Bekræft din email' : 'Bekræft din nye email',
        greeting: `Hej ${person.firstName},`,
        paragraphs: [
          staffName
            ? `${staffName} fra klubben har skrevet denne adresse som din email i klubbens app. Bekræft med linket herunder, at den er din.`
            : 'Du har bedt om at bruge denne email i klubbens app. Bekræft den med linket herunder; indtil da bruger vi din gamle email.',
        ],
        action: { label: 'Bekræft email', url: MINTED_LINK },
        afterAction: [
          'Linket virker i 24 timer og kan kun bruges én gang. Har du ikke bedt om det, kan du se bort fra denne e-mail.',
        ],
        reason: 'Du får denne e-mail, fordi nogen skrev denne adresse som email på en konto i klubbens app.',
      },
    },
    // Only an address its owner confirmed is told: one staff typed may not be the person's at all.
    ...(person.emailConfirmed && !sameAddress
      ? [
          {
            kind: 'email_change' as const,
            eventKey: `email-change-asked:${linkId}`,
            to: person.email,
            userId: person.id,
            content: {
              subject: 'Der er bedt om en ny email på din konto',
              greeting: `Hej ${person.firstName},`,
              paragraphs: [
                staffName
                  ? `${staffName} fra klubben har bedt om, at din konto i klubbens app skal bruge ${newEmail} i stedet for denne adresse.`
                  : `Der er bedt om, at din konto i klubbens app skal bruge ${newEmail} i stedet for denne adresse.`,
                'Skiftet sker først, når der er klikket på linket, vi har sendt til den nye adresse. Indtil da bruger vi denne adresse.',
                'Var det ikke dig, så log ind og vælg en ny adgangskode under Profil › Sikkerhed, eller tryk "Log ud overalt": så stopper skiftet. Kontakt klubben, hvis du er i tvivl.',
              ],
              reason: 'Du får denne e-mail, fordi din konto i klubbens app bruger denne adresse.',
            },
          },
        ]
      : []),
  ]);
  await accountEventsRepository(deps.db).record({
    userId: person.id,
    kind: 'email_change_requested',
    actorId: by?.id ?? null,
    detail: newEmail,
    at: deps.now(),
  });
}

/**
 * POST /api/email-change/confirm: the link from the mail. The address is taken into use,
 * confirmed; every other open recovery link of the person ends; the old address is told.
 */
export async function confirmEmailChange(
  deps: Deps & { sessions: ReturnType<typeof sessionsRepository> },
  token: string,
) {
  let changed;
  try {
    changed = await emailChangeRepository(deps.db).confirm(hashToken(token), deps.now());
  } catch (error) {
    // Someone took the address meanwhile (the unique index): nothing changed.
    if (uniqueViolation(error)) throw conflict(EMAIL_TAKEN, { token: EMAIL_TAKEN });
    throw error;
  }
  if (!changed) throw invalidInput(INVALID_EMAIL_LINK, { token: INVALID_EMAIL_LINK });
  await closeAccountDoors(deps, changed.userId, {
    event: 'email_changed',
    sessions: 'none',
    detail: changed.newEmail,
  });
  if (
    changed.oldEmail &&
    changed.oldEmailConfirmed &&
    changed.oldEmail.toLowerCase() !== changed.newEmail.toLowerCase()
  ) {
    await deps.mail.enqueue([
      {
        kind: 'email_change',
        eventKey: `email-changed:${changed.userId}:${changed.newEmail.toLowerCase()}:${deps.now().getTime()}`,
        to: changed.oldEmail,
        userId: changed.userId,
        content: {
          subject: 'Din email er ændret',
          greeting: `Hej ${changed.firstName},`,
          paragraphs: [
            `Din konto i klubbens app bruger nu ${changed.newEmail} i stedet for denne adresse.`,
            'Var det ikke dig, så kontakt klubben med det samme, og vælg en ny adgangskode.',
          ],
          reason: 'Du får denne e-mail, fordi din konto i klubbens app brugte denne adresse.',
        },
      },
    ]);
  }
  return { email: changed.newEmail };
}
