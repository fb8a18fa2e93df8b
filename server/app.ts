import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { configureZod } from '@common/contracts/zod-config';
import type { AppDeps } from './app-deps';
import { announcementsRoutes } from './features/announcements/announcements.routes';
import { authRoutes } from './features/auth/auth.routes';
import { calendarRoutes } from './features/calendar/calendar.routes';
import { chatRoutes } from './features/chat/chat.routes';
import { clubRoutes } from './features/club/club.routes';
import { healthRoutes } from './features/health/health.routes';
import { pushRoutes } from './features/push/push.routes';
import { kontingentRoutes } from './features/kontingent/kontingent.routes';
import { paymentsFeature } from './features/payments/payments.feature';
import { matchesRoutes } from './features/matches/matches.routes';
import { uploadsRoutes } from './features/uploads/uploads.routes';
import { uploadOrigins } from './integrations/storage/create-storage';
import { profileRoutes } from './features/profile/profile.routes';
import { playersRoutes } from './features/players/players.routes';
import { membersRoutes } from './features/members/members.routes';
import { invitationsRoutes } from './features/invitations/invitations.routes';
import { systemSettingsRoutes } from './features/system-settings/system-settings.routes';
import { statisticsRoutes } from './features/statistics/statistics.routes';
import { teamsRoutes } from './features/teams/teams.routes';
import { updateTeamRoutes } from './features/teams/update-team.routes';
import { trainingRoutes } from './features/training/training.routes';
import { usernameRoutes } from './features/users/username.routes';
import { registerAuth } from './plugins/auth';
import { registerClient } from './plugins/client';
import { registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurityHeaders } from './plugins/security';
import { serializeErrorForLog } from './lib/log-safe-error';
import { serializeRequestForLog } from './lib/redact-url';

configureZod();

/** JSON bodies are small; routes that take files raise their own limit (S7). */
export const BODY_LIMIT = 64 * 1024;

/**
 * Builds the whole app without listening: main.ts listens, tests call inject().
 * Each feature registers its routes here; features never import each other's routes.
 */
export async function buildApp(
  deps: AppDeps,
  options: { logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.logLevel === 'silent'
        ? false
        : {
            level: deps.config.logLevel,
            // Never log secrets (S14): tokens, cookies and passwords stay out of the log.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            // …nor in URLs: calendar feed tokens, invitation tokens, payment return ids; nor the
            // values a failed query was given (issue 10 item 8).
            serializers: { req: serializeRequestForLog, err: serializeErrorForLog },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: BODY_LIMIT,
    trustProxy: deps.config.proxyTrust,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  });
  deps.events.useLogger(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  registerInputGuard(app);
  // Stripe.js, its frames and API only when the Stripe gateway is on (D10); the sandbox needs none.
  await registerSecurityHeaders(
    app,
    deps.payments.kind === 'stripe' ? ['https://js.stripe.com', 'https://api.stripe.com', 'https://hooks.stripe.com'] : [],
    uploadOrigins(deps.config),
  );
  await app.register(cookie);
  registerAuth(app, deps.sessions);
  await registerOpenApi(app);

  healthRoutes(app, deps);
  clubRoutes(app, deps);
  authRoutes(app, deps);
  teamsRoutes(app, deps);
  matchesRoutes(app, deps);
  updateTeamRoutes(app, deps);
  usernameRoutes(app, deps);
  uploadsRoutes(app, deps);
  profileRoutes(app, deps);
  playersRoutes(app, deps);
  membersRoutes(app, deps);
  invitationsRoutes(app, deps);
  systemSettingsRoutes(app, deps);
  statisticsRoutes(app, deps);
  await chatRoutes(app, deps);
  await pushRoutes(app, deps);
  trainingRoutes(app, deps);
  announcementsRoutes(app, deps);
  calendarRoutes(app, deps);
  await paymentsFeature(app, deps);
  kontingentRoutes(app, deps);

  await registerClient(app, deps.config.clientDir);
  return app;
}
