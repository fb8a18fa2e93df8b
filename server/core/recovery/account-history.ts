import type { AccountEvent } from '@common/contracts/people';
import type { Db } from '../../db/database';
import { accountEventsRepository } from './account-events.repository';

/** The member's history as Medlemmer and the person's data export show it, newest first. */
export async function accountHistory(db: Db, userId: number): Promise<AccountEvent[]> {
  const rows = await accountEventsRepository(db).listFor(userId);
  return rows.map((row) => ({
    kind: row.kind,
    actorName: row.actorFirstName ? `${row.actorFirstName} ${row.actorLastName}` : null,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  }));
}
