import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { configureZod } from '@common/contracts/zod-config';
import type { AppDeps } from './app-deps';
import { absencesFeature } from './features/absences/absences.feature';
import { announcementsFeature } from './features/announcements/announcements.feature';
import { attendanceFeature } from './features/attendance/attendance.feature';
import { authFeature } from './features/auth/auth.feature';
import { calendarFeature } from './features/calendar/calendar.feature';
import { homeFeature } from './features/home/home.feature';
import { chatFeature } from './features/chat/chat.feature';
import { clubFeature } from './features/club/club.feature';
import { clubEventsFeature } from './features/club-events/club-events.feature';
import { healthFeature } from './features/health/health.feature';
import { invitationsFeature } from './features/invitations/invitations.feature';
import { liveRegistrationLinkId } from './features/invitations';
import { mailFeature } from './features/mail/mail.feature';
import { passwordResetFeature } from './features/password-reset/password-reset.feature';
import { matchesFeature } from './features/matches/matches.feature';
import { paymentsFeature } from './features/payments/payments.feature';
import { peopleFeature } from './features/people/people.feature';
import { memberImportFeature } from './features/member-import/member-import.feature';
import { profileFeature } from './features/profile/profile.feature';
import { playerStatsFeature } from './features/player-stats/player-stats.feature';
import { pushFeature } from './features/push/push.feature';
import { statisticsFeature } from './features/statistics/statistics.feature';
import { dbuSyncFeature } from './features/dbu-sync/dbu-sync.feature';
import { setupFeature } from './features/setup/setup.feature';
import { systemSettingsFeature } from './features/system-settings/system-settings.feature';
import { teamsFeature } from './features/teams/teams.feature';
import { trainingFeature } from './features/training/training.feature';
import { uploadsFeature } from './features/uploads/uploads.feature';
import { usersFeature } from './features/users/users.feature';
import { uploadOrigins } from './integrations/storage/create-storage';
import { collectInProcessReads } from './plugins/in-process-reads';
import { FIRST_READ_ENDPOINTS } from '@common/navigation/screens';
import { registerAuth } from './plugins/auth';
import { registerClient } from './plugins/client';
import type { PageRenderer } from './plugins/server-drawn-pages';
import { registerErrorHandling } from './plugins/errors';
import { registerInputGuard } from './plugins/input-guard';
import { registerObservability } from './plugins/observability';
import { registerOpenApi } from './plugins/openapi';
import { registerCompression } from './plugins/compression';
import { registerSecurityHeaders } from './plugins/security';
import { serializeErrorForLog } from './lib/log-safe-error';
import { serializeRequestForLog } from './lib/redact-url';
import { requestIdFor } from './lib/request-id';
import { serializerCompiler } from './lib/encode-response';

configureZod();

/** JSON bodies are small; routes that take files raise their own limit (S7). */
export const BODY_LIMIT = 64 * 1024;

/**
 * Builds the whole app without listening: main.ts listens, tests call inject().
 * Each area is wired here by its feature file; areas never register each other.
 */
export async function buildApp(
  deps: AppDeps,
  options: {
    logStream?: { write(line: string): void };
    /** Start the job runner when the app is ready (main.ts); tests start it only when they ask. */
    startJobs?: boolean;
    /** The drawing of first screens (main.ts loads the built one; decision 092); none by default. */
    pageRenderer?: PageRenderer | null;
  } = {},
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
            // values a failed query was given (F8).
            serializers: { req: serializeRequestForLog, err: serializeErrorForLog },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: BODY_LIMIT,
    trustProxy: deps.config.trustedProxies,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // One id per request on every log line (reqId) and in X-Request-Id; a safe incoming one is kept (C6).
    genReqId: requestIdFor,
  });
  deps.events.useLogger(app.log);
  deps.jobs.useLogger(app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerObservability(app, { metricsToken: deps.config.metricsToken, database: deps.database });
  registerErrorHandling(app);
  registerInputGuard(app);
  // Stripe.js, its frames and API only when the Stripe gateway is on (D10); the sandbox needs none.
  await registerSecurityHeaders(
    app,
    deps.payments.kind === 'stripe'
      ? ['https://js.stripe.com', 'https://api.stripe.com', 'https://hooks.stripe.com']
      : [],
    uploadOrigins(deps.config),
  );
  // Before the routes: which answers are compressed is decided per route as it is added.
  await registerCompression(app);
  await app.register(cookie);
  const signIn = registerAuth(app, deps.sessions);
  await registerOpenApi(app, async () => (await deps.teams.settings())?.shortName ?? 'RU');

  // One line per area (server/features/<area>/<area>.feature.ts). What an area needs from another
  // is passed in explicitly, so the order below is forced by the values, never by hidden state.
  // The read cache hears other instances' writes before it serves anything (PostgreSQL).
  await deps.readCache.start(app.log);
  // The first screens' reads, made in process for Hjem's start request and the drawn pages
  // (decision 112): collected as the areas register them.
  const firstReads = collectInProcessReads(app, FIRST_READ_ENDPOINTS);
  app.addHook('onClose', () => deps.readCache.close());
  healthFeature(app, deps);
  // Before every other area: while the first start's set-up waits, they answer 503 (decision 106).
  setupFeature(app, deps);
  mailFeature(app, deps);
  clubFeature(app, deps);
  await authFeature(app, deps);
  await passwordResetFeature(app, deps);
  teamsFeature(app, deps);
  matchesFeature(app, deps);
  usersFeature(app, deps);
  const uploads = uploadsFeature(app, deps, liveRegistrationLinkId(deps));
  profileFeature(app, deps);
  peopleFeature(app, deps);
  memberImportFeature(app, deps);
  invitationsFeature(app, deps);
  systemSettingsFeature(app, deps);
  statisticsFeature(app, deps);
  dbuSyncFeature(app, deps);
  await chatFeature(app, deps, uploads);
  await pushFeature(app, deps);
  trainingFeature(app, deps);
  announcementsFeature(app, deps);
  absencesFeature(app, deps);
  attendanceFeature(app, deps);
  playerStatsFeature(app, deps);
  calendarFeature(app, deps);
  homeFeature(app, deps, firstReads);
  await paymentsFeature(app, deps);
  clubEventsFeature(app, deps);
  // Every area has declared its jobs above. Stopping waits for runs in progress (SIGTERM drain).
  if (options.startJobs) app.addHook('onReady', () => deps.jobs.start());
  app.addHook('onClose', () => deps.jobs.stop());
  const drawing = { renderer: options.pageRenderer ?? null, reads: { signIn, reads: firstReads } };
  await registerClient(app, deps.config.clientDir, drawing, () => deps.teams.settings());
  return app;
}
