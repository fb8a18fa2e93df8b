import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import type { Db } from '../../db/database';
import { createPaymentGateway } from './create-gateway';

const db = {} as Db;
const now = () => new Date();

describe('createPaymentGateway (D10)', () => {
  it('uses the offline sandbox by itself only for the embedded demo (no PostgreSQL, public address or proxy)', async () => {
    expect((await createPaymentGateway(loadConfig({ NODE_ENV: 'development' }), db, now)).kind).toBe('sandbox');
    expect((await createPaymentGateway(loadConfig({}), db, now)).kind).toBe('sandbox');
  });
  it('has no payments without Stripe keys on PostgreSQL, behind a proxy or at a public address', async () => {
    for (const env of [
      { DATABASE_URL: 'postgresql://localhost/rucklub' },
      { PUBLIC_URL: 'https://app.ru-klub.dk' },
      { TRUST_PROXY: 'true' },
      { TRUST_PROXY: '1' },
    ]) {
      expect((await createPaymentGateway(loadConfig(env), db, now)).kind).toBe('unavailable');
    }
    expect((await createPaymentGateway(loadConfig({ TRUST_PROXY: 'false' }), db, now)).kind).toBe('sandbox');
  });
  it('runs the sandbox anywhere when asked for explicitly with PAYMENTS=sandbox', async () => {
    const env = { DATABASE_URL: 'postgresql://localhost/rucklub', PUBLIC_URL: 'https://test.ru-klub.dk', TRUST_PROXY: 'true' };
    expect((await createPaymentGateway(loadConfig({ ...env, PAYMENTS: 'sandbox' }), db, now)).kind).toBe('sandbox');
    expect((await createPaymentGateway(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox' }), db, now)).kind).toBe('sandbox');
  });
  it('refuses to start with both PAYMENTS=sandbox and Stripe keys, or an unknown PAYMENTS', () => {
    expect(() => loadConfig({ PAYMENTS: 'sandbox', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' })).toThrow(/PAYMENTS/);
    expect(() => loadConfig({ PAYMENTS: 'gratis' })).toThrow(/PAYMENTS/);
  });
  it('has no payments in production without Stripe keys', async () => {
    const gateway = await createPaymentGateway(loadConfig({ NODE_ENV: 'production' }), db, now);
    expect(gateway.kind).toBe('unavailable');
    await expect(gateway.createPaymentIntent({ amount: 1, currency: 'dkk', description: 'x', metadata: {} }, 'k')).rejects.toThrow(
      'Betalinger ikke tilgængelige',
    );
  });
  it('uses Stripe when keys are configured, in test or live mode by the key', async () => {
    const test = await createPaymentGateway(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }), db, now);
    expect([test.kind, test.mode, test.publishableKey]).toEqual(['stripe', 'test', 'pk_test_1']);
    const live = await createPaymentGateway(loadConfig({ STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' }), db, now);
    expect(live.mode).toBe('live');
  });
});
