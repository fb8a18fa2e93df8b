import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { pushSubscriptions, users } from '../../db/schema';

export function announcementMailsRepository(db: Db) {
  return {
    /** Everyone with an account but no device that gets push, except the author. */
    withoutPush(exceptUserId: number | null) {
      return db
        .select({ id: users.id, email: users.email, firstName: users.firstName })
        .from(users)
        .where(
          and(
            ne(users.id, exceptUserId ?? -1),
            notExists(
              db
                .select({ one: sql`1` })
                .from(pushSubscriptions)
                .where(eq(pushSubscriptions.userId, users.id)),
            ),
          ),
        );
    },
  };
}
