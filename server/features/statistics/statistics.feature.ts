import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { statisticsRoutes } from './statistics.routes';

/** Stilling: league tables pasted from DBU. */
export function statisticsFeature(app: FastifyInstance, deps: AppDeps) {
  statisticsRoutes(app, deps);
}
