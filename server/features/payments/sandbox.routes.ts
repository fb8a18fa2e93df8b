import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorAnswers } from '../../lib/error-answers';
import {
  sandboxAuthenticateRequest,
  sandboxConfirmRequest,
  sandboxConfirmResponse,
  sandboxMobilePayRequest,
} from '@common/contracts/payments';
import { SandboxGateway, type SandboxConfirmResult } from '../../integrations/payments/sandbox-gateway';
import { notFound } from '../../core/domain-error';
import { gatewayCall } from './gateway-call';
import type { PaymentsContext } from './payments-context';
import { syncPaymentIntentById } from './sync-payment-intent';
import { PUBLIC_LIMIT } from './registration.routes';
import { at } from '../../lib/route-at';
import { paymentsEndpoints } from '@common/contracts/endpoints/payments';

/**
 * The offline gateway's card and MobilePay forms post here (what Stripe.js does with Stripe). The client
 * secret is the only handle, as with Stripe; the card number is judged and dropped, only brand
 * and last four are kept. After a payment the result is applied at once, as a webhook would.
 */
export function sandboxRoutes(app: FastifyInstance, ctx: PaymentsContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sandbox = () => {
    const gateway = ctx.deps.payments;
    if (!(gateway instanceof SandboxGateway)) throw notFound();
    return gateway;
  };
  const reply = async (result: SandboxConfirmResult, apply: boolean) => {
    if (apply && result.status !== 'failed') await syncPaymentIntentById(ctx, result.intentId);
    return { status: result.status, message: result.message, paymentIntentId: result.intentId };
  };
  const schema = <Body extends z.ZodType>(body: Body) => ({
    tags: ['payments'],
    body,
    response: { 200: sandboxConfirmResponse, ...errorAnswers(400, 404) },
  });

  r.route({
    ...at(paymentsEndpoints.sandboxConfirm, schema(sandboxConfirmRequest)),
    config: { policy: 'public', rateLimit: PUBLIC_LIMIT },
    handler: async (request) => {
      const { clientSecret, card, saveCard } = request.body;
      return reply(
        await gatewayCall(() => sandbox().confirmIntent(clientSecret, card, saveCard ?? true)),
        true,
      );
    },
  });

  // MobilePay: the phone number starts the (simulated) app's request; /authenticate approves or declines it.
  r.route({
    ...at(paymentsEndpoints.sandboxMobilePay, schema(sandboxMobilePayRequest)),
    config: { policy: 'public', rateLimit: PUBLIC_LIMIT },
    handler: async (request) => {
      const { clientSecret } = request.body;
      return reply(await gatewayCall(() => sandbox().confirmMobilePay(clientSecret)), true);
    },
  });

  r.route({
    ...at(paymentsEndpoints.sandboxAuthenticate, schema(sandboxAuthenticateRequest)),
    config: { policy: 'public', rateLimit: PUBLIC_LIMIT },
    handler: async (request) => {
      const { clientSecret, approve } = request.body;
      return reply(await gatewayCall(() => sandbox().authenticateIntent(clientSecret, approve)), true);
    },
  });

  r.route({
    ...at(paymentsEndpoints.sandboxConfirmSetup, schema(sandboxConfirmRequest)),
    config: { policy: 'public', rateLimit: PUBLIC_LIMIT },
    handler: async (request) => {
      const { clientSecret, card } = request.body;
      return reply(await gatewayCall(() => sandbox().confirmSetupIntent(clientSecret, card)), false);
    },
  });
}
