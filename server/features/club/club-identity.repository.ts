import { eq } from 'drizzle-orm';
import type { ClubIdentityRequest } from '@common/contracts/club-identity';
import type { Db } from '../../db/database';
import { clubSettings } from '../../db/schema';
import { adminIdentityOf } from '../../core/club/identity';

export async function updateClubIdentity(db: Db, values: ClubIdentityRequest, now: Date) {
  const [row] = await db.update(clubSettings).set({ ...values, updatedAt: now }).where(eq(clubSettings.id, true)).returning();
  return adminIdentityOf(row);
}

export async function updateClubCrest(db: Db, png: Buffer | null, now: Date) {
  const [row] = await db
    .update(clubSettings)
    .set({ crestPng: png ? png.toString('base64') : null, crestUpdatedAt: png ? now : null, updatedAt: now })
    .where(eq(clubSettings.id, true))
    .returning();
  return adminIdentityOf(row);
}
