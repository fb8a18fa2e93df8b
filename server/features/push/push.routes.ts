import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@common/contracts/errors';
import {
  INVALID_SUBSCRIPTION,
  publicKeyResponse,
  pushSubscriptionRequest,
  subscriptionResponse,
  unsubscribeRequest,
} from '@common/contracts/push';
import type { AppDeps } from '../../app-deps';
import { badRequest } from '../../lib/http-error';
import { loadPushSender } from './load-push-sender';
import { isAllowedPushEndpoint } from './push-endpoint';
import { registerPushListeners } from './push-listeners';
import { PushService } from './push-service';
import { pushRepository } from './push.repository';
import { sendReminders } from './send-reminders';

const REMINDER_INTERVAL_MS = 10 * 60 * 1000;

/** Web Push (D12): the VAPID key, device subscriptions, pushes on domain events, reminders. */
export async function pushRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = pushRepository(deps.db);
  const push = new PushService(repo, await loadPushSender(deps.config, repo), app.log);
  // Team names for notification titles, refreshed at most every 30 s (one query per push is wasteful).
  let names: { at: number; list: Promise<Array<{ code: string; displayName: string }>> } | undefined;
  const teamName = async (code: string) => {
    if (!names || Date.now() - names.at > 30_000) names = { at: Date.now(), list: deps.teams.list() };
    try {
      return (await names.list).find((t) => t.code === code)?.displayName;
    } catch {
      names = undefined;
      return undefined;
    }
  };
  const stopListening = registerPushListeners(deps.events, push, repo, teamName);
  const runReminders = () =>
    sendReminders(push, repo, deps.now()).catch((err: unknown) => app.log.warn({ err }, 'reminders failed'));
  const timer = deps.config.env === 'test' ? undefined : setInterval(runReminders, REMINDER_INTERVAL_MS);
  const firstRun = deps.config.env === 'test' ? undefined : setTimeout(runReminders, 30_000);
  timer?.unref();
  firstRun?.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearTimeout(firstRun);
    stopListening();
  });
  app.decorate('push', { service: push, runReminders: () => sendReminders(push, repo, deps.now()) });

  r.get(
    '/api/push/public-key',
    { config: { policy: 'authenticated' }, schema: { tags: ['push'], response: { 200: publicKeyResponse } } },
    () => ({ publicKey: push.publicKey }),
  );

  r.post(
    '/api/push/subscriptions',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['push'],
        body: pushSubscriptionRequest,
        response: { 200: subscriptionResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const { endpoint, keys } = request.body;
      if (!isAllowedPushEndpoint(endpoint, deps.config.production)) throw badRequest(INVALID_SUBSCRIPTION);
      const userId = request.user!.id;
      const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
      // Bound to this session: when it ends (logout, password or role change) the device is no longer pushed to.
      await repo.upsertSubscription({
        userId,
        sessionId: request.sessionId,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        userAgent,
      });
      return { success: true as const, devices: await repo.countForUser(userId) };
    },
  );

  r.post(
    '/api/push/unsubscribe',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags: ['push'],
        body: unsubscribeRequest,
        response: { 200: subscriptionResponse, 400: errorResponse },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      await repo.deleteSubscription(userId, request.body.endpoint);
      return { success: true as const, devices: await repo.countForUser(userId) };
    },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The push service and a reminder run, for tests and ops scripts. */
    push: { service: PushService; runReminders(): Promise<number> };
  }
}
