import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../lib/error-answers';
import { expectedAttendanceRequest, squadSizeRequest, teamSchema, updateTeamRequest } from '@common/contracts/teams';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../core/domain-error';
import { requireTeamScope } from '../../core/teams/team-scope';
import { at } from '../../lib/route-at';
import { teamsEndpoints } from '@common/contracts/endpoints/teams';

/** PUT /api/admin/teams/{code}: the admin sets the name DBU writes for the team (D9). */
export function updateTeamRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...at(teamsEndpoints.update, {
      tags: ['teams'],
      params: z.object({ code: z.string().min(1).max(60) }),
      body: updateTeamRequest,
      response: {
        200: teamSchema,
        ...errorAnswers(400, 401, 403, 404),
      },
    }),
    config: { policy: 'teams.manage' },
    handler: async (request) => {
      const row = await deps.teams.updateDbuName(request.params.code, request.body.dbuName);
      if (!row) throw notFound('Holdet findes ikke');
      return row;
    },
  });
}

/** PUT /api/teams/{code}/squad-size: the team's coach and admin set its squad size (decision 070, D20). */
export function squadSizeRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...at(teamsEndpoints.setSquadSize, {
      tags: ['teams'],
      params: z.object({ code: z.string().min(1).max(60) }),
      body: squadSizeRequest,
      response: {
        200: teamSchema,
        ...errorAnswers(400, 401, 403, 404),
      },
    }),
    config: { policy: 'matches.squad.manage' },
    handler: async (request) => {
      requireTeamScope(request.user!, request.params.code);
      const row = await deps.teams.setSquadSize(request.params.code, request.body.squadSize);
      if (!row) throw notFound('Holdet findes ikke');
      return row;
    },
  });
}

/**
 * PUT /api/teams/{code}/expected-attendance: Forventet fremmøde til træning on or off (decision 074,
 * decision 074); a coach only for their own team, the admin for any.
 */
export function expectedAttendanceRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...at(teamsEndpoints.setExpectedAttendance, {
      tags: ['teams'],
      params: z.object({ code: z.string().min(1).max(60) }),
      body: expectedAttendanceRequest,
      response: { 200: teamSchema, ...errorAnswers(400, 401, 403, 404) },
    }),
    config: { policy: 'matches.squad.manage' },
    handler: async (request) => {
      requireTeamScope(request.user!, request.params.code);
      const row = await deps.teams.setExpectedAttendance(request.params.code, request.body.expected);
      if (!row) throw notFound('Holdet findes ikke');
      return row;
    },
  });
}
