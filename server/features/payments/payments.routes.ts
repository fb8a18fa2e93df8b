import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../lib/error-answers';
import {
  cancelSubscriptionResponse,
  clientSecretResponse,
  completeSubscriptionRequest,
  completeSubscriptionResponse,
  createSubscriptionRequest,
  paymentMethodSchema,
  paymentSchema,
  setupCardResponse,
  subscriptionOffersResponse,
  subscriptionSchema,
  successResponse,
  syncPaymentRequest,
} from '@common/contracts/payments';
import { notFound, notSignedIn } from '../../core/domain-error';
import { loadCurrentUser } from '../../core/people/load-current-user';
import { startSession } from '../../core/sessions/sessions';
import { cancelOwnSubscription } from './cancel-subscription';
import { listCards, removeCard, setupCard } from './cards';
import { completeSubscription } from './complete-subscription';
import { createSubscription } from './create-subscription';
import { toPaymentDto, toSubscriptionDto } from './payment-dto';
import type { AppDeps } from '../../app-deps';
import type { PaymentsContext } from './payments-context';
import { activeSubscription, subscriptionOffers } from './subscription-offers';
import { syncPaymentIntentById } from './sync-payment-intent';
import { syncSubscription } from './sync-subscription';
import { gatewayCall } from './gateway-call';
import { at } from '../../lib/route-at';
import { paymentsEndpoints } from '@common/contracts/endpoints/payments';

const errors = errorAnswers(400, 402, 404, 409, 502, 503);
const idParam = z.strictObject({ id: z.string().min(1).max(200) });

/** A member's own payments, subscriptions and cards (policy payments.self: everyone signed in). */
export function paymentsRoutes(app: FastifyInstance, ctx: PaymentsContext, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { repo } = ctx;
  const policy = { policy: 'payments.self' as const };
  const me = async (id: number) => {
    const user = await loadCurrentUser(deps.users, id, deps.now());
    if (!user) throw notSignedIn();
    return user;
  };

  r.route({
    ...at(paymentsEndpoints.list, { tags: ['payments'], response: { 200: z.array(paymentSchema) } }),
    config: policy,
    handler: async (request) => (await repo.listForUser(request.user!.id)).map(toPaymentDto),
  });

  r.route({
    ...at(paymentsEndpoints.sync, { tags: ['payments'], body: syncPaymentRequest, response: { 200: paymentSchema, ...errors } }),
    config: policy,
    handler: async (request) => {
      const row = await repo.findPaymentByIntent(request.body.paymentIntentId);
      if (!row || row.userId !== request.user!.id) throw notFound('Ukendt betaling');
      await gatewayCall(() => syncPaymentIntentById(ctx, request.body.paymentIntentId));
      return toPaymentDto((await repo.findPayment(row.id))!);
    },
  });

  r.route({
    ...at(paymentsEndpoints.subscriptions, { tags: ['payments'], response: { 200: z.array(subscriptionSchema) } }),
    config: policy,
    handler: async (request) =>
      (await repo.listSubscriptions(request.user!.id))
        .filter((s) => s.status !== 'incomplete')
        .map(toSubscriptionDto),
  });

  r.route({
    ...at(paymentsEndpoints.activeSubscription, { tags: ['payments'], response: { 200: subscriptionSchema.nullable() } }),
    config: policy,
    handler: async (request) => {
      const now = deps.now();
      let rows = await repo.listSubscriptions(request.user!.id);
      // A period that ended since the last sync: ask the gateway first (renewed, or ended).
      const due = rows.filter(
        (r) =>
          r.status === 'active' &&
          r.providerSubscriptionId &&
          r.currentPeriodEnd &&
          r.currentPeriodEnd <= now,
      );
      if (due.length) {
        await gatewayCall(() =>
          Promise.all(due.map((r) => syncSubscription(ctx, r.providerSubscriptionId!))),
        );
        rows = await repo.listSubscriptions(request.user!.id);
      }
      const live = activeSubscription(rows, now);
      return live ? toSubscriptionDto(live) : null;
    },
  });

  r.route({
    ...at(paymentsEndpoints.subscriptionOffers, { tags: ['payments'], response: { 200: subscriptionOffersResponse } }),
    config: policy,
    handler: async (request) => (await subscriptionOffers(ctx, await me(request.user!.id))).offers,
  });

  r.route({
    ...at(paymentsEndpoints.createSubscription, {
      tags: ['payments'],
      body: createSubscriptionRequest,
      response: { 200: clientSecretResponse, ...errors },
    }),
    config: policy,
    handler: async (request) =>
      createSubscription(ctx, await me(request.user!.id), request.body.membershipType),
  });

  r.route({
    ...at(paymentsEndpoints.createPlayerSubscription, { tags: ['payments'], response: { 200: clientSecretResponse, ...errors } }),
    config: policy,
    handler: async (request) => createSubscription(ctx, await me(request.user!.id), 'spiller'),
  });

  r.route({
    ...at(paymentsEndpoints.completeSubscription, {
      tags: ['payments'],
      body: completeSubscriptionRequest,
      response: { 200: completeSubscriptionResponse, ...errors },
    }),
    config: policy,
    handler: async (request, reply) => {
      const result = await completeSubscription(
        ctx,
        await me(request.user!.id),
        request.body.paymentIntentId,
      );
      if (!request.sessionId) return result;
      // Paying can change the role (none → player), possibly already by a webhook: a new session
      // either way (S3). The old token stops working; the new one is returned and set as cookie.
      const current = await deps.sessions.findLive(request.sessionId, deps.now());
      await deps.sessions.delete(request.sessionId);
      const token = await startSession(
        deps.sessions,
        reply,
        request.user!.id,
        current?.persistent ?? false,
        deps.config.secureCookies,
      );
      return { ...result, token };
    },
  });

  r.route({
    ...at(paymentsEndpoints.cancelSubscription, {
      tags: ['payments'],
      params: idParam,
      response: { 200: cancelSubscriptionResponse, ...errors },
    }),
    config: policy,
    handler: async (request) => cancelOwnSubscription(ctx, request.user!.id, request.params.id),
  });

  r.route({
    ...at(paymentsEndpoints.cards, { tags: ['payments'], response: { 200: z.array(paymentMethodSchema), ...errors } }),
    config: policy,
    handler: async (request) => listCards(ctx, request.user!.id),
  });

  r.route({
    ...at(paymentsEndpoints.setupCard, { tags: ['payments'], response: { 200: setupCardResponse, ...errors } }),
    config: policy,
    handler: async (request) => setupCard(ctx, request.user!.id),
  });

  r.route({
    ...at(paymentsEndpoints.removeCard, { tags: ['payments'], params: idParam, response: { 200: successResponse, ...errors } }),
    config: policy,
    handler: async (request) => removeCard(ctx, request.user!.id, request.params.id),
  });
}
