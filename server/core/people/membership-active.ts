import { isMembershipActive } from '@common/domain/membership';

/** A user row with the counts the membership rule is judged from, as the repositories read them. */
export interface UserWithCounts {
  user: {
    role: string;
    manualMembership: boolean;
    membershipType: string | null;
    membershipStatus: string;
    membershipExpiresAt: Date | null;
  };
  activeSubscriptions: number | string;
  pending: number | string;
  completed: number | string;
}

/** The one membership rule (part 2 §4) applied to a row read with its counts. */
export function membershipActiveFor(row: UserWithCounts, now: Date): boolean {
  return isMembershipActive(
    {
      role: row.user.role,
      manualMembership: row.user.manualMembership,
      membershipType: row.user.membershipType,
      membershipStatus: row.user.membershipStatus,
      membershipExpiresAt: row.user.membershipExpiresAt,
      hasActiveSubscription: Number(row.activeSubscriptions) > 0,
      pendingPayments: Number(row.pending),
      completedPayments: Number(row.completed),
    },
    now,
  );
}
