import { and, eq, exists, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appSecrets, pendingRegistrations, uploads, users } from '../../db/schema';

export type UploadRow = typeof uploads.$inferSelect;
export type UploadStatus = 'pending' | 'processing' | 'ready' | 'failed';
/** The database, or a transaction of it: an account takes its picture inside its own transaction. */
type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The path an upload is shown at (part 1 §3), as SQL: what `users.profile_image_url` holds. */
const pathOf = (id: typeof uploads.id | string) => sql`'/objects/uploads/' || ${id}`;

/** Some account shows this upload as its picture. */
const shownByAnAccount = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(users)
      .where(eq(users.profileImageUrl, pathOf(uploads.id))),
  );

/** An open 'Bliv Medlem' registration (waiting for its payment) names this upload as its picture. */
const heldByOpenRegistration = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(pendingRegistrations)
      .where(
        and(
          eq(pendingRegistrations.status, 'open'),
          sql`${pendingRegistrations.data}->>'profileImageUrl' = ${pathOf(uploads.id)}`,
        ),
      ),
  );

/**
 * The new account takes its registration picture, in the account's own transaction: only a
 * checked picture made for registration that nobody owns and no account shows. The upload gets
 * its owner and the account shows it. False (nothing changed; the caller rolls back or goes
 * without) when the picture is no longer free: of two sign-ups at the same moment, the second
 * waits for the first's row lock and then finds the picture owned.
 */
export async function takeRegistrationPicture(tx: Tx, uploadId: string, userId: number): Promise<boolean> {
  const rows = await tx
    .update(uploads)
    .set({ ownerId: userId })
    .where(
      and(
        eq(uploads.id, uploadId),
        isNull(uploads.ownerId),
        eq(uploads.purpose, 'registration'),
        eq(uploads.status, 'ready'),
        not(
          exists(
            tx
              .select({ one: sql`1` })
              .from(users)
              .where(eq(users.profileImageUrl, pathOf(uploadId))),
          ),
        ),
      ),
    )
    .returning({ id: uploads.id });
  if (rows.length !== 1) return false;
  await tx
    .update(users)
    .set({ profileImageUrl: pathOf(uploadId) })
    .where(eq(users.id, userId));
  return true;
}

const SIGNING_SECRET_KEY = 'upload-signing-key';

export function uploadsRepository(db: Db) {
  return {
    /**
     * The key that signs disk upload URLs, kept in app_secrets like the VAPID keys: the first
     * instance to start stores one (first writer wins), and every instance reads the same.
     */
    async signingKey(generate: () => string): Promise<string> {
      await db
        .insert(appSecrets)
        .values({ key: SIGNING_SECRET_KEY, value: generate() })
        .onConflictDoNothing();
      const [row] = await db
        .select({ value: appSecrets.value })
        .from(appSecrets)
        .where(eq(appSecrets.key, SIGNING_SECRET_KEY));
      return row!.value;
    },

    async insert(row: {
      id: string;
      ownerId: number | null;
      purpose: string;
      contentType: string | null;
      maxBytes: number;
      expiresAt: Date;
    }) {
      await db.insert(uploads).values({ ...row, status: 'pending' });
    },
    async find(id: string) {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      return row;
    },
    /** Some account shows this upload as its profile picture. */
    async shownByAnAccount(id: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.profileImageUrl, pathOf(id)))
        .limit(1);
      return Boolean(row);
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
    async finish(
      id: string,
      status: Exclude<UploadStatus, 'processing'>,
      result: { size?: number; contentType?: string } = {},
    ) {
      await db
        .update(uploads)
        .set({ status, ...result })
        .where(eq(uploads.id, id));
    },
    /**
     * Uploads created before `cutoff` that were never completed (pending, processing or failed),
     * and registration pictures that never became part of an account: at most `limit` ids.
     * Never one that an account shows, nor the picture of a registration still waiting for its
     * payment (its webhook may come later than a day).
     */
    async abandonedIds(cutoff: Date, limit: number) {
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(
          and(
            lt(uploads.createdAt, cutoff),
            or(
              inArray(uploads.status, ['pending', 'failed', 'processing']),
              and(eq(uploads.purpose, 'registration'), isNull(uploads.ownerId)),
            ),
            not(shownByAnAccount(db)),
            not(heldByOpenRegistration(db)),
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
