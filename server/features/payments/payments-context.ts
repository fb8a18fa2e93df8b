import { pricesFrom } from '@common/domain/prices';
import type { AppDeps } from '../../app-deps';
import { KeyLock } from './key-lock';
import { paymentsRepository, type PaymentsRepository } from './payments.repository';

/** Where payment work that no request answers for (refunds, reconcile failures) is written down. */
export interface PaymentsLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}
const silentLog: PaymentsLog = { info: () => undefined, warn: () => undefined };

/** What the payment use cases run on: the app's deps, this feature's repository, its lock and log. */
export interface PaymentsContext {
  deps: AppDeps;
  repo: PaymentsRepository;
  lock: KeyLock;
  log: PaymentsLog;
}

export function createPaymentsContext(deps: AppDeps, log: PaymentsLog = silentLog): PaymentsContext {
  return { deps, repo: paymentsRepository(deps.db), lock: new KeyLock(), log };
}

/** The club's prices (D2), always from the database. */
export async function prices(ctx: PaymentsContext) {
  return pricesFrom(await ctx.deps.teams.settings());
}
