import { randomBytes } from 'node:crypto';
import { addMonths } from 'date-fns';
import type { Db } from '../../db/database';
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
  type SubscriptionStatus,
} from './gateway';
import { CARD_MESSAGES, judgeCard, normaliseExpYear, type CardInput } from './sandbox-cards';
import { sandboxStore, type SandboxKind } from './sandbox-store';

interface StoredIntent extends Omit<GatewayIntent, 'paymentMethods'> {
  description: string;
  paymentMethodId: string | null;
  /** What the pending confirmation step (requires_action) is for: the card's bank or the MobilePay app. */
  pendingMethod?: PaymentMethodKind;
  subscriptionId: string | null;
  refunded: boolean;
  createdAt: string;
}
interface StoredCustomer {
  id: string;
  email: string | null;
  name: string;
  userId: number;
  defaultPaymentMethodId: string | null;
}
interface StoredCard extends GatewayCard {
  /** The renewal charge uses the card's outcome; a declining card leaves a renewal unpaid. */
  renews: boolean;
}
interface StoredSetupIntent {
  id: string;
  customerId: string;
  clientSecret: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded';
  paymentMethodId: string | null;
  pendingCard: StoredCard | null;
}
interface StoredSubscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
  amount: number;
  intervalMonths: number;
  description: string;
  latestIntentId: string | null;
}

/** The result of confirming with a card in the sandbox, as the client needs it. */
export interface SandboxConfirmResult {
  status: 'succeeded' | 'requires_action' | 'failed' | 'processing';
  message: string | null;
  intentId: string;
}

const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

/**
 * The offline gateway (decision D10): every flow of the Stripe adapter, stored in the database,
 * with Stripe's test cards. Subscriptions renew by the app's clock when they are read, so a test
 * that moves the clock sees renewals (and cancellations at period end) happen.
 */
export class SandboxGateway implements PaymentGateway {
  readonly kind = 'sandbox' as const;
  readonly mode = 'sandbox' as const;
  readonly publishableKey = null;
  private store;

  constructor(
    db: Db,
    private readonly now: () => Date,
  ) {
    this.store = sandboxStore(db);
  }

  private insert<T extends { id: string }>(kind: SandboxKind, data: T, key: string | null) {
    return this.store.insertOnce(kind, data, key, this.now());
  }
  private save<T extends { id: string }>(data: T) {
    return this.store.put(data, this.now());
  }

  async createCustomer(input: { email?: string; name: string; userId: number }, idempotencyKey: string) {
    const customer = await this.insert<StoredCustomer>(
      'customer',
      { id: newId('cus'), email: input.email ?? null, name: input.name, userId: input.userId, defaultPaymentMethodId: null },
      idempotencyKey,
    );
    return { id: customer.id };
  }

  async createPaymentIntent(input: CreateIntentInput, idempotencyKey: string): Promise<GatewayIntent> {
    const stored = await this.insert<StoredIntent>('payment_intent', this.newIntent(input, null), idempotencyKey);
    return publicIntent(stored);
  }

  private newIntent(input: CreateIntentInput, subscriptionId: string | null): StoredIntent {
    const id = newId('pi');
    return {
      id,
      status: 'requires_payment_method',
      amount: input.amount,
      currency: input.currency,
      clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
      customerId: input.customerId ?? null,
      metadata: input.metadata,
      lastError: null,
      description: input.description,
      paymentMethodId: null,
      subscriptionId,
      refunded: false,
      createdAt: this.now().toISOString(),
    };
  }

  async retrievePaymentIntent(id: string) {
    const stored = await this.store.get<StoredIntent>(id);
    return stored && stored.id.startsWith('pi_') ? publicIntent(stored) : null;
  }

  async refundPaymentIntent(id: string, idempotencyKey: string) {
    const intent = await this.store.get<StoredIntent>(id);
    if (!intent || intent.status !== 'succeeded') throw new GatewayError('Betalingen kan ikke refunderes', 'invalid_request');
    await this.insert('refund', { id: newId('re'), paymentIntentId: id, amount: intent.amount }, idempotencyKey);
    await this.save({ ...intent, refunded: true });
  }

  async cancelPaymentIntent(id: string) {
    const intent = await this.store.get<StoredIntent>(id);
    if (!intent || !intent.id.startsWith('pi_')) throw new GatewayError('Ukendt betaling', 'not_found');
    if (intent.status === 'canceled') return publicIntent(intent);
    if (intent.status === 'succeeded' || intent.status === 'processing') {
      throw new GatewayError('Betalingen er gennemført eller behandles og kan ikke annulleres', 'invalid_request');
    }
    return publicIntent(await this.save({ ...intent, status: 'canceled' }));
  }

