import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { invitationsRoutes } from './invitations.routes';
import { registrationInviteIssuer } from './registration-links';

/** Registration links and sign-up through them; the personal tokens of mailed links. */
export function invitationsFeature(app: FastifyInstance, deps: AppDeps) {
  deps.mail.issueLinksWith('registration', registrationInviteIssuer(deps.db));
  invitationsRoutes(app, deps);
}
