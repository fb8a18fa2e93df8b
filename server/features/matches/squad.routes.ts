import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { matchIdParams } from '@common/contracts/matches';
import { squadSchema, updateSquadRequest } from '@common/contracts/squads';
import { errorAnswers } from '../../lib/error-answers';
import { matchesEndpoints } from '@common/contracts/endpoints/matches';
import type { AppDeps } from '../../app-deps';
import { absenceNotes } from '../absences';
import { kontingentArrears } from '../payments';
import { at } from '../../lib/route-at';
import { getSquad, updateSquad, type SquadReads } from './match-squad';
import type { SquadRepository } from './squad.repository';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** Udtagelse over HTTP (decision 070). */
export function squadRoutes(app: FastifyInstance, deps: AppDeps, repo: SquadRepository) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reads: SquadReads = { notes: absenceNotes(deps.db), arrears: kontingentArrears(deps.db), now: deps.now };

  // Staff read every squad; others a published one of their own match (checked in the use case).
  r.route({
    ...at(matchesEndpoints.squad, { tags: ['matches'], params: matchIdParams, response: { 200: squadSchema, ...errors } }),
    config: { policy: 'matches.read' },
    handler: (request) => getSquad(repo, reads, request.params.id, request.user!),
  });

  r.route({
    ...at(matchesEndpoints.updateSquad, {
      tags: ['matches'],
      params: matchIdParams,
      body: updateSquadRequest,
      response: { 200: squadSchema, ...errors },
    }),
    config: { policy: 'matches.squad.manage' },
    handler: (request) => updateSquad(deps, repo, reads, request.params.id, request.user!, request.body),
  });
}
