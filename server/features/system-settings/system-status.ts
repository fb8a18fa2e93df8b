import { APP_VERSION } from '@common/domain/app-version';
import type { SystemStatus } from '@common/contracts/system-settings';
import { ROLES, isRole, type Role } from '@common/domain/roles';
import type { AppDeps } from '../../app-deps';
import { peopleRepository } from '../../core/people/people.repository';
import { systemSettingsRepository } from './system-settings.repository';

/** The real state of the app's parts (D17) and user statistics (counted in SQL), each part checked independently. */
export async function systemStatus(deps: Pick<AppDeps, 'config' | 'database' | 'db' | 'now' | 'payments' | 'storage'>): Promise<SystemStatus> {
  const now = deps.now();
  const system = systemSettingsRepository(deps.db);
  const [dbOk, storageOk, counts, push, vapid] = await Promise.all([
    deps.database.ping().then(
      () => true,
      () => false,
    ),
    deps.storage.check(),
    peopleRepository(deps.db).countsByRole(now),
    system.pushSubscriptionCount(),
    system.vapidSecretCount(),
  ]);
  const byRole = Object.fromEntries(ROLES.map((r) => [r, 0])) as Record<Role, number>;
  let total = 0;
  let activeMemberships = 0;
  for (const row of counts) {
    if (isRole(row.role)) byRole[row.role] += Number(row.count);
    total += Number(row.count);
    activeMemberships += Number(row.activeMemberships);
  }
  return {
    version: APP_VERSION,
    database: { kind: deps.database.kind, ok: dbOk },
    payments: { mode: deps.payments.mode },
    storage: { kind: deps.storage.kind, description: deps.storage.describe(), ok: storageOk },
    push: { keysReady: Boolean(deps.config.vapid) || vapid > 0, subscriptions: push },
    users: { total, byRole, activeMemberships },
  };
}
