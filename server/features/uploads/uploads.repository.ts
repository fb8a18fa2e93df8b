import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { uploads } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;
export type UploadStatus = 'pending' | 'processing' | 'ready' | 'failed';

export function uploadsRepository(db: Db) {
  return {
    async insert(row: { id: string; ownerId: number | null; purpose: string; contentType: string | null; maxBytes: number; expiresAt: Date }) {
      await db.insert(uploads).values({ ...row, status: 'pending' });
    },
    async find(id: string) {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      return row;
    },
    /** Moves a pending upload to processing; undefined when someone else got there first (one PUT per URL). */
    async startProcessing(id: string) {
      const [row] = await db
        .update(uploads)
        .set({ status: 'processing' })
        .where(and(eq(uploads.id, id), eq(uploads.status, 'pending')))
        .returning();
      return row;
    },
    async finish(id: string, status: Exclude<UploadStatus, 'processing'>, result: { size?: number; contentType?: string } = {}) {
      await db.update(uploads).set({ status, ...result }).where(eq(uploads.id, id));
    },
    /** Gives a registration picture to the account it was uploaded for; false when it already has an owner. */
    async attachOwner(id: string, ownerId: number) {
      const rows = await db
        .update(uploads)
        .set({ ownerId })
        .where(and(eq(uploads.id, id), isNull(uploads.ownerId)))
        .returning({ id: uploads.id });
      return rows.length === 1;
    },
    /**
     * Uploads created before `cutoff` that were never completed (pending, processing or failed),
     * and registration pictures that never became part of an account: at most `limit` ids.
     */
    async abandonedIds(cutoff: Date, limit: number) {
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(
          and(
            lt(uploads.createdAt, cutoff),
            or(inArray(uploads.status, ['pending', 'failed', 'processing']), and(eq(uploads.purpose, 'registration'), isNull(uploads.ownerId))),
          ),
        )
        .limit(limit);
      return rows.map((r) => r.id);
    },
    async deleteMany(ids: string[]) {
      await db.delete(uploads).where(inArray(uploads.id, ids));
    },
  };
}
export type UploadsRepository = ReturnType<typeof uploadsRepository>;
