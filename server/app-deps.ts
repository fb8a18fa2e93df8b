import type { Config } from './config/config';
import type { Database, Db } from './db/database';
import { LoginThrottle } from './core/sessions/login-throttle';
import { sessionsRepository } from './core/sessions/sessions.repository';
import { MemoryThrottleStore } from './core/sessions/throttle-store';
import { teamsRepository } from './core/teams/teams.repository';
import { usersRepository } from './core/people/users.repository';
import { createStorage } from './integrations/storage/create-storage';
import type { StoragePort } from './integrations/storage/storage-port';
import { ClubEventBus } from './lib/events';
import type { PaymentGateway } from './integrations/payments/gateway';
import { createPaymentGateway } from './integrations/payments/create-gateway';
import { MailQueue, publicBase } from './core/mail/mail-queue';
import { createMailTransport } from './integrations/mail/smtp-transport';

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
  /** Domain events: features emit, push and live chat listen. */
  events: ClubEventBus;
  /** File storage: local disk by default, S3 when configured. */
  storage: StoragePort;
  /** The time as the app sees it; tests move it. */
  now: () => Date;
  /** The payment gateway (D10): Stripe, the offline sandbox, or unavailable; chosen from config. */
  payments: PaymentGateway;
  /** Outgoing mail (issue 13): queued in the database, sent over SMTP or kept in the outbox. */
  mail: MailQueue;
}

export function createDeps(config: Config, database: Database, overrides: Partial<AppDeps> = {}): AppDeps {
  const db = database.db;
  // The app's clock, including one a test moves.
  const now = () => (overrides.now ?? (() => new Date()))();
  return {
    config,
    database,
    db,
    sessions: sessionsRepository(db),
    users: usersRepository(db),
    teams: teamsRepository(db),
    throttle: new LoginThrottle(new MemoryThrottleStore(), config.loginIpLimit, () => now().getTime()),
    events: new ClubEventBus(),
    storage: createStorage(config),
    now: () => new Date(),
    // The sandbox renews subscriptions by the app's clock, including a clock a test moves.
    payments: createPaymentGateway(config, db, now),
    mail: new MailQueue(db, createMailTransport(config), { publicBase: publicBase(config), logOutbox: config.env === 'development', now }),
    ...overrides,
  };
}
