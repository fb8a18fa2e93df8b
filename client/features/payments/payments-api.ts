import { useQuery } from '@tanstack/react-query';
import type { PaymentsConfig, Payment, PaymentMethod, SandboxCard, Subscription, SubscriptionOffers } from '@common/contracts/payments';
import { paymentsEndpoints as api } from '@common/contracts/endpoints/payments';
import type { RegistrationData } from '@common/contracts/registration';
import { call, queryKeyOf } from '../../lib/api-client';
import { USER_QUERY_KEY } from '../../lib/session';
import { DEFAULT_PRICES } from '@common/domain/prices';

/** Every call of the payments area; the types come from the endpoint descriptions in common/. */
export const paymentsApi = {
  registrationIntent: (userData: RegistrationData) => call(api.createIntent, { body: { userData, amount: DEFAULT_PRICES.ruFeeOre, currency: 'dkk' } }),
  paymentIntent: (paymentId: number) => call(api.createIntent, { body: { paymentId } }),
  completeRegistration: (paymentIntentId: string, clientSecret: string, userData: RegistrationData) =>
    call(api.completeRegistration, { body: { paymentIntentId, clientSecret, userData } }),
  completeFromRedirect: (paymentIntentId: string, clientSecret: string) => call(api.completeFromRedirect, { body: { paymentIntentId, clientSecret } }),
  createPlayerSubscription: () => call(api.createPlayerSubscription),
  createSubscription: (membershipType: 'spiller' | 'ru') => call(api.createSubscription, { body: { membershipType } }),
  completeSubscription: (paymentIntentId: string) => call(api.completeSubscription, { body: { paymentIntentId } }),
  syncPayment: (paymentIntentId: string) => call(api.sync, { body: { paymentIntentId } }),
  cancelSubscription: (providerId: string) => call(api.cancelSubscription, { params: { id: providerId } }),
  setupCard: () => call(api.setupCard),
  removeCard: (id: string) => call(api.removeCard, { params: { id } }),
  sandboxConfirm: (clientSecret: string, card: SandboxCard) => call(api.sandboxConfirm, { body: { clientSecret, card } }),
  sandboxConfirmSetup: (clientSecret: string, card: SandboxCard) => call(api.sandboxConfirmSetup, { body: { clientSecret, card } }),
  sandboxMobilePay: (clientSecret: string, phone: string) => call(api.sandboxMobilePay, { body: { clientSecret, phone } }),
  sandboxAuthenticate: (clientSecret: string, approve: boolean) => call(api.sandboxAuthenticate, { body: { clientSecret, approve } }),
};

const CONFIG_KEY = queryKeyOf(api.config);
const PAYMENTS_KEY = queryKeyOf(api.list);
const ACTIVE_SUBSCRIPTION_KEY = queryKeyOf(api.activeSubscription);
const OFFERS_KEY = queryKeyOf(api.subscriptionOffers);
const CARDS_KEY = queryKeyOf(api.cards);

export const usePaymentsConfig = () => useQuery<PaymentsConfig>({ queryKey: CONFIG_KEY, staleTime: Infinity });
export const usePayments = () => useQuery<Payment[]>({ queryKey: PAYMENTS_KEY });
export const usePaymentMethods = () => useQuery<PaymentMethod[]>({ queryKey: CARDS_KEY });
export const useActiveSubscription = () => useQuery<Subscription | null>({ queryKey: ACTIVE_SUBSCRIPTION_KEY });
export const useSubscriptionOffers = () => useQuery<SubscriptionOffers>({ queryKey: OFFERS_KEY });

/** Query keys to refresh after money moved. */
export const PAYMENT_KEYS = [USER_QUERY_KEY, PAYMENTS_KEY, queryKeyOf(api.subscriptions), ACTIVE_SUBSCRIPTION_KEY, OFFERS_KEY, CARDS_KEY] as const;
