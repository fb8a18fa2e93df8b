import { membershipReach } from '@common/domain/membership-reach';
import type { Role } from '@common/domain/roles';
import type { Db } from '../../../db/database';
import { kontingentArrearsRepository } from './kontingent-arrears.repository';

/**
 * Which of these people owe kontingent past its due date (`today`: a Copenhagen day, D1), as far
 * as the viewer administers kontingent: a coach the players', board and admin everyone's (part 2
 * §6); anyone else nobody's. For the squad picker's warning (decision 096).
 */
export type KontingentArrears = (viewer: { role: Role }, today: string, userIds: number[]) => Promise<Set<number>>;

/** One query, bounded by the people asked about; none when the viewer administers nobody. */
export function kontingentArrears(db: Db): KontingentArrears {
  const repo = kontingentArrearsRepository(db);
  return async (viewer, today, userIds) => {
    const roles = membershipReach(viewer.role);
    const ids = [...new Set(userIds)];
    if (roles.length === 0 || ids.length === 0) return new Set();
    return new Set((await repo.overdue(today, ids, roles)).map((r) => r.userId));
  };
}
