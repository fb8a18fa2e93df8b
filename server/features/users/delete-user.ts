import { createHash } from 'node:crypto';
import type { AppDeps } from '../../app-deps';
import { GatewayError } from '../../integrations/payments/gateway';
import { DomainError } from '../../core/domain-error';
import { deleteUploadFiles } from '../uploads';
import { userDeletionRepository } from './user-deletion.repository';

/** The name a deleted member's payments keep: stable per person, says nothing about who they were. */
export function paymentPseudonym(userId: number, email: string | null): string {
  return `Slettet medlem ${createHash('sha256').update(`${userId}:${email ?? ''}`).digest('hex').slice(0, 10)}`;
}

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
  const repo = userDeletionRepository(deps.db);
  const user = await repo.find(userId);
  if (!user) return false;
  const live = await repo.liveSubscriptions(userId);
  await endGatewayRelationship(deps, live, user.customerId);

  const pictures = await repo.remove(userId, {
    payerName: paymentPseudonym(user.id, user.email),
    cancelledSubscriptionIds: live.map((s) => s.id),
    now: deps.now(),
  });
  if (!pictures) return false;
  await deleteUploadFiles(
    deps,
    pictures.map((p) => p.id),
  );
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
    throw new DomainError('unavailable', GATEWAY_BUSY);
  }
}
