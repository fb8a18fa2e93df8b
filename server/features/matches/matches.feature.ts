import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { availabilityRoutes } from './availability.routes';
import { importRoutes } from './import.routes';
import { matchesRepository } from './matches.repository';
import { matchesRoutes } from './matches.routes';
import { squadRepository } from './squad.repository';
import { squadRoutes } from './squad.routes';

/** Kampe: the list, results, manual entry, Klar / Ikke klar, the schedule import and Udtagelse. */
export function matchesFeature(app: FastifyInstance, deps: AppDeps) {
  const repo = matchesRepository(deps.db, deps.readCache);
  matchesRoutes(app, deps, repo);
  availabilityRoutes(app, deps, repo);
  importRoutes(app, deps, repo);
  squadRoutes(app, deps, squadRepository(deps.db, deps.readCache));
}
