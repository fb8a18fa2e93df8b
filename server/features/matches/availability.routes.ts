import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  availabilityListSchema,
  availabilityRequest,
  matchIdParams,
  matchUserParams,
  ownAvailabilitySchema,
  unansweredListSchema,
} from '@common/contracts/matches';
import { errorResponse } from '@common/contracts/errors';
import type { AppDeps } from '../../app-deps';
import { getMatchAvailability, listMatchAvailability, listUnanswered, setMatchAvailability } from './match-availability';
import type { MatchesRepository } from './matches.repository';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export function availabilityRoutes(app: FastifyInstance, deps: AppDeps, repo: MatchesRepository) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/matches/:id/availability',
    {
      config: { policy: 'matches.availability.viewAll' },
      schema: { tags: ['matches'], params: matchIdParams, response: { 200: availabilityListSchema, ...errors } },
    },
    (request) => listMatchAvailability(repo, request.params.id),
  );

  r.get(
    '/api/matches/:id/unanswered',
    {
      config: { policy: 'matches.availability.viewAll' },
      schema: { tags: ['matches'], params: matchIdParams, response: { 200: unansweredListSchema, ...errors } },
    },
    (request) => listUnanswered(repo, request.params.id),
  );

  // Own answer for everyone; anyone's for coach, admin and board (checked in the use case).
  r.get(
    '/api/matches/:id/availability/:userId',
    {
      config: { policy: 'matches.read' },
      schema: { tags: ['matches'], params: matchUserParams, response: { 200: ownAvailabilitySchema, ...errors } },
    },
    (request) => getMatchAvailability(repo, request.params.id, request.user!, request.params.userId),
  );

  r.post(
    '/api/matches/:id/availability',
    {
      config: { policy: 'matches.availability.respond' },
      schema: { tags: ['matches'], params: matchIdParams, body: availabilityRequest, response: { 200: ownAvailabilitySchema, ...errors } },
    },
    (request) => setMatchAvailability(deps, repo, request.params.id, request.user!, request.body.available),
  );
}
