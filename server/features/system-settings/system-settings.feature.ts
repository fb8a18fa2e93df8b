import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { systemSettingsRoutes } from './system-settings.routes';

/** Systemindstillinger: the state of the system. */
export function systemSettingsFeature(app: FastifyInstance, deps: AppDeps) {
  systemSettingsRoutes(app, deps);
}
