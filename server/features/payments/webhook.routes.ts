import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/error-answers';
import { webhookResponse } from '@common/contracts/payments';
import { GatewayError, type GatewayEvent } from '../../integrations/payments/gateway';
import { DomainError, invalidInput } from '../../core/domain-error';
import { GATEWAY_UNREACHABLE, isGatewayOutage } from './gateway-call';
import type { PaymentsContext } from './payments-context';
import { syncPaymentIntentById } from './sync-payment-intent';
import { syncSubscription } from './sync-subscription';
import { at } from '../../lib/route-at';
import { paymentsEndpoints } from '@common/contracts/endpoints/payments';

/** Seconds Stripe is asked to wait before delivering an event again that could not be applied. */
const RETRY_AFTER_S = 60;

/**
 * POST /api/stripe/webhook in its own encapsulated scope: this route alone reads the raw body
 * (the signature is over the exact bytes), the rest of the app keeps the JSON parser.
 * Each event is applied once; applying means re-reading the object's current state, so
 * duplicates and out-of-order deliveries end in the right state. An event whose work could not be
 * done because the gateway could not be reached answers 503 and is not recorded: Stripe delivers
 * it again (for up to three days), and the reconcile job repairs the state meanwhile.
 */
export async function webhookRoutes(app: FastifyInstance, ctx: PaymentsContext) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );

    scope.withTypeProvider<ZodTypeProvider>().route({
      ...at(paymentsEndpoints.webhook, {
        tags: ['payments'],
        response: { 200: webhookResponse, ...errorAnswers(400, 503) },
      }),
      config: { policy: 'public' },
      bodyLimit: 1024 * 1024,
      handler: async (request) => {
        const raw = request.body;
        if (!Buffer.isBuffer(raw)) throw invalidInput('Ugyldig webhook');
        const signature = request.headers['stripe-signature'];
        let event: GatewayEvent;
        try {
          event = ctx.deps.payments.verifyWebhook(raw, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          if (error instanceof GatewayError) throw invalidInput(error.message);
          throw error;
        }
        if (await ctx.repo.webhookSeen(event.id)) return { received: true, duplicate: true };
        try {
          await applyEvent(ctx, event);
        } catch (error) {
          if (!isGatewayOutage(error)) throw error;
          request.log.warn(
            { err: error, eventId: event.id, eventType: event.type },
            'webhook not applied: payment gateway unreachable',
          );
          // Not recorded as processed: Stripe sends it again after Retry-After.
          const message = error instanceof DomainError ? error.message : GATEWAY_UNREACHABLE;
          throw new DomainError('unavailable', message, { retryAfterSeconds: RETRY_AFTER_S });
        }
        await ctx.repo.markWebhook(event.id, event.type, ctx.deps.now());
        return { received: true };
      },
    });
  });
}

async function applyEvent(ctx: PaymentsContext, event: GatewayEvent) {
  if (event.objectKind === 'payment_intent' && event.objectId)
    await syncPaymentIntentById(ctx, event.objectId);
  else if (event.objectKind === 'subscription' && event.objectId) await syncSubscription(ctx, event.objectId);
  else if (event.objectKind === 'invoice' && event.subscriptionId)
    await syncSubscription(ctx, event.subscriptionId);
}
