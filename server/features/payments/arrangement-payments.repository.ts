import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { payments } from '../../db/schema';

/**
 * The payment of an arrangement's place (decision 108): an outstanding payment of kind
 * 'arrangement', paid like kontingent (Betalinger's 'Betal nu', the same gateway, a receipt).
 * The amount is the arrangement's price when the person said yes: a later price change does not
 * touch it. Written here, in the caller's transaction, so money has one writer.
 */
export async function openArrangementPayment(
  tx: Db,
  input: { userId: number; amount: number; description: string; reuse: { id: number; status: string | null; amount: number | null } | null },
): Promise<number> {
  const { reuse } = input;
  if (reuse && reuse.amount === input.amount && (reuse.status === 'pending' || reuse.status === 'failed' || reuse.status === 'processing')) {
    if (reuse.status === 'failed') await tx.update(payments).set({ status: 'pending' }).where(and(eq(payments.id, reuse.id), eq(payments.status, 'failed')));
    return reuse.id;
  }
  const [row] = await tx
    .insert(payments)
    .values({ userId: input.userId, amount: input.amount, description: input.description, kind: 'arrangement', status: 'pending' })
    .returning({ id: payments.id });
  return row!.id;
}

/**
 * A hold or an offer ran out unpaid: the payment is no longer asked for ('failed' leaves
 * Betalinger). A charge that still completes (3-D Secure, MobilePay, a late webhook) moves it to
 * completed as any payment does, and the arrangement then settles it as a late payment.
 */
export async function lapseArrangementPayments(tx: Db, paymentIds: number[]): Promise<void> {
  if (paymentIds.length === 0) return;
  await tx
    .update(payments)
    .set({ status: 'failed' })
    .where(and(inArray(payments.id, paymentIds), eq(payments.kind, 'arrangement'), eq(payments.status, 'pending')));
}
