import rateLimit from '@fastify/rate-limit';
import { sharedRateLimitStore } from '../../core/coordination/shared-limits';
import { idParams } from '@common/contracts/ids';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/error-answers';
import { cancelSubscriptionResponse } from '@common/contracts/payments';
import type { AppDeps } from '../../app-deps';
import { cancelMemberSubscription } from './cancel-subscription';
import { createPaymentsContext, type PaymentsContext } from './payments-context';
import { paymentsRoutes } from './payments.routes';
import { receiptsFeature } from './receipts';
import { reconcilePayments } from './reconcile';
import { registrationRoutes } from './registration.routes';
import { sendKontingentReminders } from './kontingent/kontingent-reminders';
import { kontingentRoutes } from './kontingent/kontingent.routes';
import { sandboxRoutes } from './sandbox.routes';
import { webhookRoutes } from './webhook.routes';
import { at } from '../../lib/route-at';
import { paymentsEndpoints } from '@common/contracts/endpoints/payments';

/** The payments feature (member and admin side, kontingent included): its routes, and the reconcile job at start-up and every hour (once across instances). */
export async function paymentsFeature(app: FastifyInstance, deps: AppDeps): Promise<PaymentsContext> {
  const ctx = createPaymentsContext(deps, app.log);
  // Receipts first: their hook follows every payment route registered below (E4).
  receiptsFeature(app, deps);
  // The public payment routes (registration, sandbox card form) are rate-limited per address.
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, store: sharedRateLimitStore(deps.limits) });
    registrationRoutes(scope, ctx, deps);
    sandboxRoutes(scope, ctx);
  });
  paymentsRoutes(app, ctx, deps);
  adminSubscriptionRoutes(app, ctx);
  // The admin side of the same payments table: kontingent the club asks of its members.
  kontingentRoutes(app, deps);
  await webhookRoutes(app, ctx);
  scheduleReconcile(ctx, deps.jobs);
  // Overdue kontingent by e-mail (E5): three days after, then weekly, at most three.
  deps.jobs.schedule(
    'kontingent.reminders',
    { everyMinutes: 60, label: 'Påmindelser om forfaldent kontingent (e-mail)' },
    async () => {
      await sendKontingentReminders(deps);
    },
  );
  return ctx;
}

function adminSubscriptionRoutes(app: FastifyInstance, ctx: PaymentsContext) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...at(paymentsEndpoints.cancelMemberSubscription, {
      tags: ['payments'],
      params: idParams,
      response: {
        200: cancelSubscriptionResponse,
        ...errorAnswers(403, 404, 409),
      },
    }),
    config: { policy: 'members.manage' },
    handler: async (request) => cancelMemberSubscription(ctx, request.user!, request.params.id),
  });
}

function scheduleReconcile(ctx: PaymentsContext, jobs: AppDeps['jobs']) {
  // Tests call reconcilePayments themselves. Each step stands alone and is logged; a run with a
  // failed step is reported as the job's last error in Systemindstillinger (and retried).
  jobs.schedule(
    'payments.reconcile',
    { everyMinutes: 60, runAtStart: true, label: 'Afstemning af betalinger med betalingsudbyderen' },
    async () => {
      const report = await reconcilePayments(ctx);
      if (report.failures > 0) throw new Error(`${report.failures} trin i afstemningen fejlede (se loggen)`);
    },
  );
}
