import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { membersRoutes } from './members.routes';

/** Medlemmer: the admin's list of members and their roles. */
export function membersFeature(app: FastifyInstance, deps: AppDeps) {
  membersRoutes(app, deps);
}
