import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { kontingentRoutes } from './kontingent.routes';

/** Kontingent: outstanding payments the club creates. */
export function kontingentFeature(app: FastifyInstance, deps: AppDeps) {
  kontingentRoutes(app, deps);
}
