import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { registrationLinks, registrationLinkUses } from '../../db/schema';

export function invitationsRepository(db: Db) {
  return {
    async create(row: { tokenHash: string; role: string; team: string | null; createdBy: number; expiresAt: Date }) {
      const [created] = await db.insert(registrationLinks).values(row).returning();
      return created!;
    },
    async findByHash(tokenHash: string) {
      const [row] = await db.select().from(registrationLinks).where(eq(registrationLinks.tokenHash, tokenHash)).limit(1);
      return row;
    },
  };
}
export { registrationLinkUses };
