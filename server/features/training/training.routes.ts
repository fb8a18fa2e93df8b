import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@common/contracts/errors';
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

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };
const manage = { policy: 'training.manage', deniedMessage: MANAGE_DENIED } as const;

export function trainingRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = trainingRepository(deps.db, deps.readCache);
  const notes = absenceNotes(deps.db);
  const tags = ['training'];

  r.route({
    ...at(trainingEndpoints.list),
    config: { policy: 'training.read' },
    schema: { tags, querystring: trainingListQuery, response: { 200: trainingListSchema, ...errors } },
    handler: (request) => listTrainings(deps, repo, request.user!, request.query),
  });

  r.route({
    ...at(trainingEndpoints.create),
    config: manage,
    schema: { tags, body: createTrainingRequest, response: { 201: trainingSchema, ...errors } },
    handler: async (request, reply) =>
      reply.code(201).send(await createTraining(deps, repo, request.user!, request.body)),
  });

  r.route({
    ...at(trainingEndpoints.createSeries),
    config: manage,
    schema: { tags, body: createSeriesRequest, response: { 201: seriesResponse, ...errors } },
    handler: async (request, reply) =>
      reply.code(201).send(await createTrainingSeries(deps, repo, request.user!, request.body)),
  });

  r.route({
    ...at(trainingEndpoints.update),
    config: manage,
    schema: {
      tags,
      params: trainingIdParams,
      body: updateTrainingRequest,
      response: { 200: trainingSchema, ...errors },
    },
    handler: (request) => updateTraining(deps, repo, request.params.id, request.body),
  });

  r.route({
    ...at(trainingEndpoints.remove),
    config: manage,
    schema: { tags, params: trainingIdParams, response: { 200: deletedResponse, ...errors } },
    handler: (request) => deleteTraining(repo, request.params.id),
  });

  r.route({
    ...at(trainingEndpoints.removeRestOfSeries),
    config: manage,
    schema: { tags, params: trainingIdParams, response: { 200: deletedResponse, ...errors } },
    handler: (request) => deleteRestOfSeries(repo, request.params.id),
  });

  r.route({
    ...at(trainingEndpoints.availability),
    config: { policy: 'training.availability.viewAll' },
    schema: { tags, params: trainingIdParams, response: { 200: availabilityListSchema, ...errors } },
    handler: (request) => listAvailability(repo, notes, request.user!, request.params.id),
  });

  r.route({
    ...at(trainingEndpoints.notAnswered),
    config: { policy: 'training.availability.viewAll' },
    schema: { tags, params: trainingIdParams, response: { 200: notAnsweredSchema, ...errors } },
    handler: (request) => listNotAnswered(repo, request.user!, request.params.id),
  });

  r.route({
    ...at(trainingEndpoints.availabilityOf),
    config: { policy: 'training.read' },
    schema: { tags, params: trainingUserParams, response: { 200: availabilityResponse, ...errors } },
    handler: (request) => readAvailability(repo, request.user!, request.params.id, request.params.userId),
  });

  r.route({
    ...at(trainingEndpoints.setAvailability),
    config: { policy: 'training.availability.respond' },
    schema: {
      tags,
      params: trainingIdParams,
      body: availabilityRequest,
      response: { 200: availabilityResponse, ...errors },
    },
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
