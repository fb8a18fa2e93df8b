import { createHash, timingSafeEqual } from 'node:crypto';
import { PAYMENT_PROCESSING_MESSAGE } from '@common/contracts/payments';
import { firstFreeUsername } from '@common/domain/username';
import { DomainError, conflict, notFound } from '../../core/domain-error';
import { uniqueViolation } from '../../lib/unique-violation';
import { paidRegistration } from '../../core/membership/membership-terms';
import { uploadIdFromPath } from '../uploads';
import { gatewayCall } from './gateway-call';
import { prices, supporterMembershipName, type PaymentsContext } from './payments-context';

export const NOT_SUCCEEDED = 'Betalingen blev ikke gennemført korrekt';
/** How long after completion the same intent still signs the payer in (a retry after a lost answer). */
const RESUME_WINDOW_MS = 60 * 60 * 1000;

/**
 * Creates the member only when the gateway says the intent succeeded (never trusting the client).
 * A username taken meanwhile gets the lowest free number (D14); an email taken meanwhile refunds
 * the payment. Safe to call twice: the second call finds the member the first created (the member,
 * the payment row and the closing of the pending row are one transaction; a member found by the
 * payment row is returned, never refunded). The member takes the registration picture in that
 * same transaction; one that is no longer free (the same picture paid for twice) leaves the paid
 * member without a picture rather than without an account: they add one on Profil.
 * Returns the user id to sign in, or throws.
 */
export async function completeRegistration(ctx: PaymentsContext, paymentIntentId: string): Promise<number> {
  return ctx.lock.run(`reg-complete:${paymentIntentId}`, async () => {
    const now = ctx.deps.now();
    const pending = await ctx.repo.findPendingByIntent(paymentIntentId);
    if (!pending) throw notFound('Ukendt betaling');
    if (pending.status === 'completed' && pending.userId) {
      if (pending.completedAt && now.getTime() - pending.completedAt.getTime() < RESUME_WINDOW_MS) return pending.userId;
      throw conflict('Registreringen er allerede gennemført. Log ind med dit brugernavn.');
    }
    if (pending.status === 'refunded') {
      throw conflict('Der findes allerede en bruger med denne email. Betalingen er refunderet.');
    }
    // The member exists already: a crash after the account was made and before the pending row
    // was closed (or a row an older version left open). The payment row names the member; the
    // payment is theirs and must not be refunded.
    const recorded = await ctx.repo.findPaymentByIntent(paymentIntentId);
    if (recorded) {
      await ctx.repo.closePending(pending.id, 'completed', recorded.userId, now);
      if (recorded.userId) return recorded.userId;
      throw conflict('Registreringen er allerede gennemført. Log ind med dit brugernavn.');
    }

    const data = pending.data;
    const intent = await gatewayCall(() => ctx.deps.payments.retrievePaymentIntent(paymentIntentId));
    // Not failed: the bank is still at it (MobilePay, some cards). The webhook completes it.
    if (intent?.status === 'processing') throw conflict(PAYMENT_PROCESSING_MESSAGE);
    if (
      !intent ||
      intent.status !== 'succeeded' ||
      intent.amount !== data.amount ||
      intent.metadata.pendingRegistrationId !== String(pending.id)
    ) {
      throw new DomainError('paymentRequired', NOT_SUCCEEDED);
    }

    const clubPrices = await prices(ctx);
    for (let attempt = 1; ; attempt++) {
      if (attempt > 1) {
        const mine = await ctx.repo.findPaymentByIntent(paymentIntentId);
        if (mine?.userId) return mine.userId;
      }
      if (await ctx.repo.emailTaken(data.email)) {
        await gatewayCall(() => ctx.deps.payments.refundPaymentIntent(paymentIntentId, `refund:${paymentIntentId}`));
        await ctx.repo.closePending(pending.id, 'refunded', null, now);
        throw conflict('Der findes allerede en bruger med denne email. Betalingen er refunderet.');
      }
      const base = data.username.toLowerCase();
      const username = (await ctx.repo.usernameTaken(base))
        ? firstFreeUsername(base, await ctx.deps.users.usernamesStartingWith(base))
        : data.username;
      try {
        return await ctx.repo.createMemberWithPayment(
          {
            username,
            passwordHash: data.passwordHash,
            // The address the person typed when signing up is theirs (S20).
            email: data.email,
            emailConfirmedAt: now,
            firstName: data.firstName,
            lastName: data.lastName,
            address: data.address,
            postalCode: data.postalCode,
            birthDate: data.birthDate,
            phoneNumber: data.phone,
            role: 'member',
            ...paidRegistration(clubPrices, now),
            createdAt: now,
            updatedAt: now,
          },
          { amount: intent.amount, description: await supporterMembershipName(ctx), paymentIntentId, paidAt: now },
          pending.id,
          uploadIdFromPath(data.profileImageUrl),
        );
      } catch (error) {
        // Another registration took the username (or the email) between the check and the insert:
        // the paid payer must not get an error for that; check again (next free name, or refund).
        if (attempt >= 3 || !uniqueViolation(error)) throw error;
      }
    }
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The public completion routes: only the payer may turn a paid intent into a session. The
 * caller proves it with the intent's client secret, compared in constant time with the one the
 * gateway holds; a wrong or missing secret looks exactly like an unknown payment.
 */
export async function completeRegistrationForPayer(ctx: PaymentsContext, paymentIntentId: string, clientSecret: string): Promise<number> {
  const intent = await gatewayCall(() => ctx.deps.payments.retrievePaymentIntent(paymentIntentId));
  if (!intent?.clientSecret || !timingSafeEqual(digest(intent.clientSecret), digest(clientSecret))) throw notFound('Ukendt betaling');
  return completeRegistration(ctx, paymentIntentId);
}
