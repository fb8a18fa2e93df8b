import { eq } from 'drizzle-orm';
import type { ClubSettingsRequest } from '@common/contracts/system-settings';
import type { Db } from '../../db/database';
import { clubSettings } from '../../db/schema';

export async function updateClubSettings(db: Db, values: ClubSettingsRequest, now: Date) {
  const [row] = await db.update(clubSettings).set({ ...values, updatedAt: now }).where(eq(clubSettings.id, true)).returning();
  return {
    playerFeeOre: row!.playerFeeOre,
    playerPeriodMonths: row!.playerPeriodMonths,
    ruFeeOre: row!.ruFeeOre,
    ruPeriodMonths: row!.ruPeriodMonths,
  };
}
