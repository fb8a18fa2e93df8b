import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountEventKind } from '@common/domain/account-events';
import type { Db } from '../../db/database';
import { accountEvents, users } from '../../db/schema';

/** The member's history (S20): what happened to an account's security, and who did it. */
export function accountEventsRepository(db: Db) {
  return {
    async record(row: {
      userId: number;
      kind: AccountEventKind;
      actorId?: number | null;
      detail?: string | null;
      at: Date;
    }) {
      await db.insert(accountEvents).values({
        userId: row.userId,
        kind: row.kind,
        actorId: row.actorId ?? null,
        detail: row.detail ?? null,
        createdAt: row.at,
      });
    },

    /** The newest first, with the name of whoever did it. */
    async listFor(userId: number, limit = 50) {
      const actor = alias(users, 'actor');
      return db
        .select({
          kind: accountEvents.kind,
          detail: accountEvents.detail,
          createdAt: accountEvents.createdAt,
          actorFirstName: actor.firstName,
          actorLastName: actor.lastName,
        })
        .from(accountEvents)
        .leftJoin(actor, eq(actor.id, accountEvents.actorId))
        .where(eq(accountEvents.userId, userId))
        .orderBy(desc(accountEvents.createdAt), desc(accountEvents.id))
        .limit(limit);
    },
  };
}
