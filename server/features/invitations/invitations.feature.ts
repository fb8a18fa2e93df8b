import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { invitationsRoutes } from './invitations.routes';

/** Registration links and sign-up through them. */
export function invitationsFeature(app: FastifyInstance, deps: AppDeps) {
  invitationsRoutes(app, deps);
}
