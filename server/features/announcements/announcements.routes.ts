import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  announcementIdParams,
  announcementListSchema,
  announcementOkResponse,
  announcementSchema,
  createAnnouncementRequest,
} from '@common/contracts/announcements';
import { errorAnswers } from '../../lib/error-answers';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../core/domain-error';
import { toAnnouncement } from './announcement-dto';
import { announcementsRepository } from './announcements.repository';
import { createAnnouncement } from './create-announcement';
import { at } from '../../lib/route-at';
import { announcementsEndpoints } from '@common/contracts/endpoints/announcements';

/** Bounded lists (P7): the Beskeder screen shows the latest 100, the unread dialog at most 50. */
const LIST_LIMIT = 100;
const UNREAD_LIMIT = 50;
const NOT_FOUND = 'Beskeden findes ikke';

const errors = errorAnswers(400, 401, 403, 404);

export function announcementsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = announcementsRepository(deps.db);
  const tags = ['announcements'];

  r.route({
    ...at(announcementsEndpoints.list, { tags, response: { 200: announcementListSchema, ...errors } }),
    config: { policy: 'announcements.read' },
    handler: async () => (await repo.list(LIST_LIMIT)).map(toAnnouncement),
  });

  r.route({
    ...at(announcementsEndpoints.unread, { tags, response: { 200: announcementListSchema, ...errors } }),
    config: { policy: 'announcements.read' },
    handler: async (request) => (await repo.unread(request.user!.id, UNREAD_LIMIT)).map(toAnnouncement),
  });

  r.route({
    ...at(announcementsEndpoints.markRead, { tags, params: announcementIdParams, response: { 200: announcementOkResponse, ...errors } }),
    config: { policy: 'announcements.read' },
    handler: async (request) => {
      if (!(await repo.find(request.params.id))) throw notFound(NOT_FOUND);
      await repo.markRead(request.params.id, request.user!.id);
      return { success: true as const };
    },
  });

  r.route({
    ...at(announcementsEndpoints.create, { tags, body: createAnnouncementRequest, response: { 201: announcementSchema, ...errors } }),
    config: { policy: 'announcements.manage' },
    handler: async (request, reply) =>
      reply.code(201).send(await createAnnouncement(deps, repo, request.user!, request.body)),
  });

  r.route({
    ...at(announcementsEndpoints.remove, { tags, params: announcementIdParams, response: { 200: announcementOkResponse, ...errors } }),
    config: { policy: 'announcements.manage' },
    handler: async (request) => {
      if (!(await repo.delete(request.params.id))) throw notFound(NOT_FOUND);
      return { success: true as const };
    },
  });
}
