import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginResponse } from '@common/contracts/auth';
import { personalInvitationsEndpoints } from '@common/contracts/endpoints/invitations';
import { errorAnswers } from '../../../lib/error-answers';
import { idInUrl } from '@common/contracts/ids';
import {
  acceptPersonalInvitationRequest,
  personalInvitationView,
  personalInvitationsResult,
  personalTokenQuery,
  renewPersonalInvitationRequest,
  renewPersonalInvitationResult,
  sendPersonalInvitationsRequest,
  teamJoinSummary,
  withdrawPersonalInvitationResult,
} from '@common/contracts/personal-invitations';
import type { AppDeps } from '../../../app-deps';
import { sharedRateLimitStore } from '../../../core/coordination/shared-limits';
import { notSignedIn } from '../../../core/domain-error';
import { loadCurrentUser } from '../../../core/people/load-current-user';
import { startSession } from '../../../core/sessions/sessions';
import { at } from '../../../lib/route-at';
import { addressKey } from '../../../core/coordination/registration-rate-limit';
import {
  acceptPersonalInvitation,
  openPersonalInvitation,
  renewPersonalInvitation,
} from './accept-personal-invitation';
import { teamJoinSummaryFor } from './team-join-summary';
import {
  resendPersonalInvitation,
  sendPersonalInvitations,
  withdrawPersonalInvitation,
} from './send-personal-invitations';

const errors = errorAnswers(400, 401, 403, 404, 409, 429);
const userParams = z.strictObject({ userId: idInUrl('Ugyldig person') });

/** Personal invitations (decision 101): staff send them; the invitee's page is public. */
export function personalInvitationsRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...at(personalInvitationsEndpoints.send, {
      tags: ['invitations'],
      body: sendPersonalInvitationsRequest,
      response: { 200: personalInvitationsResult, ...errors },
    }),
    config: { policy: 'invitations.personal' },
    handler: (request) => sendPersonalInvitations(deps, request.user!, request.body),
  });
  r.route({
    ...at(personalInvitationsEndpoints.resend, {
      tags: ['invitations'],
      params: userParams,
      response: { 200: personalInvitationsResult, ...errors },
    }),
    config: { policy: 'invitations.personal' },
    handler: (request) => resendPersonalInvitation(deps, request.user!, request.params.userId),
  });
  r.route({
    ...at(personalInvitationsEndpoints.withdraw, {
      tags: ['invitations'],
      params: userParams,
      response: { 200: withdrawPersonalInvitationResult, ...errors },
    }),
    config: { policy: 'invitations.personal' },
    handler: (request) => withdrawPersonalInvitation(deps, request.user!, request.params.userId),
  });
  r.route({
    ...at(personalInvitationsEndpoints.teamSummary, {
      tags: ['invitations'],
      params: z.strictObject({ code: z.string().min(1, 'Holdet findes ikke').max(60, 'Holdet findes ikke') }),
      response: { 200: teamJoinSummary, ...errors },
    }),
    config: { policy: 'invitations.personal' },
    handler: (request) => teamJoinSummaryFor(deps, request.user!, request.params.code),
  });

  // Public: the invitee has no password yet. Limited per visitor's address (a personal link is
  // one person's, so no squad shares it); nobody guesses a 256-bit token.
  const perAddress = (max: number) => ({
    max,
    timeWindow: '10 minutes',
    keyGenerator: (request: { ip: string }) => `personal-invitation:${addressKey(request.ip)}`,
  });
  app.register(async (scope) => {
    await scope.register(rateLimit, { global: false, store: sharedRateLimitStore(deps.limits) });
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.route({
      ...at(personalInvitationsEndpoints.open, {
        tags: ['invitations'],
        querystring: personalTokenQuery,
        response: { 200: personalInvitationView, ...errorAnswers(400, 429) },
      }),
      config: {
        policy: 'public',
        rateLimit: perAddress(60),
      },
      handler: (request) => openPersonalInvitation(deps, request.query.token),
    });
    s.route({
      ...at(personalInvitationsEndpoints.accept, {
        tags: ['invitations'],
        body: acceptPersonalInvitationRequest,
        response: { 201: loginResponse, ...errors },
      }),
      config: {
        policy: 'public',
        rateLimit: perAddress(20),
      },
      handler: async (request, reply) => {
        const userId = await acceptPersonalInvitation(deps, request.body);
        if (request.sessionId) await deps.sessions.delete(request.sessionId);
        const token = await startSession(deps.sessions, reply, userId, false, deps.config.secureCookies);
        const user = await loadCurrentUser(deps.users, userId, deps.now());
        if (!user) throw notSignedIn();
        reply.code(201);
        return { ...user, token };
      },
    });
    s.route({
      ...at(personalInvitationsEndpoints.renew, {
        tags: ['invitations'],
        body: renewPersonalInvitationRequest,
        response: { 200: renewPersonalInvitationResult, ...errorAnswers(400, 429) },
      }),
      config: {
        policy: 'public',
        rateLimit: perAddress(10),
      },
      handler: (request) => renewPersonalInvitation(deps, request.body.token),
    });
  });
}
