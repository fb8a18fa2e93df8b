import type { Payment, Subscription } from '@common/contracts/payments';
import type { PaymentRow, SubscriptionRow } from './payments.repository';

export function toPaymentDto(row: PaymentRow): Payment {
  return {
    id: row.id,
    status: row.status as Payment['status'],
    amount: row.amount,
    description: row.description,
    kind: row.kind,
    dueDate: row.dueDate,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toSubscriptionDto(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    type: row.type === 'spiller' ? 'spiller' : 'ru',
    status: row.status,
    currentPeriodStart: row.currentPeriodStart?.toISOString() ?? null,
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    stripeSubscriptionId: row.providerSubscriptionId,
  };
}
