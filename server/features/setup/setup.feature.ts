import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { setupRoutes } from './setup.routes';

/** The production first start's set-up page and the 503 gate in front of everything else (decision 106). */
export function setupFeature(app: FastifyInstance, deps: AppDeps) {
  setupRoutes(app, deps);
}
