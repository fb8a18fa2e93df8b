import type { SubscriptionType } from '@common/domain/membership';
import type Stripe from 'stripe';
import {
  GatewayError,
  type CreateIntentInput,
  type CreateSubscriptionInput,
  type GatewayCard,
  type GatewayEvent,
  type GatewayIntent,
  type GatewaySubscription,
  type PaymentGateway,
  type PaymentMethodKind,
} from './gateway';

export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  /** Tests point the SDK at a local fake of the endpoints used. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** The SDK's retries of a failed network call (default 2); tests of an outage use 0. */
  maxNetworkRetries?: number;
  now?: () => Date;
}

/** Events older than this are refused (S11). */
const WEBHOOK_TOLERANCE_S = 300;

type StripeErrors = typeof Stripe.errors;

/**
 * The Stripe adapter with its SDK, loaded here rather than with the server: a club without
 * Stripe keys never holds it in memory (decision 114).
 */
export async function stripeGateway(options: StripeGatewayOptions): Promise<StripeGateway> {
  const { default: sdk } = await import('stripe');
  return new StripeGateway(options, sdk);
}

/** The Stripe adapter: the official SDK, idempotency keys on every create, webhooks verified on the raw body. */
export class StripeGateway implements PaymentGateway {
  readonly kind = 'stripe' as const;
  readonly mode: 'test' | 'live';
  readonly publishableKey: string;
  private stripe: Stripe;
  private errors: StripeErrors;
  private webhookSecret?: string;
  private now: () => Date;

