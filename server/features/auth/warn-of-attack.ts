import type { AppDeps } from '../../app-deps';
import { accountEventsRepository } from '../../core/recovery/account-events.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Guessing keeps the account's new browsers out (S19): the owner is told by mail, at most once
 * per account in 24 hours on every instance, at the confirmed address only, with the way in from
 * a new browser (the sign-in link, decision 095). The member's history records it each time.
 */
export async function warnOfAttack(
  deps: Pick<AppDeps, 'db' | 'mail' | 'limits' | 'now'>,
  user: { id: number; username: string; firstName: string; email: string | null; emailConfirmedAt: Date | null },
) {
  const now = deps.now();
  const { count } = await deps.limits.hit(`attack-mail:${user.id}`, now.getTime(), DAY_MS, 1);
  if (count > 1) return;
  await accountEventsRepository(deps.db).record({ userId: user.id, kind: 'sign_in_attack', at: now });
  if (!user.emailConfirmedAt || !user.email) return;
  await deps.mail.enqueue([
    {
      kind: 'security_notice',
      eventKey: `attack:${user.id}:${now.getTime()}`,
      to: user.email,
      userId: user.id,
      content: {
        subject: 'Nogen prøver at logge ind på din konto',
        greeting: `Hej ${user.firstName},`,
        paragraphs: [
          `Der er skrevet forkert adgangskode til din konto i klubbens app (brugernavn ${user.username}) mange gange i træk. For en sikkerheds skyld holder vi nye enheder ude et stykke tid.`,
          'Du kan stadig logge ind fra de enheder, du plejer at bruge. Fra en ny enhed: tryk "Send mig et login-link" på login-siden, så får du et link her til din email.',
          'Var det ikke dig, der prøvede, så vælg gerne en ny, stærk adgangskode under Profil › Sikkerhed.',
        ],
        action: { label: 'Gå til login', url: deps.mail.link('/auth') },
        reason:
          'Du får denne e-mail, fordi nogen har prøvet at logge ind på din konto i klubbens app. Vi sender den højst én gang i døgnet.',
      },
    },
  ]);
}
