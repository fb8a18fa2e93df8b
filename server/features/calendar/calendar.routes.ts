import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calendarFeedParams, calendarLinkResponse, calendarStatusResponse } from '@common/contracts/calendar';
import { errorAnswers } from '../../lib/error-answers';
import type { AppDeps } from '../../app-deps';
import { regenerateCalendarToken, revokeCalendarToken } from './calendar-token';
import { invalidInput } from '../../core/domain-error';
import { calendarRepository } from './calendar.repository';
import { loadCalendarFeed } from './load-calendar-feed';
import { at } from '../../lib/route-at';
import { calendarEndpoints } from '@common/contracts/endpoints/calendar';

const errors = errorAnswers(400, 401, 404);

export function calendarRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = calendarRepository(deps.db);
  const tags = ['calendar'];
  const origin = (request: FastifyRequest) =>
    deps.config.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
  // The Host header is the caller's to write: one that is no host name must not become a 500.
  const parsedOrigin = (request: FastifyRequest) => {
    try {
      return new URL(origin(request));
    } catch {
      return null;
    }
  };
  const host = (request: FastifyRequest) => parsedOrigin(request)?.hostname || 'ru-klubapp';

  r.route({
    ...at(calendarEndpoints.status, { tags, response: { 200: calendarStatusResponse, ...errors } }),
    config: { policy: 'authenticated' },
    handler: async (request) => ({ active: await repo.hasToken(request.user!.id) }),
  });

  r.route({
    ...at(calendarEndpoints.createLink, { tags, response: { 200: calendarLinkResponse, ...errors } }),
    config: { policy: 'authenticated' },
    handler: (request) => {
      if (!parsedOrigin(request)) throw invalidInput('Ugyldig adresse (Host) i forespørgslen');
      return regenerateCalendarToken(repo, request.user!.id, origin(request));
    },
  });

  r.route({
    ...at(calendarEndpoints.revoke, { tags, response: { 200: calendarStatusResponse, ...errors } }),
    config: { policy: 'authenticated' },
    handler: (request) => revokeCalendarToken(repo, request.user!.id),
  });

  // The subscription itself: calendar apps fetch it without a session; the token is the key.
  r.route({
    ...at(calendarEndpoints.feed, { tags, params: calendarFeedParams }),
    config: { policy: 'public' },
    handler: async (request, reply) => {
      const ics = await loadCalendarFeed(deps, repo, request.params.token, host(request));
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="ru-klubapp.ics"')
        .send(ics);
    },
  });
}
