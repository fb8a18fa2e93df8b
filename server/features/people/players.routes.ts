import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@common/contracts/ids';
import { personSchema, personTeamsRequest, playerRequest } from '@common/contracts/people';
import { errorAnswers } from '../../lib/error-answers';
import type { AppDeps } from '../../app-deps';
import { invalidInput, notFound } from '../../core/domain-error';
import { deleteUser } from '../users';
import { peopleRepository } from '../../core/people/people.repository';
import { toMemberDto } from '../../core/people/person-dto';
import { createPlayer, updatePlayer } from './save-player';
import { setPersonTeams } from './person-teams';
import { listPeople } from './list-people';
import { peopleListQuery, peoplePageSchema } from '@common/contracts/people-list';
import { at } from '../../lib/route-at';
import { playersEndpoints } from '@common/contracts/endpoints/players';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** Spillere (/admin/players, /admin/users): coach, board and admin (part 2 §6). */
export function playersRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const one = async (id: number) => {
    const [row] = await peopleRepository(deps.db).listWithFacts(deps.now(), id);
    if (!row) throw notFound('Brugeren findes ikke');
    return personSchema.parse(toMemberDto(row, deps.now()));
  };

  r.route({
    ...at(playersEndpoints.list, {
      tags: ['players'],
      querystring: peopleListQuery,
      response: { 200: peoplePageSchema(personSchema), ...errorAnswers(400) },
    }),
    config: { policy: 'players.manage' },
    handler: async (request) => listPeople(deps, request.query),
  });

  r.route({
    ...at(playersEndpoints.create, { tags: ['players'], body: playerRequest, response: { 201: personSchema, ...errors } }),
    config: { policy: 'players.manage' },
    handler: async (request, reply) => {
      const row = await createPlayer(deps, request.user!, request.body);
      reply.code(201);
      return one(row.id);
    },
  });

  r.route({
    ...at(playersEndpoints.update, {
      tags: ['players'],
      params: idParams,
      body: playerRequest,
      response: { 200: personSchema, ...errors },
    }),
    config: { policy: 'players.manage' },
    handler: async (request) => {
      await updatePlayer(deps, request.user!, request.params.id, request.body);
      return one(request.params.id);
    },
  });

  r.route({
    ...at(playersEndpoints.setTeams, {
      tags: ['players'],
      params: idParams,
      body: personTeamsRequest,
      response: { 200: personSchema, ...errors },
    }),
    config: { policy: 'players.manage' },
    handler: async (request) => {
      await setPersonTeams(deps, request.user!, request.params.id, request.body);
      return one(request.params.id);
    },
  });

  r.route({
    ...at(playersEndpoints.removeUser, {
      tags: ['players'],
      params: idParams,
      response: { 200: z.object({ success: z.literal(true) }), ...errors },
    }),
    config: { policy: 'users.delete' },
    handler: async (request) => {
      if (request.params.id === request.user!.id) throw invalidInput('Du kan ikke slette dig selv');
      if (!(await deleteUser(deps, request.params.id))) throw notFound('Brugeren findes ikke');
      return { success: true as const };
    },
  });
}
