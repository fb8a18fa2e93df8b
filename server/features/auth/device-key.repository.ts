import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appSecrets } from '../../db/schema';

const DEVICE_KEY = 'device-cookie-key';

/**
 * The key device cookies are signed with: made on first use and kept in app_secrets, so every
 * instance and every restart accepts the cookies browsers already hold (first writer wins).
 */
export async function loadDeviceKey(db: Db): Promise<Buffer> {
  await db.insert(appSecrets).values({ key: DEVICE_KEY, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.key, DEVICE_KEY));
  return Buffer.from(row!.value, 'base64url');
}
