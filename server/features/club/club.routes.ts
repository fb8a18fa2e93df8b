import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { clubConfigResponse } from '@common/contracts/club';
import { pricesFrom } from '@common/domain/prices';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/route-at';
import { clubEndpoints } from '@common/contracts/endpoints/club';

/** Public facts the client needs before sign-in: club name and prices. */
export function clubRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...at(clubEndpoints.config),
    config: { policy: 'public' },
    schema: { tags: ['club'], response: { 200: clubConfigResponse } },
    handler: async () => {
      const settings = await deps.teams.settings();
      return {
        clubName: settings?.clubName ?? 'RU',
        prices: pricesFrom(settings),
      };
    },
  });
}
