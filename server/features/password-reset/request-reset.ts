import type { AppDeps } from '../../app-deps';
import { MINTED_LINK } from '../../core/mail/mail-queue';
import { recoverableAccount } from '../../core/recovery/recoverable-account.repository';
import { createRecoveryLink } from '../../core/recovery/recovery-links';

/**
 * The work behind POST /api/password-reset/request, done after the answer has gone (S4): a link
 * that lives 30 minutes and works once, to the account's confirmed address only (S18, S20).
 */
export async function sendResetLink(
  deps: Pick<AppDeps, 'db' | 'mail' | 'now'>,
  login: string,
  accountMayHaveMore: (userId: number) => Promise<boolean>,
): Promise<void> {
  const account = await recoverableAccount(deps.db, login);
  if (!account || !(await accountMayHaveMore(account.id))) return;
  const linkId = await createRecoveryLink(deps, { userId: account.id, purpose: 'password_reset' });
  await deps.mail.enqueue([
    {
      kind: 'password_reset',
      eventKey: `reset:${linkId}`,
      to: account.email,
      userId: account.id,
      link: { issuer: 'recovery', id: linkId },
      content: {
        subject: 'Vælg en ny adgangskode',
        greeting: `Hej ${account.firstName},`,
        paragraphs: [
          `Nogen (forhåbentlig dig) har bedt om en ny adgangskode til din konto med brugernavnet ${account.username}.`,
          'Vælg en ny adgangskode med linket herunder. Når du har gjort det, bliver du logget ud på alle andre enheder.',
        ],
        action: { label: 'Vælg ny adgangskode', url: MINTED_LINK },
        afterAction: [
          'Linket virker i 30 minutter og kan kun bruges én gang. Har du ikke bedt om en ny adgangskode, kan du se bort fra denne e-mail: din adgangskode er ikke ændret.',
        ],
        reason: 'Du får denne e-mail, fordi der blev bedt om en ny adgangskode til din konto i klubbens app.',
      },
    },
  ]);
}
