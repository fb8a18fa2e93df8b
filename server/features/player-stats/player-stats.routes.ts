import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerStatsEndpoints } from '@common/contracts/endpoints/player-stats';
import { errorResponse } from '@common/contracts/errors';
import { idInUrl } from '@common/contracts/ids';
import {
  matchEventsRequest,
  matchEventsSchema,
  playerStatsQuery,
  playerStatsSchema,
} from '@common/contracts/player-stats';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/route-at';
import { getMatchEvents, playerStatistics, setMatchEvents } from './player-stats';
import type { PlayerStatsRepository } from './player-stats.repository';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const params = z.strictObject({ id: idInUrl('Ugyldig kamp') });

/** Spillerstatistik over HTTP (decision 073). */
export function playerStatsRoutes(app: FastifyInstance, deps: AppDeps, repo: PlayerStatsRepository) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...at(playerStatsEndpoints.events),
    config: { policy: 'matches.read' },
    schema: { tags: ['matches'], params, response: { 200: matchEventsSchema, ...errors } },
    handler: (request) => getMatchEvents(repo, request.params.id),
  });
  r.route({
    ...at(playerStatsEndpoints.setEvents),
    config: { policy: 'matches.editResult' },
    schema: {
      tags: ['matches'],
      params,
      body: matchEventsRequest,
      response: { 200: matchEventsSchema, ...errors },
    },
    handler: (request) => setMatchEvents(deps, repo, request.user!, request.params.id, request.body),
  });
  r.route({
    ...at(playerStatsEndpoints.players),
    config: { policy: 'statistics.read' },
    schema: {
      tags: ['statistics'],
      querystring: playerStatsQuery,
      response: { 200: playerStatsSchema, ...errors },
    },
    handler: (request) => playerStatistics(deps, repo, request.query),
  });
}
