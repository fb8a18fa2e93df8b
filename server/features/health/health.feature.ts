import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { healthRoutes } from './health.routes';

/** Health and readiness for the load balancer. */
export function healthFeature(app: FastifyInstance, deps: AppDeps) {
  healthRoutes(app, deps);
}
