import { GatewayError, type PaymentGateway } from './gateway';

const fail = (): never => {
  throw new GatewayError('Betalinger ikke tilgængelige', 'unavailable');
};

/** Production without Stripe keys (D10): every payment call answers 'Betalinger ikke tilgængelige'. */
export const unavailableGateway: PaymentGateway = {
  kind: 'unavailable',
  mode: 'unavailable',
  publishableKey: null,
  createCustomer: async () => fail(),
  createPaymentIntent: async () => fail(),
  retrievePaymentIntent: async () => fail(),
  refundPaymentIntent: async () => fail(),
  cancelPaymentIntent: async () => fail(),
  listRecentPaymentIntents: async () => [],
  deleteCustomer: async () => fail(),
  createSetupIntent: async () => fail(),
  listCards: async () => [],
  retrieveCard: async () => fail(),
  detachCard: async () => fail(),
  createSubscription: async () => fail(),
  retrieveSubscription: async () => fail(),
  cancelSubscriptionAtPeriodEnd: async () => fail(),
  cancelSubscriptionNow: async () => fail(),
  verifyWebhook: () => fail(),
};