  async listRecentPaymentIntents(since: Date, limit: number) {
    const rows = await this.store.listSince<StoredIntent>('payment_intent', since, limit);
    return rows.map(publicIntent);
  }

  async deleteCustomer(id: string) {
    const customer = await this.store.get<StoredCustomer>(id);
    if (!customer || !customer.id.startsWith('cus_')) return;
    for (const card of await this.store.listByField<StoredCard>('payment_method', 'customerId', id, 100)) await this.store.remove(card.id);
    for (const sub of await this.store.listByField<StoredSubscription>('subscription', 'customerId', id, 100)) {
      if (sub.status !== 'canceled') await this.save({ ...sub, status: 'canceled' as const });
    }
    await this.store.remove(id);
  }

  async createSetupIntent(customerId: string, idempotencyKey: string) {
    const id = newId('seti');
    const stored = await this.insert<StoredSetupIntent>(
      'setup_intent',
      {
        id,
        customerId,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        status: 'requires_payment_method',
        paymentMethodId: null,
        pendingCard: null,
      },
      idempotencyKey,
    );
    return { id: stored.id, clientSecret: stored.clientSecret };
  }

  async listCards(customerId: string) {
    const cards = await this.store.listByField<StoredCard>('payment_method', 'customerId', customerId, 20);
    return cards.map(publicCard);
  }

  async retrieveCard(id: string) {
    const card = await this.store.get<StoredCard>(id);
    return card && card.id.startsWith('pm_') ? publicCard(card) : null;
  }

  async detachCard(id: string) {
    const card = await this.store.get<StoredCard>(id);
    if (!card) throw new GatewayError('Betalingskortet findes ikke', 'not_found');
    await this.save({ ...card, customerId: null });
  }

  async createSubscription(input: CreateSubscriptionInput, idempotencyKey: string): Promise<GatewaySubscription> {
    const id = newId('sub');
    const firstAmount = Math.max(0, input.amount - (input.firstChargeCredit ?? 0));
    const intent = this.newIntent(
      {
        amount: Math.max(firstAmount, 1),
        currency: 'dkk',
        description: input.productName,
        customerId: input.customerId,
        metadata: { ...input.metadata, subscriptionId: id },
      },
      id,
    );
    const sub: StoredSubscription = {
      id,
      customerId: input.customerId,
      status: 'incomplete',
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      metadata: input.metadata,
      amount: input.amount,
      intervalMonths: input.intervalMonths,
      description: input.productName,
      latestIntentId: intent.id,
    };
    const stored = await this.insert<StoredSubscription>('subscription', sub, idempotencyKey);
    // Only the call that created the subscription creates its first intent.
    if (stored.id === id) await this.insert('payment_intent', intent, `${idempotencyKey}:first-intent`);
    return this.toPublicSubscription(stored);
  }

  async retrieveSubscription(id: string) {
    const sub = await this.store.get<StoredSubscription>(id);
    if (!sub || !sub.id.startsWith('sub_')) return null;
    return this.toPublicSubscription(await this.advance(sub));
  }

  async cancelSubscriptionAtPeriodEnd(id: string) {
    const sub = await this.store.get<StoredSubscription>(id);
    if (!sub) throw new GatewayError('Abonnementet findes ikke', 'not_found');
    const current = await this.advance(sub);
    if (current.status === 'canceled') return this.toPublicSubscription(current);
    return this.toPublicSubscription(await this.save({ ...current, cancelAtPeriodEnd: true }));
  }

  async cancelSubscriptionNow(id: string) {
    const sub = await this.store.get<StoredSubscription>(id);
    if (!sub) throw new GatewayError('Abonnementet findes ikke', 'not_found');
    return this.toPublicSubscription(await this.save({ ...sub, status: 'canceled' }));
  }

  verifyWebhook(): GatewayEvent {
    throw new GatewayError('Webhooks bruges ikke af sandkassen', 'invalid_request');
  }

  // ---- Sandbox-only: what Stripe.js and the bank do in the real world ----

