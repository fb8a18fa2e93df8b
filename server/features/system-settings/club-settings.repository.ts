import { eq } from 'drizzle-orm';
import type { ClubSettingsRequest } from '@common/contracts/system-settings';
import type { Db } from '../../db/database';
import { clubSettings } from '../../db/schema';

export async function updateClubSettings(db: Db, values: ClubSettingsRequest, now: Date) {
  const [row] = await db
    .update(clubSettings)
    .set({ ...values, updatedAt: now })
    .where(eq(clubSettings.id, true))
    .returning();
  return {
    playerFeeOre: row!.playerFeeOre,
    playerPeriodMonths: row!.playerPeriodMonths,
    ruFeeOre: row!.ruFeeOre,
    ruPeriodMonths: row!.ruPeriodMonths,
  };
}

/** The club's CVR number, printed on receipts (E4). */
export async function readReceiptSettings(db: Db) {
  const [row] = await db
    .select({ cvrNumber: clubSettings.cvrNumber })
    .from(clubSettings)
    .where(eq(clubSettings.id, true));
  return { cvrNumber: row?.cvrNumber ?? '' };
}

export async function updateReceiptSettings(db: Db, cvrNumber: string, now: Date) {
  const [row] = await db
    .update(clubSettings)
    .set({ cvrNumber, updatedAt: now })
    .where(eq(clubSettings.id, true))
    .returning({ cvrNumber: clubSettings.cvrNumber });
  return { cvrNumber: row!.cvrNumber };
}
