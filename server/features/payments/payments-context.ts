import { pricesFrom } from '@common/domain/prices';
import { DEFAULT_CLUB_IDENTITY, membershipName } from '@common/domain/club-identity';
import type { AppDeps } from '../../app-deps';
import { checkRegistrationPicture } from '../uploads';
import { WorkLeases, type KeyedLock } from '../../core/coordination/work-leases';
import { paymentsRepository, type PaymentsRepository } from './payments.repository';

/** Where payment work that no request answers for (refunds, reconcile failures) is written down. */
export interface PaymentsLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}
const silentLog: PaymentsLog = { info: () => undefined, warn: () => undefined };

/**
 * What the payment use cases may use of the app: the gateway, the clock, people, the club's
 * settings, events and config — not the database (only through `repo`), sessions, storage or
 * throttles. Tests build it from fakes.
 */
export type PaymentsDeps = Pick<AppDeps, 'payments' | 'now' | 'users' | 'teams' | 'events' | 'config'>;

/** What the payment use cases run on: their part of the app, this feature's repository, its lock and log. */
export interface PaymentsContext {
  deps: PaymentsDeps;
  /** The registration picture rule of the uploads area, bound to its storage. */
  checkRegistrationPicture(path: string, field: string): Promise<string>;
  repo: PaymentsRepository;
  /** One task per key at a time across every instance on the database (work_leases). */
  lock: KeyedLock;
  log: PaymentsLog;
}

export function createPaymentsContext(deps: AppDeps, log: PaymentsLog = silentLog): PaymentsContext {
  return {
    deps,
    checkRegistrationPicture: (path, field) => checkRegistrationPicture(deps, path, field),
    repo: paymentsRepository(deps.db),
    lock: new WorkLeases(deps.db),
    log,
  };
}

/** The club's prices (D2), always from the database. */
export async function prices(ctx: PaymentsContext) {
  return pricesFrom(await ctx.deps.teams.settings());
}

/** "RU medlemskab": the supporter membership named by the club's short name (decision 105). */
export async function supporterMembershipName(ctx: PaymentsContext) {
  return membershipName((await ctx.deps.teams.settings())?.shortName ?? DEFAULT_CLUB_IDENTITY.shortName);
}
