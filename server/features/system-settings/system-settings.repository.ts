import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appSecrets, pushSubscriptions } from '../../db/schema';

/** The counts the system status (D17) reads besides the people per role. */
export function systemSettingsRepository(db: Db) {
  return {
    async pushSubscriptionCount() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions);
      return Number(row?.n ?? 0);
    },
    /** Stored VAPID keys (generated on first start when none are configured). */
    async vapidSecretCount() {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(appSecrets).where(sql`${appSecrets.key} like 'vapid%'`);
      return Number(row?.n ?? 0);
    },
  };
}
