import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../lib/error-answers';
import {
  archiveTeamRequest,
  createTeamRequest,
  editTeamRequest,
  teamListSchema,
  teamOrderRequest,
  teamSchema,
} from '@common/contracts/teams';
import { teamCodeFrom } from '@common/domain/team-code';
import type { AppDeps } from '../../app-deps';
import { conflict, invalidInput, notFound } from '../../core/domain-error';
import { at } from '../../lib/route-at';
import { teamsEndpoints } from '@common/contracts/endpoints/teams';

const params = z.object({ code: z.string().min(1).max(60) });
const errors = errorAnswers(400, 401, 403, 404, 409);

/**
 * Administrer hold (decision 107): admin creates, renames, orders and archives the club's teams.
 * An archived team leaves GET /api/teams (every list and picker); its matches, trainings,
 * statistics and memberships stay, and bringing it back restores it as it was.
 */
export function manageTeamsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...at(teamsEndpoints.adminList, { tags: ['teams'], response: { 200: teamListSchema, ...errorAnswers(401, 403) } }),
    config: { policy: 'teams.manage' },
    handler: () => deps.teams.all(),
  });

  r.route({
    ...at(teamsEndpoints.create, { tags: ['teams'], body: createTeamRequest, response: { 201: teamSchema, ...errors } }),
    config: { policy: 'teams.manage' },
    handler: async (request, reply) => {
      const taken = new Set((await deps.teams.all()).map((t) => t.code));
      const names = new Set((await deps.teams.all()).map((t) => t.displayName.toLocaleLowerCase('da')));
      if (names.has(request.body.displayName.toLocaleLowerCase('da'))) {
        throw conflict('Der findes allerede et hold med det navn', { displayName: 'Der findes allerede et hold med det navn' });
      }
      const code = teamCodeFrom(request.body.displayName, taken);
      const row = await deps.teams.create(code, request.body);
      if (!row) throw conflict('Der findes allerede et hold med det navn', { displayName: 'Der findes allerede et hold med det navn' });
      return reply.code(201).send(row);
    },
  });

  r.route({
    ...at(teamsEndpoints.edit, { tags: ['teams'], params, body: editTeamRequest, response: { 200: teamSchema, ...errors } }),
    config: { policy: 'teams.manage' },
    handler: async (request) => {
      const { displayName } = request.body;
      if (displayName !== undefined) {
        const clash = (await deps.teams.all()).find(
          (t) => t.code !== request.params.code && t.displayName.toLocaleLowerCase('da') === displayName.toLocaleLowerCase('da'),
        );
        if (clash) throw conflict('Der findes allerede et hold med det navn', { displayName: 'Der findes allerede et hold med det navn' });
      }
      const row = await deps.teams.edit(request.params.code, request.body);
      if (!row) throw notFound('Holdet findes ikke');
      return row;
    },
  });

  r.route({
    ...at(teamsEndpoints.order, { tags: ['teams'], body: teamOrderRequest, response: { 200: teamListSchema, ...errorAnswers(400, 401, 403) } }),
    config: { policy: 'teams.manage' },
    handler: async (request) => {
      const active = await deps.teams.activeCodes();
      const given = request.body.codes;
      if (given.length !== active.length || !active.every((c) => given.includes(c))) {
        throw invalidInput('Rækkefølgen skal nævne hvert aktivt hold én gang');
      }
      await deps.teams.order(given);
      return deps.teams.all();
    },
  });

  r.route({
    ...at(teamsEndpoints.archive, { tags: ['teams'], params, body: archiveTeamRequest, response: { 200: teamSchema, ...errors } }),
    config: { policy: 'teams.manage' },
    handler: async (request) => {
      const row = await deps.teams.setArchived(request.params.code, request.body.archived, deps.now());
      if (!row) throw notFound('Holdet findes ikke');
      return row;
    },
  });
}
