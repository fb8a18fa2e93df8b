import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Role } from '@common/domain/roles';
import type { Db } from '../../../db/database';
import { payments, users } from '../../../db/schema';

/** The read behind kontingent arrears (decision 096). */
export function kontingentArrearsRepository(db: Db) {
  return {
    /** Which of these people, of these roles, owe kontingent due before `today`: one query. */
    overdue(today: string, userIds: number[], roles: readonly Role[]) {
      return db
        .selectDistinct({ userId: users.id })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(
          and(
            inArray(payments.userId, userIds),
            inArray(users.role, [...roles]),
            eq(payments.status, 'pending'),
            eq(payments.kind, 'kontingent'),
            lt(payments.dueDate, today),
          ),
        )
        .limit(userIds.length);
    },
  };
}
