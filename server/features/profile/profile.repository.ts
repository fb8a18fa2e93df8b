import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  absences,
  announcementReads,
  chatMessages,
  mailOptOuts,
  mailQueue,
  matchAvailability,
  payments,
  pollVotes,
  pushSubscriptions,
  registrationLinkUses,
  subscriptions,
  trainingAvailability,
  uploads,
  users,
} from '../../db/schema';

export function profileRepository(db: Db) {
  return {
    /** The person's own rows of every table the data export (S15) names, read in parallel. */
    async ownRows(userId: number) {
      const [
        matchAnswers,
        trainingAnswers,
        ownPayments,
        ownSubscriptions,
        messages,
        votes,
        reads,
        registration,
        devices,
        calendar,
        mails,
        mailChoices,
        ownAbsences,
      ] = await Promise.all([
        db.select().from(matchAvailability).where(eq(matchAvailability.userId, userId)),
        db.select().from(trainingAvailability).where(eq(trainingAvailability.userId, userId)),
        db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)),
        db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
        db
          .select()
          .from(chatMessages)
          .where(eq(chatMessages.userId, userId))
          .orderBy(desc(chatMessages.createdAt)),
        db.select().from(pollVotes).where(eq(pollVotes.userId, userId)),
        db.select().from(announcementReads).where(eq(announcementReads.userId, userId)),
        db.select().from(registrationLinkUses).where(eq(registrationLinkUses.userId, userId)),
        db
          .select({
            endpoint: pushSubscriptions.endpoint,
            userAgent: pushSubscriptions.userAgent,
            createdAt: pushSubscriptions.createdAt,
          })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.createdAt)),
        db.select({ tokenHash: users.calendarTokenHash }).from(users).where(eq(users.id, userId)),
        // Mails sent to the person (E1): what and when, never the text (it can hold a live link).
        db
          .select({
            kind: mailQueue.kind,
            to: mailQueue.recipient,
            subject: mailQueue.subject,
            status: mailQueue.status,
            createdAt: mailQueue.createdAt,
            sentAt: mailQueue.sentAt,
          })
          .from(mailQueue)
          .where(eq(mailQueue.userId, userId))
          .orderBy(desc(mailQueue.createdAt)),
        db
          .select({ kind: mailOptOuts.kind, createdAt: mailOptOuts.createdAt })
          .from(mailOptOuts)
          .where(eq(mailOptOuts.userId, userId)),
        db
          .select({
            kind: absences.kind,
            fromDate: absences.fromDate,
            toDate: absences.toDate,
            note: absences.note,
            createdAt: absences.createdAt,
          })
          .from(absences)
          .where(eq(absences.userId, userId))
          .orderBy(desc(absences.fromDate)),
      ]);
      return {
        matchAnswers,
        trainingAnswers,
        ownPayments,
        ownSubscriptions,
        messages,
        votes,
        reads,
        registration,
        devices,
        calendarTokenHash: calendar[0]?.tokenHash ?? null,
        mails,
        mailChoices,
        ownAbsences,
      };
    },

    /**
     * Shows a new picture on the person's profile and, in the same transaction, removes the
     * picture it replaces (their own upload: personal data with no purpose left). Returns the
     * removed upload ids, whose files the caller deletes.
     */
    async replacePicture(userId: number, path: string, now: Date) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ path: users.profileImageUrl })
          .from(users)
          .where(eq(users.id, userId))
          .limit(1);
        await tx.update(users).set({ profileImageUrl: path, updatedAt: now }).where(eq(users.id, userId));
        const oldId = before?.path && before.path !== path ? before.path.split('/').pop()! : null;
        if (!oldId) return [];
        return tx
          .delete(uploads)
          .where(
            and(
              eq(uploads.id, oldId),
              eq(uploads.ownerId, userId),
              inArray(uploads.purpose, ['avatar', 'registration']),
              ne(uploads.id, path.split('/').pop()!),
            ),
          )
          .returning({ id: uploads.id });
      });
    },
  };
}
