import type { LoginResponse } from '../auth';
import { del, get, post } from '../endpoint';
import type {
  CancelSubscriptionResponse,
  ClientSecretResponse,
  CompleteFromRedirectRequest,
  CompleteRegistrationRequest,
  CompleteSubscriptionRequest,
  CompleteSubscriptionResponse,
  CreatePaymentIntentRequest,
  CreateSubscriptionRequest,
  Payment,
  PaymentMethod,
  PaymentsConfig,
  PaymentSuccess,
  PaymentSuccessQuery,
  RegisterMemberInlineRequest,
  SandboxAuthenticateRequest,
  SandboxConfirmRequest,
  SandboxConfirmResponse,
  SandboxMobilePayRequest,
  SetupCardResponse,
  Subscription,
  SubscriptionOffers,
  SuccessResponse,
  SyncPaymentRequest,
  WebhookResponse,
} from '../payments';

/** Payments, subscriptions and saved cards (part 1 §7, part 2 §7), the sandbox gateway's forms and the gateway's webhook. */
export const paymentsEndpoints = {
  // The member's own
  list: get<Payment[]>()('/api/payments'),
  sync: post<Payment, SyncPaymentRequest>()('/api/payments/sync'),
  subscriptions: get<Subscription[]>()('/api/subscriptions'),
  activeSubscription: get<Subscription | null>()('/api/subscriptions/active'),
  subscriptionOffers: get<SubscriptionOffers>()('/api/subscriptions/offers'),
  createSubscription: post<ClientSecretResponse, CreateSubscriptionRequest>()('/api/create-subscription'),
  createPlayerSubscription: post<ClientSecretResponse>()('/api/create-player-subscription'),
  completeSubscription: post<CompleteSubscriptionResponse, CompleteSubscriptionRequest>()('/api/complete-player-subscription'),
  cancelSubscription: post<CancelSubscriptionResponse>()('/api/subscriptions/:id/cancel'),
  cards: get<PaymentMethod[]>()('/api/payment-methods'),
  setupCard: post<SetupCardResponse>()('/api/setup-payment-method'),
  removeCard: del<SuccessResponse>()('/api/payment-methods/:id'),
  // An admin ends a member's subscription (Medlemmer)
  cancelMemberSubscription: post<CancelSubscriptionResponse>()('/api/admin/members/:id/subscription/cancel'),
  // Public: 'Bliv Medlem' with payment, the redirect return, paying an outstanding payment
  config: get<PaymentsConfig>()('/api/payments/config'),
  createIntent: post<ClientSecretResponse, CreatePaymentIntentRequest>()('/api/create-payment-intent'),
  paymentSuccess: get<PaymentSuccess, undefined, PaymentSuccessQuery>()('/api/payment-success'),
  completeRegistration: post<LoginResponse, CompleteRegistrationRequest>()('/api/complete-registration'),
  completeFromRedirect: post<LoginResponse, CompleteFromRedirectRequest>()('/api/complete-registration-from-redirect'),
  registerMemberInline: post<LoginResponse, RegisterMemberInlineRequest>()('/api/register-member-inline'),
  // The offline gateway's card and MobilePay forms
  sandboxConfirm: post<SandboxConfirmResponse, SandboxConfirmRequest>()('/api/sandbox/confirm-payment'),
  sandboxMobilePay: post<SandboxConfirmResponse, SandboxMobilePayRequest>()('/api/sandbox/confirm-mobilepay'),
  sandboxAuthenticate: post<SandboxConfirmResponse, SandboxAuthenticateRequest>()('/api/sandbox/authenticate'),
  sandboxConfirmSetup: post<SandboxConfirmResponse, SandboxConfirmRequest>()('/api/sandbox/confirm-setup'),
  // The gateway's events (raw body, signed): never called by the client
  webhook: post<WebhookResponse>()('/api/stripe/webhook'),
};
