import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { InProcessReads } from '../../plugins/in-process-reads';
import { homeRepository } from './home.repository';
import { homeRoutes } from './home.routes';

/** Hjem's first load (the other areas' reads, answered in one request) and 'Til dig': what needs the signed-in person now, and the advice prompts they hid (issue 16 §3). */
export function homeFeature(app: FastifyInstance, deps: AppDeps, readAll: InProcessReads) {
  homeRoutes(app, deps, homeRepository(deps.db), readAll);
}