  /** Confirms an intent with a card, by its client secret (the client's only handle, like Stripe.js). */
  async confirmIntent(clientSecret: string, card: CardInput, saveCard: boolean): Promise<SandboxConfirmResult> {
    const intent = await this.intentBySecret(clientSecret);
    if (intent.status === 'succeeded' || intent.status === 'processing') {
      return { status: intent.status, message: null, intentId: intent.id };
    }
    if (intent.status === 'canceled') return { status: 'failed', message: 'Betalingen er annulleret', intentId: intent.id };
    const outcome = judgeCard(card, this.now());
    if (outcome.kind === 'invalid' || outcome.kind === 'decline') {
      await this.save({ ...intent, status: 'requires_payment_method', lastError: outcome.message });
      return { status: 'failed', message: outcome.message, intentId: intent.id };
    }
    const pm = await this.storeCard(card, outcome, intent.customerId && saveCard ? intent.customerId : null);
    if (outcome.kind === 'authenticate') {
      await this.save({ ...intent, status: 'requires_action', paymentMethodId: pm.id, pendingMethod: 'card', lastError: null });
      return { status: 'requires_action', message: null, intentId: intent.id };
    }
    await this.succeed(intent, pm.id);
    return { status: 'succeeded', message: null, intentId: intent.id };
  }

  /**
   * MobilePay, as Stripe runs it: the payer gives the phone number, the MobilePay app asks them to
   * approve (`authenticateIntent`). Single-use, so not for a subscription's charge. The number is
   * not kept.
   */
  async confirmMobilePay(clientSecret: string): Promise<SandboxConfirmResult> {
    const intent = await this.intentBySecret(clientSecret);
    if (intent.status === 'succeeded' || intent.status === 'processing') {
      return { status: intent.status, message: null, intentId: intent.id };
    }
    if (intent.status === 'canceled') return { status: 'failed', message: 'Betalingen er annulleret', intentId: intent.id };
    if (!publicIntent(intent).paymentMethods.includes('mobilepay')) {
      throw new GatewayError(CARD_MESSAGES.mobilePayNotOffered, 'invalid_request');
    }
    await this.save({ ...intent, status: 'requires_action', paymentMethodId: null, pendingMethod: 'mobilepay', lastError: null });
    return { status: 'requires_action', message: null, intentId: intent.id };
  }

  /** The confirmation step (the bank's for 4000 0027 6000 3184, or the MobilePay app's): approve or decline. */
  async authenticateIntent(clientSecret: string, approve: boolean): Promise<SandboxConfirmResult> {
    const intent = await this.intentBySecret(clientSecret);
    if (intent.status !== 'requires_action') {
      return { status: intent.status === 'succeeded' ? 'succeeded' : 'failed', message: intent.lastError, intentId: intent.id };
    }
    if (!approve) {
      const message = intent.pendingMethod === 'mobilepay' ? CARD_MESSAGES.mobilePayDeclined : CARD_MESSAGES.authenticationFailed;
      await this.save({ ...intent, status: 'requires_payment_method', lastError: message });
      return { status: 'failed', message, intentId: intent.id };
    }
    await this.succeed(intent, intent.paymentMethodId);
    return { status: 'succeeded', message: null, intentId: intent.id };
  }

  /** Saves a card to the customer of a setup intent. */
  async confirmSetupIntent(clientSecret: string, card: CardInput): Promise<SandboxConfirmResult> {
    const setup = await this.setupBySecret(clientSecret);
    if (setup.status === 'succeeded') return { status: 'succeeded', message: null, intentId: setup.id };
    const outcome = judgeCard(card, this.now());
    if (outcome.kind === 'invalid' || outcome.kind === 'decline') return { status: 'failed', message: outcome.message, intentId: setup.id };
    const pm = await this.storeCard(card, outcome, setup.customerId);
    await this.save({ ...setup, status: 'succeeded', paymentMethodId: pm.id });
    const customer = await this.store.get<StoredCustomer>(setup.customerId);
    if (customer && !customer.defaultPaymentMethodId) await this.save({ ...customer, defaultPaymentMethodId: pm.id });
    return { status: 'succeeded', message: null, intentId: setup.id };
  }

  private async intentBySecret(clientSecret: string): Promise<StoredIntent> {
    const id = clientSecret.split('_secret_')[0] ?? '';
    const intent = id.startsWith('pi_sbx_') ? await this.store.get<StoredIntent>(id) : null;
    if (!intent || intent.clientSecret !== clientSecret) throw new GatewayError('Ukendt betaling', 'not_found');
    return intent;
  }

  private async setupBySecret(clientSecret: string): Promise<StoredSetupIntent> {
    const id = clientSecret.split('_secret_')[0] ?? '';
    const setup = id.startsWith('seti_sbx_') ? await this.store.get<StoredSetupIntent>(id) : null;
    if (!setup || setup.clientSecret !== clientSecret) throw new GatewayError('Ukendt kortopsætning', 'not_found');
    return setup;
  }

