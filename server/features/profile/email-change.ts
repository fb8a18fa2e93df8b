import type { AppDeps } from '../../app-deps';
import { conflict, invalidInput } from '../../core/domain-error';
import { hashToken, newToken } from '../../lib/tokens';
import { emailChangeRepository } from './email-change.repository';

/** A confirmation link lives a day and works once (issue 13). */
export const EMAIL_CHANGE_VALIDITY_MS = 24 * 60 * 60 * 1000;
export const INVALID_EMAIL_LINK = 'Linket er ugyldigt eller udløbet. Skift email igen under Profil.';
export const EMAIL_TAKEN = 'Email er allerede i brug';

/**
 * A new e-mail address is only taken into use when its owner follows the link sent to it; until
 * then the old address stays (issue 13). The old address is told once the change is made.
 */
export async function requestEmailChange(
  deps: Pick<AppDeps, 'db' | 'mail' | 'now'>,
  person: { id: number; firstName: string },
  newEmail: string,
) {
  const token = newToken();
  const tokenHash = hashToken(token);
  await emailChangeRepository(deps.db).create({
    tokenHash,
    userId: person.id,
    newEmail,
    expiresAt: new Date(deps.now().getTime() + EMAIL_CHANGE_VALIDITY_MS),
  });
  await deps.mail.enqueue([
    {
      kind: 'email_change',
      eventKey: `email-change:${tokenHash}`,
      to: newEmail,
      userId: person.id,
      content: {
        subject: 'Bekræft din nye email',
        greeting: `Hej ${person.firstName},`,
        paragraphs: [
          'Du har bedt om at bruge denne email i klubbens app. Bekræft den med linket herunder; indtil da bruger vi din gamle email.',
        ],
        action: { label: 'Bekræft email', url: deps.mail.link(`/confirm-email?token=${token}`) },
        afterAction: [
          'Linket virker i 24 timer og kan kun bruges én gang. Har du ikke bedt om det, kan du se bort fra denne e-mail.',
        ],
        reason:
          'Du får denne e-mail, fordi nogen skrev denne adresse som ny email på en konto i klubbens app.',
      },
    },
  ]);
}

/** POST /api/email-change/confirm: the link from the mail; the old address is told. */
export async function confirmEmailChange(deps: Pick<AppDeps, 'db' | 'mail' | 'now'>, token: string) {
  const tokenHash = hashToken(token);
  let changed;
  try {
    changed = await emailChangeRepository(deps.db).confirm(tokenHash, deps.now());
  } catch (error) {
    // Someone took the address meanwhile (the unique index): nothing changed.
    if (
      (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
      (error as { cause?: { code?: string } }).cause?.code === '23505'
    ) {
      throw conflict(EMAIL_TAKEN, { token: EMAIL_TAKEN });
    }
    throw error;
  }
  if (!changed) throw invalidInput(INVALID_EMAIL_LINK, { token: INVALID_EMAIL_LINK });
  await deps.mail.enqueue([
    {
      kind: 'email_change',
      eventKey: `email-changed:${tokenHash}`,
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
  return { email: changed.newEmail };
}
