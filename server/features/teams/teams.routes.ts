import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamListSchema } from '@common/contracts/teams';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/route-at';
import { teamsEndpoints } from '@common/contracts/endpoints/teams';

export function teamsRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...at(teamsEndpoints.list, { tags: ['teams'], response: { 200: teamListSchema } }),
    config: { policy: 'teams.read' },
    handler: () => deps.teams.list(),
  });
}
