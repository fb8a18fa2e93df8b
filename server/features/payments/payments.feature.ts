import rateLimit from '@fastify/rate-limit';
import { idParams } from '@common/contracts/ids';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@common/contracts/errors';
import { cancelSubscriptionResponse } from '@common/contracts/payments';
import type { AppDeps } from '../../app-deps';
import { cancelMemberSubscription } from './cancel-subscription';
import { createPaymentsContext, type PaymentsContext } from './payments-context';
import { paymentsRoutes } from './payments.routes';
import { receiptsFeature } from './receipts';
import { reconcilePayments } from './reconcile';
import { registrationRoutes } from './registration.routes';
import { sandboxRoutes } from './sandbox.routes';
import { webhookRoutes } from './webhook.routes';

const HOUR_MS = 60 * 60 * 1000;

/** The payments feature: its routes, and the reconcile job at start-up and every hour. */
export async function paymentsFeature(app: FastifyInstance, deps: AppDeps): Promise<PaymentsContext> {
  const ctx = createPaymentsContext(deps, app.log);
  // Receipts first: their hook follows every payment route registered below (issue 13).
  receiptsFeature(app, deps);
  // The public payment routes (registration, sandbox card form) are rate-limited per address.
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false });
    registrationRoutes(scope, ctx, deps);
    sandboxRoutes(scope, ctx);
  });
  paymentsRoutes(app, ctx, deps);
  adminSubscriptionRoutes(app, ctx);
  await webhookRoutes(app, ctx);
  scheduleReconcile(app, ctx);
  return ctx;
}

function adminSubscriptionRoutes(app: FastifyInstance, ctx: PaymentsContext) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/admin/members/:id/subscription/cancel',
    {
      config: { policy: 'members.manage' },
      schema: {
        tags: ['payments'],
        params: idParams,
        response: { 200: cancelSubscriptionResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => cancelMemberSubscription(ctx, request.user!, request.params.id),
  );
}

function scheduleReconcile(app: FastifyInstance, ctx: PaymentsContext) {
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running = running
      .then(() => reconcilePayments(ctx))
      .catch((error: unknown) => app.log.warn({ err: error }, 'payment reconcile failed'));
  };
  app.addHook('onReady', async () => {
    if (ctx.deps.config.env === 'test') return; // tests call reconcilePayments themselves
    run();
    timer = setInterval(run, HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}