  constructor(options: StripeGatewayOptions, sdk: typeof Stripe) {
    this.errors = sdk.errors;
    this.stripe = new sdk(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: 20_000,
      telemetry: false,
      ...(options.host ? { host: options.host } : {}),
      ...(options.port ? { port: options.port } : {}),
      ...(options.protocol ? { protocol: options.protocol } : {}),
    });
    this.mode = options.secretKey.startsWith('sk_live_') || options.secretKey.startsWith('rk_live_') ? 'live' : 'test';
    this.publishableKey = options.publishableKey;
    this.webhookSecret = options.webhookSecret;
    this.now = options.now ?? (() => new Date());
  }

  async createCustomer(input: { email?: string; name: string; userId: number }, idempotencyKey: string) {
    const customer = await this.call(() =>
      this.stripe.customers.create(
        { email: input.email, name: input.name, metadata: { userId: String(input.userId) } },
        { idempotencyKey },
      ),
    );
    return { id: customer.id };
  }

  async createPaymentIntent(input: CreateIntentInput, idempotencyKey: string) {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency,
          description: input.description,
          ...(input.customerId ? { customer: input.customerId } : {}),
          metadata: input.metadata,
          // Card, and MobilePay where the account has it enabled (Dashboard); wallets come with
          // cards. The intent's payment_method_types then says what the Payment Element offers.
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      ),
    );
    return toIntent(intent);
  }

  async retrievePaymentIntent(id: string) {
    try {
      return toIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (this.isMissing(error)) return null;
      throw this.translate(error);
    }
  }

  async refundPaymentIntent(id: string, idempotencyKey: string) {
    await this.call(() => this.stripe.refunds.create({ payment_intent: id }, { idempotencyKey }));
  }

  async cancelPaymentIntent(id: string) {
    try {
      return toIntent(await this.stripe.paymentIntents.cancel(id));
    } catch (error) {
      // Cancelling twice is not an error for the app: the intent is cancelled either way.
      if (error instanceof this.errors.StripeError && error.code === 'payment_intent_unexpected_state') {
        const current = await this.retrievePaymentIntent(id);
        if (current?.status === 'canceled') return current;
      }
      throw this.translate(error);
    }
  }

  async listRecentPaymentIntents(since: Date, limit: number) {
    const page = await this.call(() =>
      this.stripe.paymentIntents.list({ created: { gte: Math.floor(since.getTime() / 1000) }, limit: Math.min(limit, 100) }),
    );
    return page.data.map(toIntent);
  }

  async deleteCustomer(id: string) {
    try {
      await this.stripe.customers.del(id);
    } catch (error) {
      if (this.isMissing(error)) return;
      throw this.translate(error);
    }
  }

  async createSetupIntent(customerId: string, idempotencyKey: string) {
    const setup = await this.call(() =>
      this.stripe.setupIntents.create(
        { customer: customerId, usage: 'off_session', automatic_payment_methods: { enabled: true } },
        { idempotencyKey },
      ),
    );
    return { id: setup.id, clientSecret: setup.client_secret ?? '' };
  }

  async listCards(customerId: string) {
    const page = await this.call(() => this.stripe.customers.listPaymentMethods(customerId, { type: 'card', limit: 20 }));
    return page.data.map(toCard);
  }

  async retrieveCard(id: string) {
    try {
      return toCard(await this.stripe.paymentMethods.retrieve(id));
    } catch (error) {
      if (this.isMissing(error)) return null;
      throw this.translate(error);
    }
  }

  async detachCard(id: string) {
    await this.call(() => this.stripe.paymentMethods.detach(id));
  }

  async createSubscription(input: CreateSubscriptionInput, idempotencyKey: string) {
    const productId = await this.ensureProduct(input.product, input.productName);
    let coupon: string | undefined;
    if (input.firstChargeCredit && input.firstChargeCredit > 0) {
      const created = await this.call(() =>
        this.stripe.coupons.create(
          { amount_off: input.firstChargeCredit, currency: 'dkk', duration: 'once', name: 'Kredit for resterende medlemsperiode' },
          { idempotencyKey: `${idempotencyKey}:coupon` },
        ),
      );
      coupon = created.id;
    }
    const sub = await this.call(() =>
      this.stripe.subscriptions.create(
        {
          customer: input.customerId,
          items: [
            {
              price_data: {
                currency: 'dkk',
                product: productId,
                unit_amount: input.amount,
                recurring: { interval: 'month', interval_count: input.intervalMonths },
              },
            },
          ],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          metadata: input.metadata,
          ...(coupon ? { discounts: [{ coupon }] } : {}),
          expand: ['latest_invoice.payments'],
        },
        { idempotencyKey },
      ),
    );
    return this.toSubscription(sub);
  }

  async retrieveSubscription(id: string) {
    try {
      return await this.toSubscription(await this.stripe.subscriptions.retrieve(id, { expand: ['latest_invoice.payments'] }));
    } catch (error) {
      if (this.isMissing(error)) return null;
      throw this.translate(error);
    }
  }

  async cancelSubscriptionAtPeriodEnd(id: string) {
    const sub = await this.call(() =>
      this.stripe.subscriptions.update(id, { cancel_at_period_end: true, expand: ['latest_invoice.payments'] }),
    );
    return this.toSubscription(sub);
  }

  async cancelSubscriptionNow(id: string) {
    const sub = await this.call(() => this.stripe.subscriptions.cancel(id, { expand: ['latest_invoice.payments'] }));
    return this.toSubscription(sub);
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent {
    if (!this.webhookSecret) throw new GatewayError('Webhooks er ikke konfigureret', 'invalid_request');
    if (!signature) throw new GatewayError('Mangler signatur', 'signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.webhookSecret,
        WEBHOOK_TOLERANCE_S,
        undefined,
        this.now().getTime(),
      );
    } catch {
      throw new GatewayError('Ugyldig signatur', 'signature');
    }
    const object = event.data.object as unknown as { id?: string; object?: string; subscription?: unknown; parent?: unknown };
    const kind = object.object;
    const objectKind: GatewayEvent['objectKind'] =
      kind === 'payment_intent' || kind === 'subscription' || kind === 'invoice' || kind === 'setup_intent' ? kind : 'other';
    return {
      id: event.id,
      type: event.type,
      createdAt: new Date(event.created * 1000),
      objectKind,
      objectId: object.id ?? null,
      subscriptionId: objectKind === 'invoice' ? invoiceSubscriptionId(object) : null,
    };
  }

  private async ensureProduct(product: SubscriptionType, name: string): Promise<string> {
    const id = `ru_membership_${product}`;
    try {
      await this.stripe.products.create({ id, name }, { idempotencyKey: `product:${id}` });
    } catch (error) {
      if (!(error instanceof this.errors.StripeError && error.code === 'resource_already_exists')) throw this.translate(error);
    }
    return id;
  }

  private async toSubscription(sub: Stripe.Subscription): Promise<GatewaySubscription> {
    const item = sub.items?.data?.[0];
    const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
    const payment = invoice?.payments?.data?.find((p) => p.payment?.type === 'payment_intent');
    const intentRef = payment?.payment?.payment_intent;
    const latestIntent =
      typeof intentRef === 'string' ? await this.retrievePaymentIntent(intentRef) : intentRef ? toIntent(intentRef) : null;
    return {
      id: sub.id,
      customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
      status: sub.status as GatewaySubscription["status"],
      currentPeriodStart: item?.current_period_start ? new Date(item.current_period_start * 1000) : null,
      currentPeriodEnd: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      metadata: { ...sub.metadata },
      latestIntent,
    };
  }

  /**
   * Stripe's errors as the port's: a declined card and a refused request are answers; everything
   * else Stripe raises (no connection, its own 5xx, rate limits, a wrong key) is the gateway failing
   * ('api'), which callers treat as "not done, try again" (the SDK's message stays as the cause).
   */
  private translate(error: unknown): Error {
    const errors = this.errors;
    if (error instanceof errors.StripeCardError) return new GatewayError(error.message, 'card_declined');
    if (error instanceof errors.StripeInvalidRequestError) {
      return new GatewayError(error.message, error.statusCode === 404 ? 'not_found' : 'invalid_request');
    }
    if (error instanceof errors.StripeError) return new GatewayError(`Stripe: ${error.message}`, 'api', { cause: error });
    return error instanceof Error ? error : new Error(String(error));
  }

  private isMissing(error: unknown): boolean {
    return error instanceof this.errors.StripeError && (error.code === 'resource_missing' || error.statusCode === 404);
  }

  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      throw this.translate(error);
    }
  }
}

