import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { announcementsRoutes } from './announcements.routes';

/** Beskeder: announcements. */
export function announcementsFeature(app: FastifyInstance, deps: AppDeps) {
  announcementsRoutes(app, deps);
}
