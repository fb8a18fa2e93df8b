import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HOME_START_READS, homeEndpoints } from '@common/contracts/endpoints/home';
import { errorAnswers } from '../../lib/error-answers';
import { dismissedResponse, forYouSchema, promptParams } from '@common/contracts/home';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/route-at';
import type { InProcessReads } from '../../plugins/in-process-reads';
import { forYou } from './for-you';
import type { HomeRepository } from './home.repository';
import type { StaffTaskSources } from './staff-tasks';

const errors = errorAnswers(400, 401, 403);
const homeStartSchema = z.object({ reads: z.partialRecord(z.enum(HOME_START_READS), z.unknown()) });

/** Hjem's first load, its 'Til dig' and 'Skjul' on its advice prompts (decisions 080, 075): always the caller's own. */
export function homeRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  repo: HomeRepository,
  tasks: StaffTaskSources,
  readAll: InProcessReads,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Hjem's first load (decision 080): one request, one session lookup, instead of nine. Public like
  // /api/session (a visitor gets only that read); every other read keeps its own policy.
  r.route({
    ...at(homeEndpoints.start, { tags: ['home'], response: { 200: homeStartSchema } }),
    config: { policy: 'public', loadsFullUser: true },
    handler: async (request, reply) => ({ reads: await readAll(request, reply, HOME_START_READS) }),
  });

  r.route({
    ...at(homeEndpoints.forYou, { tags: ['home'], response: { 200: forYouSchema, ...errors } }),
    config: { policy: 'self.read', loadsFullUser: true },
    handler: (request) => forYou(repo, tasks, request.user!, request.fullUser?.user ?? null, deps.now()),
  });

  r.route({
    ...at(homeEndpoints.dismissPrompt, { tags: ['home'], params: promptParams, response: { 200: dismissedResponse, ...errors } }),
    config: { policy: 'self.update' },
    handler: async (request) => {
      await repo.dismiss(request.user!.id, request.params.key);
      return { success: true as const };
    },
  });
}
