import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { usernameRoutes } from './username.routes';

/** The generated-username suggestion (deleting accounts is offered through index.ts). */
export function usersFeature(app: FastifyInstance, deps: AppDeps) {
  usernameRoutes(app, deps);
}
