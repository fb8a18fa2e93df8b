import { useQuery } from '@tanstack/react-query';
import type {
  AdminPayment,
  ClientSecretResponse,
  KontingentUser,
  Payment,
  PaymentMethod,
  PaymentsConfig,
  SandboxCard,
  SandboxConfirmResponse,
  Subscription,
  SubscriptionOffers,
} from '@common/contracts/payments';
import type { LoginResponse } from '@common/contracts/auth';
import type { RegistrationData } from '@common/contracts/registration';
import { apiRequest } from '../../lib/api';

/** Every call of the payments area, typed by the contracts in common/. */
export const paymentsApi = {
  config: () => apiRequest<PaymentsConfig>('GET', '/api/payments/config'),
  registrationIntent: (userData: RegistrationData) =>
    apiRequest<ClientSecretResponse>('POST', '/api/create-payment-intent', { userData, amount: 30000, currency: 'dkk' }),
  paymentIntent: (paymentId: number) => apiRequest<ClientSecretResponse>('POST', '/api/create-payment-intent', { paymentId }),
  completeRegistration: (paymentIntentId: string, clientSecret: string, userData: RegistrationData) =>
    apiRequest<LoginResponse>('POST', '/api/complete-registration', { paymentIntentId, clientSecret, userData }),
  completeFromRedirect: (paymentIntentId: string, clientSecret: string) =>
    apiRequest<LoginResponse>('POST', '/api/complete-registration-from-redirect', { paymentIntentId, clientSecret }),
  createPlayerSubscription: () => apiRequest<ClientSecretResponse>('POST', '/api/create-player-subscription'),
  createSubscription: (membershipType: 'spiller' | 'ru') =>
    apiRequest<ClientSecretResponse>('POST', '/api/create-subscription', { membershipType }),
  completeSubscription: (paymentIntentId: string) =>
    apiRequest<{ success: boolean; message?: string; token?: string }>('POST', '/api/complete-player-subscription', { paymentIntentId }),
  syncPayment: (paymentIntentId: string) => apiRequest<Payment>('POST', '/api/payments/sync', { paymentIntentId }),
  cancelSubscription: (providerId: string) =>
    apiRequest<{ success: boolean; currentPeriodEnd: string | null }>('POST', `/api/subscriptions/${encodeURIComponent(providerId)}/cancel`),
  setupCard: () => apiRequest<{ clientSecret: string }>('POST', '/api/setup-payment-method'),
  removeCard: (id: string) => apiRequest('DELETE', `/api/payment-methods/${encodeURIComponent(id)}`),
  sandboxConfirm: (clientSecret: string, card: SandboxCard) =>
    apiRequest<SandboxConfirmResponse>('POST', '/api/sandbox/confirm-payment', { clientSecret, card }),
  sandboxConfirmSetup: (clientSecret: string, card: SandboxCard) =>
    apiRequest<SandboxConfirmResponse>('POST', '/api/sandbox/confirm-setup', { clientSecret, card }),
  sandboxMobilePay: (clientSecret: string, phone: string) =>
    apiRequest<SandboxConfirmResponse>('POST', '/api/sandbox/confirm-mobilepay', { clientSecret, phone }),
  sandboxAuthenticate: (clientSecret: string, approve: boolean) =>
    apiRequest<SandboxConfirmResponse>('POST', '/api/sandbox/authenticate', { clientSecret, approve }),
  createKontingent: (body: { amount: number; description: string; dueDate: string; userIds: number[] }) =>
    apiRequest<{ count: number; message: string }>('POST', '/api/admin/create-kontingent', body),
  createMembership: (body: { membershipType: string; duration: number; userIds: number[] }) =>
    apiRequest<{ count: number; message: string }>('POST', '/api/admin/create-membership', body),
  removeMembership: (userIds: number[]) => apiRequest<{ count: number; message: string }>('POST', '/api/admin/remove-membership', { userIds }),
  deletePayment: (id: number) => apiRequest('DELETE', `/api/admin/payments/${id}`),
};

export const usePaymentsConfig = () => useQuery<PaymentsConfig>({ queryKey: ['/api/payments/config'], staleTime: Infinity });
export const usePayments = () => useQuery<Payment[]>({ queryKey: ['/api/payments'] });
export const usePaymentMethods = () => useQuery<PaymentMethod[]>({ queryKey: ['/api/payment-methods'] });
export const useSubscriptions = () => useQuery<Subscription[]>({ queryKey: ['/api/subscriptions'] });
export const useActiveSubscription = () => useQuery<Subscription | null>({ queryKey: ['/api/subscriptions/active'] });
export const useSubscriptionOffers = () => useQuery<SubscriptionOffers>({ queryKey: ['/api/subscriptions/offers'] });
export const useKontingentUsers = () => useQuery<KontingentUser[]>({ queryKey: ['/api/users'] });
export const useAllPayments = () => useQuery<AdminPayment[]>({ queryKey: ['/api/payments/all'] });

/** Query keys to refresh after money moved. */
export const PAYMENT_KEYS = [
  ['/api/user'],
  ['/api/payments'],
  ['/api/subscriptions'],
  ['/api/subscriptions/active'],
  ['/api/subscriptions/offers'],
  ['/api/payment-methods'],
] as const;
