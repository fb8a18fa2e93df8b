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
import { errorResponse } from '@common/contracts/errors';
import { idInUrl, idParams } from '@common/contracts/ids';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/route-at';
import { createAbsence, deleteAbsence, listAbsences, remindNow } from './absences';
import type { AbsencesRepository } from './absences.repository';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

/** Fravær and Påmind nu over HTTP (decision 071). */
export function absencesRoutes(app: FastifyInstance, deps: AppDeps, repo: AbsencesRepository) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...at(absencesEndpoints.list),
    config: { policy: 'absences.self' },
    schema: { tags: ['absences'], response: { 200: absenceListSchema, ...errors } },
    handler: (request) => listAbsences(repo, request.user!),
  });

  r.route({
    ...at(absencesEndpoints.create),
    config: { policy: 'absences.self' },
    schema: { tags: ['absences'], body: newAbsenceRequest, response: { 201: newAbsenceResponse, ...errors } },
    handler: async (request, reply) =>
      reply.code(201).send(await createAbsence(deps, repo, request.user!, request.body)),
  });

  r.route({
    ...at(absencesEndpoints.remove),
    config: { policy: 'absences.self' },
    schema: { tags: ['absences'], params: idParams, response: { 200: deletedAbsenceResponse, ...errors } },
    handler: (request) => deleteAbsence(deps, repo, request.user!, request.params.id),
  });

  const remindErrors = { ...errors, 429: errorResponse };
  r.route({
    ...at(absencesEndpoints.remindMatch),
    config: { policy: 'matches.availability.viewAll' },
    schema: {
      tags: ['matches'],
      params: z.strictObject({ id: idInUrl('Ugyldig kamp') }),
      response: { 200: remindResponse, ...remindErrors },
    },
    handler: (request) => remindNow(deps, repo, request.user!, 'match', request.params.id),
  });
  r.route({
    ...at(absencesEndpoints.remindTraining),
    config: { policy: 'training.availability.viewAll' },
    schema: {
      tags: ['training'],
      params: z.strictObject({ id: idInUrl('Ugyldig træning') }),
      response: { 200: remindResponse, ...remindErrors },
    },
    handler: (request) => remindNow(deps, repo, request.user!, 'training', request.params.id),
  });
}
