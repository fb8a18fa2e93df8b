import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { availabilityRoutes } from './availability.routes';
import { importRoutes } from './import.routes';
import { matchesRepository } from './matches.repository';
import { matchesRoutes } from './matches.routes';

/** Kampe: the list, results, manual entry, Klar / Ikke klar, and the schedule import. */
export function matchesFeature(app: FastifyInstance, deps: AppDeps) {
  const repo = matchesRepository(deps.db);
  matchesRoutes(app, deps, repo);
  availabilityRoutes(app, deps, repo);
  importRoutes(app, deps, repo);
}
