import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { payments, pendingRegistrations, sessions, subscriptions, uploads, users } from '../../db/schema';
import { GatewayError } from '../../integrations/payments/gateway';
import { HttpError } from '../../lib/http-error';

/** The name a deleted member's payments keep: stable per person, says nothing about who they were. */
export function paymentPseudonym(userId: number, email: string): string {
  return `Slettet medlem ${createHash('sha256').update(`${userId}:${email}`).digest('hex').slice(0, 10)}`;
}

const LIVE_SUBSCRIPTION = ['incomplete', 'active', 'past_due'];
export const GATEWAY_BUSY = 'Betalingsudbyderen svarer ikke lige nu, så kontoen kan ikke slettes endnu. Prøv igen om lidt.';

/**
 * Deletes an account (S15): every session ends in the same transaction, payments stay for the
 * bookkeeping (5 years) under a pseudonym, personal pictures are removed, and everything else
 * that points at the person is cascaded or set to nobody by the schema.
 * First the money stops: running subscriptions are cancelled at the gateway at once (not at
 * period end) and the gateway customer (name, email, saved cards) is deleted. When the gateway
 * cannot be reached the account stays as it is (503) rather than leave someone paying for an
 * account that is gone. Pending registrations of the person go too.
 * Returns false when there was no such user.
 */
export async function deleteUser(deps: Pick<AppDeps, 'db' | 'storage' | 'payments' | 'now'>, userId: number): Promise<boolean> {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, customerId: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) return false;
  const live = await deps.db
    .select({ id: subscriptions.id, providerId: subscriptions.providerSubscriptionId, customerId: subscriptions.customerId })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.providerSubscriptionId), inArray(subscriptions.status, LIVE_SUBSCRIPTION)));
  await endGatewayRelationship(deps, live, user.customerId);

  const pictures = await deps.db.transaction(async (tx) => {
    const [still] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    if (!still) return null;
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.update(payments).set({ payerName: paymentPseudonym(user.id, user.email) }).where(eq(payments.userId, userId));
    if (live.length) {
      await tx
        .update(subscriptions)
        .set({ status: 'canceled', cancelAtPeriodEnd: false, updatedAt: deps.now() })
        .where(inArray(subscriptions.id, live.map((s) => s.id)));
    }
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.userId, userId));
    const own = await tx
      .delete(uploads)
      .where(and(eq(uploads.ownerId, userId), inArray(uploads.purpose, ['avatar', 'registration'])))
      .returning({ id: uploads.id });
    await tx.delete(users).where(eq(users.id, userId));
    return own;
  });
  if (!pictures) return false;
  // The files go after the rows: a failed file delete leaves an orphan no one can reach, never a broken row.
  await Promise.all(pictures.map((p) => deps.storage.delete(`uploads/${p.id}`).catch(() => undefined)));
  return true;
}

/** Cancels the person's running subscriptions now and deletes their gateway customers. */
async function endGatewayRelationship(
  deps: Pick<AppDeps, 'payments'>,
  live: Array<{ providerId: string | null; customerId: string | null }>,
  customerId: string | null,
) {
  const gateway = deps.payments;
  const customers = new Set([customerId, ...live.map((s) => s.customerId)].filter((id): id is string => Boolean(id)));
  // Without a configured gateway there is nothing the app can stop or delete there.
  if (gateway.kind === 'unavailable' || (!live.length && !customers.size)) return;
  // Something already gone at the gateway is what we want anyway.
  const unlessGone = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      if (!(error instanceof GatewayError && error.code === 'not_found')) throw error;
    }
  };
  try {
    for (const sub of live) {
      await unlessGone(async () => {
        const remote = await gateway.retrieveSubscription(sub.providerId!);
        if (remote && remote.status !== 'canceled' && remote.status !== 'incomplete_expired') await gateway.cancelSubscriptionNow(remote.id);
      });
    }
    for (const id of customers) await unlessGone(() => gateway.deleteCustomer(id));
  } catch {
    throw new HttpError(503, GATEWAY_BUSY);
  }
}
