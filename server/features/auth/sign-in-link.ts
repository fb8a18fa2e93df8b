import type { AppDeps } from '../../app-deps';
import { invalidInput } from '../../core/domain-error';
import { MINTED_LINK } from '../../core/mail/mail-queue';
import { accountEventsRepository } from '../../core/recovery/account-events.repository';
import { recoverableAccount } from '../../core/recovery/recoverable-account.repository';
import { createRecoveryLink, useRecoveryLink } from '../../core/recovery/recovery-links';

export const INVALID_LOGIN_LINK = 'Linket er ugyldigt eller udløbet. Bed om et nyt på login-siden.';

/**
 * The work behind POST /api/login/link, after the answer has gone (S4): a sign-in link that lives
 * 15 minutes and works once, to the account's confirmed address only (S19, S20, decision 095).
 */
export async function sendLoginLink(
  deps: Pick<AppDeps, 'db' | 'mail' | 'now'>,
  login: string,
  accountMayHaveMore: (userId: number) => Promise<boolean>,
) {
  const account = await recoverableAccount(deps.db, login);
  if (!account || !(await accountMayHaveMore(account.id))) return;
  const linkId = await createRecoveryLink(deps, { userId: account.id, purpose: 'sign_in' });
  await deps.mail.enqueue([
    {
      kind: 'sign_in_link',
      eventKey: `sign-in:${linkId}`,
      to: account.email,
      userId: account.id,
      link: { issuer: 'recovery', id: linkId },
      content: {
        subject: 'Dit link til at logge ind',
        greeting: `Hej ${account.firstName},`,
        paragraphs: [
          `Nogen (forhåbentlig dig) har bedt om et link til at logge ind på din konto med brugernavnet ${account.username}.`,
          'Åbn linket på den enhed, du vil logge ind på. Enheden bliver derefter husket, så du kan logge ind fra den som sædvanligt.',
        ],
        action: { label: 'Log ind', url: MINTED_LINK },
        afterAction: [
          'Linket virker i 15 minutter og kan kun bruges én gang. Har du ikke bedt om det, kan du se bort fra denne e-mail: ingen kan bruge linket uden adgang til din email.',
        ],
        reason:
          'Du får denne e-mail, fordi der blev bedt om et link til at logge ind på din konto i klubbens app.',
      },
    },
  ]);
}

/** POST /api/login/link/confirm: the link used once; returns the person to sign in here. */
export async function useLoginLink(deps: Pick<AppDeps, 'db' | 'now'>, token: string): Promise<number> {
  const used = await useRecoveryLink(deps, token, 'sign_in');
  if (!used) throw invalidInput(INVALID_LOGIN_LINK, { token: INVALID_LOGIN_LINK });
  await accountEventsRepository(deps.db).record({
    userId: used.userId,
    kind: 'signed_in_by_link',
    at: deps.now(),
  });
  return used.userId;
}
