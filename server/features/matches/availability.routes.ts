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
import { errorAnswers } from '../../lib/error-answers';
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

const errors = errorAnswers(400, 401, 403, 404);

export function availabilityRoutes(app: FastifyInstance, deps: AppDeps, repo: MatchesRepository) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notes = absenceNotes(deps.db);

  r.route({
    ...at(matchesEndpoints.availability, {
      tags: ['matches'],
      params: matchIdParams,
      response: { 200: availabilityListSchema, ...errors },
    }),
    config: { policy: 'matches.availability.viewAll' },
    handler: (request) => listMatchAvailability(repo, notes, request.user!, request.params.id),
  });

  r.route({
    ...at(matchesEndpoints.unanswered, { tags: ['matches'], params: matchIdParams, response: { 200: unansweredListSchema, ...errors } }),
    config: { policy: 'matches.availability.viewAll' },
    handler: (request) => listUnanswered(repo, request.params.id),
  });

  // Own answer for everyone; anyone's for coach, admin and board (checked in the use case).
  r.route({
    ...at(matchesEndpoints.availabilityOf, {
      tags: ['matches'],
      params: matchUserParams,
      response: { 200: ownAvailabilitySchema, ...errors },
    }),
    config: { policy: 'matches.read' },
    handler: (request) => getMatchAvailability(repo, notes, request.params.id, request.user!, request.params.userId),
  });

  r.route({
    ...at(matchesEndpoints.setAvailability, {
      tags: ['matches'],
      params: matchIdParams,
      body: availabilityRequest,
      response: { 200: ownAvailabilitySchema, ...errors },
    }),
    config: { policy: 'matches.availability.respond' },
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
