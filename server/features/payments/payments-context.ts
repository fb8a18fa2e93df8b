import type { AppDeps } from '../../app-deps';
import { KeyLock } from './key-lock';
import { paymentsRepository, type PaymentsRepository } from './payments.repository';

/** What the payment use cases run on: the app's deps, this feature's repository and its lock. */
export interface PaymentsContext {
  deps: AppDeps;
  repo: PaymentsRepository;
  lock: KeyLock;
}

export function createPaymentsContext(deps: AppDeps): PaymentsContext {
  return { deps, repo: paymentsRepository(deps.db), lock: new KeyLock() };
}

/** The club's prices (D2), always from the database. */
export async function prices(ctx: PaymentsContext) {
  const s = await ctx.deps.teams.settings();
  return {
    playerFeeOre: s?.playerFeeOre ?? 60000,
    playerPeriodMonths: s?.playerPeriodMonths ?? 6,
    ruFeeOre: s?.ruFeeOre ?? 30000,
    ruPeriodMonths: s?.ruPeriodMonths ?? 12,
  };
}
