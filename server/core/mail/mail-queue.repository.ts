import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { appSecrets, clubSettings, mailOptOuts, mailQueue, users } from '../../db/schema';

export type NewMailRow = typeof mailQueue.$inferInsert;
export type MailRow = typeof mailQueue.$inferSelect;

const UNSUBSCRIBE_KEY = 'mail-unsubscribe-key';

export function mailQueueRepository(db: Db) {
  return {
    /**
     * Queues mails in one statement (all or none). A mail already queued for the same (kind,
     * event key, recipient) is skipped: a mail is never sent twice for the same event.
     * Returns how many rows were new.
     */
    async insertMany(rows: NewMailRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      const inserted = await db
        .insert(mailQueue)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: mailQueue.id });
      return inserted.length;
    },

    /**
     * Claims up to `limit` due mails for sending: queued ones whose time has come, and 'sending'
     * ones whose claim lapsed (a sender that died). The claim holds until `claimUntil`.
     */
    async claimDue(now: Date, claimUntil: Date, limit: number): Promise<MailRow[]> {
      const due = db
        .select({ id: mailQueue.id })
        .from(mailQueue)
        .where(and(inArray(mailQueue.status, ['queued', 'sending']), lte(mailQueue.nextAttemptAt, now)))
        .orderBy(mailQueue.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailQueue)
        .set({ status: 'sending', nextAttemptAt: claimUntil })
        .where(inArray(mailQueue.id, due))
        .returning();
    },

    async markSent(id: number, at: Date, status: 'sent' | 'outbox') {
      await db
        .update(mailQueue)
        .set({ status, sentAt: at, attempts: sql`${mailQueue.attempts} + 1`, lastError: null })
        .where(eq(mailQueue.id, id));
    },

    /** The link the mail carried ended before it went (a newer request, a password change). */
    async markCancelled(id: number) {
      await db
        .update(mailQueue)
        .set({ status: 'cancelled', attempts: sql`${mailQueue.attempts} + 1`, lastError: null })
        .where(eq(mailQueue.id, id));
    },

    /** The embedded demo only: the outbox row shows the minted link (decision 094). */
    async showLinkInOutbox(id: number, text: string, html: string) {
      await db.update(mailQueue).set({ text, html }).where(eq(mailQueue.id, id));
    },

    async markRetry(id: number, nextAttemptAt: Date, error: string) {
      await db
        .update(mailQueue)
        .set({ status: 'queued', nextAttemptAt, attempts: sql`${mailQueue.attempts} + 1`, lastError: error })
        .where(eq(mailQueue.id, id));
    },

    async markFailed(id: number, error: string) {
      await db
        .update(mailQueue)
        .set({ status: 'failed', attempts: sql`${mailQueue.attempts} + 1`, lastError: error })
        .where(eq(mailQueue.id, id));
    },

    /** Forgets finished mails created before `before` (addresses and texts are personal data, S15). */
    async deleteFinishedBefore(before: Date) {
      await db
        .delete(mailQueue)
        .where(and(inArray(mailQueue.status, ['sent', 'outbox', 'failed', 'cancelled']), lt(mailQueue.createdAt, before)));
    },

    /** The newest mails first, for Systemindstillinger. */
    async latest(limit: number) {
      return db.select().from(mailQueue).orderBy(desc(mailQueue.createdAt), desc(mailQueue.id)).limit(limit);
    },

    async countByStatus() {
      return db
        .select({ status: mailQueue.status, count: sql<number>`count(*)::int` })
        .from(mailQueue)
        .groupBy(mailQueue.status);
    },

    /** The club's short name, for the sender's name (decision 105). */
    async shortName(): Promise<string> {
      const [row] = await db
        .select({ name: clubSettings.shortName })
        .from(clubSettings)
        .where(eq(clubSettings.id, true));
      return row?.name ?? 'RU';
    },

    async clubName(): Promise<string> {
      const [row] = await db
        .select({ name: clubSettings.clubName })
        .from(clubSettings)
        .where(eq(clubSettings.id, true));
      return row?.name ?? 'RU';
    },

    async isOptedOut(userId: number, kind: string): Promise<boolean> {
      const [row] = await db
        .select({ kind: mailOptOuts.kind })
        .from(mailOptOuts)
        .where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, kind)));
      return Boolean(row);
    },

    async optOuts(userId: number): Promise<string[]> {
      const rows = await db
        .select({ kind: mailOptOuts.kind })
        .from(mailOptOuts)
        .where(eq(mailOptOuts.userId, userId));
      return rows.map((r) => r.kind);
    },

    async setOptOut(userId: number, kind: string, optedOut: boolean) {
      // Through users: the link of a person since deleted changes nothing (and fails nothing).
      if (optedOut) {
        await db.execute(
          sql`insert into ${mailOptOuts} (user_id, kind) select ${users.id}, ${kind} from ${users} where ${users.id} = ${userId} on conflict do nothing`,
        );
      } else
        await db.delete(mailOptOuts).where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, kind)));
    },

    /** The key unsubscribe links are signed with: made on first use, kept in app_secrets (first writer wins). */
    async unsubscribeKey(): Promise<Buffer> {
      await db
        .insert(appSecrets)
        .values({ key: UNSUBSCRIBE_KEY, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db
        .select({ value: appSecrets.value })
        .from(appSecrets)
        .where(eq(appSecrets.key, UNSUBSCRIBE_KEY));
      return Buffer.from(row!.value, 'base64url');
    },
  };
}

export type MailQueueRepository = ReturnType<typeof mailQueueRepository>;
