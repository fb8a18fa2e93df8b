import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { teamListSchema } from '@common/contracts/teams';
import type { AppDeps } from '../../app-deps';

export function teamsRoutes(app: FastifyInstance, deps: AppDeps) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/teams',
      { config: { policy: 'teams.read' }, schema: { tags: ['teams'], response: { 200: teamListSchema } } },
      () => deps.teams.list(),
    );
}
