import rateLimit from '@fastify/rate-limit';
import { sharedRateLimitStore } from '../../core/coordination/shared-limits';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  boardLinkRequest,
  coachLinkRequest,
  linkRegistrationRequest,
  linkResponse,
  playerLinkRequest,
  trainerLinkRequest,
  validateTokenQuery,
  validateTokenResponse,
  type LinkRole,
} from '@common/contracts/invitations';
import { loginResponse } from '@common/contracts/auth';
import { invitationEmailRequest, invitationEmailResponse } from '@common/contracts/mail';
import { errorAnswers } from '../../lib/error-answers';
import type { AppDeps } from '../../app-deps';
import { notSignedIn } from '../../core/domain-error';
import { requireTeamScope } from '../../core/teams/team-scope';
import { startSession } from '../../core/sessions/sessions';
import { loadCurrentUser } from '../../core/people/load-current-user';
import { emailInvitation } from './email-invitation';
import { registerWithLink } from './register-with-link';
import { findLiveLink, generateRegistrationLink, liveRegistrationLinkId } from './registration-links';
import { registrationRateLimit } from '../../core/coordination/registration-rate-limit';
import { at } from '../../lib/route-at';
import { invitationsEndpoints } from '@common/contracts/endpoints/invitations';
import { mailEndpoints } from '@common/contracts/endpoints/mail';

const errors = errorAnswers(400, 401, 403, 409);

/** Invitation links (admin: all kinds; coach: player links) and the registration pages' calls (part 2 §7). */
export function invitationsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const linkSchema = { tags: ['invitations'], response: { 200: linkResponse, ...errors } };
  const liveLinks = liveRegistrationLinkId(deps);

  r.route({
    ...at(invitationsEndpoints.playerLink, { ...linkSchema, body: playerLinkRequest }),
    config: { policy: 'invitations.manage' },
    handler: (request) =>
      generateRegistrationLink(deps, request.user!.id, 'player', request.body.team, request.body.validity),
  });
  r.route({
    ...at(invitationsEndpoints.coachLink, { ...linkSchema, body: coachLinkRequest }),
    config: { policy: 'invitations.manage' },
    handler: (request) =>
      generateRegistrationLink(deps, request.user!.id, 'coach', request.body.team, request.body.validity),
  });
  r.route({
    ...at(invitationsEndpoints.boardLink, { ...linkSchema, body: boardLinkRequest }),
    config: { policy: 'invitations.manage' },
    handler: (request) =>
      generateRegistrationLink(deps, request.user!.id, 'board', request.body.team || null, request.body.validity),
  });
  r.route({
    ...at(invitationsEndpoints.trainerLink, { ...linkSchema, body: trainerLinkRequest }),
    config: { policy: 'invitations.trainer' },
    // A coach invites players to the teams they coach (D20); the admin to any.
    handler: (request) => {
      requireTeamScope(request.user!, request.body.team);
      return generateRegistrationLink(deps, request.user!.id, 'player', request.body.team, request.body.validity);
    },
  });

  // The link by e-mail (E3): whoever may make links may mail them.
  r.route({
    ...at(mailEndpoints.sendInvitation, {
      tags: ['invitations'],
      body: invitationEmailRequest,
      response: { 200: invitationEmailResponse, ...errors },
    }),
    config: { policy: 'invitations.trainer' },
    handler: (request) => emailInvitation(deps, request.user!, request.body),
  });

  // Public: the people registering have no account yet. Rate-limited per address and link.
  app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, store: sharedRateLimitStore(deps.limits) });
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.route({
      ...at(invitationsEndpoints.validateToken, {
        tags: ['invitations'],
        querystring: validateTokenQuery,
        response: { 200: validateTokenResponse, ...errorAnswers(400) },
      }),
      config: {
        policy: 'public',
        rateLimit: registrationRateLimit(
          liveLinks,
          { perLink: 300, perAddress: 60 },
          (request) => (request.query as { token?: unknown }).token,
        ),
      },
      handler: async (request) => {
        const link = await findLiveLink(deps, request.query.token);
        return link
          ? { valid: true, team: link.team, role: link.role as LinkRole }
          : { valid: false, team: null, role: null };
      },
    });
    const registerEndpoints = {
      player: invitationsEndpoints.registerPlayer,
      coach: invitationsEndpoints.registerCoach,
      board: invitationsEndpoints.registerBoard,
    };
    for (const kind of ['player', 'coach', 'board'] as const) {
      s.route({
        ...at(registerEndpoints[kind], {
          tags: ['invitations'],
          body: linkRegistrationRequest,
          response: { 201: loginResponse, ...errors },
        }),
        config: {
          policy: 'public',
          rateLimit: registrationRateLimit(
            liveLinks,
            { perLink: 100, perAddress: 10 },
            (request) => (request.body as { token?: unknown } | null)?.token,
          ),
        },
        handler: async (request, reply) => {
          const userId = await registerWithLink(deps, kind, request.body);
          if (request.sessionId) await deps.sessions.delete(request.sessionId);
          const token = await startSession(deps.sessions, reply, userId, false, deps.config.secureCookies);
          const user = await loadCurrentUser(deps.users, userId, deps.now());
          if (!user) throw notSignedIn();
          reply.code(201);
          return { ...user, token };
        },
      });
    }
  });
}
