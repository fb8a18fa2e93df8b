import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import {
  announcementReads,
  chatMessages,
  matchAvailability,
  payments,
  pollVotes,
  pushSubscriptions,
  registrationLinkUses,
  subscriptions,
  trainingAvailability,
  users,
} from '../../db/schema';

export function profileRepository(db: Db) {
  return {
    /** The person's own rows of every table the data export (S15) names, read in parallel. */
    async ownRows(userId: number) {
      const [matchAnswers, trainingAnswers, ownPayments, ownSubscriptions, messages, votes, reads, registration, devices, calendar] =
        await Promise.all([
          db.select().from(matchAvailability).where(eq(matchAvailability.userId, userId)),
          db.select().from(trainingAvailability).where(eq(trainingAvailability.userId, userId)),
          db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)),
          db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
          db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(desc(chatMessages.createdAt)),
          db.select().from(pollVotes).where(eq(pollVotes.userId, userId)),
          db.select().from(announcementReads).where(eq(announcementReads.userId, userId)),
          db.select().from(registrationLinkUses).where(eq(registrationLinkUses.userId, userId)),
          db
            .select({ endpoint: pushSubscriptions.endpoint, userAgent: pushSubscriptions.userAgent, createdAt: pushSubscriptions.createdAt })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, userId))
            .orderBy(desc(pushSubscriptions.createdAt)),
          db.select({ tokenHash: users.calendarTokenHash }).from(users).where(eq(users.id, userId)),
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
      };
    },
  };
}