function invoiceSubscriptionId(object: { subscription?: unknown; parent?: unknown }): string | null {
  if (typeof object.subscription === 'string') return object.subscription;
  const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  const sub = parent?.subscription_details?.subscription;
  if (typeof sub === 'string') return sub;
  if (sub && typeof sub === 'object' && 'id' in sub) return String((sub as { id: string }).id);
  return null;
}

function toIntent(pi: Stripe.PaymentIntent): GatewayIntent {
  return {
    id: pi.id,
    status: pi.status as GatewayIntent["status"],
    amount: pi.amount,
    currency: pi.currency,
    clientSecret: pi.client_secret,
    customerId: typeof pi.customer === 'string' ? pi.customer : (pi.customer?.id ?? null),
    metadata: { ...pi.metadata },
    lastError: pi.last_payment_error?.message ?? null,
    paymentMethods: paymentMethodsOf(pi.payment_method_types ?? []),
  };
}

/** Stripe's payment method types as the app names them: 'card' (with wallets and Link) and 'mobilepay'. */
function paymentMethodsOf(types: string[]): PaymentMethodKind[] {
  const kinds: PaymentMethodKind[] = ['card'];
  if (types.includes('mobilepay')) kinds.push('mobilepay');
  return kinds;
}

function toCard(pm: Stripe.PaymentMethod): GatewayCard {
  return {
    id: pm.id,
    customerId: typeof pm.customer === 'string' ? pm.customer : (pm.customer?.id ?? null),
    brand: pm.card?.brand ?? pm.type,
    last4: pm.card?.last4 ?? '',
    expMonth: pm.card?.exp_month ?? 0,
    expYear: pm.card?.exp_year ?? 0,
  };
}
