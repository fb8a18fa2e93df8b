import { createHash } from 'node:crypto';
import type { RegistrationData } from '@common/contracts/registration';
import { badRequest, conflict } from '../../lib/http-error';
import { hashPassword } from '../auth/password';
import { weakPasswordReason } from '../auth/password-rules';
import { gatewayCall } from './gateway-call';
import { prices, type PaymentsContext } from './payments-context';
import { completeRegistration } from './complete-registration';

/** What waits in pending_registrations: the form without the password, plus its hash. */
export type StoredRegistration = Omit<RegistrationData, 'password'> & { passwordHash: string; amount: number };

const REUSABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/**
 * 'Bliv Medlem' step 1: checks the data, keeps it (password hashed) and returns the client secret
 * of one payment intent for the RU fee from the price table. One open registration per email:
 * a double click, a parallel request or a retry reuses the same intent.
 */
export async function createRegistrationIntent(ctx: PaymentsContext, data: RegistrationData) {
  const weak = weakPasswordReason(data.password, [data.firstName, data.lastName, data.username]);
  if (weak) throw badRequest(weak, { password: weak });
  if (await ctx.repo.emailTaken(data.email)) {
    throw conflict('Der findes allerede en bruger med denne email', { email: 'Der findes allerede en bruger med denne email' });
  }
  if (await ctx.repo.usernameTaken(data.username)) {
    throw conflict('Brugernavnet er allerede taget', { username: 'Brugernavnet er allerede taget' });
  }
  const key = `reg:${createHash('sha256').update(data.email.trim().toLowerCase()).digest('hex')}`;
  return ctx.lock.run(key, async () => {
    const { ruFeeOre } = await prices(ctx);
    const { password, ...rest } = data;
    const stored: StoredRegistration = { ...rest, passwordHash: await hashPassword(password), amount: ruFeeOre };
    const now = ctx.deps.now();
    const pending = await ctx.repo.upsertPending(key, stored, now);

    if (pending.paymentIntentId) {
      const existing = await gatewayCall(() => ctx.deps.payments.retrievePaymentIntent(pending.paymentIntentId!));
      if (existing?.status === 'succeeded') {
        // Paid already (a lost answer): finish the registration rather than charge again.
        await completeRegistration(ctx, existing.id);
        throw conflict('Betalingen er allerede gennemført. Log ind med dit brugernavn.');
      }
      if (existing?.status === 'processing') throw conflict('Betalingen behandles stadig. Vent et øjeblik.');
      if (existing && REUSABLE.has(existing.status) && existing.amount === ruFeeOre && existing.clientSecret) {
        return { clientSecret: existing.clientSecret, paymentIntentId: existing.id, amount: existing.amount };
      }
    }
    // A fresh intent: the first for this registration, or after a cancelled one or a price change.
    const attempt = pending.paymentIntentId ? `:${now.getTime()}` : '';
    const intent = await gatewayCall(() =>
      ctx.deps.payments.createPaymentIntent(
        {
          amount: ruFeeOre,
          currency: 'dkk',
          description: 'RU medlemskab',
          metadata: { purpose: 'registration', pendingRegistrationId: String(pending.id), email: data.email },
        },
        `reg-intent:${pending.id}${attempt}`,
      ),
    );
    await ctx.repo.setPendingIntent(pending.id, intent.id);
    return { clientSecret: intent.clientSecret ?? '', paymentIntentId: intent.id, amount: intent.amount };
  });
}
