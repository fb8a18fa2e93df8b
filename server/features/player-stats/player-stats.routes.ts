import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerStatsEndpoints } from '@common/contracts/endpoints/player-stats';
import { errorAnswers } from '../../lib/error-answers';
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

const errors = errorAnswers(400, 401, 403, 404);
const params = z.strictObject({ id: idInUrl('Ugyldig kamp') });

/** Spillerstatistik over HTTP (decision 073). */
export function playerStatsRoutes(app: FastifyInstance, deps: AppDeps, repo: PlayerStatsRepository) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...at(playerStatsEndpoints.events, { tags: ['matches'], params, response: { 200: matchEventsSchema, ...errors } }),
    config: { policy: 'matches.read' },
    handler: (request) => getMatchEvents(repo, request.params.id),
  });
  r.route({
    ...at(playerStatsEndpoints.setEvents, {
      tags: ['matches'],
      params,
      body: matchEventsRequest,
      response: { 200: matchEventsSchema, ...errors },
    }),
    config: { policy: 'matches.editResult' },
    handler: (request) => setMatchEvents(deps, repo, request.user!, request.params.id, request.body),
  });
  r.route({
    ...at(playerStatsEndpoints.players, {
      tags: ['statistics'],
      querystring: playerStatsQuery,
      response: { 200: playerStatsSchema, ...errors },
    }),
    config: { policy: 'statistics.read' },
    handler: (request) => playerStatistics(deps, repo, request.query),
  });
}
