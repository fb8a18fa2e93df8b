import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { InProcessReads } from '../../plugins/in-process-reads';
import { homeTasksRepository } from './home-tasks.repository';
import { homeRepository } from './home.repository';
import { homeRoutes } from './home.routes';

/** Hjem's first load (the other areas' reads, answered in one request) and 'Til dig': what needs the signed-in person now, their staff tasks, and the advice prompts they hid (decisions 075, 098). */
export function homeFeature(app: FastifyInstance, deps: AppDeps, reads: InProcessReads) {
  const tasks = { db: deps.db, jobs: deps.jobs, repo: homeTasksRepository(deps.db) };
  homeRoutes(app, deps, homeRepository(deps.db), tasks, reads);
}
