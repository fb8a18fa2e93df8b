import { createHash, randomBytes } from 'node:crypto';
import type { RegistrationData } from '@common/contracts/registration';
import { conflict, invalidInput } from '../../core/domain-error';
import { hashPassword, verifyPassword } from '../../core/sessions/password';
import { weakPasswordReason } from '@common/domain/password-rules';
import { assertPaymentsAvailable, gatewayCall } from './gateway-call';
import { prices, supporterMembershipName, type PaymentsContext } from './payments-context';
import type { StoredRegistration } from '../../db/schema';
import type { PendingRegistrationRow } from './payments.repository';
import { completeRegistration } from './complete-registration';
import { checkoutOf, reusableCheckout } from './checkout';

/** What waits in pending_registrations: the form without the password, plus its hash. */


/** The form fields as one comparable string (the password is compared against its hash instead). */
function formFingerprint(data: Omit<RegistrationData, 'password'> | StoredRegistration): string {
  const { passwordHash: _hash, amount: _amount, password: _password, ...form } = data as Record<string, unknown>;
  return JSON.stringify(Object.keys(form).sort().map((key) => [key, form[key]]));
}

/**
 * The open registration this caller started before: the same form and the same password (a
 * double click, a parallel request, a retry after a lost answer). Anyone else with the same email
 * gets nothing of it: not its data, not its client secret.
 */
async function ownOpenRegistration(
  ctx: PaymentsContext,
  emailKey: string,
  data: RegistrationData,
  amount: number,
): Promise<PendingRegistrationRow | undefined> {
  const fingerprint = formFingerprint(data);
  for (const row of await ctx.repo.openPendingByKeyPrefix(emailKey)) {
    const stored = row.data;
    // A price change starts a new registration too: the stored amount is what completion checks.
    if (stored.amount !== amount || formFingerprint(stored) !== fingerprint) continue;
    if (await verifyPassword(stored.passwordHash, data.password)) return row;
  }
  return undefined;
}

/**
 * 'Bliv Medlem' step 1: checks the data, keeps it (password hashed) and returns the client secret
 * of one payment intent for the RU fee from the price table. The same form and password again
 * reuse the same registration and intent. Different data for the same email (someone else, or the
 * payer after correcting a field) makes a new registration with its own intent: a stored
 * registration is never overwritten, and its client secret goes only to whoever proves to be its
 * creator.
 */
export async function createRegistrationIntent(ctx: PaymentsContext, data: RegistrationData) {
  assertPaymentsAvailable(ctx.deps.payments);
  const weak = weakPasswordReason(data.password, data);
  if (weak) throw invalidInput(weak, { password: weak });
  if (await ctx.repo.emailTaken(data.email)) {
    throw conflict('Der findes allerede en bruger med denne email', { email: 'Der findes allerede en bruger med denne email' });
  }
  if (await ctx.repo.usernameTaken(data.username)) {
    throw conflict('Brugernavnet er allerede taget', { username: 'Brugernavnet er allerede taget' });
  }
  // The picture is checked before anything is charged: a registration picture of this sign-up, not
  // one an account has (uploads/profile-picture.ts). The account takes it when the payment is done.
  await ctx.checkRegistrationPicture(data.profileImageUrl, 'userData.profileImageUrl');
  const emailKey = `reg:${createHash('sha256').update(data.email.trim().toLowerCase()).digest('hex')}`;
  return ctx.lock.run(emailKey, async () => {
    const { ruFeeOre } = await prices(ctx);
    const now = ctx.deps.now();
    let pending = await ownOpenRegistration(ctx, emailKey, data, ruFeeOre);

    if (pending?.paymentIntentId) {
      const existing = await gatewayCall(() => ctx.deps.payments.retrievePaymentIntent(pending!.paymentIntentId!));
      if (existing?.status === 'succeeded') {
        // Paid already (a lost answer): finish the registration rather than charge again.
        await completeRegistration(ctx, existing.id);
        throw conflict('Betalingen er allerede gennemført. Log ind med dit brugernavn.');
      }
      if (existing?.status === 'processing') throw conflict('Betalingen behandles stadig. Vent et øjeblik.');
      const reusable = reusableCheckout(existing, ruFeeOre);
      if (reusable) return reusable;
    }
    if (!pending) {
      const { password, ...rest } = data;
      const stored: StoredRegistration = { ...rest, passwordHash: await hashPassword(password), amount: ruFeeOre };
      pending = await ctx.repo.insertPending(`${emailKey}:${randomBytes(8).toString('hex')}`, stored, now);
    }
    const row = pending;
    // A fresh intent: the first for this registration, or after a cancelled one or a price change.
    // Keyed by the person-to-be (the email), the product and its price, this registration and the
    // intent it replaces: the same on every instance, so the gateway makes it once.
    const idempotencyKey = `registration:${emailKey}:ru:${ruFeeOre}:${row.id}:after:${row.paymentIntentId ?? 'none'}`;
    const description = await supporterMembershipName(ctx);
    const intent = await gatewayCall(() =>
      ctx.deps.payments.createPaymentIntent(
        {
          amount: ruFeeOre,
          currency: 'dkk',
          description,
          metadata: { purpose: 'registration', pendingRegistrationId: String(row.id), email: data.email },
        },
        idempotencyKey,
      ),
    );
    await ctx.repo.setPendingIntent(row.id, intent.id);
    return checkoutOf(intent);
  });
}
