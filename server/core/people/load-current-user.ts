import type { User } from '@common/contracts/user';
import type { UsersRepository } from './users.repository';
import { membershipActiveFor } from './membership-active';
import { toUserDto } from './user-dto';

export type UserWithMembershipCounts = NonNullable<Awaited<ReturnType<UsersRepository['findWithMembershipCounts']>>>;

/** The full user with membership status judged now; undefined when the user is gone. */
export async function loadCurrentUser(repo: UsersRepository, userId: number, now = new Date()): Promise<User | undefined> {
  const found = await repo.findWithMembershipCounts(userId, now);
  return found ? currentUserFrom(found, now) : undefined;
}

/** The user as the client sees it, from a row that already carries the membership counts. */
export function currentUserFrom(found: UserWithMembershipCounts, now = new Date()): User {
  const active = membershipActiveFor(found, now);
  return toUserDto(found.user, active, found.teams);
}
