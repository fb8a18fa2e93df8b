import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { authRoutes } from './auth.routes';
import { scheduleSessionSweep } from './session-sweep';

/** Sign-in and sign-out, and the hourly sweep of expired sessions. */
export function authFeature(app: FastifyInstance, deps: AppDeps) {
  scheduleSessionSweep(deps);
  authRoutes(app, deps);
}
