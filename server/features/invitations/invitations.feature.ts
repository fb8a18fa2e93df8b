import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { invitationsRoutes } from './invitations.routes';
import { registrationInviteIssuer } from './registration-links';
import { sendPersonalInvitationReminders } from './personal/personal-invitation-reminders';
import { personalInvitationsRoutes } from './personal/personal-invitations.routes';

/** Registration links and sign-up through them; the personal tokens of mailed links; personal invitations. */
export function invitationsFeature(app: FastifyInstance, deps: AppDeps) {
  deps.mail.issueLinksWith('registration', registrationInviteIssuer(deps.db));
  invitationsRoutes(app, deps);
  personalInvitationsRoutes(app, deps);
  // The reminders after 3 and 7 days (decision 101): claimed in the database, so once across instances.
  deps.jobs.schedule(
    'invitations.personal-reminders',
    { everyMinutes: 15, label: 'Påmindelser om personlige invitationer (e-mail)' },
    () => sendPersonalInvitationReminders(deps),
  );
}
