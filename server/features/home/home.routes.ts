import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { homeEndpoints } from '@common/contracts/endpoints/home';
import { START_READS, type StartAnswers } from '@common/navigation/reads';
import { errorAnswers } from '../../lib/error-answers';
import { dismissedResponse, forYouSchema, promptParams } from '@common/contracts/home';
import type { AppDeps } from '../../app-deps';
import { at } from '../../lib/route-at';
import type { InProcessReads } from '../../plugins/in-process-reads';
import { forYou } from './for-you';
import type { HomeRepository } from './home.repository';
import type { StaffTaskSources } from './staff-tasks';

const errors = errorAnswers(400, 401, 403);
/**
 * The start answer: each read is checked and encoded by its own route's response schema as it is
 * read (in-process-reads.ts), so here it passes as made. Its type is each read's catalogue type,
 * which at() holds each of those routes' schemas to.
 */
const startPaths = START_READS.map((endpoint) => endpoint.path);
const homeStartSchema = z.object({
  reads: z.partialRecord(z.enum(startPaths), z.unknown()) as unknown as z.ZodType<StartAnswers>,
});

/** Hjem's first load, its 'Til dig' and 'Skjul' on its advice prompts (decisions 080, 075): always the caller's own. */
export function homeRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  repo: HomeRepository,
  tasks: StaffTaskSources,
  reads: InProcessReads,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Hjem's first load (decision 080): one request, one session lookup, instead of nine. Public like
  // /api/session (a visitor gets only that read); every other read keeps its own policy.
  r.route({
    ...at(homeEndpoints.start, { tags: ['home'], response: { 200: homeStartSchema } }),
    config: { policy: 'public', loadsFullUser: true },
    handler: async (request, reply) => ({ reads: await reads.readAll(request, reply, START_READS) }),
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
