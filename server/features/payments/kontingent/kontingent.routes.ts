import type { FastifyInstance } from 'fastify';
import { idParams } from '@common/contracts/ids';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../../lib/error-answers';
import {
  adminPaymentSchema,
  countResponse,
  createKontingentRequest,
  createMembershipRequest,
  kontingentUserSchema,
  removeMembershipRequest,
  successResponse,
} from '@common/contracts/payments';
import type { AppDeps } from '../../../app-deps';
import {
  createKontingent,
  createMembership,
  deletePayment,
  listAllPayments,
  listKontingentUsers,
  removeMembership,
} from './kontingent';
import { kontingentRepository } from './kontingent.repository';
import { at } from '../../../lib/route-at';
import { kontingentEndpoints } from '@common/contracts/endpoints/kontingent';

const errors = errorAnswers(400, 403, 404, 409, 502, 503);

/** /admin/kontingent (admin, board, coach): members, payments, arrears; kontingent and memberships in bulk. */
export function kontingentRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = kontingentRepository(deps.db);
  const config = { policy: 'kontingent.manage' as const };

  r.route({
    ...at(kontingentEndpoints.users, { tags: ['kontingent'], response: { 200: z.array(kontingentUserSchema) } }),
    config,
    handler: async (request) => listKontingentUsers(repo, request.user!, deps.now()),
  });

  r.route({
    ...at(kontingentEndpoints.allPayments, { tags: ['kontingent'], response: { 200: z.array(adminPaymentSchema) } }),
    config,
    handler: async (request) => listAllPayments(repo, request.user!, deps.now()),
  });

  r.route({
    ...at(kontingentEndpoints.createKontingent, {
      tags: ['kontingent'],
      body: createKontingentRequest,
      response: { 200: countResponse, ...errors },
    }),
    config,
    handler: async (request) => createKontingent(deps, repo, request.body, request.user!),
  });

  r.route({
    ...at(kontingentEndpoints.createMembership, {
      tags: ['kontingent'],
      body: createMembershipRequest,
      response: { 200: countResponse, ...errors },
    }),
    config,
    handler: async (request) => createMembership(deps, repo, request.body, request.user!),
  });

  r.route({
    ...at(kontingentEndpoints.removeMembership, {
      tags: ['kontingent'],
      body: removeMembershipRequest,
      response: { 200: countResponse, ...errors },
    }),
    config,
    handler: async (request) => removeMembership(deps, repo, request.body.userIds, request.user!),
  });

  r.route({
    ...at(kontingentEndpoints.removePayment, {
      tags: ['kontingent'],
      params: idParams,
      response: { 200: successResponse, ...errors },
    }),
    config,
    handler: async (request) => deletePayment(deps.payments, repo, request.params.id, request.user!),
  });
}
