import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { trainingRoutes } from './training.routes';

/** Træning: sessions, series and answers. */
export function trainingFeature(app: FastifyInstance, deps: AppDeps) {
  trainingRoutes(app, deps);
}
