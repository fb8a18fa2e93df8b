import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clubConfigResponse } from '@common/contracts/club';
import { pricesFrom } from '@common/domain/prices';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/route-at';
import { clubEndpoints } from '@common/contracts/endpoints/club';
import { notFound } from '../../core/domain-error';
import { CREST_SIZES, crestAt, identityOf } from '../../core/club/identity';

/** Public facts the client needs before sign-in: the club's identity (decision 105) and prices. */
export function clubRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...at(clubEndpoints.config, { tags: ['club'], response: { 200: clubConfigResponse } }),
    config: { policy: 'public' },
    handler: async () => {
      const settings = await deps.teams.settings();
      return { ...identityOf(settings), prices: pricesFrom(settings) };
    },
  });

  // The uploaded crest for the pages, favicon and app icons; versioned by its address, so kept a year.
  app.withTypeProvider<ZodTypeProvider>().route({
    ...at(clubEndpoints.crest, {
      tags: ['club'],
      params: z.object({
        size: z
          .string()
          .refine((s) => (CREST_SIZES as readonly number[]).some((n) => String(n) === s), 'Ugyldig størrelse')
          .transform(Number),
      }),
    }),
    config: { policy: 'public' },
    handler: async (request, reply) => {
      const settings = await deps.teams.settings();
      if (!settings?.crestPng) throw notFound('Klubben har ikke uploadet et skjold');
      const png = await crestAt(settings, request.params.size);
      return reply
        .type('image/png')
        .header('Cache-Control', request.query && 'v' in (request.query as object) ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(png);
    },
  });
}
