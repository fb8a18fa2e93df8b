import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  absenceListSchema,
  deletedAbsenceResponse,
  newAbsenceRequest,
  newAbsenceResponse,
  remindResponse,
} from '@common/contracts/absences';
import { absencesEndpoints } from '@common/contracts/endpoints/absences';
import { errorAnswers } from '../../lib/error-answers';
import { idInUrl, idParams } from '@common/contracts/ids';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/route-at';
import { createAbsence, deleteAbsence, listAbsences, remindNow } from './absences';
import type { AbsencesRepository } from './absences.repository';

const errors = errorAnswers(400, 401, 403, 404);

/** Fravær and Påmind nu over HTTP (decision 071). */
export function absencesRoutes(app: FastifyInstance, deps: AppDeps, repo: AbsencesRepository) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...at(absencesEndpoints.list, { tags: ['absences'], response: { 200: absenceListSchema, ...errors } }),
    config: { policy: 'absences.self' },
    handler: (request) => listAbsences(repo, request.user!),
  });

  r.route({
    ...at(absencesEndpoints.create, { tags: ['absences'], body: newAbsenceRequest, response: { 201: newAbsenceResponse, ...errors } }),
    config: { policy: 'absences.self' },
    handler: async (request, reply) =>
      reply.code(201).send(await createAbsence(deps, repo, request.user!, request.body)),
  });

  r.route({
    ...at(absencesEndpoints.remove, { tags: ['absences'], params: idParams, response: { 200: deletedAbsenceResponse, ...errors } }),
    config: { policy: 'absences.self' },
    handler: (request) => deleteAbsence(deps, repo, request.user!, request.params.id),
  });

  const remindErrors = errorAnswers(400, 401, 403, 404, 429);
  r.route({
    ...at(absencesEndpoints.remindMatch, {
      tags: ['matches'],
      params: z.strictObject({ id: idInUrl('Ugyldig kamp') }),
      response: { 200: remindResponse, ...remindErrors },
    }),
    config: { policy: 'matches.availability.viewAll' },
    handler: (request) => remindNow(deps, repo, request.user!, 'match', request.params.id),
  });
  r.route({
    ...at(absencesEndpoints.remindTraining, {
      tags: ['training'],
      params: z.strictObject({ id: idInUrl('Ugyldig træning') }),
      response: { 200: remindResponse, ...remindErrors },
    }),
    config: { policy: 'training.availability.viewAll' },
    handler: (request) => remindNow(deps, repo, request.user!, 'training', request.params.id),
  });
}