  private async storeCard(card: CardInput, outcome: { brand: string; last4: string; kind: string }, customerId: string | null) {
    const stored: StoredCard = {
      id: newId('pm'),
      customerId,
      brand: outcome.brand,
      last4: outcome.last4,
      expMonth: card.expMonth,
      expYear: normaliseExpYear(card.expYear),
      renews: true,
    };
    return this.insert('payment_method', stored, null);
  }

  private async succeed(intent: StoredIntent, paymentMethodId: string | null) {
    await this.save({ ...intent, status: 'succeeded', paymentMethodId, lastError: null });
    if (intent.subscriptionId) {
      const sub = await this.store.get<StoredSubscription>(intent.subscriptionId);
      if (sub && sub.status === 'incomplete') {
        const start = this.now();
        await this.save({
          ...sub,
          status: 'active',
          currentPeriodStart: start.toISOString(),
          currentPeriodEnd: addMonths(start, sub.intervalMonths).toISOString(),
        });
      }
      if (sub && paymentMethodId) {
        const customer = await this.store.get<StoredCustomer>(sub.customerId);
        if (customer && !customer.defaultPaymentMethodId) await this.save({ ...customer, defaultPaymentMethodId: paymentMethodId });
        const card = await this.store.get<StoredCard>(paymentMethodId);
        if (card && !card.customerId) await this.save({ ...card, customerId: sub.customerId });
      }
    }
  }

  /** Renews (or ends) a subscription for every period that has passed by the app's clock. */
  private async advance(sub: StoredSubscription): Promise<StoredSubscription> {
    let current = sub;
    const now = this.now();
    let guard = 0;
    while (current.status === 'active' && current.currentPeriodEnd && new Date(current.currentPeriodEnd) <= now && guard++ < 24) {
      if (current.cancelAtPeriodEnd) {
        current = { ...current, status: 'canceled' };
        break;
      }
      const customer = await this.store.get<StoredCustomer>(current.customerId);
      const card = customer?.defaultPaymentMethodId ? await this.store.get<StoredCard>(customer.defaultPaymentMethodId) : null;
      const periodStart = new Date(current.currentPeriodEnd);
      const intent = this.newIntent(
        {
          amount: current.amount,
          currency: 'dkk',
          description: current.description,
          customerId: current.customerId,
          metadata: { ...current.metadata, subscriptionId: current.id, renewal: periodStart.toISOString() },
        },
        current.id,
      );
      const paid = Boolean(card && card.customerId === current.customerId && card.renews);
      await this.insert(
        'payment_intent',
        paid
          ? { ...intent, status: 'succeeded', paymentMethodId: card!.id }
          : { ...intent, lastError: CARD_MESSAGES.declined },
        `${current.id}:renewal:${periodStart.toISOString()}`,
      );
      current = paid
        ? {
            ...current,
            currentPeriodStart: periodStart.toISOString(),
            currentPeriodEnd: addMonths(periodStart, current.intervalMonths).toISOString(),
            latestIntentId: intent.id,
          }
        : { ...current, status: 'past_due', latestIntentId: intent.id };
    }
    return current === sub ? sub : this.save(current);
  }

  private async toPublicSubscription(sub: StoredSubscription): Promise<GatewaySubscription> {
    const latest = sub.latestIntentId ? await this.store.get<StoredIntent>(sub.latestIntentId) : null;
    return {
      id: sub.id,
      customerId: sub.customerId,
      status: sub.status,
      currentPeriodStart: sub.currentPeriodStart ? new Date(sub.currentPeriodStart) : null,
      currentPeriodEnd: sub.currentPeriodEnd ? new Date(sub.currentPeriodEnd) : null,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
      metadata: sub.metadata,
      latestIntent: latest ? publicIntent(latest) : null,
    };
  }
}

function publicIntent(s: StoredIntent): GatewayIntent {
  return {
    id: s.id,
    status: s.status,
    amount: s.amount,
    currency: s.currency,
    clientSecret: s.clientSecret,
    customerId: s.customerId,
    metadata: s.metadata,
    lastError: s.lastError,
    // MobilePay is single-use: one-off payments only, never a subscription's (renewing) charge.
    paymentMethods: s.subscriptionId ? ['card'] : ['card', 'mobilepay'],
  };
}

function publicCard(c: StoredCard): GatewayCard {
  return { id: c.id, customerId: c.customerId, brand: c.brand, last4: c.last4, expMonth: c.expMonth, expYear: c.expYear };
}
