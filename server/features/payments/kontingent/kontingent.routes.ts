import type { FastifyInstance } from 'fastify';
import { idParams } from '@common/contracts/ids';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@common/contracts/errors';
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

const errors = {
  400: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  502: errorResponse,
  503: errorResponse,
};

/** /admin/kontingent (admin, board, coach): members, payments, arrears; kontingent and memberships in bulk. */
export function kontingentRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = kontingentRepository(deps.db);
  const config = { policy: 'kontingent.manage' as const };

  r.route({
    ...at(kontingentEndpoints.users),
    config,
    schema: { tags: ['kontingent'], response: { 200: z.array(kontingentUserSchema) } },
    handler: async (request) => listKontingentUsers(repo, request.user!, deps.now()),
  });

  r.route({
    ...at(kontingentEndpoints.allPayments),
    config,
    schema: { tags: ['kontingent'], response: { 200: z.array(adminPaymentSchema) } },
    handler: async (request) => listAllPayments(repo, request.user!, deps.now()),
  });

  r.route({
    ...at(kontingentEndpoints.createKontingent),
    config,
    schema: {
      tags: ['kontingent'],
      body: createKontingentRequest,
      response: { 200: countResponse, ...errors },
    },
    handler: async (request) => createKontingent(deps, repo, request.body, request.user!),
  });

  r.route({
    ...at(kontingentEndpoints.createMembership),
    config,
    schema: {
      tags: ['kontingent'],
      body: createMembershipRequest,
      response: { 200: countResponse, ...errors },
    },
    handler: async (request) => createMembership(deps, repo, request.body, request.user!),
  });

  r.route({
    ...at(kontingentEndpoints.removeMembership),
    config,
    schema: {
      tags: ['kontingent'],
      body: removeMembershipRequest,
      response: { 200: countResponse, ...errors },
    },
    handler: async (request) => removeMembership(deps, repo, request.body.userIds, request.user!),
  });

  r.route({
    ...at(kontingentEndpoints.removePayment),
    config,
    schema: {
      tags: ['kontingent'],
      params: idParams,
      response: { 200: successResponse, ...errors },
    },
    handler: async (request) => deletePayment(deps.payments, repo, request.params.id, request.user!),
  });
}
