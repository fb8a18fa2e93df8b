import { notFound } from '../../core/domain-error';
import { gatewayCall } from './gateway-call';
import type { PaymentsContext } from './payments-context';

/** The user's customer at the gateway, created once (idempotency key per user). */
export async function ensureCustomer(ctx: PaymentsContext, userId: number): Promise<string> {
  return ctx.lock.run(`customer:${userId}`, async () => {
    const user = await ctx.deps.users.findById(userId);
    if (!user) throw notFound('Brugeren findes ikke');
    if (user.stripeCustomerId) return user.stripeCustomerId;
    const customer = await gatewayCall(() =>
      ctx.deps.payments.createCustomer(
        { email: user.email ?? undefined, name: `${user.firstName} ${user.lastName}`, userId },
        `customer:${userId}`,
      ),
    );
    await ctx.repo.setCustomerId(userId, customer.id);
    return customer.id;
  });
}
