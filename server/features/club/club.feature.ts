import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { clubRoutes } from './club.routes';

/** The club's public configuration. */
export function clubFeature(app: FastifyInstance, deps: AppDeps) {
  clubRoutes(app, deps);
}
