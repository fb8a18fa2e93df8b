import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { usernameSuggestionQuery, usernameSuggestionResponse } from '@common/contracts/registration';
import { firstFreeUsername, generateUsername } from '@common/domain/username';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/route-at';
import { usersEndpoints } from '@common/contracts/endpoints/users';

/** The generated, read-only username of the registration forms, with D14's free number. */
export function usernameRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...at(usersEndpoints.usernameSuggestion, {
      tags: ['registration'],
      querystring: usernameSuggestionQuery,
      response: { 200: usernameSuggestionResponse },
    }),
    config: { policy: 'public' },
    handler: async (request) => {
      const base = generateUsername(request.query.firstName, request.query.lastName);
      if (base.length < 3) return { username: base };
      return { username: firstFreeUsername(base, await deps.users.usernamesStartingWith(base)) };
    },
  });
}
