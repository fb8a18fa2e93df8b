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
import type { AppDeps } from '../../app-deps';
import { createKontingent, createMembership, deletePayment, listAllPayments, listKontingentUsers, removeMembership } from './kontingent';
import { kontingentRepository } from './kontingent.repository';

const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse, 503: errorResponse };

/** /admin/kontingent (admin, board, coach): members, payments, arrears; kontingent and memberships in bulk. */
export function kontingentRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repo = kontingentRepository(deps.db);
  const config = { policy: 'kontingent.manage' as const };

  r.get('/api/users', { config, schema: { tags: ['kontingent'], response: { 200: z.array(kontingentUserSchema) } } }, async (request) =>
    listKontingentUsers(repo, request.user!, deps.now()),
  );

  r.get('/api/payments/all', { config, schema: { tags: ['kontingent'], response: { 200: z.array(adminPaymentSchema) } } }, async (request) =>
    listAllPayments(repo, request.user!, deps.now()),
  );

  r.post(
    '/api/admin/create-kontingent',
    { config, schema: { tags: ['kontingent'], body: createKontingentRequest, response: { 200: countResponse, ...errors } } },
    async (request) => createKontingent(deps, repo, request.body, request.user!),
  );

  r.post(
    '/api/admin/create-membership',
    { config, schema: { tags: ['kontingent'], body: createMembershipRequest, response: { 200: countResponse, ...errors } } },
    async (request) => createMembership(deps, repo, request.body, request.user!),
  );

  r.post(
    '/api/admin/remove-membership',
    { config, schema: { tags: ['kontingent'], body: removeMembershipRequest, response: { 200: countResponse, ...errors } } },
    async (request) => removeMembership(deps, repo, request.body.userIds, request.user!),
  );

  r.delete(
    '/api/admin/payments/:id',
    {
      config,
      schema: {
        tags: ['kontingent'],
        params: idParams,
        response: { 200: successResponse, ...errors },
      },
    },
    async (request) => deletePayment(deps.payments, repo, request.params.id, request.user!),
  );
}
