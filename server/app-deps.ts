import type { Config } from './config/config';
import type { Database, Db } from './db/database';
import { LoginThrottle } from './core/sessions/login-throttle';
import { sessionsRepository } from './core/sessions/sessions.repository';
import { SharedLimits } from './core/coordination/shared-limits';
import { teamsRepository } from './core/teams/teams.repository';
import { usersRepository } from './core/people/users.repository';
import { createStorage } from './integrations/storage/create-storage';
import type { StoragePort } from './core/storage/storage-port';
import { ClubEventBus } from './lib/events';
import type { PaymentGateway } from './integrations/payments/gateway';
import { createPaymentGateway } from './integrations/payments/create-gateway';
import { JobRunner } from './core/jobs/job-runner';
import { createJobQueue } from './integrations/jobs/create-job-queue';
import { MailQueue, publicBase } from './core/mail/mail-queue';
import { SharedReadCache } from './core/cache/shared-read-cache';
import { createMailTransport } from './integrations/mail/smtp-transport';
import { recoveryLinkIssuer } from './core/recovery/recovery-links';

/**
 * What the feature routes are built from. Features make their own repositories from `db`;
 * only what several features share lives here. Tests pass their own clock or adapters.
 */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  sessions: ReturnType<typeof sessionsRepository>;
  users: ReturnType<typeof usersRepository>;
  teams: ReturnType<typeof teamsRepository>;
  throttle: LoginThrottle;
  /** Counters shared by every instance on the database: sign-in, chat posting, public routes (decision 061). */
  limits: SharedLimits;
  /** Domain events: features emit, push and live chat listen. */
  events: ClubEventBus;
  /** File storage: local disk by default, S3 when configured. */
  storage: StoragePort;
  /** The time as the app sees it; tests move it. */
  now: () => Date;
  /** The payment gateway (D10): Stripe, the offline sandbox, or unavailable; chosen from config. */
  payments: PaymentGateway;
  /** Scheduled and background work (C1): pg-boss on PostgreSQL, timers on PGlite. */
  jobs: JobRunner;
  /** Set by main.ts on SIGTERM: GET /api/ready answers 503 from then on (C5). */
  lifecycle: { draining: boolean };
  /** Outgoing mail (E1): queued in the database, sent over SMTP or kept in the outbox. */
  mail: MailQueue;
  /** Shared, person-independent list reads kept in memory, dropped on writes on every instance (decision 081). */
  readCache: SharedReadCache;
}

/** Async: the S3 and Stripe adapters load their SDKs when they are configured, not before (decision 114). */
export async function createDeps(
  config: Config,
  database: Database,
  overrides: Partial<AppDeps> = {},
): Promise<AppDeps> {
  const db = database.db;
  // The app's clock, including one a test moves.
  const now = () => (overrides.now ?? (() => new Date()))();
  const limits = new SharedLimits(db);
  const readCache = overrides.readCache ?? new SharedReadCache(database.url);
  const mail = new MailQueue(db, createMailTransport(config), {
    publicBase: publicBase(config),
    logOutbox: config.env === 'development',
    now,
    linksInOutbox: config.embeddedDemo,
  });
  mail.issueLinksWith('recovery', recoveryLinkIssuer(db));
  return {
    config,
    database,
    db,
    sessions: sessionsRepository(db),
    users: usersRepository(db),
    teams: teamsRepository(db, readCache),
    throttle: new LoginThrottle(limits.throttleStore(), config.loginIpLimit, () => now().getTime()),
    limits,
    events: new ClubEventBus(),
    storage: overrides.storage ?? (await createStorage(config)),
    now: () => new Date(),
    // The sandbox renews subscriptions by the app's clock, including a clock a test moves.
    payments: overrides.payments ?? (await createPaymentGateway(config, db, now)),
    jobs: new JobRunner((onError) => createJobQueue(database, { onError }), db, now),
    lifecycle: { draining: false },
    mail,
    readCache,
    ...overrides,
  };
}
