import type { Db } from '../../db/database';
import { payments, subscriptions } from '../../db/schema';

type NewPayment = typeof payments.$inferInsert;
type NewSubscription = typeof subscriptions.$inferInsert;

/** An outstanding 500 kr. kontingent for `userId`. */
export async function buildPayment(db: Db, overrides: Partial<NewPayment> & { userId: number }) {
  const [row] = await db
    .insert(payments)
    .values({ amount: 50000, description: 'Kontingent', status: 'pending', ...overrides })
    .returning();
  return row!;
}

/** An active player (spiller) subscription for `userId`, without gateway ids or period unless given. */
export async function buildSubscription(db: Db, overrides: Partial<NewSubscription> & { userId: number }) {
  const [row] = await db
    .insert(subscriptions)
    .values({ type: 'spiller', status: 'active', ...overrides })
    .returning();
  return row!;
}
