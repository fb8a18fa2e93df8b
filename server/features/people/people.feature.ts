import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { membersRoutes } from './members.routes';
import { playersRoutes } from './players.routes';

/**
 * People (client/features/people): Spillere, the staff's list and form of players, and
 * Medlemmer, the admin's list of members and their roles. Who a person is lives in
 * server/core/people; this area is the screens that manage them.
 */
export function peopleFeature(app: FastifyInstance, deps: AppDeps) {
  playersRoutes(app, deps);
  membersRoutes(app, deps);
}
