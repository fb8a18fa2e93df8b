import type { AccountEventKind } from '@common/domain/account-events';
import type { Db } from '../../db/database';
import type { sessionsRepository } from '../sessions/sessions.repository';
import { accountEventsRepository } from './account-events.repository';
import { recoveryLinksRepository } from './recovery-links.repository';

interface Deps {
  db: Db;
  sessions: ReturnType<typeof sessionsRepository>;
  now: () => Date;
}

/**
 * What follows a password change by any path, an e-mail change and "Log ud overalt" (S3, S20):
 * the person's sessions end (all, or all but the one making the change), every open recovery
 * link ends, and the member's history says what happened and who did it.
 */
export async function closeAccountDoors(
  deps: Deps,
  userId: number,
  what: {
    event: AccountEventKind;
    /** 'all', 'others' (keep this session) or 'none' (an e-mail change keeps every session). */
    sessions: 'all' | { keep: string } | 'none';
    actorId?: number | null;
    detail?: string | null;
  },
) {
  const now = deps.now();
  if (what.sessions === 'all') await deps.sessions.deleteAllForUser(userId);
  else if (what.sessions !== 'none') await deps.sessions.deleteOthersForUser(userId, what.sessions.keep);
  await recoveryLinksRepository(deps.db).endAll(userId, now);
  await accountEventsRepository(deps.db).record({
    userId,
    kind: what.event,
    actorId: what.actorId,
    detail: what.detail,
    at: now,
  });
}
