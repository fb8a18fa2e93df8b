import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { calendarRoutes } from './calendar.routes';

/** The personal calendar feed (ICS). */
export function calendarFeature(app: FastifyInstance, deps: AppDeps) {
  calendarRoutes(app, deps);
}
