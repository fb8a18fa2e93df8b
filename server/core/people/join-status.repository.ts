import { sql } from 'drizzle-orm';

/** A person's personal invitation as the lists read it (decision 101): ISO times, or null for none. */
export interface InvitationFacts {
  invitedAt: string;
  remindedAt: string | null;
  expiresAt: string;
  withdrawnAt: string | null;
}

/**
 * The person's personal invitation, if any, as a column of a query on "users" (one correlated
 * lookup by primary key, like the pending e-mail beside it).
 */
export function invitationColumn() {
  return sql<InvitationFacts | null>`(select json_build_object(
      'invitedAt', pi.invited_at, 'remindedAt', pi.reminded_at,
      'expiresAt', pi.expires_at, 'withdrawnAt', pi.withdrawn_at)
    from personal_invitations pi where pi.user_id = "users"."id")`;
}
