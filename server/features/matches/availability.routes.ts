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
import { absenceNotes } from '../absences';
import {
  getMatchAvailability,
  listMatchAvailability,
  listUnanswered,
  setMatchAvailability,
} from './match-availability';
import type { MatchesRepository } from './matches.repository';
import { at } from '../../lib/route-at';
import { matchesEndpoints } from '@common/contracts/endpoints/matches';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export function availabilityRoutes(app: FastifyInstance, deps: AppDeps, repo: MatchesRepository) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notes = absenceNotes(deps.db);

  r.route({
    ...at(matchesEndpoints.availability),
    config: { policy: 'matches.availability.viewAll' },
    schema: {
      tags: ['matches'],
      params: matchIdParams,
      response: { 200: availabilityListSchema, ...errors },
    },
    handler: (request) => listMatchAvailability(repo, notes, request.user!, request.params.id),
  });

  r.route({
    ...at(matchesEndpoints.unanswered),
    config: { policy: 'matches.availability.viewAll' },
    schema: { tags: ['matches'], params: matchIdParams, response: { 200: unansweredListSchema, ...errors } },
    handler: (request) => listUnanswered(repo, request.params.id),
  });

  // Own answer for everyone; anyone's for coach, admin and board (checked in the use case).
  r.route({
    ...at(matchesEndpoints.availabilityOf),
    config: { policy: 'matches.read' },
    schema: {
      tags: ['matches'],
      params: matchUserParams,
      response: { 200: ownAvailabilitySchema, ...errors },
    },
    handler: (request) => getMatchAvailability(repo, notes, request.params.id, request.user!, request.params.userId),
  });

  r.route({
    ...at(matchesEndpoints.setAvailability),
    config: { policy: 'matches.availability.respond' },
    schema: {
      tags: ['matches'],
      params: matchIdParams,
      body: availabilityRequest,
      response: { 200: ownAvailabilitySchema, ...errors },
    },
    handler: (request) =>
      setMatchAvailability(
        deps,
        repo,
        request.params.id,
        request.user!,
        request.body.available,
        request.body.comment ?? null,
      ),
  });
}
