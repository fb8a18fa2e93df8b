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
import { errorResponse } from '@common/contracts/errors';
import type { AppDeps } from '../../app-deps';
import { createMatches } from './create-matches';
import { listMatches } from './list-matches';
import type { MatchesRepository } from './matches.repository';
import { updateMatchResult } from './update-match-result';
import { at } from '../../lib/route-at';
import { matchesEndpoints } from '@common/contracts/endpoints/matches';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Kampe over HTTP: the list, results and manual entry. */
export function matchesRoutes(app: FastifyInstance, deps: AppDeps, repo: MatchesRepository) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...at(matchesEndpoints.list),
    config: { policy: 'matches.read' },
    schema: { tags: ['matches'], querystring: matchListQuery, response: { 200: matchListSchema, ...errors } },
    handler: (request) => listMatches(deps, repo, request.user!, request.query),
  });

  r.route({
    ...at(matchesEndpoints.updateResult),
    config: { policy: 'matches.editResult' },
    schema: {
      tags: ['matches'],
      params: matchIdParams,
      body: updateMatchRequest,
      response: { 200: matchSchema, ...errors },
    },
    handler: (request) => updateMatchResult(deps, repo, request.params.id, request.user!, request.body),
  });

  r.route({
    ...at(matchesEndpoints.createMany),
    config: { policy: 'matches.create' },
    schema: {
      tags: ['matches'],
      body: bulkMatchesRequest,
      response: { 201: bulkMatchesResponse, ...errors },
    },
    handler: async (request, reply) => {
      const result = await createMatches(deps, repo, request.user!.id, request.body.matches);
      return reply.code(201).send(result);
    },
  });
}
