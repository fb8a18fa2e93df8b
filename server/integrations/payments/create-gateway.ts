import type { Config } from '../../config/config';
import type { Db } from '../../db/database';
import type { PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox-gateway';
import { stripeGateway } from './stripe-gateway';
import { unavailableGateway } from './unavailable-gateway';

/**
 * Chosen once from config (D10): Stripe with keys; the offline sandbox for the embedded demo or
 * with PAYMENTS=sandbox; otherwise nothing ('Betalinger ikke tilgængelige'). See `config.payments`.
 */
export async function createPaymentGateway(config: Config, db: Db, now: () => Date): Promise<PaymentGateway> {
  if (config.payments === 'stripe' && config.stripe) {
    return stripeGateway({
      secretKey: config.stripe.secretKey,
      publishableKey: config.stripe.publishableKey,
      webhookSecret: config.stripe.webhookSecret,
      now,
    });
  }
  if (config.payments === 'sandbox') return new SandboxGateway(db, now);
  return unavailableGateway;
}
