import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { homeRepository } from './home.repository';
import { homeRoutes } from './home.routes';

/** Hjem's 'Til dig': what needs the signed-in person now, and the advice prompts they hid (issue 16 §3). */
export function homeFeature(app: FastifyInstance, deps: AppDeps) {
  homeRoutes(app, deps, homeRepository(deps.db));
}
