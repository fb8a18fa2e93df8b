import type { AppDeps } from '../../app-deps';
import type { ThrottleStore } from '../../core/sessions/throttle-store';
import { hashToken, newToken } from '../../lib/tokens';
import { passwordResetRepository } from './password-reset.repository';

/** A reset link lives 30 minutes and works once (issue 13). */
export const RESET_VALIDITY_MS = 30 * 60 * 1000;
/** Reset mails per account an hour: more requests are answered alike and send nothing. */
export const ACCOUNT_LIMIT = 3;
const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;

/**
 * The work behind POST /api/password-reset/request, done after the answer has gone, so the
 * answer is the same in status, body and time whether or not the person exists (S4).
 */
export async function sendResetLink(
  deps: Pick<AppDeps, 'db' | 'mail' | 'now'>,
  store: ThrottleStore,
  login: string,
): Promise<void> {
  const repo = passwordResetRepository(deps.db);
  const account = await repo.findAccount(login);
  if (!account) return;
  const now = deps.now();
  if (
    (await store.recordFailure(`reset-account:${account.id}`, now.getTime(), ACCOUNT_WINDOW_MS)) >
    ACCOUNT_LIMIT
  )
    return;
  const token = newToken();
  const tokenHash = hashToken(token);
  await repo.create({
    tokenHash,
    userId: account.id,
    expiresAt: new Date(now.getTime() + RESET_VALIDITY_MS),
  });
  await deps.mail.enqueue([
    {
      kind: 'password_reset',
      eventKey: `reset:${tokenHash}`,
      to: account.email,
      userId: account.id,
      content: {
        subject: 'Vælg en ny adgangskode',
        greeting: `Hej ${account.firstName},`,
        paragraphs: [
          `Nogen (forhåbentlig dig) har bedt om en ny adgangskode til din konto med brugernavnet ${account.username}.`,
          'Vælg en ny adgangskode med linket herunder. Når du har gjort det, bliver du logget ud på alle andre enheder.',
        ],
        action: { label: 'Vælg ny adgangskode', url: deps.mail.link(`/reset-password?token=${token}`) },
        afterAction: [
          'Linket virker i 30 minutter og kan kun bruges én gang. Har du ikke bedt om en ny adgangskode, kan du se bort fra denne e-mail: din adgangskode er ikke ændret.',
        ],
        reason: 'Du får denne e-mail, fordi der blev bedt om en ny adgangskode til din konto i klubbens app.',
      },
    },
  ]);
}
