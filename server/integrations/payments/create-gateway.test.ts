import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import type { Db } from '../../db/database';
import { createPaymentGateway } from './create-gateway';

const db = {} as Db;
const now = () => new Date();

describe('createPaymentGateway (D10)', () => {
  it('uses the offline sandbox without Stripe keys outside production', () => {
    expect(createPaymentGateway(loadConfig({ NODE_ENV: 'development' }), db, now).kind).toBe('sandbox');
  });
  it('has no payments in production without Stripe keys', async () => {
    const gateway = createPaymentGateway(loadConfig({ NODE_ENV: 'production' }), db, now);
    expect(gateway.kind).toBe('unavailable');
    await expect(gateway.createPaymentIntent({ amount: 1, currency: 'dkk', description: 'x', metadata: {} }, 'k')).rejects.toThrow(
      'Betalinger ikke tilgængelige',
    );
  });
  it('uses Stripe when keys are configured, in test or live mode by the key', () => {
    const test = createPaymentGateway(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }), db, now);
    expect([test.kind, test.mode, test.publishableKey]).toEqual(['stripe', 'test', 'pk_test_1']);
    const live = createPaymentGateway(loadConfig({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' }), db, now);
    expect(live.mode).toBe('live');
  });
});
