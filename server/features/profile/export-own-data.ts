import { desc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
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
import { loadCurrentUser } from '../users/load-current-user';

/**
 * GET /api/user/export (GDPR art. 15 and 20, S15): everything the club keeps about the person,
 * as JSON. Each list is the person's own rows only.
 */
export async function exportOwnData(deps: Pick<AppDeps, 'db' | 'users' | 'now'>, userId: number) {
  const db = deps.db;
  const [profile, matchAnswers, trainingAnswers, ownPayments, ownSubscriptions, messages, votes, reads, registration, devices, calendar] =
    await Promise.all([
      loadCurrentUser(deps.users, userId, deps.now()),
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
    exportedAt: deps.now().toISOString(),
    profile,
    matchAvailability: matchAnswers,
    trainingAvailability: trainingAnswers,
    payments: ownPayments.map(({ paymentIntentId: _id, ...p }) => p),
    subscriptions: ownSubscriptions.map(({ providerSubscriptionId: _p, customerId: _c, ...s }) => s),
    chatMessages: messages,
    pollVotes: votes,
    announcementReads: reads,
    registrationLinkUses: registration,
    // Devices that receive push notifications (the encryption keys stay out: they are the device's).
    pushSubscriptions: devices,
    // Whether a private calendar feed URL exists; the token itself is only kept as a hash.
    calendarFeed: { exists: Boolean(calendar[0]?.tokenHash) },
  };
}
