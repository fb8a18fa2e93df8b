import type { SubscriptionType } from '@common/domain/membership';
/**
 * The payment gateway port (decision D10). Features talk to this interface only; the adapter
 * (Stripe, the offline sandbox, or "unavailable") is chosen once from config. Amounts in øre.
 * Every call that creates something takes an idempotency key: the same key gives the same object.
 */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

/** How an intent can be paid: card (wallets included) and, where offered, MobilePay (one-off payments only). */
export type PaymentMethodKind = 'card' | 'mobilepay';

export interface GatewayIntent {
  id: string;
  status: IntentStatus;
  amount: number;
  currency: string;
  clientSecret: string | null;
  customerId: string | null;
  metadata: Record<string, string>;
  /** The provider's (Danish) message of the last failed attempt. */
  lastError: string | null;
  /** The ways this intent can be paid, as the gateway offers them for it. */
  paymentMethods: PaymentMethodKind[];
}

export interface GatewayCard {
  id: string;
  customerId: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type SubscriptionStatus =
  | 'incomplete'
  | 'incomplete_expired'
  | 'trialing'
  | 'active'
  | 'past_due'
  | 'canceled'
  | 'unpaid'
  | 'paused';

export interface GatewaySubscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
  /** The intent of the latest invoice: the first charge, then each renewal. */
  latestIntent: GatewayIntent | null;
}

/** A verified webhook event, reduced to what the app re-reads (out-of-order safe). */
export interface GatewayEvent {
  id: string;
  type: string;
  createdAt: Date;
  objectKind: 'payment_intent' | 'subscription' | 'invoice' | 'setup_intent' | 'other';
  objectId: string | null;
  /** For invoice events: the subscription the invoice belongs to. */
  subscriptionId: string | null;
}

export interface CreateIntentInput {
  amount: number;
  currency: 'dkk';
  description: string;
  customerId?: string | null;
  metadata: Record<string, string>;
}

export interface CreateSubscriptionInput {
  customerId: string;
  /** Product key: 'spiller' or 'ru'. */
  product: SubscriptionType;
  productName: string;
  amount: number;
  intervalMonths: number;
  /** Credit (øre) taken off the first charge only (D3 upgrade pro rata). */
  firstChargeCredit?: number;
  metadata: Record<string, string>;
}

export interface PaymentGateway {
  readonly kind: 'sandbox' | 'stripe' | 'unavailable';
  /** sandbox, Stripe test mode or Stripe live mode (D17). */
  readonly mode: 'sandbox' | 'test' | 'live' | 'unavailable';
  readonly publishableKey: string | null;

  createCustomer(input: { email?: string; name: string; userId: number }, idempotencyKey: string): Promise<{ id: string }>;
  createPaymentIntent(input: CreateIntentInput, idempotencyKey: string): Promise<GatewayIntent>;
  retrievePaymentIntent(id: string): Promise<GatewayIntent | null>;
  /** Refunds a succeeded intent in full. */
  refundPaymentIntent(id: string, idempotencyKey: string): Promise<void>;
  /**
   * Cancels an intent that is not paid, so it can no longer be paid. An intent already cancelled
   * is returned as it is; one that succeeded or is processing is refused (GatewayError 'invalid_request').
   */
  cancelPaymentIntent(id: string): Promise<GatewayIntent>;
  /** Recent intents (newest first, bounded): the reconcile job looks for charges the database missed. */
  listRecentPaymentIntents(since: Date, limit: number): Promise<GatewayIntent[]>;

  /**
   * Deletes a customer with its saved cards and personal data (an account deleted, S15). Stripe
   * also cancels the customer's subscriptions at once. A customer already gone is not an error.
   */
  deleteCustomer(id: string): Promise<void>;

  createSetupIntent(customerId: string, idempotencyKey: string): Promise<{ id: string; clientSecret: string }>;
  listCards(customerId: string): Promise<GatewayCard[]>;
  retrieveCard(id: string): Promise<GatewayCard | null>;
  detachCard(id: string): Promise<void>;

  createSubscription(input: CreateSubscriptionInput, idempotencyKey: string): Promise<GatewaySubscription>;
  retrieveSubscription(id: string): Promise<GatewaySubscription | null>;
  cancelSubscriptionAtPeriodEnd(id: string): Promise<GatewaySubscription>;
  cancelSubscriptionNow(id: string): Promise<GatewaySubscription>;

  /** Verifies the signature on the raw body (events older than 300 s refused); throws when invalid. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent;
}

/** A gateway refusal the user should read (card declined, not configured …). */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly code: 'card_declined' | 'invalid_request' | 'unavailable' | 'not_found' | 'signature' | 'api' = 'api',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
