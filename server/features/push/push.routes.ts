import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/error-answers';
import {
  INVALID_SUBSCRIPTION,
  publicKeyResponse,
  pushSubscriptionRequest,
  subscriptionResponse,
  unsubscribeRequest,
} from '@common/contracts/push';
import type { AppDeps } from '../../app-deps';
import { invalidInput } from '../../core/domain-error';
import { isAllowedPushEndpoint } from './push-endpoint';
import type { PushService } from './push-service';
import type { PushRepository } from './push.repository';
import { at } from '../../lib/route-at';
import { pushEndpoints } from '@common/contracts/endpoints/push';

/** Web Push (D12) over HTTP: the VAPID key and the device subscriptions. */
export function pushRoutes(app: FastifyInstance, deps: AppDeps, repo: PushRepository, push: PushService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...at(pushEndpoints.publicKey, { tags: ['push'], response: { 200: publicKeyResponse } }),
    config: { policy: 'authenticated' },
    handler: () => ({ publicKey: push.publicKey }),
  });

  r.route({
    ...at(pushEndpoints.subscribe, {
      tags: ['push'],
      body: pushSubscriptionRequest,
      response: { 200: subscriptionResponse, ...errorAnswers(400) },
    }),
    config: { policy: 'authenticated' },
    handler: async (request) => {
      const { endpoint, keys } = request.body;
      if (!isAllowedPushEndpoint(endpoint, deps.config.production)) throw invalidInput(INVALID_SUBSCRIPTION);
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
  });

  r.route({
    ...at(pushEndpoints.unsubscribe, {
      tags: ['push'],
      body: unsubscribeRequest,
      response: { 200: subscriptionResponse, ...errorAnswers(400) },
    }),
    config: { policy: 'authenticated' },
    handler: async (request) => {
      const userId = request.user!.id;
      await repo.deleteSubscription(userId, request.body.endpoint);
      return { success: true as const, devices: await repo.countForUser(userId) };
    },
  });
}
