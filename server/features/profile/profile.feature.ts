import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { profileRoutes } from './profile.routes';

/** Profil: own data, picture, password, export and deletion. */
export function profileFeature(app: FastifyInstance, deps: AppDeps) {
  profileRoutes(app, deps);
}
