import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@common/contracts/ids';
import {
  accountEventSchema,
  adminPasswordRequest,
  memberChangeResponse,
  memberSchema,
  roleRequest,
} from '@common/contracts/people';
import { errorAnswers } from '../../lib/error-answers';
import type { AppDeps } from '../../app-deps';
import { invalidInput, notFound } from '../../core/domain-error';
import { deleteUser } from '../users';
import { changeMemberRole, setMemberPassword } from './change-member';
import { listPeople } from './list-people';
import { peopleListQuery, peoplePageSchema } from '@common/contracts/people-list';
import { accountHistory } from '../../core/recovery/account-history';
import { at } from '../../lib/route-at';
import { membersEndpoints } from '@common/contracts/endpoints/members';

const errors = errorAnswers(400, 401, 403, 404);
const ok = memberChangeResponse;

/** Medlemmer (/admin/members): admin and board; deleting is admin only (part 2 §6, D8). */
export function membersRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...at(membersEndpoints.list, { tags: ['members'], querystring: peopleListQuery, response: { 200: peoplePageSchema(memberSchema), ...errorAnswers(400) } }),
    config: { policy: 'members.manage' },
    handler: async (request) => listPeople(deps, request.query),
  });

  r.route({
    ...at(membersEndpoints.setRole, { tags: ['members'], params: idParams, body: roleRequest, response: { 200: ok, ...errors } }),
    config: { policy: 'members.manage' },
    handler: async (request) => {
      await changeMemberRole(deps, request.user!, request.params.id, request.body.role);
      return { success: true as const, message: 'Rolle opdateret' };
    },
  });

  r.route({
    ...at(membersEndpoints.setPassword, {
      tags: ['members'],
      params: idParams,
      body: adminPasswordRequest,
      response: { 200: ok, ...errors },
    }),
    config: { policy: 'members.manage' },
    handler: async (request) => {
      await setMemberPassword(
        deps,
        { ...request.user!, sessionId: request.sessionId },
        request.params.id,
        request.body.password,
      );
      return { success: true as const, message: 'Adgangskode opdateret' };
    },
  });

  r.route({
    ...at(membersEndpoints.history, { tags: ['members'], params: idParams, response: { 200: z.array(accountEventSchema), ...errors } }),
    config: { policy: 'members.manage' },
    handler: async (request) => {
      if (!(await deps.users.findById(request.params.id))) throw notFound('Brugeren findes ikke');
      return accountHistory(deps.db, request.params.id);
    },
  });

  r.route({
    ...at(membersEndpoints.remove, { tags: ['members'], params: idParams, response: { 200: ok, ...errors } }),
    config: { policy: 'users.delete' },
    handler: async (request) => {
      if (request.params.id === request.user!.id) throw invalidInput('Du kan ikke slette dig selv');
      if (!(await deleteUser(deps, request.params.id))) throw notFound('Brugeren findes ikke');
      return { success: true as const, message: 'Medlem slettet' };
    },
  });
}
