import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { payments, pendingRegistrations, sessions, subscriptions, uploads, users } from '../../db/schema';

const LIVE_SUBSCRIPTION = ['incomplete', 'active', 'past_due'];

/** The reads and the one transaction behind deleting an account (S15). */
export function userDeletionRepository(db: Db) {
  return {
    async find(userId: number) {
      const [user] = await db
        .select({ id: users.id, email: users.email, customerId: users.stripeCustomerId })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return user;
    },
    /** Subscriptions that can still charge the person. */
    liveSubscriptions(userId: number) {
      return db
        .select({ id: subscriptions.id, providerId: subscriptions.providerSubscriptionId, customerId: subscriptions.customerId })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.providerSubscriptionId), inArray(subscriptions.status, LIVE_SUBSCRIPTION)));
    },
    /**
     * In one transaction: sessions end, payments keep a pseudonym, the given subscriptions are
     * marked cancelled, pending registrations and personal pictures go, then the person.
     * Returns the removed picture ids, or null when the person was already gone.
     */
    remove(userId: number, o: { payerName: string; cancelledSubscriptionIds: number[]; now: Date }) {
      return db.transaction(async (tx) => {
        const [still] = await tx.select({ id: users.id, picture: users.profileImageUrl }).from(users).where(eq(users.id, userId)).limit(1);
        if (!still) return null;
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.update(payments).set({ payerName: o.payerName }).where(eq(payments.userId, userId));
        if (o.cancelledSubscriptionIds.length) {
          await tx
            .update(subscriptions)
            .set({ status: 'canceled', cancelAtPeriodEnd: false, updatedAt: o.now })
            .where(inArray(subscriptions.id, o.cancelledSubscriptionIds));
        }
        await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.userId, userId));
        // Their pictures, and the one their profile shows even if it never got an owner (older data).
        const shownId = still.picture?.split('/').pop();
        const own = await tx
          .delete(uploads)
          .where(
            or(
              and(eq(uploads.ownerId, userId), inArray(uploads.purpose, ['avatar', 'registration'])),
              shownId ? and(eq(uploads.id, shownId), isNull(uploads.ownerId)) : undefined,
            ),
          )
          .returning({ id: uploads.id });
        await tx.delete(users).where(eq(users.id, userId));
        return own;
      });
    },
  };
}
