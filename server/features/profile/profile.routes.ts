import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordRequest,
  deleteAccountRequest,
  emailConfirmationSent,
  notificationSettingsRequest,
  profileDoneResponse,
  profileImageRequest,
  updateProfileRequest,
} from '@common/contracts/profile';
import { userSchema } from '@common/contracts/user';
import { errorAnswers } from '../../lib/error-answers';
import type { AppDeps } from '../../app-deps';
import { notSignedIn } from '../../core/domain-error';
import { clearSessionCookie } from '../../core/sessions/sessions';
import { loadCurrentUser } from '../../core/people/load-current-user';
import { peopleRepository } from '../../core/people/people.repository';
import { changePassword } from './change-password';
import { deleteOwnAccount } from './delete-own-account';
import { exportOwnData } from './export-own-data';
import { setProfileImage } from './set-profile-image';
import { requestOwnEmailConfirmation, updateProfile } from './update-profile';
import { at } from '../../lib/route-at';
import { profileEndpoints } from '@common/contracts/endpoints/profile';
import { confirmEmailChange } from '../../core/recovery/email-change';
import { closeAccountDoors } from '../../core/recovery/account-security';
import { emailChangeConfirm, emailChangeConfirmed } from '@common/contracts/mail';
import { mailEndpoints } from '@common/contracts/endpoints/mail';

const errors = errorAnswers(400, 401, 409);

/** The signed-in person's own profile, settings and data (part 1 §7, part 2 §7, S15). */
export function profileRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const me = async (userId: number) => {
    const user = await loadCurrentUser(deps.users, userId, deps.now());
    if (!user) throw notSignedIn();
    return user;
  };

  r.route({
    ...at(profileEndpoints.update, { tags: ['profile'], body: updateProfileRequest, response: { 200: userSchema, ...errors } }),
    config: { policy: 'self.update' },
    handler: async (request) => {
      await updateProfile(deps, request.user!.id, request.body);
      return me(request.user!.id);
    },
  });

  // The link sent to a new e-mail address (E7): public, it may be opened on any device.
  r.route({
    ...at(mailEndpoints.confirmEmailChange, {
      tags: ['profile'],
      body: emailChangeConfirm,
      response: { 200: emailChangeConfirmed, ...errorAnswers(400, 409) },
    }),
    config: { policy: 'public' },
    handler: (request) => confirmEmailChange(deps, request.body.token),
  });

  r.route({
    ...at(profileEndpoints.requestEmailConfirmation, { tags: ['profile'], response: { 200: emailConfirmationSent, ...errors } }),
    config: { policy: 'self.update' },
    handler: async (request) => ({ email: await requestOwnEmailConfirmation(deps, request.user!.id) }),
  });

  // "Log ud overalt" (S20): this browser too; every recovery link ends with the sessions.
  r.route({
    ...at(profileEndpoints.logoutEverywhere, { tags: ['profile'], response: { 200: profileDoneResponse, ...errors } }),
    config: { policy: 'self.update' },
    handler: async (request, reply) => {
      await closeAccountDoors(deps, request.user!.id, { event: 'logged_out_everywhere', sessions: 'all' });
      clearSessionCookie(reply, deps.config.secureCookies);
      return { success: true as const, message: 'Du er logget ud på alle enheder' };
    },
  });

  r.route({
    ...at(profileEndpoints.changePassword, {
      tags: ['profile'],
      body: changePasswordRequest,
      response: { 200: profileDoneResponse, ...errors },
    }),
    config: { policy: 'self.update' },
    handler: async (request) => {
      await changePassword(deps, request.user!.id, request.sessionId!, request.body);
      return { success: true as const, message: 'Adgangskode ændret!' };
    },
  });

  r.route({
    ...at(profileEndpoints.setImage, { tags: ['profile'], body: profileImageRequest, response: { 200: userSchema, ...errors } }),
    config: { policy: 'self.update' },
    handler: async (request) => {
      await setProfileImage(deps, request.user!.id, request.body.profileImageUrl);
      return me(request.user!.id);
    },
  });

  r.route({
    ...at(profileEndpoints.setNotifications, {
      tags: ['profile'],
      body: notificationSettingsRequest,
      response: { 200: userSchema, ...errors },
    }),
    config: { policy: 'self.update' },
    handler: async (request) => {
      await peopleRepository(deps.db).update(request.user!.id, request.body);
      return me(request.user!.id);
    },
  });

  r.route({
    ...at(profileEndpoints.exportData, { tags: ['profile'] }),
    config: { policy: 'self.read' },
    handler: async (request, reply) => {
      const data = await exportOwnData(deps, request.user!.id);
      const day = deps.now().toISOString().slice(0, 10);
      reply.header('Content-Disposition', `attachment; filename="mine-data-${day}.json"`);
      return data;
    },
  });

  r.route({
    ...at(profileEndpoints.deleteAccount, {
      tags: ['profile'],
      body: deleteAccountRequest,
      response: { 200: profileDoneResponse, ...errors },
    }),
    config: { policy: 'self.update' },
    handler: async (request, reply) => {
      await deleteOwnAccount(deps, request.user!.id, request.body.password);
      clearSessionCookie(reply, deps.config.secureCookies);
      return { success: true as const, message: 'Din konto er slettet' };
    },
  });
}
