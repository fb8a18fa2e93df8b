import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { absencesRepository } from './absences.repository';
import { absencesRoutes } from './absences.routes';

/** Fravær (absences answer Ikke klar for their period) and Påmind nu (issue 14 §4). */
export function absencesFeature(app: FastifyInstance, deps: AppDeps) {
  absencesRoutes(app, deps, absencesRepository(deps.db));
}
