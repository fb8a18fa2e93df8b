import { describe, expect, it } from 'vitest';
import type { GatewayIntent } from '../../integrations/payments/gateway';
import { reusableCheckout } from './checkout';

const intent = (overrides: Partial<GatewayIntent> = {}): GatewayIntent => ({
  id: 'pi_1',
  status: 'requires_payment_method',
  amount: 30000,
  currency: 'dkk',
  clientSecret: 'pi_1_secret',
  customerId: null,
  metadata: {},
  lastError: null,
  paymentMethods: ['card'],
  ...overrides,
});

describe('handing out an open intent again', () => {
  it('gives the same intent while it can still be paid, for the same amount', () => {
    for (const status of ['requires_payment_method', 'requires_confirmation', 'requires_action'] as const) {
      expect(reusableCheckout(intent({ status }), 30000)).toEqual({ clientSecret: 'pi_1_secret', paymentIntentId: 'pi_1', amount: 30000, paymentMethods: ['card'] });
    }
  });

  it('needs a new intent once paid, processing, cancelled, without a secret, or at another price', () => {
    for (const status of ['succeeded', 'processing', 'canceled'] as const) expect(reusableCheckout(intent({ status }), 30000)).toBeNull();
    expect(reusableCheckout(intent({ clientSecret: null }), 30000)).toBeNull();
    expect(reusableCheckout(intent(), 60000)).toBeNull();
    expect(reusableCheckout(null)).toBeNull();
  });

  it('takes any amount when none is asked for (a subscription’s first charge may be pro rata)', () => {
    expect(reusableCheckout(intent({ amount: 12345 }))?.amount).toBe(12345);
  });
});
