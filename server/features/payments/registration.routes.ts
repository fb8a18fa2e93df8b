import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginResponse } from '@common/contracts/auth';
import { errorAnswers } from '../../lib/error-answers';
import {
  clientSecretResponse,
  completeFromRedirectRequest,
  completeRegistrationRequest,
  createPaymentIntentRequest,
  paymentSuccessQuery,
  paymentSuccessResponse,
  paymentsConfigResponse,
  registerMemberInlineRequest,
} from '@common/contracts/payments';
import { invalidInput, notFound, notSignedIn } from '../../core/domain-error';
import { gatewayCall } from './gateway-call';
import { startSession } from '../../core/sessions/sessions';
import { loadCurrentUser } from '../../core/people/load-current-user';
import { completeRegistrationForPayer } from './complete-registration';
import { createRegistrationIntent } from './create-registration-intent';
import { payOutstanding } from './pay-outstanding';
import type { AppDeps } from '../../app-deps';
import type { PaymentsContext } from './payments-context';
import { at } from '../../lib/route-at';
import { paymentsEndpoints } from '@common/contracts/endpoints/payments';

/** Per address: a person registering needs a handful; a script hashing passwords on our CPU does not. */
export const PUBLIC_LIMIT = { max: 60, timeWindow: '10 minutes' };

const errors = errorAnswers(400, 401, 402, 404, 409, 503);

/** 'Bliv Medlem' with payment (part 1 §7), the redirect return, and paying an outstanding payment. */
export function registrationRoutes(app: FastifyInstance, ctx: PaymentsContext, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const signIn = async (reply: FastifyReply, userId: number) => {
    const token = await startSession(deps.sessions, reply, userId, false, deps.config.secureCookies);
    const user = await loadCurrentUser(deps.users, userId, deps.now());
    if (!user) throw notSignedIn();
    return { ...user, token };
  };

  r.route({
    ...at(paymentsEndpoints.config, { tags: ['payments'], response: { 200: paymentsConfigResponse } }),
    config: { policy: 'public' },
    handler: async () => ({
      provider: deps.payments.kind,
      mode: deps.payments.mode,
      publishableKey: deps.payments.publishableKey,
    }),
  });

  r.route({
    ...at(paymentsEndpoints.createIntent, {
      tags: ['payments'],
      body: createPaymentIntentRequest,
      response: { 200: clientSecretResponse, ...errors },
    }),
    config: { policy: 'public', rateLimit: PUBLIC_LIMIT },
    handler: async (request) => {
      const { userData, paymentId } = request.body;
      if (userData && paymentId) throw invalidInput('Angiv enten registrering eller betaling');
      if (userData) return createRegistrationIntent(ctx, userData);
      if (paymentId) {
        if (!request.user) throw notSignedIn();
        return payOutstanding(ctx, request.user.id, paymentId);
      }
      throw invalidInput('Der opstod en fejl ved forberedelse af betalingen');
    },
  });

  // The return page asks how the payment went (part 2 §7); session_id is the intent id here.
  r.route({
    ...at(paymentsEndpoints.paymentSuccess, {
      tags: ['payments'],
      querystring: paymentSuccessQuery,
      response: { 200: paymentSuccessResponse, ...errors },
    }),
    config: { policy: 'public', rateLimit: PUBLIC_LIMIT },
    handler: async (request) => {
      const intent = await gatewayCall(() => deps.payments.retrievePaymentIntent(request.query.session_id));
      if (!intent) throw notFound('Ukendt betaling');
      return { status: intent.status, succeeded: intent.status === 'succeeded' };
    },
  });

  // One completion under the specification's three names (part 1 §7, part 2 §7), each with its own
  // body: the person's data was kept when the payment started, so each body needs only the intent
  // and its payer secret. complete-registration is the one the client calls; the others are aliases.
  const completions = [
    { endpoint: paymentsEndpoints.completeRegistration, body: completeRegistrationRequest, aliasOf: undefined },
    { endpoint: paymentsEndpoints.completeFromRedirect, body: completeFromRedirectRequest, aliasOf: paymentsEndpoints.completeRegistration },
    { endpoint: paymentsEndpoints.registerMemberInline, body: registerMemberInlineRequest, aliasOf: paymentsEndpoints.completeRegistration },
  ];
  for (const { endpoint, body, aliasOf } of completions) {
    r.route({
      ...at(endpoint, {
        tags: ['payments'],
        ...(aliasOf ? { description: `The specification's name for ${aliasOf.method} ${aliasOf.path}: the same completion.` } : {}),
        body,
        response: { 200: loginResponse, ...errors },
      }),
      config: { policy: 'public', rateLimit: PUBLIC_LIMIT },
      handler: async (request, reply) =>
        signIn(
          reply,
          await completeRegistrationForPayer(ctx, request.body.paymentIntentId, request.body.clientSecret),
        ),
    });
  }
}
