import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bulkMatchesRequest,
  bulkMatchesResponse,
  matchIdParams,
  matchListQuery,
  matchListSchema,
  matchSchema,
  updateMatchRequest,
} from '@common/contracts/matches';
import { errorAnswers } from '../../lib/error-answers';
import type { AppDeps } from '../../app-deps';
import { createMatches } from './create-matches';
import { listMatches } from './list-matches';
import type { MatchesRepository } from './matches.repository';
import { updateMatchResult } from './update-match-result';
import { at } from '../../lib/route-at';
import { matchesEndpoints } from '@common/contracts/endpoints/matches';

const errors = errorAnswers(400, 401, 403, 404);

/** Kampe over HTTP: the list, results and manual entry. */
export function matchesRoutes(app: FastifyInstance, deps: AppDeps, repo: MatchesRepository) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...at(matchesEndpoints.list, { tags: ['matches'], querystring: matchListQuery, response: { 200: matchListSchema, ...errors } }),
    config: { policy: 'matches.read' },
    handler: (request) => listMatches(deps, repo, request.user!, request.query),
  });

  r.route({
    ...at(matchesEndpoints.updateResult, {
      tags: ['matches'],
      params: matchIdParams,
      body: updateMatchRequest,
      response: { 200: matchSchema, ...errors },
    }),
    config: { policy: 'matches.editResult' },
    handler: (request) => updateMatchResult(deps, repo, request.params.id, request.user!, request.body),
  });

  r.route({
    ...at(matchesEndpoints.createMany, {
      tags: ['matches'],
      body: bulkMatchesRequest,
      response: { 201: bulkMatchesResponse, ...errors },
    }),
    config: { policy: 'matches.create' },
    handler: async (request, reply) => {
      const result = await createMatches(deps, repo, request.user!.id, request.body.matches);
      return reply.code(201).send(result);
    },
  });
}
