import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/error-answers';
import {
  availabilityListSchema,
  availabilityRequest,
  availabilityResponse,
  createSeriesRequest,
  createTrainingRequest,
  deletedResponse,
  notAnsweredSchema,
  seriesResponse,
  trainingIdParams,
  trainingListQuery,
  trainingListSchema,
  trainingSchema,
  trainingUserParams,
  updateTrainingRequest,
} from '@common/contracts/training';
import type { AppDeps } from '../../app-deps';
import { absenceNotes } from '../absences';
import { createTraining } from './create-training';
import { createTrainingSeries } from './create-training-series';
import { deleteRestOfSeries, deleteTraining } from './delete-training';
import { listTrainings } from './list-trainings';
import {
  listAvailability,
  listNotAnswered,
  readAvailability,
  respondAvailability,
} from './training-availability';
import { trainingRepository } from './training.repository';
import { updateTraining } from './update-training';
import { at } from '../../lib/route-at';
import { trainingEndpoints } from '@common/contracts/endpoints/training';

/** Part 2 §6: the message for anyone who may not manage trainings. */
export const MANAGE_DENIED = 'Du skal være træner, bestyrelse eller admin for at administrere træninger.';

const errors = errorAnswers(400, 401, 403, 404);
const manage = { policy: 'training.manage', deniedMessage: MANAGE_DENIED } as const;

export function trainingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = trainingRepository(deps.db, deps.readCache);
  const notes = absenceNotes(deps.db);
  const tags = ['training'];

  r.route({
    ...at(trainingEndpoints.list, { tags, querystring: trainingListQuery, response: { 200: trainingListSchema, ...errors } }),
    config: { policy: 'training.read' },
    handler: (request) => listTrainings(deps, repo, request.user!, request.query),
  });

  r.route({
    ...at(trainingEndpoints.create, { tags, body: createTrainingRequest, response: { 201: trainingSchema, ...errors } }),
    config: manage,
    handler: async (request, reply) =>
      reply.code(201).send(await createTraining(deps, repo, request.user!, request.body)),
  });

  r.route({
    ...at(trainingEndpoints.createSeries, { tags, body: createSeriesRequest, response: { 201: seriesResponse, ...errors } }),
    config: manage,
    handler: async (request, reply) =>
      reply.code(201).send(await createTrainingSeries(deps, repo, request.user!, request.body)),
  });

  r.route({
    ...at(trainingEndpoints.update, {
      tags,
      params: trainingIdParams,
      body: updateTrainingRequest,
      response: { 200: trainingSchema, ...errors },
    }),
    config: manage,
    handler: (request) => updateTraining(deps, repo, request.params.id, request.body),
  });

  r.route({
    ...at(trainingEndpoints.remove, { tags, params: trainingIdParams, response: { 200: deletedResponse, ...errors } }),
    config: manage,
    handler: (request) => deleteTraining(repo, request.params.id),
  });

  r.route({
    ...at(trainingEndpoints.removeRestOfSeries, { tags, params: trainingIdParams, response: { 200: deletedResponse, ...errors } }),
    config: manage,
    handler: (request) => deleteRestOfSeries(repo, request.params.id),
  });

  r.route({
    ...at(trainingEndpoints.availability, { tags, params: trainingIdParams, response: { 200: availabilityListSchema, ...errors } }),
    config: { policy: 'training.availability.viewAll' },
    handler: (request) => listAvailability(repo, notes, request.user!, request.params.id),
  });

  r.route({
    ...at(trainingEndpoints.notAnswered, { tags, params: trainingIdParams, response: { 200: notAnsweredSchema, ...errors } }),
    config: { policy: 'training.availability.viewAll' },
    handler: (request) => listNotAnswered(repo, request.user!, request.params.id),
  });

  r.route({
    ...at(trainingEndpoints.availabilityOf, { tags, params: trainingUserParams, response: { 200: availabilityResponse, ...errors } }),
    config: { policy: 'training.read' },
    handler: (request) => readAvailability(repo, request.user!, request.params.id, request.params.userId),
  });

  r.route({
    ...at(trainingEndpoints.setAvailability, {
      tags,
      params: trainingIdParams,
      body: availabilityRequest,
      response: { 200: availabilityResponse, ...errors },
    }),
    config: { policy: 'training.availability.respond' },
    handler: (request) =>
      respondAvailability(
        repo,
        request.user!,
        request.params.id,
        request.body.available,
        request.body.comment ?? null,
      ),
  });
}
